import {
  type CodeType,
  PaymentPagePayload,
  ReservationPayload,
  type RoomBooking,
} from '~/contracts/bookings';
import type { IsoDate } from '~/lib/dates';
import type { ChildAge, MealPlanCode } from '~/lib/party';
import { AppError, fieldError, validationFailure } from '~/server/errors';
import type { BookingRequest } from '../kind';

/** A stay request, from either of the spec's two payloads. */
export interface StayRequest extends BookingRequest {
  /**
   * The room asked for, as either payload may name it (decision 092): a unit from availability (that unit, then
   * others of its type) or a listing from getrooms (free units of the listing, picked by the server).
   */
  roomOrUnitId: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  numGuests: number;
  rooms: number;
  offerCode?: string | null;
  codeType?: CodeType;
  specialRequests?: string | null;
  guestName?: string | null;
  /** The stay package (rate plan) to book on, by its id in src/content/packages.json; null for the room's rate. */
  packageId?: string | null;
  /** The party: its adults (all guests when absent) and each child's age (decision 133). */
  adults?: number;
  childAges?: readonly ChildAge[];
  /** The meal plan every room is booked on; room only when absent. */
  mealPlan?: MealPlanCode;
  /** Extras chosen with the stay, by catalogue id, with their quantities. */
  extras?: readonly { extraId: string; quantity: number }[];
  /** For a change: each row's party, meal plan and supplements as booked, kept where the change keeps them. */
  keptBoards?: readonly KeptBoard[];
  /** For a change: the extras the stay will have (decision 138). */
  keptExtras?: readonly KeptExtra[];
  /** For a change of a booking: its own rows, whose nights count as free to it (they are given up for the new ones). */
  replacing?: readonly string[];
  /** For a change: those rows' nights as booked, which keep their prices where the change keeps them (decision 132). */
  bookedNights?: readonly BookedNights[];
}

/**
 * An extra a change gives the stay: one it had keeps the unit price it was sold at (`unitPricePaise`), one added is
 * priced at the catalogue's price now and must be on offer. `chosenNow` marks a quantity the guest chose with this
 * change, checked against the extra's limit; a quantity kept as booked is not.
 */
export interface KeptExtra {
  extraId: string;
  quantity: number;
  unitPricePaise?: number;
  chosenNow?: boolean;
}

/** A row's nights [checkIn, checkOut) in its unit and listing, each at the price it was booked at. */
export interface BookedNights {
  roomId: string;
  roomUnitId: string;
  checkIn: string;
  checkOut: string;
  nightlyPaise: readonly number[];
}

/** A booked row's party and board: kept by a change that keeps its listing, party and meal plan. */
export interface KeptBoard {
  roomId: string;
  adults: number;
  childAges: readonly ChildAge[];
  mealPlan: MealPlanCode;
  mealPaise: number;
  extraGuestsPaise: number;
}

/** Which of the spec's two create payloads a body is: it decides the answer's shape too. */
export type PayloadShape = 'reservation' | 'payment';

function forSelf(given: string | undefined, field: string, callerId: string | null) {
  if (given !== undefined && given !== '' && given !== callerId) {
    throw fieldError(field, 'You can only book for yourself.', 'FORBIDDEN');
  }
}

/** Whether a body is the payment page's camelCase payload (else the reservation form's). */
export function payloadShape(body: object): PayloadShape {
  return 'roomId' in body || 'checkInDate' in body ? 'payment' : 'reservation';
}

/** The create answer in the shape of the payload sent: {data} for the payment page, {booking} for the form. */
export function stayCreated(body: object, views: RoomBooking[]) {
  const first = views[0]!;
  return payloadShape(body) === 'payment'
    ? { data: { ...first, bookings: views } }
    : { booking: first, bookings: views };
}

/** Reads either create payload into one stay request for the caller; refuses a body naming the field. */
export function readStayPayload(body: unknown, callerId: string | null): StayRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', 'Send the booking as a JSON object.');
  }
  if (payloadShape(body) === 'payment') {
    const parsed = PaymentPagePayload.safeParse(body);
    if (!parsed.success) throw validationFailure(parsed.error);
    const b = parsed.data;
    forSelf(b.userId, 'userId', callerId);
    return {
      userId: callerId,
      roomOrUnitId: b.roomId,
      checkIn: b.checkInDate,
      checkOut: b.checkOutDate,
      numGuests: b.numGuests,
      rooms: b.numRooms ?? 1,
      offerCode: b.offerCode || null,
      codeType: b.codeType ?? undefined,
      couponCode: b.couponCode || null,
      specialRequests: b.specialRequests || null,
      // The spec's payment page sends the listing's name, image and description here: none is the guest's.
      guestName: null,
      packageId: b.packageId || null,
      ...partyOf(b.numGuests, b.adults, b.childAges, undefined),
      mealPlan: b.mealPlan ?? 'EP',
      extras: extrasChosen(b.extras),
    };
  }
  const parsed = ReservationPayload.safeParse(body);
  if (!parsed.success) throw validationFailure(parsed.error);
  const b = parsed.data;
  forSelf(b.user_id, 'user_id', callerId);
  return {
    userId: callerId,
    roomOrUnitId: b.room_id,
    checkIn: b.check_in_date,
    checkOut: b.check_out_date,
    numGuests: b.num_guests,
    rooms: b.num_rooms ?? 1,
    offerCode: b.offer_code || null,
    codeType: b.code_type ?? undefined,
    couponCode: b.coupon_code || null,
    specialRequests: b.special_requests || null,
    packageId: b.package_id || null,
    ...partyOf(b.num_guests, b.adults, b.child_ages, b.children),
    mealPlan: b.meal_plan ?? 'EP',
    extras: extrasChosen(b.extras),
  };
}

/**
 * The party a payload names: its adults and each child's age. Without adults, every guest is an adult (the spec's
 * payloads); children counted without their ages are priced at the child rate (the spec's reservation form).
 */
function partyOf(
  numGuests: number,
  adults: number | undefined,
  ages: readonly ChildAge[] | null | undefined,
  children: number | undefined,
): { adults?: number; childAges: ChildAge[] } {
  if (adults === undefined) {
    if (ages && ages.length > 0) throw fieldError('adults', 'Say how many adults, with the children’s ages.');
    // Every guest an adult, at least one in each room (the plan splits them).
    return { childAges: [] };
  }
  if (ages && children !== undefined && ages.length !== children)
    throw fieldError('child_ages', `Give an age for each of the ${children} children.`);
  const childAges: ChildAge[] = ages ? [...ages] : Array.from({ length: children ?? 0 }, () => null);
  if (numGuests !== adults + childAges.length)
    throw fieldError('num_guests', 'Guests must equal adults plus children.');
  return { adults, childAges };
}

const extrasChosen = (extras: readonly { id: string; quantity: number }[] | null | undefined) =>
  (extras ?? []).map((e) => ({ extraId: e.id, quantity: e.quantity }));
