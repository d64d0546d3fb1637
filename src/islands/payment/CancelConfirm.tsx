import { useState } from 'react';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

/** The second ask before cancelling, and the cancelling itself. */
export function CancelConfirm(props: { bookingId: string; onCancelled(): void; onKeep(): void }) {
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      const done = await api<{ message: string }>(`/bookings/${props.bookingId}/cancel`, { method: 'PUT' });
      toast.success(done.message);
      props.onCancelled();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not cancel the booking.');
    } finally {
      setBusy(false);
      props.onKeep();
    }
  }

  return (
    <div className="cancel-actions">
      <button type="button" className="btn btn-maroon" disabled={busy} onClick={cancel}>
        {busy ? 'Cancelling…' : 'Yes, cancel booking'}
      </button>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={props.onKeep}>
        Keep booking
      </button>
    </div>
  );
}
