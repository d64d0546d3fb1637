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
