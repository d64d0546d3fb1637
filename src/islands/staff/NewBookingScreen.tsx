import { lazy, Suspense, useState } from 'react';
import type { StaffMember } from '~/contracts/staff';
import type { DeskGuest } from '~/contracts/staff-desk-bookings';
import { DeskGuestPanel } from './DeskGuestPanel';
import { StaffGate } from './StaffGate';
import './staff.css';

// The booking's form (its kinds, prices and ways to pay) loads once a guest is found: the screen opens without it.
const DeskBookingForm = lazy(() => import('./DeskBookingForm'));

/** A booking made at the desk: the guest by phone, then what they book and how they pay (decision 147). */
function NewBooking({ member }: { member: StaffMember }) {
  const [guest, setGuest] = useState<DeskGuest | null>(null);
  return (
    <>
      <DeskGuestPanel member={member} guest={guest} onGuest={setGuest} />
      {guest && (
        <Suspense fallback={<p className="staff-note">Opening the booking form…</p>}>
          <DeskBookingForm key={guest.id} guest={guest} />
        </Suspense>
      )}
    </>
  );
}

/** The New booking screen. */
export default function NewBookingScreen() {
  return <StaffGate>{(member) => <NewBooking member={member} />}</StaffGate>;
}
