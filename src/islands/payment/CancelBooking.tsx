import { useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

/** 'Manage' from the bookings list: the kind's cancellation policy, and cancelling within it (asked twice). */
export function CancelBooking({ summary, onCancelled }: { summary: CheckoutSummary; onCancelled(): void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!summary.cancellation.allowed) return null;
  const paid = summary.payment?.status === 'paid';

  async function cancel() {
    setBusy(true);
    try {
      const done = await api<{ message: string }>(`/bookings/${summary.id}/cancel`, { method: 'PUT' });
      toast.success(done.message);
      onCancelled();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not cancel the booking.');
    } finally {
      setBusy(false);
      setAsking(false);
    }
  }

  return (
    <section className="checkout-card cancel-booking" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancel this booking</h2>
      <p>{summary.cancellation.policy}</p>
      {paid && <p>Your payment is refunded to the card or account you paid from.</p>}
      {asking ? (
        <div className="cancel-actions">
          <button type="button" className="btn btn-maroon" disabled={busy} onClick={cancel}>
            {busy ? 'Cancelling…' : 'Yes, cancel booking'}
          </button>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setAsking(false)}>
            Keep booking
          </button>
        </div>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => setAsking(true)}>
          Cancel booking
        </button>
      )}
    </section>
  );
}
