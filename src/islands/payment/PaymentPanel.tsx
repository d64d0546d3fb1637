import { useEffect, useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import {
  hallStatusLabel,
  holdLengthText,
  holdRemaining,
  holdUntilText,
  statusLabel,
} from '~/lib/checkout-summary';
import { coinsSplit } from '~/lib/coins';
import { formatInr } from '~/lib/money';
import type { StoredUser } from '~/stores/auth';
import { hotelRules } from '~/stores/hotel';
import { PriceLines } from '../ui/PriceLines';
import { AddToCalendar } from './AddToCalendar';
import { CoinsChoice, CoinsLines } from './CoinsAtCheckout';
import { usePayment } from './use-payment';

const stepText = {
  processing: 'Processing…',
  verifying: 'Verifying payment...',
  success: 'Payment successful',
} as const;

/** The payment summary, the status badge, the hold's countdown and the pay button with its states. */
export function PaymentPanel(props: {
  summary: CheckoutSummary;
  guest: StoredUser;
  onPaid: () => void;
  onExpired: () => void;
}) {
  const { summary, guest } = props;
  const [now, setNow] = useState(() => Date.now());
  const remaining = summary.status === 'pending' ? holdRemaining(summary.holdExpiresAt, now) : null;
  const lapsed = summary.status === 'pending' && summary.holdExpiresAt !== null && remaining === null;
  const [coins, setCoins] = useState(0);
  const split = coinsSplit(summary.totalPaise, coins, summary.coins);
  const spent = summary.coins.spent;
  const { state, pay } = usePayment({
    bookingId: summary.id,
    coins,
    moneyPaise: split.moneyPaise,
    prefill: { name: guest.name, email: guest.email ?? undefined, contact: guest.phone },
    onPaid: props.onPaid,
  });

  useEffect(() => {
    if (summary.status !== 'pending') return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [summary.status]);

  const busy = state.step === 'processing' || state.step === 'verifying';
  const refund = summary.payment?.refund?.message ?? null;
  const refundIsNews = summary.status !== 'pending' && summary.status !== 'expired';
  const hall = summary.kind === 'hall' ? summary.hall : null;
  const awaitingHotel = hall?.paymentRefusal ?? null;
  const canPay = summary.status === 'pending' && !lapsed && !awaitingHotel && state.step !== 'success';
  const badge = hall ? hallStatusLabel(summary.status, hall.hotelAnswer) : statusLabel(summary.status);
  const holdUntil =
    hall && remaining && summary.holdExpiresAt
      ? holdUntilText(summary.holdExpiresAt, hotelRules().timeZone)
      : null;

  return (
    <aside className="checkout-card payment-panel" aria-labelledby="payment-title">
      <div className="payment-head">
        <h2 id="payment-title">Payment summary</h2>
        <span className={`status-badge status-${summary.status}`} data-testid="status-badge">
          {badge}
        </span>
      </div>
      <PriceLines priced={summary.bill} totalTestId="details-total" />
      {canPay && (
        <CoinsLines
          coins={coins}
          coinsPaise={split.coinsPaise}
          totalPaise={summary.totalPaise}
          paid={false}
        />
      )}
      {spent && !canPay && (
        <CoinsLines coins={spent.coins} coinsPaise={spent.coinsPaise} totalPaise={summary.totalPaise} paid />
      )}
      {spent?.returned && (
        <p className="paid-note" role="status">
          Your {spent.coins.toLocaleString('en-IN')} Supar Coins are back in your wallet.
        </p>
      )}
      {canPay && !busy && <CoinsChoice coins={summary.coins} value={coins} onChange={setCoins} />}
      {holdUntil && (
        <p className="hold" data-testid="hall-hold">
          {awaitingHotel
            ? `We are holding ${hall!.name} for you until ${holdUntil} while our events team confirms. ${awaitingHotel}`
            : `The hotel has confirmed your event. Pay the deposit by ${holdUntil} to keep ${hall!.name}.`}
        </p>
      )}
      {hall?.hotelAnswer === 'declined' && (
        <p className="payment-error" role="status">
          We are sorry: the hotel could not host this event. The hall is free for other dates; please call us.
          {hall.hotelNote && <> Our events team wrote: “{hall.hotelNote}”</>}
        </p>
      )}
      {remaining && !hall && (
        <p className="hold" role="timer" aria-live="off">
          We are holding this for you for <strong>{remaining}</strong> more.
        </p>
      )}
      {(lapsed || summary.status === 'expired') && (
        <p className="hold hold-lapsed">
          Your {holdLengthText(summary.holdMinutes)} hold has lapsed.{' '}
          {lapsed && (
            <>
              <button type="button" className="link-button" onClick={props.onExpired}>
                Check again
              </button>{' '}
              or{' '}
            </>
          )}
          <a href={summary.display.againHref}>{lapsed ? 'book again' : 'Book again'}</a> with the same
          choices.
        </p>
      )}
      {refund && (
        // Money given back on a booking that stands or was cancelled is news; on one a payment could not confirm, a
        // warning.
        <p className={refundIsNews ? 'paid-note' : 'payment-error'} role={refundIsNews ? 'status' : 'alert'}>
          {refund}
        </p>
      )}
      {canPay && (
        <button type="button" className="btn btn-gold pay-button" onClick={pay} disabled={busy}>
          {busy
            ? stepText[state.step as 'processing' | 'verifying']
            : split.moneyPaise === 0
              ? `Pay with ${coins.toLocaleString('en-IN')} Supar Coins`
              : `${hall ? 'Pay deposit' : 'Pay'} ${formatInr(split.moneyPaise)}`}
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
        <p className="paid-note">
          {hall
            ? 'Deposit paid: your event is confirmed. Our events team will call you about menus and décor.'
            : 'Paid in full. We look forward to welcoming you.'}
        </p>
      )}
      {summary.status === 'confirmed' && (
        <AddToCalendar bookingId={summary.id} bookingCode={summary.bookingCode} />
      )}
      {canPay && (
        <p className="fine-print">
          Secure payment in Indian rupees.
          {summary.rewardCoins > 0 && ` Earn ${summary.rewardCoins} Supar Coins when your booking is paid.`}
        </p>
      )}
    </aside>
  );
}
