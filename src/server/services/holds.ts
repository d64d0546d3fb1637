import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { HOLD_MINUTES } from '../../lib/stay';
import type { Db, DbOrTx } from '../db/client';
import { couponRedemptions, coupons, roomBookings } from '../db/schema';

/** When a hold placed now lapses. */
export function holdExpiry(now: Date): Date {
  return new Date(now.getTime() + HOLD_MINUTES * 60_000);
}

/** Gives a coupon use back for each of these room bookings (cancelled or lapsed). */
export async function releaseCouponUses(tx: DbOrTx, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const released = await tx
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.bookingKind, 'room'), inArray(couponRedemptions.bookingId, bookingIds)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}

/**
 * Marks unpaid bookings whose 15-minute hold has lapsed as expired, which frees their rooms (the
 * no-overlap constraint ignores expired rows) and gives their coupon uses back. Returns how many.
 */
export async function releaseLapsedHolds(db: Db, now: Date): Promise<number> {
  const isLapsed = and(eq(roomBookings.status, 'pending'), lte(roomBookings.holdExpiresAt, now));
  // A cheap indexed read first: most requests find nothing to release and need no write transaction.
  const [any] = await db.select({ id: roomBookings.id }).from(roomBookings).where(isLapsed).limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    const lapsed = await tx
      .update(roomBookings)
      .set({ status: 'expired', updatedAt: now })
      .where(isLapsed)
      .returning({ id: roomBookings.id, groupId: roomBookings.groupId });
    await releaseCouponUses(
      tx,
      lapsed.map((b) => b.id),
    );
    return lapsed.length;
  });
}

/** Sweeps lapsed holds every `intervalMs` (the server's background job); returns a stop function. */
export function startHoldSweep(
  db: Db,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs = 60_000,
): () => void {
  const timer = setInterval(() => {
    releaseLapsedHolds(db, now()).catch(onError);
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
