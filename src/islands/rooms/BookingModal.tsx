import { useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentPageCreated } from '../../contracts/bookings';
import type { CouponResult } from '../../contracts/coupons';
import type { Room } from '../../contracts/rooms';
import { formatHotelDate } from '../../lib/dates';
import { toRupees } from '../../lib/money';
import { stayNights } from '../../lib/stay';
import type { StoredUser } from '../../stores/auth';
import { kindRules } from '../../stores/hotel';
import { flashToast, toast } from '../../stores/toasts';
import { ApiError, api } from '../api';
import { PriceLines } from '../ui/PriceLines';
import { shownQuote, useQuote } from '../ui/use-quote';
import './rooms-base.css';
import './booking.css';
import { GuestCounter } from './GuestCounter';

interface Props {
  room: Room;
  user: StoredUser;
  checkIn: string;
  checkOut: string;
  guests: number;
  onClose(): void;
}

/** The booking modal: the server's price for the stay, guests, coupon, the coins it earns, Confirm. */
export function BookingModal({ room, user, checkIn, checkOut, guests: initialGuests, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [guests, setGuests] = useState(Math.min(Math.max(initialGuests, 1), room.maxGuests));
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<string | null>(null);
  const [couponError, setCouponError] = useState('');
  const [busy, setBusy] = useState<'coupon' | 'confirm' | null>(null);
  const [error, setError] = useState('');
  // One key per opening: a double click or a retried request books once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const nights = stayNights(checkIn, checkOut);
  // The payment page's payload (spec §3): the quote prices exactly what Confirm will book.
  const payload = {
    userId: user.id,
    roomId: room.id,
    checkInDate: checkIn,
    checkOutDate: checkOut,
    numGuests: guests,
    couponCode: coupon,
  };
  // Confirming makes the room the guest's: its price is not asked again (it would only hear "taken").
  const quoteState = useQuote('room', payload, { paused: busy === 'confirm' });
  const { rewardCoins } = kindRules('room');
  const quote = shownQuote(quoteState);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  async function applyCoupon() {
    if (!code.trim()) {
      setCouponError('Please enter a coupon code');
      return;
    }
    setBusy('coupon');
    setCouponError('');
    try {
      const amountPaise = quote?.subtotalPaise ?? room.pricePaise * nights;
      const result = await api<CouponResult>('/coupons/apply-coupon', {
        method: 'POST',
        body: { code: code.trim(), amount: toRupees(amountPaise), scope: 'rooms' },
      });
      if (!result.valid) throw new ApiError(result.message, 200, 'COUPON_INVALID');
      setCoupon(result.code);
      toast.success(result.message);
    } catch (e) {
      setCoupon(null);
      setCouponError(e instanceof ApiError ? e.message : 'Invalid coupon code');
      toast.error('Failed to apply coupon');
    } finally {
      setBusy(null);
    }
  }

  async function confirm() {
    setBusy('confirm');
    setError('');
    try {
      const { data } = await api<PaymentPageCreated>('/bookings/create', {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { ...payload, name: room.name, image: room.image, description: room.description },
      });
      flashToast('success', 'Booking Confirmed!');
      window.location.assign(`/booking-details?id=${encodeURIComponent(data.id)}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'An error occurred while processing your booking');
      setBusy(null);
    }
  }

  return (
    <dialog ref={dialog} className="booking-modal" aria-labelledby="booking-modal-title" onClose={onClose}>
      <form method="dialog" className="booking-modal-close">
        <button type="submit" className="icon-button" aria-label="Close">
          ×
        </button>
      </form>
      <p className="eyebrow">Your stay</p>
      <h2 id="booking-modal-title">{room.name}</h2>
      <p className="muted">
        {formatHotelDate(checkIn)} → {formatHotelDate(checkOut)} · {nights}{' '}
        {nights === 1 ? 'night' : 'nights'}
      </p>

      <GuestCounter
        value={guests}
        max={room.maxGuests}
        onChange={setGuests}
        note={<span className="muted">Max guests: {room.maxGuests}</span>}
      />

      <div className="coupon-row">
        <label htmlFor="room-coupon">Coupon code</label>
        <div className="coupon-input">
          <input
            id="room-coupon"
            value={code}
            autoComplete="off"
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            disabled={Boolean(coupon)}
            aria-invalid={Boolean(couponError)}
            aria-describedby="room-coupon-message"
          />
          {coupon ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => {
                setCoupon(null);
                setCode('');
              }}
            >
              Remove
            </button>
          ) : (
            <button type="button" className="btn btn-outline" onClick={applyCoupon} disabled={busy !== null}>
              {busy === 'coupon' ? 'Applying…' : 'Apply'}
            </button>
          )}
        </div>
        <p
          id="room-coupon-message"
          className={couponError ? 'field-error' : 'muted'}
          role={couponError ? 'alert' : undefined}
        >
          {couponError || (coupon ? `${coupon} applied.` : 'Have a coupon? Apply it before you confirm.')}
        </p>
      </div>

      {quote && <PriceLines priced={quote} totalTestId="modal-total" />}
      {!quote && quoteState.kind !== 'error' && (
        <p className="muted" role="status">
          Working out your price…
        </p>
      )}
      {quoteState.kind === 'error' && (
        <p className="field-error" role="alert">
          {quoteState.message}
        </p>
      )}
      {rewardCoins > 0 && <p className="coins-note">Earn {rewardCoins} SuparCoins with this booking.</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="btn btn-maroon btn-block"
        onClick={confirm}
        disabled={busy !== null || quote === null}
      >
        {busy === 'confirm' ? 'Booking…' : 'Confirm'}
      </button>
    </dialog>
  );
}
