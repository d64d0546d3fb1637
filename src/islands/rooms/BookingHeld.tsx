import { formatHotelDate } from '../../lib/dates';
import { formatInr } from '../../lib/money';
import { useBookingFromQuery } from './use-booking';
import './rooms-base.css';
import './rooms.css';
import './booking.css';

const time = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/**
 * /booking-details until the payment step arrives: the booking just made and its pending status.
 * The payment issue replaces this island with the full details-and-pay page.
 */
export default function BookingHeld() {
  const state = useBookingFromQuery(false);
  if (state.kind === 'loading')
    return (
      <p className="rooms-state" role="status">
        Loading your booking…
      </p>
    );
  if (state.kind !== 'ready') {
    return (
      <div className="rooms-state" role="alert">
        <h2>Booking Failed</h2>
        <p>
          {state.kind === 'signed-out'
            ? 'Please log in to see your booking.'
            : "Sorry, we couldn't create your booking. Please try again."}
        </p>
        <button type="button" className="btn btn-maroon" onClick={() => window.history.back()}>
          Go Back
        </button>
      </div>
    );
  }
  const { booking } = state;
  return (
    <section className="booking-sheet" aria-labelledby="details-title">
      <div className="booking-sheet-head">
        <h2 id="details-title">{booking.name}</h2>
        <span className={`status-badge status-${booking.status}`}>{booking.status}</span>
      </div>
      <dl className="booking-facts">
        <div>
          <dt>Reference</dt>
          <dd>{booking.bookingCode}</dd>
        </div>
        <div>
          <dt>Room</dt>
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
          <dt>Guests</dt>
          <dd>{booking.numGuests}</dd>
        </div>
      </dl>
      <dl className="price-lines" aria-label="Payment summary">
        <div>
          <dt>
            {formatInr(booking.pricePerNightPaise)} × {booking.nights}{' '}
            {booking.nights === 1 ? 'night' : 'nights'}
          </dt>
          <dd>{formatInr(booking.subtotalPaise)}</dd>
        </div>
        <div>
          <dt>
            Discount
            {booking.couponCode
              ? ` (${booking.couponCode})`
              : booking.offerCode
                ? ` (${booking.offerCode})`
                : ''}
          </dt>
          <dd>{booking.discountPaise ? `− ${formatInr(booking.discountPaise)}` : formatInr(0)}</dd>
        </div>
        <div className="price-total">
          <dt>Total</dt>
          <dd data-testid="details-total">{formatInr(booking.totalPaise)}</dd>
        </div>
      </dl>
      {booking.status === 'pending' && booking.holdExpiresAt && (
        <p className="muted">
          Your room is held until {time.format(new Date(booking.holdExpiresAt))}. Online payment opens here
          shortly.
        </p>
      )}
    </section>
  );
}
