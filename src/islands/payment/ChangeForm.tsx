import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { ChangeBody, ChangeQuote, ChangeStayBody, ChangeTableBody } from '~/contracts/changes';
import type { CheckoutSummary } from '~/contracts/checkout';
import type { RoomList } from '~/contracts/rooms';
import { PARTY_SIZE, slotLabel, TABLE_SLOTS } from '~/lib/dining';
import { formatInr } from '~/lib/money';
import { GUEST_LIMITS } from '~/lib/stay';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

const counts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
type Edit = (patch: Partial<ChangeStayBody> | Partial<ChangeTableBody>) => void;

/** A stay's new dates, room, rooms and guests. */
function StayFields(props: {
  id: string;
  stay: ChangeStayBody;
  bookedName: string;
  rooms: RoomList['rooms'];
  edit: Edit;
}) {
  const { id, stay, bookedName, rooms, edit } = props;
  return (
    <div className="change-fields">
      <label htmlFor={`${id}-in`}>
        Check-in
        <input
          id={`${id}-in`}
          type="date"
          required
          value={stay.checkInDate}
          onChange={(e) => edit({ checkInDate: e.target.value })}
        />
      </label>
      <label htmlFor={`${id}-out`}>
        Check-out
        <input
          id={`${id}-out`}
          type="date"
          required
          value={stay.checkOutDate}
          onChange={(e) => edit({ checkOutDate: e.target.value })}
        />
      </label>
      <label htmlFor={`${id}-room`}>
        Room
        <select
          id={`${id}-room`}
          value={stay.roomId ?? ''}
          onChange={(e) => edit({ roomId: e.target.value || undefined })}
        >
          <option value="">{bookedName} (as booked)</option>
          {rooms
            .filter((r) => r.name !== bookedName)
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
          value={stay.numRooms}
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
          value={stay.numGuests}
          onChange={(e) => edit({ numGuests: Number(e.target.value) })}
        >
          {counts(1, 20).map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A table's new date, time and guests. */
function TableFields({ id, table, edit }: { id: string; table: ChangeTableBody; edit: Edit }) {
  return (
    <div className="change-fields">
      <label htmlFor={`${id}-date`}>
        Date
        <input
          id={`${id}-date`}
          type="date"
          required
          value={table.date}
          onChange={(e) => edit({ date: e.target.value })}
        />
      </label>
      <label htmlFor={`${id}-time`}>
        Time
        <select
          id={`${id}-time`}
          value={table.time}
          onChange={(e) => edit({ time: e.target.value as ChangeTableBody['time'] })}
        >
          {TABLE_SLOTS.map((time) => (
            <option key={time} value={time}>
              {slotLabel(time)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={`${id}-party`}>
        Guests
        <select
          id={`${id}-party`}
          value={table.partySize}
          onChange={(e) => edit({ partySize: Number(e.target.value) })}
        >
          {counts(PARTY_SIZE.min, PARTY_SIZE.max).map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
    </div>
  );
}

/** A booking a guest may change online: a stay or a table. */
export type Changeable = Extract<CheckoutSummary, { kind: 'room' | 'table' }>;

interface Props {
  summary: Changeable;
  onChanged(): void;
  onClose(): void;
}

/** The booking's terms as they stand, as the change body starts. */
function startingBody(summary: Changeable): ChangeBody {
  if (summary.kind === 'room') {
    const { room } = summary;
    return {
      checkInDate: room.checkInDate,
      checkOutDate: room.checkOutDate,
      numRooms: room.rooms,
      numGuests: room.numGuests,
    };
  }
  const { table } = summary;
  return { date: table.date, time: table.time as ChangeTableBody['time'], partySize: table.partySize };
}

/**
 * The change of a held stay (new dates, room, rooms, guests) or table (date, time, guests): the new price asked
 * first, then confirmed.
 */
export default function ChangeForm({ summary, onChanged, onClose }: Props) {
  const id = useId();
  const [rooms, setRooms] = useState<RoomList['rooms']>([]);
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [body, setBody] = useState<ChangeBody>(() => startingBody(summary));

  useEffect(() => {
    if (summary.kind !== 'room') return;
    api<RoomList>('/rooms/getrooms')
      .then((list) => setRooms(list.rooms))
      .catch(() => setRooms([]));
  }, [summary.kind]);

  // Any edit asks for a new price before the change can be confirmed.
  const edit = (patch: Partial<ChangeStayBody> | Partial<ChangeTableBody>) => {
    setBody((b) => ({ ...b, ...patch }) as ChangeBody);
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

  return (
    <form className="change-form" onSubmit={submit} noValidate>
      {'checkInDate' in body && summary.kind === 'room' ? (
        <StayFields id={id} stay={body} bookedName={summary.room.name} rooms={rooms} edit={edit} />
      ) : 'time' in body ? (
        <TableFields id={id} table={body} edit={edit} />
      ) : null}
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
