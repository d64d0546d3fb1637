import { useState } from 'react';
import type { StaffMember } from '~/contracts/staff';
import type { DeskGuest } from '~/contracts/staff-desk-bookings';
import { DeskBookingForm } from './DeskBookingForm';
import { DeskGuestPanel } from './DeskGuestPanel';
import { StaffGate } from './StaffGate';
import './staff.css';

/** A booking made at the desk: the guest by phone, then what they book and how they pay (decision 147). */
function NewBooking({ member }: { member: StaffMember }) {
  const [guest, setGuest] = useState<DeskGuest | null>(null);
  return (
    <>
      <DeskGuestPanel member={member} guest={guest} onGuest={setGuest} />
      {guest && <DeskBookingForm key={guest.id} guest={guest} />}
    </>
  );
}

/** The New booking screen. */
export default function NewBookingScreen() {
  return <StaffGate>{(member) => <NewBooking member={member} />}</StaffGate>;
}
