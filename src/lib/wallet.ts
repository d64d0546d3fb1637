/** What a Supar Coins ledger row is (spec §3 Wallet transaction). */
export const WALLET_TRANSACTION_TYPES = [
  'credit',
  'cashback',
  'referral',
  'refund',
  'debit',
  'other',
] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** Wallet transaction types that add coins (spec §4 "Wallet credit rule"); every other type takes them away. */
export const CREDIT_TYPES = [
  'credit',
  'cashback',
  'referral',
  'refund',
] as const satisfies readonly WalletTransactionType[];

/** Whether a wallet transaction of this type adds Supar Coins to the balance. */
export function isCredit(type: string): boolean {
  return (CREDIT_TYPES as readonly string[]).includes(type);
}

/** The Supar Coins balance of a list of transactions: credits minus debits. */
export function coinBalance(transactions: readonly { type: string; suparCoins: number }[]): number {
  return transactions.reduce((sum, t) => sum + (isCredit(t.type) ? t.suparCoins : -t.suparCoins), 0);
}

/** A ledger row's date as the Supar Coins tab shows it, in the hotel's zone: "Nov 21, 2026". */
export function formatLedgerDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/**
 * The one rule for every movement that takes coins back (an admin's reversal or correction of a row, the console's
 * take, a cancelled booking's reward): at most what the guest has left, so a balance never goes below zero.
 * `asked` is already at most what is left of the row being corrected. Returns the coins to take (0: none).
 */
export function coinsToTake(asked: number, balance: number): number {
  return Math.max(0, Math.min(asked, balance));
}

/**
 * Why fewer coins were taken back than asked, in the words the admin or guest reads ("Ritu Anand", "you"); null
 * when all were. `taken` is what `coinsToTake` allowed.
 */
export function coinsShortfall(asked: number, taken: number, holder: string): string | null {
  if (taken >= asked) return null;
  const has = holder === 'you' ? 'have' : 'has';
  if (taken <= 0)
    return `${capitalised(holder)} ${has} no Supar Coins left to take back, and a balance never goes below zero.`;
  return `Only ${taken} of ${asked} coins could be taken back: ${holder} had only ${taken} left, and a balance never goes below zero.`;
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
