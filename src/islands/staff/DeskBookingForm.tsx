import { type FormEvent, useEffect, useState } from 'react';
import type { Quote } from '~/contracts/pricing';
import type { DeskBooked, DeskGuest } from '~/contracts/staff-desk-bookings';
import { ApiError, api } from '~/islands/api';
import { PriceLines } from '~/islands/ui/PriceLines';
import { addDays } from '~/lib/dates';
import {
  DESK_KIND_WORDS,
  DESK_SETTLEMENT_WORDS,
  DESK_SETTLEMENTS,
  type DeskKind,
  type DeskRequestFields,
  type DeskSettlement,
  deskPayload,
} from '~/lib/desk-bookings';
import { TABLE_SLOTS } from '~/lib/dining';
import { EVENT_TYPES, HALL_SLOTS } from '~/lib/hall-slots';
import { MEAL_PLAN_CODES, MEAL_PLANS } from '~/lib/party';
import { hotelTimeText, hotelToday } from '~/stores/hotel';

type Fields = Record<string, string>;
interface Choice {
  id: string;
  name: string;
}

/** The desk's request from its fields: what the quote and the booking send. */
function requestOf(kind: DeskKind, f: Fields): DeskRequestFields {
  if (kind === 'table') return { kind, date: f.date!, time: f.time!, partySize: Number(f.partySize) };
  if (kind === 'hall') {
    return {
      kind,
      ...(f.hallId ? { hallId: f.hallId } : {}),
      date: f.date!,
      timeSlot: f.timeSlot!,
      eventType: f.eventType!,
      guests: Number(f.guests),
    };
  }
  const ages = (f.childAges ?? '')
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(Number);
  return {
    kind,
    roomId: f.roomId!,
    checkIn: f.checkIn!,
    checkOut: f.checkOut!,
    rooms: Number(f.rooms),
    adults: Number(f.adults),
    childAges: ages,
    mealPlan: f.mealPlan!,
    ...(f.specialRequests ? { specialRequests: f.specialRequests } : {}),
  };
}

const fresh = () => crypto.randomUUID();

/**
 * The desk's second step (decision 147): what to book (a room stay, a table, a hall), priced by the server's own
 * quote, and how it is paid. Paid at the desk, the console's booking page opens to take the payment.
 */
export default function DeskBookingForm({ guest }: { guest: DeskGuest }) {
  const today = hotelToday();
  const [kind, setKind] = useState<DeskKind>('room');
  const [f, setF] = useState<Fields>({
    checkIn: today,
    checkOut: addDays(today, 1),
    rooms: '1',
    adults: '2',
    mealPlan: 'EP',
    date: today,
    time: '19:30',
    partySize: '2',
    timeSlot: 'Evening',
    eventType: EVENT_TYPES[0]!,
    guests: '100',
  });
  const [settlement, setSettlement] = useState<DeskSettlement>('desk');
  const [rooms, setRooms] = useState<Choice[]>([]);
  const [halls, setHalls] = useState<Choice[]>([]);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [said, setSaid] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [booked, setBooked] = useState<DeskBooked | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per version of the form: a double submit books once; any change makes another booking.
  const [key, setKey] = useState(fresh);

  useEffect(() => {
    api<{ rooms: Choice[] }>('/rooms/getrooms').then(
      (r) => setRooms(r.rooms),
      () => setRooms([]),
    );
    api<{ halls: Choice[] }>('/halls/gethalls').then(
      (h) => setHalls(h.halls),
      () => setHalls([]),
    );
  }, []);
  const set = (name: string) => (e: { target: { value: string } }) => {
    setF((was) => ({ ...was, [name]: e.target.value }));
    setQuote(null);
    setKey(fresh());
  };
  const trusted = Boolean(guest.payAtHotelSince);

  const price = async () => {
    setBusy(true);
    try {
      setQuote(
        await api<Quote>(`/quotes/${kind}`, { method: 'POST', body: deskPayload(requestOf(kind, f), guest) }),
      );
      setSaid(null);
    } catch (error) {
      setSaid({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const book = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const done = await api<DeskBooked>('/staff/desk/bookings', {
        method: 'POST',
        body: { ...requestOf(kind, f), guestId: guest.id, settlement },
        headers: { 'Idempotency-Key': key },
      });
      setSaid({ kind: 'done', text: done.message });
      setBooked(done);
      // Paid at the desk: the booking's page, where the desk takes the payment.
      if (done.settlement === 'desk' && !done.alreadyHeld) window.location.assign(done.staffPath);
    } catch (error) {
      setSaid({ kind: 'error', text: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };

  const field = (name: string, label: string, input: object = {}) => (
    <label>
      {label}
      <input value={f[name] ?? ''} onChange={set(name)} required {...input} />
    </label>
  );
  const select = (
    name: string,
    label: string,
    options: readonly (readonly [string, string])[],
    required = true,
  ) => (
    <label>
      {label}
      <select value={f[name] ?? ''} onChange={set(name)} required={required}>
        {!required && <option value="">The best free one that fits</option>}
        {required && !f[name] && <option value="">Choose…</option>}
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <section className="staff-section" aria-labelledby="desk-booking">
      <h2 id="desk-booking">2. The booking for {guest.name}</h2>
      <form className="staff-form" onSubmit={book}>
        <fieldset className="staff-checks wide">
          <legend>What to book</legend>
          {(Object.keys(DESK_KIND_WORDS) as DeskKind[]).map((k) => (
            <label key={k}>
              <input
                type="radio"
                name="desk-kind"
                checked={kind === k}
                onChange={() => {
                  setKind(k);
                  setQuote(null);
                  setKey(fresh());
                }}
              />
              {DESK_KIND_WORDS[k]}
            </label>
          ))}
        </fieldset>
        {kind === 'room' && (
          <>
            {select(
              'roomId',
              'Room type',
              rooms.map((r) => [r.id, r.name] as const),
            )}
            {field('checkIn', 'Check-in', { type: 'date', min: today })}
            {field('checkOut', 'Check-out', { type: 'date', min: today })}
            {field('rooms', 'Rooms', { type: 'number', min: 1, max: 5 })}
            {field('adults', 'Adults', { type: 'number', min: 1, max: 4 })}
            <label>
              Children's ages (e.g. 4, 9)
              <input value={f.childAges ?? ''} onChange={set('childAges')} inputMode="numeric" />
            </label>
            {select(
              'mealPlan',
              'Meal plan',
              MEAL_PLAN_CODES.map((code) => [code, MEAL_PLANS[code].name] as const),
            )}
            <label className="wide">
              Special requests (optional)
              <textarea value={f.specialRequests ?? ''} onChange={set('specialRequests')} maxLength={1000} />
            </label>
          </>
        )}
        {kind === 'table' && (
          <>
            {field('date', 'Date', { type: 'date', min: today })}
            {select(
              'time',
              'Time',
              TABLE_SLOTS.map((s) => [s, s] as const),
            )}
            {field('partySize', 'Party size', { type: 'number', min: 1, max: 20 })}
          </>
        )}
        {kind === 'hall' && (
          <>
            {select(
              'hallId',
              'Hall',
              halls.map((h) => [h.id, h.name] as const),
              false,
            )}
            {field('date', 'Date', { type: 'date', min: today })}
            {select(
              'timeSlot',
              'Time slot',
              HALL_SLOTS.map((s) => [s.name, s.label] as const),
            )}
            {select(
              'eventType',
              'Event',
              EVENT_TYPES.map((e) => [e, e] as const),
            )}
            {field('guests', 'Guests', { type: 'number', min: 1, max: 5000 })}
          </>
        )}
        <div className="staff-form-actions">
          <button type="button" className="staff-button" onClick={price} disabled={busy}>
            Price it
          </button>
        </div>
        {quote && (
          <div className="wide desk-quote">
            <PriceLines
              priced={quote}
              totalTestId="desk-total"
              label="The price, as the guest would book it"
            />
          </div>
        )}
        <fieldset className="staff-checks wide">
          <legend>How the guest pays</legend>
          {DESK_SETTLEMENTS.map((s) => (
            <label key={s}>
              <input
                type="radio"
                name="desk-settlement"
                checked={settlement === s}
                disabled={s === 'hotel' && !trusted}
                onChange={() => setSettlement(s)}
              />
              {DESK_SETTLEMENT_WORDS[s]}
            </label>
          ))}
        </fieldset>
        {!trusted && <p className="staff-note wide">Pay at the hotel is for guests an admin trusts.</p>}
        <div className="staff-form-actions">
          <button type="submit" className="staff-button" disabled={busy}>
            Book
          </button>
        </div>
      </form>
      <div aria-live="polite" role="status">
        {said && <p className={`staff-message ${said.kind}`}>{said.text}</p>}
      </div>
      {booked && (
        <p>
          <a href={booked.staffPath}>Open booking {booked.booking.code}</a>
          {booked.booking.holdExpiresAt ? ` (held until ${hotelTimeText(booked.booking.holdExpiresAt)})` : ''}
        </p>
      )}
    </section>
  );
}
