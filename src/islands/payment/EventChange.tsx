import { useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import { formatHotelDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import EventChangeForm from './EventChangeForm';

type Hall = Extract<CheckoutSummary, { kind: 'hall' }>;

/** "Request a change" on an event (decision 109): a new request the events desk answers; the event stays until then. */
export default function EventChange({ summary, onChanged }: { summary: CheckoutSummary; onChanged(): void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (summary.kind !== 'hall') return null;
  const { change } = summary.hall;
  const live =
    summary.status === 'confirmed' ||
    (summary.status === 'pending' && new Date(summary.holdExpiresAt ?? 0).getTime() > Date.now());
  if (!live) return null;
  const pending = change?.status === 'pending' ? change : null;

  async function withdraw() {
    setBusy(true);
    try {
      const done = await api<{ message: string }>(`/bookings/${summary.id}/change-request`, {
        method: 'DELETE',
      });
      toast.success(done.message);
      onChanged();
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not withdraw the change.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="checkout-card change-stay" aria-labelledby="event-change-heading">
      <h2 id="event-change-heading">Change this event</h2>
      {pending ? (
        <div role="status" data-testid="change-pending">
          <p>
            <strong>Change requested:</strong> {formatHotelDate(pending.date)}
            {pending.days > 1 ? ` to ${formatHotelDate(pending.endDate)}` : ''}, {pending.timeSlotLabel},{' '}
            {pending.guests} guests, {formatInr(pending.totalPaise)} with GST.
          </p>
          <p>Your event stays as it is until our events desk answers.</p>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={withdraw}>
            Withdraw the change request
          </button>
        </div>
      ) : open ? (
        <EventChangeForm
          summary={summary as Hall}
          onSent={() => {
            setOpen(false);
            onChanged();
          }}
          onClose={() => setOpen(false)}
        />
      ) : (
        <>
          {change?.status === 'declined' && (
            <p>We could not make your last change{change.answerNote ? `: “${change.answerNote}”` : '.'}</p>
          )}
          <p>Ask for another date, slot or number of guests. The events desk answers within 48 hours.</p>
          <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
            Request a change
          </button>
        </>
      )}
    </section>
  );
}
