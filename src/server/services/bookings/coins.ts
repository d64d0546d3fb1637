// Supar Coins spent on a booking and given back (docs/decisions/105-spending-coins.md): a debit written in the
// transaction that confirms the booking, a credit naming it when it is cancelled. The ledger stays append-only.
import { and, eq, sql } from 'drizzle-orm';
import { type CoinTerms, coinsAllowed } from '~/lib/coins';
import type { DbOrTx } from '../../db/client';
import { lockWithinTransaction } from '../../db/locks';
import { walletTransactions } from '../../db/schema';
import type { Env } from '../../env';
import { walletBalance } from '../wallet';
import type { BookingRef } from './kind';

/** Coins applied to a booking and what they were worth when applied. */
export interface CoinsApplied {
  coins: number;
  coinsPaise: number;
}

/** The hotel's settings for spending coins, from the validated environment. */
export const coinTermsOf = (env: Pick<Env, 'COIN_VALUE_PAISE' | 'COIN_MAX_SHARE_PERCENT'>): CoinTerms => ({
  valuePaise: env.COIN_VALUE_PAISE,
  maxSharePercent: env.COIN_MAX_SHARE_PERCENT,
});

const spentKey = (booking: Pick<BookingRef, 'kind' | 'id'>) => `coins-spent:${booking.kind}:${booking.id}`;
const returnedKey = (booking: Pick<BookingRef, 'kind' | 'id'>) =>
  `coins-returned:${booking.kind}:${booking.id}`;

/**
 * Takes the guest's coins lock until the transaction ends and answers their balance: every spend (and every
 * debit that must not take the balance below zero) is decided under it, one at a time across processes.
 */
export async function lockedBalance(tx: DbOrTx, userId: string): Promise<number> {
  await lockWithinTransaction(tx, 'guestCoins', userId);
  return walletBalance(tx, userId);
}

/**
 * Debits the coins a booking is paid with, inside the transaction that confirms it, once (a unique key per
 * booking). Returns false, writing nothing, when the balance no longer holds them (spent meanwhile on another
 * booking): the caller must then not confirm.
 */
export async function spendCoins(tx: DbOrTx, booking: BookingRef, applied: CoinsApplied): Promise<boolean> {
  const [already] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.rewardKey, spentKey(booking)));
  if (already) return true;
  const balance = await lockedBalance(tx, booking.userId);
  if (balance < applied.coins) return false;
  await tx.insert(walletTransactions).values({
    userId: booking.userId,
    type: 'debit',
    suparCoins: applied.coins,
    description: `Spent on booking ${booking.code}`,
    relatedBookingId: booking.id,
    rewardKey: spentKey(booking),
    valuePaise: applied.coinsPaise,
  });
  return true;
}

/** The coins a booking was paid with, if any, and whether they were given back. */
export async function coinsSpentOn(
  db: DbOrTx,
  booking: Pick<BookingRef, 'kind' | 'id'>,
): Promise<(CoinsApplied & { returned: boolean }) | null> {
  const rows = await db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.relatedBookingId, booking.id),
        sql`${walletTransactions.rewardKey} in (${spentKey(booking)}, ${returnedKey(booking)})`,
      ),
    );
  const spent = rows.find((r) => r.rewardKey === spentKey(booking));
  if (!spent) return null;
  return {
    coins: spent.suparCoins,
    coinsPaise: spent.valuePaise ?? 0,
    returned: rows.some((r) => r.rewardKey === returnedKey(booking)),
  };
}

/**
 * Gives back the coins a cancelled booking was paid with, as a credit naming the booking and the debit it answers
 * (history is never edited), once. Returns what was given back, or null when the booking spent none.
 */
export async function returnCoins(tx: DbOrTx, booking: BookingRef): Promise<CoinsApplied | null> {
  const [spent] = await tx
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.rewardKey, spentKey(booking)));
  if (!spent) return null;
  const [credit] = await tx
    .insert(walletTransactions)
    .values({
      userId: spent.userId,
      type: 'refund',
      suparCoins: spent.suparCoins,
      description: `Returned: booking ${booking.code} cancelled`,
      relatedBookingId: booking.id,
      adjustsId: spent.id,
      rewardKey: returnedKey(booking),
      valuePaise: spent.valuePaise,
    })
    .onConflictDoNothing({ target: walletTransactions.rewardKey })
    .returning();
  return credit ? { coins: credit.suparCoins, coinsPaise: credit.valuePaise ?? 0 } : null;
}

/** What the checkout offers a guest for a booking: their balance, the terms, and the most coins it may take. */
export async function coinsOffer(db: DbOrTx, booking: BookingRef, terms: CoinTerms) {
  const [balance, spent] = await Promise.all([walletBalance(db, booking.userId), coinsSpentOn(db, booking)]);
  return {
    balance,
    valuePaise: terms.valuePaise,
    maxSharePercent: terms.maxSharePercent,
    allowed: coinsAllowed(booking.totalPaise, balance, terms),
    spent,
  };
}
