import { PriceLines } from './PriceLines';
import { type QuoteState, shownQuote } from './use-quote';
import './booking-modal.css';

interface Props {
  /** The Supar Coins the booking earns (its kind's house rules); 0 shows no line. */
  rewardCoins: number;
  /** The server's price for the booking as the form stands (`useQuote`). */
  quoteState: QuoteState;
  /** The test id of the total, which the journeys read. */
  totalTestId: string;
  /** Said while no price is shown yet and none was refused; without it the modal waits silently. */
  pricingNote?: string;
  /** Why the last Confirm failed, or ''. */
  error: string;
  confirming: boolean;
  /** Whether the form is complete enough to book and nothing else (a coupon) is being checked. */
  canConfirm: boolean;
  confirmLabel: string;
  onConfirm(): void;
}

/** A booking modal's foot: the server's price lines, the coins the booking earns, what went wrong, Confirm. */
export function BookingModalFooter({
  rewardCoins,
  quoteState,
  totalTestId,
  pricingNote,
  error,
  confirming,
  canConfirm,
  confirmLabel,
  onConfirm,
}: Props) {
  const quote = shownQuote(quoteState);
  // A fragment: each line stays a child of the dialog, spaced by the modal's own rule.
  return (
    <>
      {quote && <PriceLines priced={quote} totalTestId={totalTestId} />}
      {pricingNote && !quote && quoteState.kind !== 'error' && (
        <p className="muted" role="status">
          {pricingNote}
        </p>
      )}
      {quoteState.kind === 'error' && (
        <p className="field-error" role="alert">
          {quoteState.message}
        </p>
      )}
      {rewardCoins > 0 && <p className="coins-note">Earn {rewardCoins} Supar Coins with this booking.</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-maroon btn-block"
        onClick={onConfirm}
        disabled={confirming || !canConfirm}
      >
        {confirming ? 'Booking…' : confirmLabel}
      </button>
    </>
  );
}
