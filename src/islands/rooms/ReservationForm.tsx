import { lazy, Suspense, useEffect, useState } from 'react';
import type { DiscountCodeResult, ReservationCreated } from '~/contracts/bookings';
import { addDays, formatHotelDate } from '~/lib/dates';
import { MAX_CHILD_AGE } from '~/lib/party';
import { canBook, type ReservationDraft } from '~/lib/reservation';
import { ROOM_TYPES, roomTypeLabel } from '~/lib/rooms';
import { GUEST_LIMITS } from '~/lib/stay';
import { hotelRules } from '~/stores/hotel';
import { toast } from '~/stores/toasts';
import { goToLogin } from '../ui/login-redirect';
import { useHotelToday } from '../ui/use-hotel-today';
import { useSignedInGuest } from '../ui/use-signed-in';
import { useAvailability } from './use-availability';
import '../ui/forms.css';
import '../ui/reservation-form.css';

// The price and the API client are fetched when the guest gets to them, not with the page (decision 131).
const priceModule = () => import('./ReservationPrice');
const ReservationPrice = lazy(priceModule);
const apiClient = () => import('../api-client');

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => String(min + i));
/** Spec §9: the guest moves on to the confirmation 2 s after booking. */
const REDIRECT_MS = 2000;

/** The server's answer about a code for the rooms and dates it was asked with (`asked`): a code's conditions depend on them. */
type CodeCheck = ({ code: string; asked: string } & ({ percent: number } | { error: string })) | null;

/**
 * The reservation form of /booknow: dates, type, counts, each child's age, room picker, discount code, price and Book
 * Now. `childBands` is the hotel's child age bands in words (src/content/site.json).
 */
export default function ReservationForm({ childBands }: { childBands: string }) {
  const { user } = useSignedInGuest();
  const today = useHotelToday();
  const [draft, setDraft] = useState<ReservationDraft>({
    checkIn: '',
    checkOut: '',
    roomType: 'deluxe',
    rooms: '1',
    adults: '2',
    children: '0',
    childAges: [],
    unitId: '',
    codeType: '',
    code: '',
  });
  const [check, setCheck] = useState<CodeCheck>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const availability = useAvailability(draft.checkIn, draft.checkOut, draft.roomType, today);
  const free = availability.kind === 'ready' ? availability.rooms : [];
  const code = draft.code.trim().toUpperCase();
  const asked = [code, draft.rooms, draft.checkIn, draft.checkOut].join('|');
  const codeHolds = Boolean(check && 'percent' in check && check.asked === asked);
  const adults = Number(draft.adults);
  const children = Number(draft.children);
  // The reservation payload (spec §3), priced by the server exactly as Book Now will book it.
  const payload = draft.unitId
    ? {
        room_id: draft.unitId,
        check_in_date: draft.checkIn,
        check_out_date: draft.checkOut,
        num_guests: adults + children,
        adults,
        children,
        // Each child's age prices the stay (0-5 free, 6-11 the child rate); one not given is at the child rate.
        ...(children > 0 && {
          child_ages: draft.childAges.slice(0, children).map((age) => (age === '' ? null : Number(age))),
        }),
        num_rooms: Number(draft.rooms),
        offer_code: draft.codeType && codeHolds ? code : null,
        code_type: draft.codeType && codeHolds ? draft.codeType : null,
      }
    : null;

  const set = <K extends keyof ReservationDraft>(key: K, value: ReservationDraft[K]) =>
    setDraft((d) => {
      const next = { ...d, [key]: value };
      if (key === 'checkIn' && value && (!d.checkOut || d.checkOut <= value))
        next.checkOut = addDays(String(value), 1);
      if (key === 'checkIn' || key === 'checkOut' || key === 'roomType') next.unitId = '';
      if (key === 'codeType' && value === '') next.code = '';
      if (key === 'children')
        next.childAges = Array.from({ length: Number(value) }, (_, i) => d.childAges[i] ?? '');
      return next;
    });

  async function validateCode(): Promise<boolean> {
    if (!draft.codeType || !code) return true;
    if (check?.asked === asked) return 'percent' in check;
    let client: Awaited<ReturnType<typeof apiClient>> | undefined;
    try {
      client = await apiClient();
      const { api } = client;
      // The rooms and dates go with the code, so that a code's conditions (GROUP20: five rooms) are judged now.
      const result = await api<DiscountCodeResult>('/bookings/validate-code', {
        method: 'POST',
        body: {
          code,
          codeType: draft.codeType,
          num_rooms: Number(draft.rooms),
          ...(draft.checkIn ? { check_in_date: draft.checkIn } : {}),
          ...(draft.checkIn && draft.checkOut ? { check_out_date: draft.checkOut } : {}),
        },
      });
      setCheck(
        result.valid
          ? { code, asked, percent: result.discount_percent }
          : { code, asked, error: result.message },
      );
      return result.valid;
    } catch (e) {
      setCheck({
        code,
        asked,
        error:
          client && e instanceof client.ApiError && e.status === 400
            ? e.message
            : 'Error validating discount code',
      });
      return false;
    }
  }

  async function book(event: React.FormEvent) {
    event.preventDefault();
    if (!user) {
      goToLogin('Please log in to make a booking');
      return;
    }
    setBusy(true);
    setOutcome(null);
    if (!(await validateCode())) {
      setBusy(false);
      return;
    }
    let client: Awaited<ReturnType<typeof apiClient>> | undefined;
    try {
      client = await apiClient();
      const { booking } = await client.api<ReservationCreated>('/bookings/create', {
        method: 'POST',
        body: {
          ...payload,
          user_id: user.id,
          offer_code: draft.codeType && code ? code : null,
          code_type: draft.codeType || null,
        },
      });
      setOutcome({
        ok: true,
        text: `Booking successful! Your reference is ${booking.bookingCode}. Taking you to your confirmation…`,
      });
      toast.success('Booking successful!');
      setTimeout(
        () => window.location.assign(`/booking-confirmation?id=${encodeURIComponent(booking.id)}`),
        REDIRECT_MS,
      );
    } catch (e) {
      setOutcome({
        ok: false,
        text:
          client && e instanceof client.ApiError
            ? e.message
            : 'An error occurred while processing your booking',
      });
      setBusy(false);
    }
  }

  // A code already checked is asked again when the rooms or dates change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: validateCode reads the same draft.
  useEffect(() => {
    if (check && check.code === code && check.asked !== asked) void validateCode();
  }, [asked]);

  const codeMessage =
    check && check.asked === asked
      ? 'error' in check
        ? check.error
        : `${check.code}: ${check.percent}% off`
      : '';

  const working = (
    <p className="muted" role="status">
      Working out your price…
    </p>
  );

  return (
    <form className="reservation" onSubmit={book} aria-labelledby="reservation-title" noValidate>
      <h2 id="reservation-title">Your reservation</h2>
      <div className="reservation-grid">
        <label className="form-field">
          <span>Arrival</span>
          <input
            type="date"
            min={today || undefined}
            value={draft.checkIn}
            onChange={(e) => set('checkIn', e.target.value)}
            required
          />
        </label>
        <label className="form-field">
          <span>Departure</span>
          <input
            type="date"
            min={draft.checkIn ? addDays(draft.checkIn, 1) : today ? addDays(today, 1) : undefined}
            value={draft.checkOut}
            onChange={(e) => set('checkOut', e.target.value)}
            required
          />
        </label>
        <label className="form-field">
          <span>Room type</span>
          <select value={draft.roomType} onChange={(e) => set('roomType', e.target.value)}>
            {ROOM_TYPES.map((t) => (
              <option key={t} value={t}>
                {roomTypeLabel(t)}
              </option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span>Rooms</span>
          <select value={draft.rooms} onChange={(e) => set('rooms', e.target.value)}>
            {range(GUEST_LIMITS.rooms.min, GUEST_LIMITS.rooms.max).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span>Adults</span>
          <select value={draft.adults} onChange={(e) => set('adults', e.target.value)}>
            {range(GUEST_LIMITS.adults.min, GUEST_LIMITS.adults.max).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        <label className="form-field">
          <span>Children</span>
          <select value={draft.children} onChange={(e) => set('children', e.target.value)}>
            {range(GUEST_LIMITS.children.min, GUEST_LIMITS.children.max).map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
        {draft.childAges.length > 0 && (
          <fieldset className="form-field reservation-wide child-ages">
            <legend>Children's ages</legend>
            <p className="muted">{childBands}</p>
            {range(1, draft.childAges.length).map((child) => (
              <label key={child}>
                <span className="visually-hidden">Age of child {child}</span>
                <select
                  value={draft.childAges[Number(child) - 1]}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      childAges: d.childAges.map((a, j) => (j === Number(child) - 1 ? e.target.value : a)),
                    }))
                  }
                >
                  <option value="">Age</option>
                  {range(0, MAX_CHILD_AGE).map((n) => (
                    <option key={n} value={n}>
                      {n === '0' ? 'Under 1' : n}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </fieldset>
        )}
        <div className="form-field reservation-wide">
          <label htmlFor="room-picker">Room</label>
          <select
            id="room-picker"
            value={draft.unitId}
            onChange={(e) => set('unitId', e.target.value)}
            onFocus={() => void priceModule().catch(() => {})}
            disabled={free.length === 0}
            aria-describedby="room-picker-status"
          >
            <option value="">{free.length ? 'Choose a room' : 'No room chosen'}</option>
            {free.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
              </option>
            ))}
          </select>
          <span
            id="room-picker-status"
            className={availability.kind === 'error' ? 'field-error' : 'muted'}
            role="status"
          >
            {availability.kind === 'idle' && 'Choose your dates to see free rooms.'}
            {availability.kind === 'checking' && 'Checking availability…'}
            {availability.kind === 'error' && availability.message}
            {availability.kind === 'ready' &&
              (free.length
                ? `${free.length} rooms free for your dates.`
                : 'No rooms available for selected dates.')}
          </span>
        </div>
        <label className="form-field">
          <span>Code type</span>
          <select
            value={draft.codeType}
            onChange={(e) => set('codeType', e.target.value as ReservationDraft['codeType'])}
          >
            <option value="">No code</option>
            <option value="promo">Promo</option>
            <option value="group">Group</option>
          </select>
        </label>
        <div className="form-field">
          <label htmlFor="discount-code">Discount code</label>
          <input
            id="discount-code"
            value={draft.code}
            disabled={!draft.codeType}
            autoComplete="off"
            onChange={(e) => set('code', e.target.value.toUpperCase())}
            onBlur={() => void validateCode()}
            aria-describedby="code-status"
            aria-invalid={Boolean(check && 'error' in check)}
          />
          <span
            id="code-status"
            className={check && 'error' in check ? 'field-error' : 'muted'}
            role="status"
          >
            {codeMessage}
          </span>
        </div>
      </div>

      {payload ? (
        <Suspense fallback={working}>
          <ReservationPrice body={payload} paused={busy || outcome?.ok === true} pending={working} />
        </Suspense>
      ) : (
        <p className="muted" role="status">
          Choose your dates and a room to see the price.
        </p>
      )}
      {draft.checkIn && draft.checkOut && (
        <p className="muted">
          {formatHotelDate(draft.checkIn)} → {formatHotelDate(draft.checkOut)}, check-in from{' '}
          {hotelRules().checkInTime}.
        </p>
      )}
      {outcome && (
        <p className={outcome.ok ? 'success-message' : 'field-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
      <button type="submit" className="btn btn-maroon btn-block" disabled={!canBook(draft) || busy}>
        {busy ? 'Booking…' : 'Book Now'}
      </button>
    </form>
  );
}
