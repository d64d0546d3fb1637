import { formatHotelDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { hotelRules } from '~/stores/hotel';
import { useBookingFromQuery } from './use-booking';
import '../ui/forms.css';
import './rooms-base.css';
import './rooms.css';
import './booking.css';

/** /booking-confirmation: the thank-you with reference, room number, dates and the guest's booking count. */
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
  return (
    <section className="booking-sheet" aria-labelledby="thanks-title">
      <h2 id="thanks-title">Thank you for your booking!</h2>
      <p>We look forward to welcoming you to the palace. Check-in is from {hotelRules().checkInTime}.</p>
      <dl className="booking-facts">
        <div>
          <dt>Booking ID</dt>
          <dd>{booking.bookingCode}</dd>
        </div>
        <div>
          <dt>Room number</dt>
          <dd>{booking.room.roomNumber}</dd>
        </div>
        <div>
          <dt>Check-in</dt>
          <dd>{formatHotelDate(booking.checkInDate)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{formatHotelDate(booking.checkOutDate)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatInr(booking.totalPaise)}</dd>
        </div>
        <div>
          <dt>Your bookings with us</dt>
          <dd>{count}</dd>
        </div>
      </dl>
      <p className="muted">
        Your booking is {booking.status}. {booking.status === 'pending' && 'Complete payment to confirm it.'}
      </p>
      <div className="booking-actions">
        <a className="btn btn-gold" href={`/booking-details?id=${encodeURIComponent(booking.id)}`}>
          Go to payment details
        </a>
        <a className="btn btn-outline" href="/">
          Back to home
        </a>
      </div>
    </section>
  );
}
