/** Wallet transaction types that add coins (spec §4 "Wallet credit rule"); every other type takes them away. */
export const CREDIT_TYPES = ['credit', 'cashback', 'referral', 'refund'] as const;

/** Whether a wallet transaction of this type adds Supar Coins to the balance. */
export function isCredit(type: string): boolean {
  return (CREDIT_TYPES as readonly string[]).includes(type);
}

/** The Supar Coins balance of a list of transactions: credits minus debits. */
export function coinBalance(transactions: readonly { type: string; suparCoins: number }[]): number {
  return transactions.reduce((sum, t) => sum + (isCredit(t.type) ? t.suparCoins : -t.suparCoins), 0);
}
