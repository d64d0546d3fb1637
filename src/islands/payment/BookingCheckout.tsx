import { Fragment, lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import { $auth, type AuthState } from '~/stores/auth';
import { ApiError, api } from '../api';
import { BillingDetails } from './BillingDetails';
import { BookingFacts } from './BookingFacts';
import { CancelBooking } from './CancelBooking';
import { ChangeBooking } from './ChangeBooking';
import { later } from './later-parts';
import { PaymentPanel } from './PaymentPanel';
import { SpecialRequests } from './SpecialRequests';
import './checkout.css';

// An event's change (decision 109) is loaded only on an event's page: stays and tables never fetch it.
const EventChange = lazy(() => import('./EventChange'));
const SuccessDialog = later('SuccessDialog');
// Another account's booking is rare: its words arrive only when a link leads there (decision 141).
const NotYours = lazy(() => import('./NotYours').then((m) => ({ default: m.NotYours })));

type Load =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'elsewhere' }
  | { state: 'ready'; summary: CheckoutSummary };

/**
 * The booking details and payment page for a room stay, an event or a table (`?id=` in the address). What it says
 * while reading, to a guest not signed in, and when the booking cannot be shown is the page's own HTML (slots).
 */
export default function BookingCheckout(props: {
  variant: 'room' | 'table';
  // The page's slots of the same names (Astro hands them over as elements of its static HTML).
  loading?: ReactNode;
  login?: ReactNode;
  failed?: ReactNode;
}) {
  const { variant } = props;
  // The session lives in the browser: read from the first effect on, as the server rendered no booking (decision 122).
  const [auth, setAuth] = useState<AuthState | null>(null);
  const { token, user } = auth ?? {};
  const ready = auth !== null;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [paid, setPaid] = useState(false);
  const bookingId =
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('id') ?? '');

  const refresh = useCallback(async () => {
    try {
      const summary = await api<CheckoutSummary>(`/payments/booking/${encodeURIComponent(bookingId)}`);
      setLoad({ state: 'ready', summary });
    } catch (error) {
      // Another account's booking and a missing one are both a 404 (decision 141): neither is a failure.
      if (error instanceof ApiError && error.status === 404) setLoad({ state: 'elsewhere' });
      else if (!(error instanceof ApiError) || error.status !== 401) setLoad({ state: 'failed' });
    }
  }, [bookingId]);

  useEffect(() => $auth.subscribe(setAuth), []);
  useEffect(() => {
    if (!ready || !token) return;
    if (!bookingId) setLoad({ state: 'elsewhere' });
    else void refresh();
  }, [ready, token, bookingId, refresh]);

  // Keyed: Astro's slot element never updates in place, so "loading" would stay on screen instead of "log in".
  if (!ready || (token && load.state === 'loading'))
    return <Fragment key="loading">{props.loading}</Fragment>;
  if (!token || !user) return <Fragment key="login">{props.login}</Fragment>;
  if (load.state === 'elsewhere') {
    return (
      <Suspense fallback={props.loading}>
        <NotYours user={user} bookingId={bookingId} />
      </Suspense>
    );
  }
  if (load.state !== 'ready') {
    return (
      <div className="checkout-card checkout-message" role="alert">
        {props.failed}
        <button type="button" className="btn btn-maroon" onClick={() => void refresh()}>
          Try again
        </button>
      </div>
    );
  }
  if (load.summary.kind !== variant && load.summary.kind !== 'hall') {
    // The guest's own booking on the other kind's page: its own page is one link away.
    const page = load.summary.kind === 'table' ? '/menu-booking-details' : '/booking-details';
    return (
      <div className="checkout-card checkout-message" role="alert">
        <h2>This booking has its own page</h2>
        <a className="btn btn-maroon" href={`${page}?id=${encodeURIComponent(bookingId)}`}>
          Open booking {load.summary.bookingCode}
        </a>
      </div>
    );
  }

  const { summary } = load;
  const { display } = summary;
  const onPaid = () => {
    setPaid(true);
    void refresh();
  };
  return (
    <div className="checkout-grid">
      <BookingFacts summary={summary} />
      <PaymentPanel summary={summary} guest={user} onPaid={onPaid} onExpired={refresh} />
      {display.requests && <SpecialRequests bookingId={summary.id} {...display.requests} />}
      <ChangeBooking summary={summary} onChanged={refresh} />
      {summary.kind === 'hall' && (
        <Suspense fallback={null}>
          <EventChange summary={summary} onChanged={refresh} />
        </Suspense>
      )}
      {summary.status !== 'cancelled' && <BillingDetails bookingId={summary.id} initial={summary.billing} />}
      <CancelBooking summary={summary} onCancelled={refresh} />
      {paid && (
        <Suspense>
          <SuccessDialog summary={summary} />
        </Suspense>
      )}
    </div>
  );
}
