import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { ChangeQuote, ChangeStayBody } from '~/contracts/changes';
import type { CheckoutSummary } from '~/contracts/checkout';
import type { RoomList } from '~/contracts/rooms';
import { formatInr } from '~/lib/money';
import { GUEST_LIMITS } from '~/lib/stay';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

interface Props {
  summary: Extract<CheckoutSummary, { kind: 'room' }>;
  onChanged(): void;
  onClose(): void;
}

/** The change of a held stay: new dates, room, rooms and guests; the new price asked first, then confirmed. */
export default function ChangeStayForm({ summary, onChanged, onClose }: Props) {
  const id = useId();
  const { room } = summary;
  const [rooms, setRooms] = useState<RoomList['rooms']>([]);
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [body, setBody] = useState<ChangeStayBody>({
    checkInDate: room.checkInDate,
    checkOutDate: room.checkOutDate,
    numRooms: room.rooms,
    numGuests: room.numGuests,
  });

  useEffect(() => {
    api<RoomList>('/rooms/getrooms')
      .then((list) => setRooms(list.rooms))
      .catch(() => setRooms([]));
  }, []);

  // Any edit asks for a new price before the change can be confirmed.
  const edit = (patch: Partial<ChangeStayBody>) => {
    setBody((b) => ({ ...b, ...patch }));
    setQuote(null);
    setError('');
  };

  async function ask(path: 'change/quote' | 'change') {
    setBusy(true);
    setError('');
    try {
      const answer = await api<ChangeQuote>(`/bookings/${summary.id}/${path}`, { method: 'POST', body });
      if (path === 'change') {
        toast.success(`Booking ${summary.bookingCode} changed. ${answer.message}`);
        onChanged();
      } else setQuote(answer);
    } catch (failure) {
      setError(
        failure instanceof ApiError ? failure.message : 'The change could not be priced. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void ask(quote ? 'change' : 'change/quote');
  }

  const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <form className="change-form" onSubmit={submit} noValidate>
      <div className="change-fields">
        <label htmlFor={`${id}-in`}>
          Check-in
          <input
            id={`${id}-in`}
            type="date"
            required
            value={body.checkInDate}
            onChange={(e) => edit({ checkInDate: e.target.value })}
          />
        </label>
        <label htmlFor={`${id}-out`}>
          Check-out
          <input
            id={`${id}-out`}
            type="date"
            required
            value={body.checkOutDate}
            onChange={(e) => edit({ checkOutDate: e.target.value })}
          />
        </label>
        <label htmlFor={`${id}-room`}>
          Room
          <select
            id={`${id}-room`}
            value={body.roomId ?? ''}
            onChange={(e) => edit({ roomId: e.target.value || undefined })}
          >
            <option value="">{room.name} (as booked)</option>
            {rooms
              .filter((r) => r.name !== room.name)
              .map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}, {r.perNight}, sleeps {r.maxGuests}
                </option>
              ))}
          </select>
        </label>
        <label htmlFor={`${id}-rooms`}>
          Rooms
          <select
            id={`${id}-rooms`}
            value={body.numRooms}
            onChange={(e) => edit({ numRooms: Number(e.target.value) })}
          >
            {counts(GUEST_LIMITS.rooms.min, GUEST_LIMITS.rooms.max).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <label htmlFor={`${id}-guests`}>
          Guests
          <select
            id={`${id}-guests`}
            value={body.numGuests}
            onChange={(e) => edit({ numGuests: Number(e.target.value) })}
          >
            {counts(1, 20).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
      </div>
      {quote && (
        <div className="change-quote" role="status">
          <p>
            New total <strong data-testid="change-total">{formatInr(quote.after.totalPaise)}</strong> (with{' '}
            {formatInr(quote.after.cgstPaise + quote.after.sgstPaise)} GST), was{' '}
            {formatInr(quote.beforeTotalPaise)}.
          </p>
          <p>{quote.message}</p>
          {quote.droppedCode && (
            <p>
              {quote.droppedCode.code} no longer applies: {quote.droppedCode.reason}
            </p>
          )}
        </div>
      )}
      {error && (
        <p className="payment-error" role="alert">
          {error}
        </p>
      )}
      <div className="cancel-actions">
        <button type="submit" className="btn btn-maroon" disabled={busy}>
          {busy ? 'Please wait…' : quote ? 'Confirm change' : 'See the new price'}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onClose}>
          Keep as it is
        </button>
      </div>
    </form>
  );
}
