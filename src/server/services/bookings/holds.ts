import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type HoldLimits, holdRefusal } from '~/lib/hold-rules';
import type { DbOrTx } from '../../db/client';
import type { Env } from '../../env';
import { AppError } from '../../errors';
import { type RateLimit, takeRateLimitHits } from '../rate-limits';
import type { AnyBookingKind, BookingPlan, Clock } from './kind';
import { unpaidHoldAt } from './ref';
import { bookingKinds } from './registry';

/** The hold limits the settings name (UNPAID_BOOKINGS_PER_GUEST and the two hourly limits; lib/hold-rules.ts). */
export function holdLimitsOf(
  env: Pick<
    Env,
    'UNPAID_BOOKINGS_PER_GUEST' | 'BOOKINGS_PER_GUEST_PER_HOUR' | 'BOOKINGS_PER_ADDRESS_PER_HOUR'
  >,
): HoldLimits {
  return {
    unpaidPerGuest: env.UNPAID_BOOKINGS_PER_GUEST,
    perGuestPerHour: env.BOOKINGS_PER_GUEST_PER_HOUR,
    perAddressPerHour: env.BOOKINGS_PER_ADDRESS_PER_HOUR,
  };
}

const HOUR = 60 * 60 * 1000;

/**
 * Counts a booking attempt against the guest's and the address's hourly limits (kept in the database like
 * the sign-in limits, so they hold across processes), both in one statement; refuses with 429 past either. A read
 * the caller makes next may go `alongside` in the same statement; its answer is returned.
 */
export function takeBookingAttempt(
  db: DbOrTx,
  who: { userId: string; ip: string | undefined },
  limits: HoldLimits,
  now: Date,
  alongside?: SQL<boolean>,
): Promise<boolean> {
  const perGuest: RateLimit = {
    bucket: 'booking-guest',
    max: limits.perGuestPerHour,
    windowMs: HOUR,
    message: 'You have made many bookings in the last hour. Please wait a little, or call us to book more.',
  };
  const perAddress: RateLimit = {
    bucket: 'booking-address',
    max: limits.perAddressPerHour,
    windowMs: HOUR,
    message: 'Many bookings came from your connection in the last hour. Please try again later.',
  };
  return takeRateLimitHits(
    db,
    [{ limit: perGuest, key: who.userId }, ...(who.ip ? [{ limit: perAddress, key: who.ip }] : [])],
    now,
    alongside,
  );
}

/**
 * The guest's unpaid bookings of every kind (a group of rooms counts once), and the hall requests among them: one
 * statement, a count of each kind's table.
 */
async function unpaidBookings(tx: DbOrTx, userId: string, now: Date) {
  const counts = bookingKinds.map(({ table }) => {
    const booking = 'groupId' in table ? sql`coalesce(${table.groupId}, ${table.id})` : sql`${table.id}`;
    const unanswered =
      'hotelAnswer' in table ? sql`count(*) filter (where ${table.hotelAnswer} is null)` : sql`0`;
    const mine = and(eq(table.userId, userId), unpaidHoldAt(table, now));
    return sql`select count(distinct ${booking})::int as n, (${unanswered})::int as awaiting from ${table} where ${mine}`;
  });
  const rows = (
    await tx.execute<{ n: number; awaiting: number }>(
      sql.join(
        counts.map((count) => sql`(${count})`),
        sql` union all `,
      ),
    )
  ).rows;
  return {
    unpaid: rows.reduce((sum, row) => sum + Number(row.n), 0),
    awaitingHotel: rows.reduce((sum, row) => sum + Number(row.awaiting), 0),
  };
}

/**
 * Inside the booking's transaction, under the guest's lock: refuses the plan when the hold rules do (too many
 * unpaid bookings of every kind together, too many unpaid room-nights, too large a share of the hotel at one
 * moment), with the rule's own words. A hall request the hotel has not answered holds its hall too, so it counts.
 */
export async function assertMayHold(
  tx: DbOrTx,
  kind: AnyBookingKind,
  userId: string,
  plan: BookingPlan,
  limits: HoldLimits,
  clock: Clock,
): Promise<void> {
  const refusal = await mayHoldRefusal(tx, kind, userId, plan, limits, clock);
  if (refusal) throw new AppError('TOO_MANY_HOLDS', refusal);
}

/** What the hold rules would answer a guest holding this plan now: their refusal, or null when they may. */
export async function mayHoldRefusal(
  tx: DbOrTx,
  kind: AnyBookingKind,
  userId: string,
  plan: BookingPlan,
  limits: HoldLimits,
  clock: Clock,
): Promise<string | null> {
  const { unpaid, awaitingHotel } = await unpaidBookings(tx, userId, clock.now);
  const held = await kind.heldBy(tx, userId, plan, clock);
  // A change replaces a booking the guest holds: it is not one more.
  const changing = (plan.replacing?.length ?? 0) > 0 ? 1 : 0;
  return holdRefusal({ limits, unpaidBookings: unpaid - changing, awaitingHotel, ...held });
}
