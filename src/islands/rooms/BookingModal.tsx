import { useEffect, useMemo, useRef, useState } from 'react';
import type { PaymentPageCreated } from '~/contracts/bookings';
import type { PackageOffer } from '~/contracts/packages';
import type { Room } from '~/contracts/rooms';
import { formatHotelDate } from '~/lib/dates';
import { heldHeadline } from '~/lib/hold-clock';
import { type MealPlanCode, partyText } from '~/lib/party';
import { GUEST_LIMITS, stayNights } from '~/lib/stay';
import type { StoredUser } from '~/stores/auth';
import { hotelRules, kindRules } from '~/stores/hotel';
import { flashToast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import { BookingModalFooter } from '../ui/BookingModalFooter';
import { CouponField } from '../ui/CouponField';
import { type CouponWords, useCoupon } from '../ui/use-coupon';
import { shownQuote, useQuote } from '../ui/use-quote';
import '../ui/forms.css';
import './rooms-base.css';
import '../ui/booking-modal.css';
import { GuestCounter } from './GuestCounter';
import { type ChosenExtra, ExtrasChoice, MealPlanChoice } from './StayChoices';

interface Props {
  room: Room;
  user: StoredUser;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** The children among the guests by age, null where not given, as the search asked (decision 133). */
  childAges?: (number | null)[] | undefined;
  /** Rooms of this kind booked together, as the page chose (one booking, one payment). */
  rooms: number;
  /** The package the stay is booked on, if any: named here with its inclusions, priced by the server. */
  stayPackage?: PackageOffer | null | undefined;
  onClose(): void;
}

// The room modal's coupon words (spec §8): the server's own message when a code is accepted or refused.
const COUPON_WORDS: CouponWords = {
  applied: (result) => result.message,
  refused: (e) => (e instanceof ApiError ? e.message : 'Invalid coupon code'),
  refusedToast: 'Failed to apply coupon',
};

/** The booking modal: the server's price for the stay, guests, coupon, the coins it earns, Confirm. */
export function BookingModal(props: Props) {
  const { room, user, checkIn, checkOut, stayPackage, onClose } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const freeRooms = Math.max(1, Math.min(room.freeUnits ?? GUEST_LIMITS.rooms.max, GUEST_LIMITS.rooms.max));
  const [rooms, setRooms] = useState(Math.min(Math.max(props.rooms, 1), freeRooms));
  const [guests, setGuests] = useState(Math.min(Math.max(props.guests, 1), room.maxGuests * rooms));
  // The rooms and dates go with the code, so that its conditions (GROUP20: five rooms) are judged on Apply.
  const coupon = useCoupon(
    'rooms',
    () => quote?.subtotalPaise ?? room.pricePaise * nights * rooms,
    COUPON_WORDS,
    () => ({ num_rooms: rooms, check_in_date: checkIn, check_out_date: checkOut }),
  );
  const [mealPlan, setMealPlan] = useState<MealPlanCode>('EP');
  const [extras, setExtras] = useState<ChosenExtra[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  // One key per opening: a double click or a retried request books once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const nights = stayNights(checkIn, checkOut);
  // The search's children stay children (at least one adult a room); the others are adults.
  const childAges = (props.childAges ?? []).slice(0, Math.max(0, guests - rooms));
  // The payment page's payload (spec §3): the quote prices exactly what Confirm will book.
  const payload = {
    userId: user.id,
    roomId: room.id,
    checkInDate: checkIn,
    checkOutDate: checkOut,
    numGuests: guests,
    numRooms: rooms,
    ...(childAges.length > 0 && { adults: guests - childAges.length, childAges }),
    ...(mealPlan !== 'EP' && { mealPlan }),
    ...(extras.length > 0 && { extras }),
    couponCode: coupon.applied,
    ...(stayPackage && { packageId: stayPackage.id }),
  };
  // Confirming makes the room the guest's: its price is not asked again (it would only hear "taken").
  const quoteState = useQuote('room', payload, { paused: confirming });
  const quote = shownQuote(quoteState);

  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);

  async function confirm() {
    setConfirming(true);
    setError('');
    try {
      const { data } = await api<PaymentPageCreated>('/bookings/create', {
        method: 'POST',
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { ...payload, name: room.name, image: room.image, description: room.description },
      });
      // Held, not yet confirmed: the spec's "Booking Confirmed!" waits for the payment (issue 31, item 5).
      flashToast('success', heldHeadline(data.holdExpiresAt, hotelRules().timeZone));
      window.location.assign(`/booking-details?id=${encodeURIComponent(data.id)}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'An error occurred while processing your booking');
      setConfirming(false);
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
        {/* "1 night" stays on one line on a phone. */}
        {formatHotelDate(checkIn)} → {formatHotelDate(checkOut)} · {nights}
        {'\u00a0'}
        {nights === 1 ? 'night' : 'nights'}
      </p>
      {stayPackage && (
        <p className="muted">
          <strong>{stayPackage.title} package:</strong> {stayPackage.inclusions.join(' · ')}
        </p>
      )}

      <GuestCounter
        value={rooms}
        max={freeRooms}
        onChange={(n) => {
          setRooms(n);
          setGuests((g) => Math.min(g, room.maxGuests * n));
        }}
        legend="Rooms"
        note={freeRooms < GUEST_LIMITS.rooms.max && <span className="muted">{freeRooms} free</span>}
      />
      <GuestCounter
        value={guests}
        max={room.maxGuests * rooms}
        onChange={setGuests}
        note={<span className="muted">Max guests: {room.maxGuests * rooms}</span>}
      />
      {childAges.length > 0 && (
        <p className="muted">{partyText({ adults: guests - childAges.length, childAges })}</p>
      )}
      {/* A package whose price includes meals takes no meal plan on top; one without may (decision 150). */}
      {(!stayPackage || stayPackage.mealPlan === 'EP') && (
        <MealPlanChoice
          plans={room.mealPlans}
          value={mealPlan}
          onChange={setMealPlan}
          disabled={confirming}
        />
      )}
      <ExtrasChoice value={extras} onChange={setExtras} disabled={confirming} />

      <CouponField
        id="room-coupon"
        coupon={coupon}
        disabled={confirming}
        hint="Have a coupon? Apply it before you confirm."
      />

      <BookingModalFooter
        rewardCoins={kindRules('room').rewardCoins}
        quoteState={quoteState}
        totalTestId="modal-total"
        pricingNote="Working out your price…"
        error={error}
        confirming={confirming}
        canConfirm={!coupon.applying && quote !== null}
        confirmLabel="Confirm"
        onConfirm={confirm}
      />
    </dialog>
  );
}
