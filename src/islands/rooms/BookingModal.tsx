import { useEffect, useMemo, useRef, useState } from 'react';
import { formatHotelDate } from '../../lib/dates';
import { formatInr } from '../../lib/money';
import type { RoomListing } from '../../lib/rooms';
import { stayNights } from '../../lib/stay';
import type { StoredUser } from '../../stores/auth';
import { flashToast, toast } from '../../stores/toasts';
import { ApiError, api } from '../api';
import './rooms-base.css';
import './booking.css';
import { GuestCounter } from './GuestCounter';

interface Props {
  room: RoomListing;
  user: StoredUser;
  checkIn: string;
  checkOut: string;
  guests: number;
  onClose(): void;
}

interface AppliedCoupon {
  code: string;
  discountPaise: number;
}

/** The booking modal: nights-based total, guests, coupon, Earn 10 SuparCoins, Confirm. */
export function BookingModal({ room, user, checkIn, checkOut, guests: initialGuests, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [guests, setGuests] = useState(Math.min(Math.max(initialGuests, 1), room.maxGuests));
  const [code, setCode] = useState('');
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponError, setCouponError] = useState('');
  const [busy, setBusy] = useState<'coupon' | 'confirm' | null>(null);
  const [error, setError] = useState('');
  // One key per opening: a double click or a retried request books once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const nights = stayNights(checkIn, checkOut);
  const subtotal = room.pricePaise * nights;
  const discount = Math.min(coupon?.discountPaise ?? 0, subtotal);
  const total = subtotal - discount;

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
      const result = await api<{ discountPaise: number; code: string }>('/coupons/apply-coupon', {
        method: 'POST',
        body: { code: code.trim(), amount: subtotal / 100, scope: 'rooms' },
      });
      setCoupon({ code: result.code, discountPaise: result.discountPaise });
      toast.success('Coupon applied successfully!');
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
      const { data } = await api<{ data: { id: string } }>('/bookings/create', {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: {
          userId: user.id,
          roomId: room.id,
          checkInDate: checkIn,
          checkOutDate: checkOut,
          numGuests: guests,
          couponCode: coupon?.code ?? null,
          name: room.name,
          image: room.image,
          description: room.description,
        },
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
          {couponError ||
            (coupon ? `${coupon.code} applied.` : 'Have a coupon? Apply it before you confirm.')}
        </p>
      </div>

      <dl className="price-lines">
        <div>
          <dt>
            {formatInr(room.pricePaise)} × {nights} {nights === 1 ? 'night' : 'nights'}
          </dt>
          <dd>{formatInr(subtotal)}</dd>
        </div>
        <div>
          <dt>Discount{coupon ? ` (${coupon.code})` : ''}</dt>
          <dd>{discount ? `− ${formatInr(discount)}` : formatInr(0)}</dd>
        </div>
        <div className="price-total">
          <dt>Total</dt>
          <dd data-testid="modal-total">{formatInr(total)}</dd>
        </div>
      </dl>
      <p className="coins-note">Earn 10 SuparCoins with this booking.</p>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="button" className="btn btn-maroon btn-block" onClick={confirm} disabled={busy !== null}>
        {busy === 'confirm' ? 'Booking…' : 'Confirm'}
      </button>
    </dialog>
  );
}
