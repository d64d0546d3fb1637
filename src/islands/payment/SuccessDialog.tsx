import { useEffect, useRef } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';

/** The dialog after a successful payment, in the kind's words; closing it returns to the home page. */
export function SuccessDialog({ summary }: { summary: CheckoutSummary }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    ref.current?.showModal();
  }, []);
  const goHome = () => window.location.assign('/');
  const { title, close } = summary.display.success;
  return (
    <dialog ref={ref} className="success-dialog" aria-labelledby="success-title" onClose={goHome}>
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h2 id="success-title">{title}</h2>
      <p>
        Payment successful. Your reference is <strong className="booking-ref">{summary.bookingCode}</strong>.
      </p>
      {summary.rewardCoins > 0 && (
        <p className="muted">{summary.rewardCoins} Supar Coins have been added to your wallet.</p>
      )}
      <button type="button" className="btn btn-maroon" onClick={goHome}>
        {close}
      </button>
    </dialog>
  );
}
