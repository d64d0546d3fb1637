import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type {
  ChangeAnswer,
  ChangeBody,
  ChangeQuote,
  ChangeStayBody,
  ChangeTableBody,
} from '~/contracts/changes';
import type { CheckoutSummary } from '~/contracts/checkout';
import type { RoomList } from '~/contracts/rooms';
import { PARTY_SIZE, slotLabel, TABLE_SLOTS } from '~/lib/dining';
import { formatInr } from '~/lib/money';
import { GUEST_LIMITS } from '~/lib/stay';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import { ExtrasChoice } from '../rooms/StayChoices';
import { type PaymentState, runPayment } from './payment-flow';

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
  /** The stay's extras only (decision 138): its dates kept, the extras it should have chosen again. */
  extras?: boolean;
  onChanged(): void;
  onClose(): void;
}

/** The confirming button's words: what the guest does with the money of the change. */
function confirmLabel(quote: ChangeQuote): string {
  if (!quote.paid || quote.differencePaise === 0) return 'Confirm change';
  return quote.differencePaise > 0
    ? `Pay ${formatInr(quote.differencePaise)} and change`
    : `Change and get ${formatInr(-quote.differencePaise)} back`;
}

/** The booking's terms as they stand, as the change body starts. */
function startingBody(summary: Changeable, extras: boolean): ChangeBody {
  if (summary.kind === 'room') {
    const { room } = summary;
    if (extras)
      return {
        checkInDate: room.checkInDate,
        checkOutDate: room.checkOutDate,
        extras: room.extras.map(({ id, quantity }) => ({ id, quantity })),
      };
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
 * The change of a stay (new dates, room, rooms, guests) or table (date, time, guests), held or paid: the new price
 * asked first, then confirmed; a dearer change of a paid booking is confirmed by paying the difference.
 */
export default function ChangeForm({ summary, extras = false, onChanged, onClose }: Props) {
  const id = useId();
  const [rooms, setRooms] = useState<RoomList['rooms']>([]);
  const [quote, setQuote] = useState<ChangeQuote | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [body, setBody] = useState<ChangeBody>(() => startingBody(summary, extras));

  useEffect(() => {
    if (summary.kind !== 'room' || extras) return;
    api<RoomList>('/rooms/getrooms')
      .then((list) => setRooms(list.rooms))
      .catch(() => setRooms([]));
  }, [summary.kind, extras]);

  // Any edit asks for a new price before the change can be confirmed.
  const edit = (patch: Partial<ChangeStayBody> | Partial<ChangeTableBody>) => {
    setBody((b) => ({ ...b, ...patch }) as ChangeBody);
    setQuote(null);
    setError('');
  };

  const changedNow = (answer: ChangeQuote) => {
    toast.success(`Booking ${summary.bookingCode} changed. ${answer.message}`);
    onChanged();
  };
  const { guest } = summary;
  // The change carries the total the guest was shown: a price that moved meanwhile is refused, changing nothing.
  const quoted = (): ChangeBody => (quote ? { ...body, quotedTotalPaise: quote.after.totalPaise } : body);
  // A dearer change of a paid booking: the order for the difference, paid through the same checkout.
  const [payment, setPayment] = useState<PaymentState>({ step: 'idle' });
  const payDifference = () =>
    runPayment(
      {
        bookingId: summary.id,
        coins: 0,
        moneyPaise: quote?.differencePaise ?? 0,
        prefill: guest ? { name: guest.name, email: guest.email ?? undefined, contact: guest.phone } : {},
        onPaid: () => quote && changedNow(quote),
        order: async () => {
          try {
            return (
              await api<ChangeAnswer>(`/bookings/${summary.id}/change`, { method: 'POST', body: quoted() })
            ).payment!;
          } catch (failure) {
            if (failure instanceof ApiError && failure.code === 'QUOTE_CHANGED') setQuote(null);
            throw failure;
          }
        },
      },
      setPayment,
    );
  const paying = payment.step === 'processing' || payment.step === 'verifying';
  const payError = payment.step === 'error' ? payment.message : '';

  async function ask(path: 'change/quote' | 'change') {
    if (path === 'change' && quote?.paid && quote.differencePaise > 0) return payDifference();
    setBusy(true);
    setError('');
    try {
      const sent = path === 'change' ? quoted() : body;
      const answer = await api<ChangeQuote>(`/bookings/${summary.id}/${path}`, {
        method: 'POST',
        body: sent,
      });
      if (path === 'change') changedNow(answer);
      else setQuote(answer);
    } catch (failure) {
      // The price moved since the guest saw it: they see the reason and ask for the new price.
      if (failure instanceof ApiError && failure.code === 'QUOTE_CHANGED') setQuote(null);
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
      {extras && 'checkInDate' in body ? (
        <ExtrasChoice
          value={body.extras ?? []}
          onChange={(chosen) => edit({ extras: chosen })}
          disabled={busy || paying}
        />
      ) : 'checkInDate' in body && summary.kind === 'room' ? (
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
      {(error || payError) && (
        <p className="payment-error" role="alert">
          {error || payError}
        </p>
      )}
      <div className="cancel-actions">
        <button type="submit" className="btn btn-maroon" disabled={busy || paying}>
          {busy || paying ? 'Please wait…' : quote ? confirmLabel(quote) : 'See the new price'}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy || paying} onClick={onClose}>
          Keep as it is
        </button>
      </div>
    </form>
  );
}
