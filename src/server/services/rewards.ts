import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { walletTransactions } from '../db/schema';

/** Coins earned by a paid room or dining booking (spec §9). */
export const BOOKING_REWARD_COINS = 10;

const rewardDescription = { room: 'Room booking reward', table: 'Dining booking reward' } as const;

/**
 * Credits the booking reward once: the unique reward key makes every repeat (verify twice, webhook,
 * the client's own wallet call) a no-op that returns the first credit.
 */
export async function grantBookingReward(
  db: DbOrTx,
  input: { userId: string; kind: 'room' | 'table'; bookingId: string },
) {
  const rewardKey = `${input.kind}-booking:${input.bookingId}`;
  const [created] = await db
    .insert(walletTransactions)
    .values({
      userId: input.userId,
      type: 'credit',
      suparCoins: BOOKING_REWARD_COINS,
      description: rewardDescription[input.kind],
      relatedBookingId: input.bookingId,
      rewardKey,
    })
    .onConflictDoNothing({ target: walletTransactions.rewardKey })
    .returning();
  if (created) return { transaction: created, created: true };
  const [existing] = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.rewardKey, rewardKey));
  return { transaction: existing!, created: false };
}
