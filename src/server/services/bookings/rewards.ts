import { eq } from 'drizzle-orm';
import type { WalletTransaction } from '../../../contracts/wallet';
import type { DbOrTx } from '../../db/client';
import { walletTransactions } from '../../db/schema';
import type { AnyBookingKind, BookingRef } from './kind';
import { findOwnBooking, kindNamed } from './registry';

/** Coins earned by a paid booking of a kind that earns any (spec §9: rooms and dining; halls earn none). */
export const BOOKING_REWARD_COINS = 10;

type LedgerRow = typeof walletTransactions.$inferSelect;

/** A ledger row as the spec's pages read it (spec §3 Wallet transaction). */
export function walletView(row: LedgerRow): WalletTransaction {
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    suparCoins: row.suparCoins,
    user_id: row.userId,
    related_booking_id: row.relatedBookingId,
    adjusts_id: row.adjustsId,
  };
}

/** The coins a paid booking of this kind earns (0 for a kind that earns none). */
export function rewardCoinsOf(kind: AnyBookingKind): number {
  return kind.reward ? BOOKING_REWARD_COINS : 0;
}

const rewardKey = (booking: BookingRef) => `${booking.kind}-booking:${booking.id}`;
const reversalKey = (booking: BookingRef) => `${booking.kind}-booking-reversal:${booking.id}`;

/**
 * Credits the booking reward once, if the booking's kind earns one: the unique reward key makes every
 * repeat (verify twice, webhook, the client's own wallet call) a no-op that returns the first credit.
 */
export async function grantBookingReward(
  db: DbOrTx,
  booking: BookingRef,
): Promise<{ transaction: LedgerRow; created: boolean } | null> {
  const { reward } = kindNamed(booking.kind);
  if (!reward) return null;
  const key = rewardKey(booking);
  const [created] = await db
    .insert(walletTransactions)
    .values({
      userId: booking.userId,
      type: 'credit',
      suparCoins: BOOKING_REWARD_COINS,
      description: reward.description,
      relatedBookingId: booking.id,
      rewardKey: key,
    })
    .onConflictDoNothing({ target: walletTransactions.rewardKey })
    .returning();
  if (created) return { transaction: created, created: true };
  const [existing] = await db.select().from(walletTransactions).where(eq(walletTransactions.rewardKey, key));
  return { transaction: existing!, created: false };
}

/**
 * Takes back the reward a cancelled booking had earned, as a debit row beside the credit (history is never
 * edited), once: the reversal has its own unique key. Returns the coins taken back (0 when none was earned).
 */
export async function reverseBookingReward(db: DbOrTx, booking: BookingRef): Promise<number> {
  const [credit] = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.rewardKey, rewardKey(booking)));
  if (!credit) return 0;
  const [debit] = await db
    .insert(walletTransactions)
    .values({
      userId: credit.userId,
      type: 'debit',
      suparCoins: credit.suparCoins,
      description: `${credit.description} reversed: booking cancelled`,
      relatedBookingId: booking.id,
      rewardKey: reversalKey(booking),
    })
    .onConflictDoNothing({ target: walletTransactions.rewardKey })
    .returning();
  return debit ? debit.suparCoins : 0;
}

/** The answer to the spec's client-side reward call: credited now, already, or not (yet). */
export type RewardClaim =
  | { credited: true; transaction: WalletTransaction; created: boolean }
  | { credited: false; message: string };

/** The spec's client-side reward call, accepted only as a claim on the server's own rule, for one's own booking. */
export async function claimBookingReward(
  db: DbOrTx,
  userId: string,
  bookingId: string,
): Promise<RewardClaim> {
  const booking = await findOwnBooking(db, bookingId, userId);
  const kind = kindNamed(booking.kind);
  if (!kind.reward) return { credited: false, message: `${kind.label} bookings do not earn Supar Coins.` };
  if (booking.status !== 'confirmed' && booking.status !== 'completed') {
    return {
      credited: false,
      message: `Your ${BOOKING_REWARD_COINS} Supar Coins are credited when this booking is paid.`,
    };
  }
  const granted = await grantBookingReward(db, booking);
  return { credited: true, transaction: walletView(granted!.transaction), created: granted!.created };
}
