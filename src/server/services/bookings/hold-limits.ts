import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { lockWithinTransaction } from '../../db/locks';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { type RateLimit, takeRateLimitHit } from '../rate-limits';
import { bookingKinds } from './registry';

/** The settings that bound one guest's bookings (UNPAID_BOOKINGS_PER_GUEST and the two hourly limits). */
export interface BookingLimits {
  unpaidPerGuest: number;
  perGuestPerHour: number;
  perAddressPerHour: number;
}

/** The limits the settings name. */
export function bookingLimitsOf(env: Env): BookingLimits {
  return {
    unpaidPerGuest: env.UNPAID_BOOKINGS_PER_GUEST,
    perGuestPerHour: env.BOOKINGS_PER_GUEST_PER_HOUR,
    perAddressPerHour: env.BOOKINGS_PER_ADDRESS_PER_HOUR,
  };
}

const HOUR = 60 * 60 * 1000;

/**
 * Counts a booking attempt against the guest's and the address's hourly limits (kept in the database like
 * the sign-in limits, so they hold across processes); refuses with 429 past either.
 */
export async function takeBookingAttempt(
  db: DbOrTx,
  who: { userId: string; ip: string | undefined },
  limits: BookingLimits,
  now: Date,
): Promise<void> {
  const perGuest: RateLimit = {
    bucket: 'booking-guest',
    max: limits.perGuestPerHour,
    windowMs: HOUR,
    message: 'You have made many bookings in the last hour. Please wait a little, or call us to book more.',
  };
  await takeRateLimitHit(db, perGuest, who.userId, now);
  if (!who.ip) return;
  const perAddress: RateLimit = {
    bucket: 'booking-address',
    max: limits.perAddressPerHour,
    windowMs: HOUR,
    message: 'Many bookings came from your connection in the last hour. Please try again later.',
  };
  await takeRateLimitHit(db, perAddress, who.ip, now);
}

/**
 * Inside the booking's transaction: takes the guest's lock (so two of their requests are decided one after
 * the other, across processes) and refuses a new hold while the guest already has as many unpaid bookings as
 * allowed, of every kind together. A group of rooms booked together counts once. A hall request the hotel has
 * not answered holds its hall too, so it counts; the refusal says how many are waiting for that answer, since
 * the guest cannot pay them yet.
 */
export async function assertMayHold(
  tx: DbOrTx,
  userId: string,
  limits: BookingLimits,
  now: Date,
): Promise<void> {
  await lockWithinTransaction(tx, 'guestHolds', userId);
  let unpaid = 0;
  let awaitingHotel = 0;
  for (const { table } of bookingKinds) {
    const booking = 'groupId' in table ? sql`coalesce(${table.groupId}, ${table.id})` : sql`${table.id}`;
    const unanswered =
      'hotelAnswer' in table ? sql`count(*) filter (where ${table.hotelAnswer} is null)` : sql`0`;
    const [row] = await tx
      .select({
        n: sql<number>`count(distinct ${booking})::int`,
        awaiting: sql<number>`(${unanswered})::int`,
      })
      .from(table)
      .where(and(eq(table.userId, userId), eq(table.status, 'pending'), gt(table.holdExpiresAt, now)));
    unpaid += row?.n ?? 0;
    awaitingHotel += row?.awaiting ?? 0;
  }
  if (unpaid >= limits.unpaidPerGuest)
    throw new AppError('TOO_MANY_HOLDS', tooManyHolds(unpaid, awaitingHotel));
}

/** The refusal, naming the requests that wait for the hotel rather than for the guest's payment. */
function tooManyHolds(held: number, awaitingHotel: number): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (awaitingHotel === 0)
    return `You already have ${count(held, 'booking', 'bookings')} waiting for payment. Pay for one, or cancel one, before booking again.`;
  if (awaitingHotel >= held)
    return `You already have ${count(held, 'request', 'requests')} waiting for the hotel's answer. Cancel one before booking again, or pay for one once the hotel confirms it.`;
  return `You already have ${held} bookings on hold: ${held - awaitingHotel} waiting for payment and ${awaitingHotel} waiting for the hotel's answer. Pay for one, or cancel one, before booking again.`;
}
