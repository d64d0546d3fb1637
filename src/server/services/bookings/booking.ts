import type { Db } from '../../db/client';
import { AppError, lostOverlapRace } from '../../errors';
import { queueBookingNotices } from '../notices/queue';
import type { NoticeSchedule } from '../notices/schedule';
import { assertMayHold, type BookingLimits, takeBookingAttempt } from './hold-limits';
import { releaseLapsedHolds } from './holds';
import type { AnyBookingKind, BookingRef, Clock } from './kind';
import { bookingKinds } from './registry';
import { rewardCoinsOf } from './rewards';

/**
 * The kind whose payload a create body is. A body no kind recognises is read as the first kind's (a stay),
 * so its refusal names the first field a booking needs.
 */
export function kindOfPayload(body: unknown): AnyBookingKind {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', 'body: Send the booking as a JSON object.');
  }
  return bookingKinds.find((k) => k.recognises(body)) ?? bookingKinds[0]!;
}

const ATTEMPTS = 5;

/**
 * Books and holds a request of a kind for the signed-in guest: counts the attempt against the hourly limits,
 * gives lapsed holds back, then in one transaction takes the guest's lock, checks their unpaid bookings and
 * lets the kind hold (and queues the notice a new booking of the kind owes, in the same transaction). A lost race (the database's no-overlap constraint, or a deadlock with the winner) is
 * tried again, so a kind that picks what to hold moves on to the next free one; then the kind's refusal.
 */
export async function placeBooking(
  db: Db,
  kind: AnyBookingKind,
  body: unknown,
  guest: { id: string; ip?: string; limits: BookingLimits },
  clock: Clock,
  schedule: NoticeSchedule,
): Promise<{ booking: BookingRef; views: unknown[] }> {
  const request = kind.readPayload(body, guest.id);
  await takeBookingAttempt(db, { userId: guest.id, ip: guest.ip }, guest.limits, clock.now);
  await releaseLapsedHolds(db, clock.now);
  for (let attempt = 1; ; attempt++) {
    try {
      const booking = await db.transaction(async (tx) => {
        await assertMayHold(tx, guest.id, guest.limits, clock.now);
        const held: BookingRef = await kind.hold(tx, request, clock);
        if (kind.placedNotice) {
          await queueBookingNotices(tx, kind.placedNotice, held, { now: clock.now, schedule });
        }
        return held;
      });
      return { booking, views: await kind.views(db, booking.rowIds, clock) };
    } catch (error) {
      if (!lostOverlapRace(error)) throw error;
      if (attempt >= ATTEMPTS) throw new AppError(kind.takenRefusal.code, kind.takenRefusal.message);
    }
  }
}

/** What a request of a kind would cost now, by the kind's own price rule, as the island shows it. */
export async function quoteBooking(
  db: Db,
  kind: AnyBookingKind,
  body: unknown,
  caller: { id: string } | undefined,
  clock: Clock,
) {
  const request = kind.readPayload(body, caller?.id ?? null);
  await releaseLapsedHolds(db, clock.now);
  const priced = await kind.quote(db, request, clock);
  return {
    ...priced,
    kind: kind.name,
    currency: 'INR' as const,
    rewardCoins: rewardCoinsOf(kind),
    holdMinutes: kind.holdMinutes,
  };
}
