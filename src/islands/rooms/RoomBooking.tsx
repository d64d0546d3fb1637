import { lazy, Suspense } from 'react';
import { $roomToBook } from '~/stores/room-to-book';
import { useSignedInGuest } from '../ui/use-signed-in';
import { useStore } from '../ui/use-store';

// The dialog (its quote, coupon and price lines) is fetched when the guest taps Book, not with the list
// (decision 121).
const BookingModal = lazy(() => import('./BookingModal').then((m) => ({ default: m.BookingModal })));

/**
 * /room-booking's one island: the booking dialog for the room a signed-in guest tapped Book Now on. The list and
 * its search are the server's HTML (decision 129); this renders nothing until a room is asked for.
 */
export default function RoomBooking() {
  const { user } = useSignedInGuest();
  const asked = useStore($roomToBook);
  if (!asked || !user) return null;
  return (
    <Suspense fallback={null}>
      <BookingModal {...asked} user={user} onClose={() => $roomToBook.set(null)} />
    </Suspense>
  );
}
