import { and, eq, inArray } from 'drizzle-orm';
import { newBookingCode } from '../../lib/booking-code';
import type { IsoDate } from '../../lib/dates';
import { percentOf, shareDiscount } from '../../lib/pricing';
import { stayNights, stayProblem } from '../../lib/stay';
import type { Db, DbOrTx } from '../db/client';
import { roomBookings, rooms, roomUnits } from '../db/schema';
import { AppError, lostOverlapRace } from '../errors';
import { type FreeUnit, freeUnits } from './availability';
import { type RoomBookingView, roomBookingViews } from './booking-views';
import { type CodeType, evaluateCoupon, redeemCoupon, validateDiscountCode } from './discounts';
import { holdExpiry, releaseLapsedHolds } from './holds';

/** The spec's message for a stay that cannot be had. */
export const NO_ROOMS_MESSAGE = 'No rooms available for selected dates.';
const ATTEMPTS = 5;

/** A stay request, from either of the spec's two payloads. */
export interface StayRequest {
  userId: string;
  /** A unit picked from availability (the reservation form). */
  unitId?: string;
  /** A listing from getrooms, for which the server picks free units (the browsing page). */
  roomId?: string;
  checkIn: IsoDate;
  checkOut: IsoDate;
  numGuests: number;
  rooms: number;
  offerCode?: string | null;
  codeType?: CodeType;
  couponCode?: string | null;
  specialRequests?: string | null;
  guestName?: string | null;
}

interface Clock {
  now: Date;
  today: IsoDate;
  imageUrl: (key: string) => string;
}

const noRooms = () => new AppError('ROOM_UNAVAILABLE', NO_ROOMS_MESSAGE);

/**
 * Books one or more units for a stay, held `pending` for 15 minutes, in one transaction or not at all.
 * The price is the server's; the database's no-overlap constraint settles any race (a lost race on a
 * server-picked unit is retried on the next free one).
 */
export async function bookStay(db: Db, request: StayRequest, clock: Clock): Promise<RoomBookingView[]> {
  const problem = stayProblem(request.checkIn, request.checkOut, clock.today);
  if (problem) throw new AppError('VALIDATION_FAILED', `${problem.field}: ${problem.message}`);
  const percent = request.offerCode
    ? (await validateDiscountCode(db, { code: request.offerCode, codeType: request.codeType }, clock.now))
        .discountPercent
    : 0;
  await releaseLapsedHolds(db, clock.now);

  for (let attempt = 1; ; attempt++) {
    try {
      const ids = await db.transaction((tx) => insertStay(tx, request, percent, clock));
      return roomBookingViews(db, inArray(roomBookings.id, ids), clock.imageUrl);
    } catch (error) {
      if (!lostOverlapRace(error)) throw error;
      if (attempt >= ATTEMPTS) throw noRooms();
    }
  }
}

async function listingOf(tx: DbOrTx, request: StayRequest) {
  if (request.unitId) {
    const [row] = await tx
      .select({ room: rooms, unit: roomUnits })
      .from(roomUnits)
      .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
      .where(and(eq(roomUnits.id, request.unitId), eq(rooms.active, true)));
    if (!row) throw new AppError('NOT_FOUND', 'That room does not exist.');
    return row.room;
  }
  const [room] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, request.roomId ?? ''), eq(rooms.active, true)));
  if (!room) throw new AppError('NOT_FOUND', 'That room does not exist.');
  return room;
}

/** The units to book: the chosen one (or the listing's) first, then others of the same type. */
function pickUnits(free: FreeUnit[], request: StayRequest, roomId: string): FreeUnit[] {
  if (request.unitId && !free.some((u) => u.id === request.unitId)) throw noRooms();
  const rank = (u: FreeUnit) => (u.id === request.unitId ? 0 : u.roomId === roomId ? 1 : 2);
  const ordered = [...free].sort((a, b) => rank(a) - rank(b));
  const picked = ordered.slice(0, request.rooms);
  if (picked.length < request.rooms) throw noRooms();
  return picked;
}

async function insertStay(tx: DbOrTx, request: StayRequest, percent: number, clock: Clock) {
  const room = await listingOf(tx, request);
  if (request.numGuests > room.maxGuests * request.rooms) {
    const most = room.maxGuests * request.rooms;
    throw new AppError(
      'VALIDATION_FAILED',
      `num_guests: ${request.rooms > 1 ? 'These rooms take' : 'This room takes'} at most ${most} guests.`,
    );
  }
  // A listing from getrooms is booked in its own units; a unit from availability brings others of its type.
  const free = await freeUnits(tx, {
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    ...(request.unitId ? { roomType: room.roomType } : { roomId: room.id }),
  });
  const units = pickUnits(free, request, room.id);
  const nights = stayNights(request.checkIn, request.checkOut);
  const subtotals = units.map((u) => u.pricePaise * nights);
  const subtotal = subtotals.reduce((a, b) => a + b, 0);
  const codeDiscount = percentOf(subtotal, percent);
  const coupon = request.couponCode
    ? await evaluateCoupon(
        tx,
        {
          code: request.couponCode,
          userId: request.userId,
          amountPaise: subtotal - codeDiscount,
          scope: 'rooms',
        },
        clock.now,
      )
    : null;
  const discounts = shareDiscount(codeDiscount + (coupon?.discountPaise ?? 0), subtotals);
  const groupId = units.length > 1 ? crypto.randomUUID() : null;
  const guestsOf = (i: number) =>
    Math.max(
      1,
      Math.floor(request.numGuests / units.length) + (i < request.numGuests % units.length ? 1 : 0),
    );

  const inserted = await tx
    .insert(roomBookings)
    .values(
      units.map((unit, i) => ({
        bookingCode: newBookingCode(),
        groupId,
        userId: request.userId,
        roomId: unit.roomId,
        roomUnitId: unit.id,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        numGuests: guestsOf(i),
        nights,
        pricePerNightPaise: unit.pricePaise,
        subtotalPaise: subtotals[i]!,
        discountPaise: discounts[i]!,
        totalPaise: subtotals[i]! - discounts[i]!,
        offerCode: percent > 0 ? request.offerCode!.trim().toUpperCase() : null,
        couponCode: coupon?.coupon.code ?? null,
        status: 'pending' as const,
        holdExpiresAt: holdExpiry(clock.now),
        specialRequests: request.specialRequests ?? null,
        guestName: request.guestName ?? null,
      })),
    )
    .returning({ id: roomBookings.id });
  if (coupon) {
    await redeemCoupon(tx, {
      couponId: coupon.coupon.id,
      perUserLimit: coupon.coupon.perUserLimit,
      userId: request.userId,
      bookingId: inserted[0]!.id,
      discountPaise: coupon.discountPaise,
    });
  }
  return inserted.map((r) => r.id);
}
