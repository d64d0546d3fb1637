import { type SubmitEvent, useId, useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import type { HallChangeAsked, HallChangeBody, HallChangeQuote } from '~/contracts/hall-changes';
import { HALL_SLOTS } from '~/lib/hall-slots';
import { formatInr } from '~/lib/money';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

interface Props {
  summary: Extract<CheckoutSummary, { kind: 'hall' }>;
  onSent(): void;
  onClose(): void;
}

/** An event's new date (and last day), slot and guests: the new price with GST first, then the request sent. */
export default function EventChangeForm({ summary, onSent, onClose }: Props) {
  const id = useId();
  const { hall } = summary;
  const paid = summary.status === 'confirmed';
  const [body, setBody] = useState<HallChangeBody>({
    date: hall.date,
    endDate: hall.endDate,
    timeSlot: hall.timeSlot,
    guests: hall.guests,
  });
  const [quote, setQuote] = useState<HallChangeQuote | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const edit = (patch: Partial<HallChangeBody>) => {
    setBody((b) => ({ ...b, ...patch }));
    setQuote(null);
    setError('');
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError('');
    const path = `/bookings/${summary.id}/change-request${quote ? '' : '/quote'}`;
    const sent = { ...body, endDate: body.endDate && body.endDate > body.date ? body.endDate : body.date };
    try {
      if (quote) {
        const asked = await api<HallChangeAsked>(path, { method: 'POST', body: sent });
        toast.success(asked.message);
        onSent();
      } else setQuote(await api<HallChangeQuote>(path, { method: 'POST', body: sent }));
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'The change could not be sent. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="change-form" onSubmit={submit} noValidate>
      {paid && (
        <p>
          Your deposit is paid: a change online keeps the same deposit. One that costs more or less is
          arranged with the events desk, who settle the difference at the front desk first.
        </p>
      )}
      <div className="change-fields">
        <label htmlFor={`${id}-date`}>
          New date
          <input
            id={`${id}-date`}
            type="date"
            required
            value={body.date}
            onChange={(e) => edit({ date: e.target.value })}
          />
        </label>
        <label htmlFor={`${id}-end`}>
          Last day (for a multi-day event)
          <input
            id={`${id}-end`}
            type="date"
            value={body.endDate ?? ''}
            onChange={(e) => edit({ endDate: e.target.value || undefined })}
          />
        </label>
        <label htmlFor={`${id}-slot`}>
          Time slot
          <select
            id={`${id}-slot`}
            value={body.timeSlot}
            onChange={(e) => edit({ timeSlot: e.target.value })}
          >
            {HALL_SLOTS.map((slot) => (
              <option key={slot.name} value={slot.name}>
                {slot.label}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-guests`}>
          Guests
          <input
            id={`${id}-guests`}
            type="number"
            min={1}
            required
            value={body.guests}
            onChange={(e) => edit({ guests: Number(e.target.value) })}
          />
        </label>
      </div>
      {quote && (
        <div className="change-quote" role="status">
          <p>
            {quote.after.totalPaise === quote.beforeTotalPaise
              ? 'The hire stays '
              : `The hire goes from ${formatInr(quote.beforeTotalPaise)} to `}
            <strong data-testid="change-total">{formatInr(quote.after.totalPaise)}</strong> (with{' '}
            {formatInr(quote.after.cgstPaise + quote.after.sgstPaise)} GST).
          </p>
          <p>{quote.refusal ?? quote.message}</p>
        </div>
      )}
      {error && (
        <p className="payment-error" role="alert">
          {error}
        </p>
      )}
      <div className="cancel-actions">
        <button type="submit" className="btn btn-maroon" disabled={busy || Boolean(quote?.refusal)}>
          {busy ? 'Please wait…' : quote ? 'Send change request' : 'See the new price'}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onClose}>
          Keep as it is
        </button>
      </div>
    </form>
  );
}
