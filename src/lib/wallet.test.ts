import { describe, expect, it } from 'vitest';
import { coinBalance, formatLedgerDate, isCredit } from './wallet';

describe('the wallet credit rule', () => {
  it('counts credit, cashback, referral and refund as credits and the rest as debits', () => {
    expect(['credit', 'cashback', 'referral', 'refund'].every(isCredit)).toBe(true);
    expect(isCredit('debit')).toBe(false);
    expect(isCredit('other')).toBe(false);
  });

  it('adds credits and subtracts debits', () => {
    const ledger = [
      { type: 'credit', suparCoins: 10 },
      { type: 'referral', suparCoins: 50 },
      { type: 'debit', suparCoins: 25 },
      { type: 'other', suparCoins: 5 },
    ];
    expect(coinBalance(ledger)).toBe(30);
    expect(coinBalance([])).toBe(0);
  });
});

describe('the ledger date', () => {
  it("reads 'Nov 21, 2026' on the hotel's calendar, whatever UTC says", () => {
    expect(formatLedgerDate('2026-11-20T19:00:00Z', 'Asia/Kolkata')).toBe('Nov 21, 2026');
    expect(formatLedgerDate('2026-11-20T19:00:00Z', 'UTC')).toBe('Nov 20, 2026');
  });
});
