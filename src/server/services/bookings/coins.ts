// Supar Coins spent on a booking and given back (docs/decisions/105-spending-coins.md): a debit written in the
// transaction that confirms the booking, a credit naming it when it is cancelled. The ledger stays append-only.
import { and, eq } from 'drizzle-orm';
import { type CoinTerms, coinsAllowed } from '~/lib/coins';
import type { DbOrTx } from '../../db/client';
import { lockWithinTransaction } from '../../db/locks';
import { walletTransactions } from '../../db/schema';
import type { Env } from '../../env';
import { recordCoins } from '../ledger/entries';
import { lockedBalance, walletBalance } from '../wallet';
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
  const [debit] = await tx
    .insert(walletTransactions)
    .values({
      userId: booking.userId,
      type: 'debit',
      suparCoins: applied.coins,
      description: `Spent on booking ${booking.code}`,
      relatedBookingId: booking.id,
      rewardKey: spentKey(booking),
      valuePaise: applied.coinsPaise,
    })
    .returning();
  // The booking's money ledger has the coins too (decision 113).
  await recordCoins(tx, 'coins_spent', booking, debit!);
  return true;
}

/** The debit a booking was paid with, and the coins given back against it since (a cheaper change, a cancellation). */
async function spentAndReturned(db: DbOrTx, booking: Pick<BookingRef, 'kind' | 'id'>) {
  const [spent] = await db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.rewardKey, spentKey(booking)));
  if (!spent) return null;
  const returns = await db
    .select({ coins: walletTransactions.suparCoins, valuePaise: walletTransactions.valuePaise })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.adjustsId, spent.id), eq(walletTransactions.type, 'refund')));
  const returned = {
    coins: returns.reduce((n, r) => n + r.coins, 0),
    coinsPaise: returns.reduce((n, r) => n + (r.valuePaise ?? 0), 0),
  };
  return { spent, returned };
}

/**
 * The coins that go back of what a booking still holds: all of them, or as many whole coins as fit in `upToPaise`
 * (a cheaper change's part, coins first), at the worth they were spent at.
 */
function coinsBack(
  found: NonNullable<Awaited<ReturnType<typeof spentAndReturned>>>,
  upToPaise?: number,
): CoinsApplied | null {
  const { spent, returned } = found;
  const left = spent.suparCoins - returned.coins;
  const perCoin = spent.suparCoins > 0 ? (spent.valuePaise ?? 0) / spent.suparCoins : 0;
  const coins =
    upToPaise === undefined ? left : Math.min(left, perCoin > 0 ? Math.floor(upToPaise / perCoin) : 0);
  if (coins <= 0) return null;
  const coinsPaise =
    coins === left ? (spent.valuePaise ?? 0) - returned.coinsPaise : Math.round(coins * perCoin);
  return { coins, coinsPaise };
}

/** What a cheaper change refunding `upToPaise` would give back in coins (the rest goes back as money). */
export async function coinsBackFor(db: DbOrTx, booking: Pick<BookingRef, 'kind' | 'id'>, upToPaise: number) {
  const found = await spentAndReturned(db, booking);
  return found ? coinsBack(found, upToPaise) : null;
}

/**
 * The coins a booking was paid with and still holds (less any given back by a cheaper change), if any, and whether
 * all were given back (a cancellation).
 */
export async function coinsSpentOn(
  db: DbOrTx,
  booking: Pick<BookingRef, 'kind' | 'id'>,
): Promise<(CoinsApplied & { returned: boolean }) | null> {
  const found = await spentAndReturned(db, booking);
  if (!found) return null;
  const coins = found.spent.suparCoins - found.returned.coins;
  const coinsPaise = (found.spent.valuePaise ?? 0) - found.returned.coinsPaise;
  return coins > 0
    ? { coins, coinsPaise, returned: false }
    : { coins: found.spent.suparCoins, coinsPaise: found.spent.valuePaise ?? 0, returned: true };
}

/**
 * Gives back coins a booking was paid with, as a credit naming the booking and the debit it answers (history is
 * never edited), once per `key`: a cancellation gives back all that is left (`upToPaise` absent), a cheaper change
 * as many whole coins as fit in the part it refunds. Returns what was given back, or null when nothing was.
 */
export async function returnCoins(
  tx: DbOrTx,
  booking: BookingRef,
  part?: { upToPaise: number; key: string },
): Promise<CoinsApplied | null> {
  // Under the guest's coins lock: a change's part and a cancellation's rest are never both given back.
  await lockWithinTransaction(tx, 'guestCoins', booking.userId);
  const found = await spentAndReturned(tx, booking);
  if (!found) return null;
  const { spent } = found;
  const back = coinsBack(found, part?.upToPaise);
  if (!back) return null;
  const [credit] = await tx
    .insert(walletTransactions)
    .values({
      userId: spent.userId,
      type: 'refund',
      suparCoins: back.coins,
      description: part
        ? `Returned: booking ${booking.code} changed to a lower total`
        : `Returned: booking ${booking.code} cancelled`,
      relatedBookingId: booking.id,
      adjustsId: spent.id,
      rewardKey: part ? `${returnedKey(booking)}:${part.key}` : returnedKey(booking),
      valuePaise: back.coinsPaise,
    })
    .onConflictDoNothing({ target: walletTransactions.rewardKey })
    .returning();
  if (!credit) return null;
  await recordCoins(tx, 'coins_returned', booking, credit);
  return { coins: credit.suparCoins, coinsPaise: credit.valuePaise ?? 0 };
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
