import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { WalletTransaction } from '~/contracts/wallet';
import { CREDIT_TYPES, coinBalance, isCredit } from '~/lib/wallet';
import type { Db, DbOrTx } from '../db/client';
import { walletTransactions } from '../db/schema';
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

/**
 * An admin's correction: the row should have been worth `suparCoins` (0 reverses it). History is never
 * edited: the difference from what the row and its earlier corrections add up to is written as a new credit
 * or debit naming the row and the reason. The row is locked, so two corrections at once cannot both apply.
 * Audited on the guest (`coins.correct`, the row's worth before and after, and the reason), as the console's
 * own coins adjustment is; a correction that changes nothing writes nothing.
 */
export async function adjustLedgerRow(
  db: Db,
  input: { id: string; suparCoins: number; reason: string; now: Date; by: StaffActor },
): Promise<WalletTransaction | null> {
  return db.transaction(async (tx) => {
    const standing = await rowStanding(tx, input.id);
    if (!standing) throw new AppError('NOT_FOUND', 'We could not find that wallet transaction.');
    const { row } = standing;
    if (row.adjustsId)
      throw new AppError('CONFLICT', 'Correct the original transaction, not an adjustment of it.');
    const wanted = (isCredit(row.type) ? 1 : -1) * input.suparCoins;
    const difference = wanted - standing.coins;
    if (difference === 0) return null;
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
        after: { transaction: row.id, coins: wanted },
      },
      input.now,
    );
    return walletView(written!);
  });
}
