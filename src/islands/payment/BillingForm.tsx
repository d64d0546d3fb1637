import { type SubmitEvent, useState } from 'react';
import type { BookingBilling } from '~/contracts/billing';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

/** The GST details' fields, saved to the booking and kept on the profile for next time (decision 102). */
export function BillingForm({ bookingId, initial }: { bookingId: string; initial: BookingBilling }) {
  const [error, setError] = useState('');
  const locked = !initial.editable;

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setError('');
    try {
      const body = Object.fromEntries(new FormData(event.currentTarget));
      await api(`/bookings/${bookingId}/billing`, { method: 'PUT', body });
      toast.success('GST details saved');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'Could not save your GST details.');
    }
  }

  return (
    <form onSubmit={save}>
      <label>
        GSTIN
        <input name="gstin" defaultValue={initial.gstin ?? ''} maxLength={20} disabled={locked} />
      </label>
      <label>
        Bill to
        <input name="name" defaultValue={initial.name} maxLength={200} disabled={locked} />
      </label>
      <label>
        Billing address
        <textarea name="address" rows={2} defaultValue={initial.address ?? ''} disabled={locked} />
      </label>
      {error && (
        <p className="payment-error" role="alert">
          {error}
        </p>
      )}
      {locked ? (
        <p className="muted">The tax invoice is issued: these details can no longer change.</p>
      ) : (
        <button type="submit" className="btn btn-outline">
          Save GST details
        </button>
      )}
    </form>
  );
}
