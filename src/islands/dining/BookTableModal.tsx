import { useEffect, useMemo, useRef, useState } from 'react';
import type { MenuItem, TableBooking, TableCreated } from '~/contracts/dining';
import { addDays, formatHotelDate } from '~/lib/dates';
import { noOpenTimeReason, PARTY_SIZE, slotLabel } from '~/lib/dining';
import { toRupees } from '~/lib/money';
import type { StoredUser } from '~/stores/auth';
import { kindRules } from '~/stores/hotel';
import { ApiError, api } from '../api';
import { BookingModalFooter } from '../ui/BookingModalFooter';
import { CouponField } from '../ui/CouponField';
import { type CouponWords, useCoupon } from '../ui/use-coupon';
import { shownQuote, useQuote } from '../ui/use-quote';
import { CompletePayment } from './CompletePayment';
import { useTableSlots } from './use-table-slots';
import '../ui/booking-modal.css';

/** What Book a Table needs of the dish it was opened from (the menu's card carries it). */
export type BookedDish = Pick<MenuItem, 'id' | 'name' | 'pricePaise' | 'image' | 'description'>;

interface Props {
  dish: BookedDish | null;
  user: StoredUser;
  today: string;
  onClose(): void;
}

/** The spec's pause between the pending banner and the Complete Payment modal. */
export const PAYMENT_MODAL_DELAY_MS = 1_500;
const PARTY_SIZES = Array.from({ length: PARTY_SIZE.max }, (_, i) => i + 1);

// The menu modal's coupon words (spec §8).
const COUPON_WORDS: CouponWords = {
  applied: () => 'Coupon applied successfully!',
  refused: () => 'Invalid or expired coupon code',
  refusedToast: 'Invalid or expired coupon code',
};

/** Book a Table: date, party, an open time, who, a coupon with a dish, a note; then the pending banner. */
export function BookTableModal({ dish, user, today, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [date, setDate] = useState(today);
  const [dateChosen, setDateChosen] = useState(false);
  const [partySize, setPartySize] = useState(2);
  const [time, setTime] = useState<string | null>(null);
  const [name, setName] = useState(user.name ?? '');
  const [phone, setPhone] = useState(user.phone ?? '');
  const [note, setNote] = useState('');
  const coupon = useCoupon(
    'dining',
    () => quote?.subtotalPaise ?? (dish?.pricePaise ?? 0) * partySize,
    COUPON_WORDS,
    // The day goes with the code, so that a code's dates are judged on Apply.
    () => ({ check_in_date: date }),
  );
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [created, setCreated] = useState<TableBooking | null>(null);
  const [paying, setPaying] = useState(false);
  // One key per opening: a double click or a retried request books once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const slotsState = useTableSlots(date, partySize, dish?.id);
  const slots = slotsState.kind === 'ready' ? slotsState.slots.slots : [];

  // Late in the evening today has no time left to book: the modal opens on tomorrow instead, unless the guest
  // chose today themselves (then the reason shows).
  useEffect(() => {
    if (dateChosen || date !== today || slotsState.kind !== 'ready' || slotsState.slots.date !== today)
      return;
    if (slots.length > 0 && slots.every((s) => s.reason === 'too-soon')) setDate(addDays(today, 1));
  }, [dateChosen, date, today, slotsState, slots]);

  // A time that closed since it was chosen (another guest took the last table) is chosen no more.
  useEffect(() => {
    if (time && slotsState.kind === 'ready' && !slots.some((s) => s.time === time && s.open)) setTime(null);
  }, [slotsState, slots, time]);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => setPaying(true), PAYMENT_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [created]);

  const payload = {
    date,
    time,
    partySize,
    name: name.trim(),
    phone: phone.trim(),
    note: note.trim() || null,
    menuId: dish?.id ?? null,
    userId: user.id,
    couponCode: coupon.applied,
  };
  const ready = Boolean(time && payload.name.length >= 2 && payload.phone.length >= 10);
  const quoteState = useQuote('table', ready ? payload : null, {
    paused: confirming || created !== null,
  });
  const quote = shownQuote(quoteState);

  async function confirm() {
    setConfirming(true);
    setError('');
    try {
      const { booking } = await api<TableCreated>('/bookings/create', {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: {
          ...payload,
          totalAmount: quote ? toRupees(quote.totalPaise) : null,
          menuname: dish?.name ?? null,
          image: dish?.image ?? null,
          description: dish?.description ?? null,
        },
      });
      setCreated(booking);
    } catch (e) {
      setError(e instanceof ApiError && e.status < 500 ? e.message : 'Booking failed. Please try again.');
      setConfirming(false);
    }
  }

  if (paying && created) return <CompletePayment booking={created} onClose={onClose} />;

  return (
    <dialog
      ref={dialog}
      className="booking-modal table-modal"
      aria-labelledby="table-modal-title"
      onClose={onClose}
    >
      <form method="dialog" className="booking-modal-close">
        <button type="submit" className="icon-button" aria-label="Close">
          ×
        </button>
      </form>
      <p className="eyebrow">{dish ? dish.name : 'The palace dining hall'}</p>
      <h2 id="table-modal-title">Book a Table</h2>

      {created ? (
        <div className="pending-banner" role="status">
          <strong>Reservation pending to payments</strong>
          <dl className="facts">
            <div>
              <dt>Reference</dt>
              <dd className="booking-ref">{created.bookingCode}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatHotelDate(created.date)}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{slotLabel(created.time)}</dd>
            </div>
            <div>
              <dt>Party size</dt>
              <dd>{created.partySize}</dd>
            </div>
          </dl>
        </div>
      ) : (
        <>
          <div className="table-when">
            <label className="form-field">
              <span>Date</span>
              <input
                type="date"
                value={date}
                min={today}
                max={addDays(today, 365)}
                onChange={(e) => {
                  setDateChosen(true);
                  setDate(e.target.value || today);
                }}
                required
              />
            </label>
            <label className="form-field">
              <span>Party size</span>
              <select value={partySize} onChange={(e) => setPartySize(Number(e.target.value))}>
                {PARTY_SIZES.map((n) => (
                  <option key={n} value={n}>
                    {n} {n === 1 ? 'guest' : 'guests'}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {slotsState.kind === 'ready' && (
            <div className="table-facts">
              {/* What the table costs as the party changes, before anything is asked of the guest (issue 45). */}
              <p className="table-price" aria-live="polite" data-testid="table-party-price">
                {slotsState.slots.price.summary}
              </p>
              {slotsState.slots.closedAhead.length > 0 && (
                <p className="muted">
                  The restaurant is closed on {slotsState.slots.closedAhead.map((d) => d.label).join(', ')}.
                </p>
              )}
            </div>
          )}

          <fieldset className="slot-picker" aria-busy={slotsState.kind === 'loading'}>
            <legend>Time</legend>
            {slotsState.kind === 'error' && <p className="field-error">{slotsState.message}</p>}
            {slotsState.kind === 'ready' && !slots.some((s) => s.open) && (
              <p className="field-error">
                {noOpenTimeReason(slots.map((s) => s.reason))} Please choose another date.
              </p>
            )}
            <div className="slot-grid">
              {(slots.length ? slots : []).map((slot) => (
                <label key={slot.time} className="slot" data-open={slot.open}>
                  <input
                    type="radio"
                    name="table-time"
                    value={slot.time}
                    checked={time === slot.time}
                    disabled={!slot.open}
                    onChange={() => setTime(slot.time)}
                  />
                  <span>{slotLabel(slot.time)}</span>
                </label>
              ))}
            </div>
            {slotsState.kind === 'loading' && (
              <p className="muted" role="status">
                Finding free tables…
              </p>
            )}
          </fieldset>

          <div className="table-who">
            <label className="form-field">
              <span>Name</span>
              <input value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required />
            </label>
            <label className="form-field">
              <span>Phone</span>
              <input
                type="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                autoComplete="tel"
                required
              />
            </label>
          </div>

          {dish && (
            <CouponField
              id="table-coupon"
              coupon={coupon}
              disabled={confirming}
              hint="Have a dining coupon? Apply it before you confirm."
            />
          )}

          <label className="form-field">
            <span>Note (optional)</span>
            <textarea value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
          </label>

          <BookingModalFooter
            rewardCoins={kindRules('table').rewardCoins}
            quoteState={quoteState}
            totalTestId="table-total"
            error={error}
            confirming={confirming}
            canConfirm={ready && !coupon.applying}
            confirmLabel="Confirm Booking"
            onConfirm={confirm}
          />
        </>
      )}
    </dialog>
  );
}
