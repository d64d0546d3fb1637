import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { WalletTransaction } from '~/contracts/wallet';
import { CREDIT_TYPES, coinBalance, coinsShortfall, coinsToTake, isCredit } from '~/lib/wallet';
import type { Db, DbOrTx } from '../db/client';
import { lockWithinTransaction } from '../db/locks';
import { users, walletTransactions } from '../db/schema';
import { AppError } from '../errors';
import { recordStaffAction, type StaffActor } from './audit';

type LedgerRow = typeof walletTransactions.$inferSelect;

/** A guest's Supar Coins: the sum of their ledger, credits minus debits, computed on every read. */
export async function walletBalance(db: DbOrTx, userId: string): Promise<number> {
  const credit = inArray(walletTransactions.type, [...CREDIT_TYPES]);
  const [row] = await db
    .select({
      balance: sql<string>`coalesce(sum(case when ${credit} then ${walletTransactions.suparCoins} else -${walletTransactions.suparCoins} end), 0)`,
    })
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId));
  return Number(row?.balance ?? 0);
}

/**
 * Takes the guest's coins lock until the transaction ends and answers their balance: every movement that takes
 * coins (a spend, a reversal, a correction) is decided under it, one at a time across processes. It is the last lock
 * a money path takes (the booking's rows, then its payments, then the guest's coins), and the database's own check
 * (`wallet_balance_not_negative`, decision 116) takes the same one.
 */
export async function lockedBalance(tx: DbOrTx, userId: string): Promise<number> {
  await lockWithinTransaction(tx, 'guestCoins', userId);
  return walletBalance(tx, userId);
}

/** How the hotel's answers name a guest: their name, or "the guest" when they gave none. */
export async function guestCalled(tx: DbOrTx, userId: string): Promise<string> {
  const [guest] = await tx.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return guest?.name || 'the guest';
}

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

/** A guest's ledger, newest first, and its sum: the balance is never stored, always added up. */
export async function guestLedger(
  db: DbOrTx,
  userId: string,
): Promise<{ balance: number; transactions: WalletTransaction[] }> {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, userId))
    .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id));
  return { balance: coinBalance(rows), transactions: rows.map(walletView) };
}

/** A row's coins with their sign: credits add to the balance, debits take away. */
export const signedCoins = (row: { type: string; suparCoins: number }) =>
  isCredit(row.type) ? row.suparCoins : -row.suparCoins;

/**
 * What a ledger row stands at now: its own coins and every correction that names it (an admin's adjustment, a
 * booking reward's reversal), locked so that no other correction of it is decided meanwhile.
 */
export async function rowStanding(tx: DbOrTx, id: string): Promise<{ row: LedgerRow; coins: number } | null> {
  const [row] = await tx.select().from(walletTransactions).where(eq(walletTransactions.id, id)).for('update');
  if (!row) return null;
  const corrections = await tx
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.adjustsId, row.id));
  return { row, coins: signedCoins(row) + corrections.reduce((sum, c) => sum + signedCoins(c), 0) };
}

/** What an admin's correction wrote (null: nothing to change) and, when the balance held less, why not more. */
export interface LedgerCorrection {
  transaction: WalletTransaction | null;
  shortfall: string | null;
}

/**
 * An admin's correction: the row should have been worth `suparCoins` (0 reverses it). History is never
 * edited: the difference from what the row and its earlier corrections add up to is written as a new credit
 * or debit naming the row and the reason. Coins taken back follow the one rule (`coinsToTake`): at most what the
 * guest has left, saying why not more, and a 409 writing nothing when they have none. Under the guest's coins lock,
 * then the row's, the order every path that takes coins follows, so a spend or another correction is decided before
 * or after it. Audited on the guest (`coins.correct` or `coins.reverse`, the row's worth before and after, the
 * reason); a correction that changes nothing writes nothing.
 */
export async function adjustLedgerRow(
  db: Db,
  input: { id: string; suparCoins: number; reason: string; now: Date; by: StaffActor },
): Promise<LedgerCorrection> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ userId: walletTransactions.userId })
      .from(walletTransactions)
      .where(eq(walletTransactions.id, input.id));
    if (!found) throw new AppError('NOT_FOUND', 'We could not find that wallet transaction.');
    const balance = await lockedBalance(tx, found.userId);
    const standing = await rowStanding(tx, input.id);
    if (!standing) throw new AppError('NOT_FOUND', 'We could not find that wallet transaction.');
    const { row } = standing;
    if (row.adjustsId)
      throw new AppError('CONFLICT', 'Correct the original transaction, not an adjustment of it.');
    // Coins that paid for a booking are in its money ledger (decision 113): they come back with the booking.
    if (row.rewardKey?.startsWith('coins-spent:'))
      throw new AppError(
        'CONFLICT',
        'These coins paid for a booking: they come back when the booking is cancelled or changed to a lower total, not by a correction.',
      );
    const wanted = (isCredit(row.type) ? 1 : -1) * input.suparCoins;
    const asked = wanted - standing.coins;
    if (asked === 0) return { transaction: null, shortfall: null };
    const difference = asked > 0 ? asked : -coinsToTake(-asked, balance);
    const shortfall = coinsShortfall(
      Math.abs(asked),
      Math.abs(difference),
      await guestCalled(tx, row.userId),
    );
    if (difference === 0) throw new AppError('CONFLICT', shortfall!);
    const [written] = await tx
      .insert(walletTransactions)
      .values({
        userId: row.userId,
        type: difference > 0 ? 'credit' : 'debit',
        suparCoins: Math.abs(difference),
        description: `Adjustment: ${input.reason}`,
        relatedBookingId: row.relatedBookingId,
        adjustsId: row.id,
        createdAt: input.now,
      })
      .returning();
    await recordStaffAction(
      tx,
      { ...input.by, reason: input.reason },
      {
        action: input.suparCoins === 0 ? 'coins.reverse' : 'coins.correct',
        target: { kind: 'user', id: row.userId },
        before: { transaction: row.id, coins: standing.coins },
        after: { transaction: row.id, coins: standing.coins + difference },
      },
      input.now,
    );
    return { transaction: walletView(written!), shortfall };
  });
}
