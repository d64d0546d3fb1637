import { hotelRules } from '~/stores/hotel';
import { ChargeSummary } from '../ui/ChargeSummary';
import { useBookingFromQuery } from './use-booking';
import '../ui/forms.css';
import './rooms-base.css';
import './booking.css';

/**
 * /booking-confirmation: where the booking stands (held until a time, or confirmed with the spec's thanks once paid)
 * with its reference, room number, dates and the guest's booking count.
 */
export default function BookingConfirmation() {
  const state = useBookingFromQuery(true);
  if (state.kind === 'loading')
    return (
      <p className="rooms-state" role="status">
        Loading your booking…
      </p>
    );
  if (state.kind === 'signed-out') {
    return (
      <div className="rooms-state">
        <p>Please log in to see your booking.</p>
        <a className="btn btn-maroon" href="/login?next=%2Fbooking-confirmation">
          Log in
        </a>
      </div>
    );
  }
  if (state.kind === 'missing') {
    return (
      <div className="rooms-state" role="alert">
        <p>{state.message}</p>
        <a className="btn btn-maroon" href="/room-booking">
          Browse rooms
        </a>
      </div>
    );
  }
  const { booking, count } = state;
  const { checkInTime } = hotelRules();
  // Where the stay stands, its dates and the way to book it again, in the server's words (issue 42).
  const standing = booking.display;
  const detailsHref = `/booking-details?id=${encodeURIComponent(booking.id)}`;
  return (
    <section className="booking-sheet" aria-labelledby="thanks-title">
      <h2 id="thanks-title">{standing.headline}</h2>
      <p data-testid="booking-standing">
        {standing.note}
        {(standing.next === 'pay' || standing.next === 'none') &&
          ` We look forward to welcoming you to the palace. Check-in is from ${checkInTime}.`}
      </p>
      <dl className="booking-facts">
        <div>
          <dt>Booking ID</dt>
          <dd className="booking-ref">{booking.bookingCode}</dd>
        </div>
        <div>
          <dt>Room number</dt>
          <dd>{booking.room.roomNumber}</dd>
        </div>
        <div>
          <dt>Check-in</dt>
          <dd>{standing.checkIn}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{standing.checkOut}</dd>
        </div>
        <div>
          <dt>Your bookings with us</dt>
          <dd>{count}</dd>
        </div>
      </dl>
      <ChargeSummary charge={booking.charge} />
      <div className="booking-actions">
        {standing.next === 'pay' && (
          <a className="btn btn-gold" href={detailsHref}>
            Pay to confirm
          </a>
        )}
        {standing.next === 'book-again' && (
          <a className="btn btn-gold" href={standing.againHref}>
            Book again
          </a>
        )}
        {standing.next !== 'pay' && (
          <a className="btn btn-outline" href={detailsHref}>
            Booking details
          </a>
        )}
        <a className="btn btn-outline" href="/">
          Back to home
        </a>
      </div>
    </section>
  );
}
