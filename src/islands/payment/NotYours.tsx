import { worksForHotel } from '~/lib/roles';
import { type StoredUser, signOut } from '~/stores/auth';

/**
 * What the booking page says of a booking it cannot show this account (decision 141): someone else's booking and a
 * missing one read the same (the API answers 404 for both), each with a way on; staff are sent to the console.
 */
export function NotYours({ user, bookingId }: { user: StoredUser; bookingId: string }) {
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="checkout-card checkout-message" role="alert">
      <h2>This booking belongs to another account</h2>
      <p>
        You are signed in as {user.name}
        {user.phone ? ` (${user.phone})` : ''}, and this link is to a booking made with another account, or to
        one that no longer exists. Sign in with the phone number it was booked with to see it.
      </p>
      <div className="checkout-ways">
        {worksForHotel(user.role) && bookingId && (
          <a className="btn btn-maroon" href={`/staff/booking?id=${encodeURIComponent(bookingId)}`}>
            Open it in the staff console
          </a>
        )}
        <a className="btn btn-maroon" href="/user-profile?tab=bookings">
          See your bookings
        </a>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            signOut();
            window.location.assign(`/login?next=${encodeURIComponent(here)}`);
          }}
        >
          Sign in with another number
        </button>
      </div>
    </div>
  );
}
