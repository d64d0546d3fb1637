import { and, eq, gt, sql } from 'drizzle-orm';
import { newBookingCode } from '../../../../lib/booking-code';
import type { DbOrTx } from '../../../db/client';
import { roomBookings } from '../../../db/schema';
import { AppError } from '../../../errors';
import { redeemCoupon } from '../../discounts';
import { holdExpiry } from '../hold-time';
import type { Clock } from '../kind';
import { assertStayDates, planStay } from './plan';
import type { StayRequest } from './request';

/** How long a new stay holds its rooms while the guest pays. */
export const STAY_HOLD_MINUTES = 15;
/** At most this many room-nights held unpaid by one guest at a time (2 rooms for 30 nights; 5 for 12). */
export const MAX_UNPAID_ROOM_NIGHTS = 60;

/**
 * Books one or more units for a stay, held `pending` for 15 minutes, within the caller's transaction (all
 * rooms or none). Refuses a stay that would leave the guest holding more than 60 unpaid room-nights, so one
 * guest cannot hold the hotel. Returns the rows' ids, the one the guest asked for first.
 */
export async function holdStay(tx: DbOrTx, request: StayRequest & { userId: string }, clock: Clock) {
  assertStayDates(request, clock);
  return insertStay(tx, request, clock);
}

async function unpaidRoomNights(tx: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ nights: sql<number>`coalesce(sum(${roomBookings.nights}), 0)::int` })
    .from(roomBookings)
    .where(
      and(
        eq(roomBookings.userId, userId),
        eq(roomBookings.status, 'pending'),
        gt(roomBookings.holdExpiresAt, now),
      ),
    );
  return row?.nights ?? 0;
}

async function insertStay(tx: DbOrTx, request: StayRequest & { userId: string }, clock: Clock) {
  const plan = await planStay(tx, request, clock);
  const held = await unpaidRoomNights(tx, request.userId, clock.now);
  if (held + plan.units.length * plan.nights > MAX_UNPAID_ROOM_NIGHTS) {
    throw new AppError(
      'TOO_MANY_HOLDS',
      `Unpaid bookings can hold at most ${MAX_UNPAID_ROOM_NIGHTS} room-nights at a time. Pay for a booking first, or call us for a larger stay.`,
    );
  }
  const groupId = plan.units.length > 1 ? crypto.randomUUID() : null;
  const guestsOf = (i: number) =>
    Math.max(
      1,
      Math.floor(request.numGuests / plan.units.length) + (i < request.numGuests % plan.units.length ? 1 : 0),
    );
  const inserted = await tx
    .insert(roomBookings)
    .values(
      plan.units.map((unit, i) => ({
        bookingCode: newBookingCode(),
        groupId,
        userId: request.userId,
        roomId: unit.roomId,
        roomUnitId: unit.id,
        checkIn: request.checkIn,
        checkOut: request.checkOut,
        numGuests: guestsOf(i),
        nights: plan.nights,
        pricePerNightPaise: unit.pricePaise,
        subtotalPaise: plan.price.perUnit[i]!.subtotalPaise,
        discountPaise: plan.price.perUnit[i]!.discountPaise,
        totalPaise: plan.price.perUnit[i]!.totalPaise,
        offerCode: plan.price.discounts.some((d) => d.code === plan.offerCode) ? plan.offerCode : null,
        couponCode: plan.coupon?.code ?? null,
        status: 'pending' as const,
        holdExpiresAt: holdExpiry(STAY_HOLD_MINUTES, clock.now),
        specialRequests: request.specialRequests ?? null,
        guestName: request.guestName ?? null,
      })),
    )
    .returning({ id: roomBookings.id });
  if (plan.coupon) {
    const couponOff = plan.price.discounts.find((d) => d.code === plan.coupon?.code)?.amountPaise ?? 0;
    await redeemCoupon(tx, {
      couponId: plan.coupon.id,
      perUserLimit: plan.coupon.perUserLimit,
      userId: request.userId,
      bookingKind: 'room',
      bookingId: inserted[0]!.id,
      discountPaise: couponOff,
    });
  }
  return inserted.map((r) => r.id);
}
