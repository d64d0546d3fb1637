import { Suspense, useEffect, useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import type { CoinsSplit } from '~/lib/coins';
import { holdRemaining } from '~/lib/hold-countdown';
import { formatInr } from '~/lib/money';
import type { StoredUser } from '~/stores/auth';
import { PriceLines } from '../ui/PriceLines';
import { AddToCalendar } from './AddToCalendar';
import { later, opening } from './later-parts';
import { usePayment } from './use-payment';

const CoinsAtCheckout = later('CoinsAtCheckout');
const CoinsPaid = later('CoinsPaid');

const stepText = {
  processing: 'Processing…',
  verifying: 'Verifying payment...',
  success: 'Payment successful',
} as const;

/**
 * The payment summary, the status badge, the hold's countdown and the pay button with its states, in the server's
 * words for the booking's kind (`display`); the coins' choice is fetched when the guest asks to use them.
 */
export function PaymentPanel(props: {
  summary: CheckoutSummary;
  guest: StoredUser;
  onPaid: () => void;
  onExpired: () => void;
}) {
  const { summary, guest } = props;
  const { display } = summary;
  const [now, setNow] = useState(() => Date.now());
  const pending = summary.status === 'pending';
  const remaining = pending ? holdRemaining(summary.holdExpiresAt, now) : null;
  const lapsed = pending && summary.holdExpiresAt !== null && remaining === null;
  const [usingCoins, setUsingCoins] = useState(false);
  // What the guest's coins pay, as the coins' form reckons it; until it is opened the provider takes it all.
  const [split, setSplit] = useState<CoinsSplit | null>(null);
  const coins = split?.coins ?? 0;
  const moneyPaise = split?.moneyPaise ?? summary.totalPaise;
  const spent = summary.coins.spent;
  const { state, pay } = usePayment({
    bookingId: summary.id,
    coins,
    moneyPaise,
    prefill: { name: guest.name, email: guest.email ?? undefined, contact: guest.phone },
    onPaid: props.onPaid,
  });

  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [pending]);

  const busy = state.step === 'processing' || state.step === 'verifying';
  const canPay = display.payable && !lapsed && state.step !== 'success';

  return (
    <aside className="checkout-card payment-panel" aria-labelledby="payment-title">
      <div className="payment-head">
        <h2 id="payment-title">Payment summary</h2>
        <span className={`status-badge status-${summary.status}`} data-testid="status-badge">
          {display.status}
        </span>
      </div>
      <PriceLines priced={summary.bill} totalTestId="details-total" />
      {spent && !canPay && (
        <Suspense>
          <CoinsPaid spent={spent} totalPaise={summary.totalPaise} />
        </Suspense>
      )}
      {canPay &&
        summary.coins.balance > 0 &&
        (usingCoins ? (
          <Suspense fallback={opening}>
            <CoinsAtCheckout
              coins={summary.coins}
              totalPaise={summary.totalPaise}
              choosing={!busy}
              onSplit={setSplit}
            />
          </Suspense>
        ) : (
          !busy && (
            <button type="button" className="btn btn-outline" onClick={() => setUsingCoins(true)}>
              Use Supar Coins
            </button>
          )
        ))}
      {remaining && display.holdNote && (
        <p className="hold" data-testid="hall-hold">
          {display.holdNote}
        </p>
      )}
      {remaining && !display.holdNote && (
        <p className="hold" role="timer" aria-live="off">
          Held for you: <strong>{remaining}</strong> left.
        </p>
      )}
      {(lapsed || summary.status === 'expired') && (
        <p className="hold hold-lapsed">
          {display.lapsedNote}{' '}
          {lapsed && (
            <>
              <button type="button" className="link-button" onClick={props.onExpired}>
                Check again
              </button>{' '}
              or{' '}
            </>
          )}
          <a href={display.againHref}>{lapsed ? 'book again' : 'Book again'}</a> with the same choices.
        </p>
      )}
      {display.notes.map(({ text, tone }) => (
        <p
          key={text}
          className={tone === 'news' ? 'paid-note' : 'payment-error'}
          role={tone === 'warning' ? 'alert' : 'status'}
        >
          {text}
        </p>
      ))}
      {canPay && (
        <button type="button" className="btn btn-gold pay-button" onClick={pay} disabled={busy}>
          {busy
            ? stepText[state.step as 'processing' | 'verifying']
            : moneyPaise === 0
              ? `Pay with ${coins.toLocaleString('en-IN')} Supar Coins`
              : `${display.payLabel} ${formatInr(moneyPaise)}`}
        </button>
      )}
      <p className="payment-state" role="status">
        {state.step === 'verifying' || state.step === 'success' ? stepText[state.step] : ''}
      </p>
      {state.step === 'error' && (
        <p className="payment-error" role="alert">
          {state.message}
        </p>
      )}
      {summary.status === 'confirmed' && state.step !== 'success' && (
        <p className="paid-note">{display.paidNote}</p>
      )}
      {summary.status === 'confirmed' && (
        <AddToCalendar bookingId={summary.id} bookingCode={summary.bookingCode} />
      )}
      {canPay && <p className="fine-print">{display.payNote}</p>}
    </aside>
  );
}
