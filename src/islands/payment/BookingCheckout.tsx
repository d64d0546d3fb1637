import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import { useStore } from '~/islands/ui/use-store';
import { $auth } from '~/stores/auth';
import { ApiError, api } from '../api';
import { BillingDetails } from './BillingDetails';
import { BookingFacts } from './BookingFacts';
import { CancelBooking } from './CancelBooking';
import { ChangeBooking } from './ChangeBooking';
import { PaymentPanel } from './PaymentPanel';
import { SpecialRequests } from './SpecialRequests';
import { SuccessDialog } from './SuccessDialog';
import './checkout.css';

// An event's change (decision 109) is loaded only on an event's page: stays and tables never fetch it.
const EventChange = lazy(() => import('./EventChange'));

/** The special requests a stay or a table already carries (events take theirs through the events team). */
const specialRequestsOf = (summary: CheckoutSummary) =>
  summary.kind === 'room'
    ? summary.room.specialRequests
    : summary.kind === 'table'
      ? summary.table.specialRequests
      : '';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; summary: CheckoutSummary };

/** The booking details and payment page for a room stay or a table (`?id=` in the address). */
export default function BookingCheckout({ variant }: { variant: 'room' | 'table' }) {
  const { token, user } = useStore($auth);
  const [ready, setReady] = useState(false);
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [paid, setPaid] = useState(false);
  const bookingId =
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('id') ?? '');

  const refresh = useCallback(async () => {
    try {
      const summary = await api<CheckoutSummary>(`/payments/booking/${encodeURIComponent(bookingId)}`);
      setLoad({ state: 'ready', summary });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) setLoad({ state: 'failed' });
    }
  }, [bookingId]);

  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (!ready || !token) return;
    if (!bookingId) setLoad({ state: 'failed' });
    else void refresh();
  }, [ready, token, bookingId, refresh]);

  if (!ready || (token && load.state === 'loading')) {
    return (
      <div className="checkout-loading" role="status">
        <span className="spinner" aria-hidden="true" /> Loading your booking…
      </div>
    );
  }
  if (!token || !user) {
    return (
      <div className="checkout-card checkout-message">
        <h2>Please log in</h2>
        <p>Please login first to complete booking.</p>
        <a className="btn btn-maroon" href="/login">
          Log in
        </a>
      </div>
    );
  }
  if (load.state !== 'ready' || (load.summary.kind !== variant && load.summary.kind !== 'hall')) {
    return (
      <div className="checkout-card checkout-message" role="alert">
        <h2>Booking Failed</h2>
        <p>Sorry, we couldn't create your booking. Please try again.</p>
        <button type="button" className="btn btn-maroon" onClick={() => window.history.back()}>
          Go Back
        </button>
      </div>
    );
  }

  const { summary } = load;
  const onPaid = () => {
    setPaid(true);
    void refresh();
  };
  return (
    <div className="checkout-grid">
      <BookingFacts summary={summary} />
      <PaymentPanel summary={summary} guest={user} onPaid={onPaid} onExpired={refresh} />
      {summary.status !== 'cancelled' && summary.kind !== 'hall' && (
        <SpecialRequests bookingId={summary.id} kind={summary.kind} initial={specialRequestsOf(summary)} />
      )}
      <ChangeBooking summary={summary} onChanged={() => void refresh()} />
      {summary.kind === 'hall' && (
        <Suspense fallback={null}>
          <EventChange summary={summary} onChanged={() => void refresh()} />
        </Suspense>
      )}
      {summary.status !== 'cancelled' && <BillingDetails bookingId={summary.id} initial={summary.billing} />}
      <CancelBooking summary={summary} onCancelled={() => void refresh()} />
      {paid && <SuccessDialog summary={summary} />}
    </div>
  );
}
