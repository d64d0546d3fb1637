import { desc, eq } from 'drizzle-orm';
import type { WalletTransaction } from '../../contracts/wallet';
import { coinBalance, isCredit } from '../../lib/wallet';
import type { Db, DbOrTx } from '../db/client';
import { walletTransactions } from '../db/schema';
import { AppError } from '../errors';
import { walletView } from './bookings/rewards';

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

const signed = (row: { type: string; suparCoins: number }) =>
  isCredit(row.type) ? row.suparCoins : -row.suparCoins;

/**
 * An admin's correction: the row should have been worth `suparCoins` (0 reverses it). History is never
 * edited: the difference from what the row and its earlier corrections add up to is written as a new credit
 * or debit naming the row and the reason. The row is locked, so two corrections at once cannot both apply.
 */
export async function adjustLedgerRow(
  db: Db,
  input: { id: string; suparCoins: number; reason: string; now: Date },
): Promise<WalletTransaction | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, input.id))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', 'We could not find that wallet transaction.');
    if (row.adjustsId)
      throw new AppError('CONFLICT', 'Correct the original transaction, not an adjustment of it.');
    const corrections = await tx
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.adjustsId, row.id));
    const now = signed(row) + corrections.reduce((sum, c) => sum + signed(c), 0);
    const wanted = (isCredit(row.type) ? 1 : -1) * input.suparCoins;
    const difference = wanted - now;
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
    return walletView(written!);
  });
}
