import { eq } from 'drizzle-orm';
import type { WalletTransaction } from '~/contracts/wallet';
import { coinsShortfall, coinsToTake } from '~/lib/wallet';
import type { DbOrTx } from '../../db/client';
import { walletTransactions } from '../../db/schema';
import { lockedBalance, rowStanding, walletView } from '../wallet';
import { folioFigures } from './folio-balance';
import type { AnyBookingKind, BookingRef } from './kind';
import { findOwnBooking, kindNamed } from './registry';

/** Coins earned by a paid booking of a kind that earns any (spec §9: rooms and dining; halls earn none). */
export const BOOKING_REWARD_COINS = 10;

type LedgerRow = typeof walletTransactions.$inferSelect;

/** The coins a paid booking of this kind earns (0 for a kind that earns none). */
export function rewardCoinsOf(kind: AnyBookingKind): number {
  return kind.reward ? BOOKING_REWARD_COINS : 0;
}

const rewardKey = (booking: BookingRef) => `${booking.kind}-booking:${booking.id}`;
const reversalKey = (booking: BookingRef) => `${booking.kind}-booking-reversal:${booking.id}`;

/** Whether the booking's reward was credited. */
async function rewardGranted(db: DbOrTx, booking: BookingRef): Promise<boolean> {
  const [credit] = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.rewardKey, rewardKey(booking)));
  return !!credit;
}

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
 * Takes back what is left of the reward a cancelled booking had earned, as a debit correcting the credit
 * (history is never edited), once: the reversal has its own unique key, and the credit is locked while what is
 * left of it is added up, so an admin's correction made before (or at the same time) is never taken twice.
 * It follows the one rule for coins taken back (decision 116): at most the balance, so reward coins already spent on
 * another booking are not clawed back, and the ledger row says so. Under the guest's coins lock, then the credit's.
 * Returns the coins taken back (0 when none was earned, or none is left).
 */
export async function reverseBookingReward(tx: DbOrTx, booking: BookingRef): Promise<number> {
  const [credit] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.rewardKey, rewardKey(booking)));
  if (!credit) return 0;
  const balance = await lockedBalance(tx, booking.userId);
  const standing = await rowStanding(tx, credit.id);
  if (!standing || standing.coins <= 0) return 0;
  const coins = coinsToTake(standing.coins, balance);
  if (coins <= 0) return 0;
  const shortfall = coinsShortfall(standing.coins, coins, 'you');
  const reversed = `${standing.row.description} reversed: booking cancelled`;
  const [debit] = await tx
    .insert(walletTransactions)
    .values({
      userId: standing.row.userId,
      type: 'debit',
      suparCoins: coins,
      description: shortfall ? `${reversed}. ${shortfall}` : reversed,
      relatedBookingId: booking.id,
      adjustsId: standing.row.id,
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
  // A booking confirmed to pay at the hotel is paid when its folio is settled at the desk (decision 151).
  const unpaid =
    booking.status === 'confirmed' &&
    !(await rewardGranted(db, booking)) &&
    (await folioFigures(db, booking)).balance.duePaise > 0;
  if ((booking.status !== 'confirmed' && booking.status !== 'completed') || unpaid) {
    return {
      credited: false,
      message: `Your ${BOOKING_REWARD_COINS} Supar Coins are credited when this booking is paid.`,
    };
  }
  const granted = await grantBookingReward(db, booking);
  return { credited: true, transaction: walletView(granted!.transaction), created: granted!.created };
}
