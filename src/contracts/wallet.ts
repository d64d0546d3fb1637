// The Supar Coins ledger on the wire: the spec's client-side reward call and a ledger row.
import { z } from 'zod';
import { WALLET_TRANSACTION_TYPES } from '~/lib/wallet';
import { notBlank, numeric, printable } from './common';

export const WalletType = z.enum(WALLET_TRANSACTION_TYPES);

/** One row of a guest's Supar Coins ledger (spec §3 Wallet transaction). */
export const WalletTransaction = z
  .object({
    id: z.uuid(),
    type: WalletType,
    description: z.string(),
    created_at: z.string(),
    suparCoins: z.number().int(),
    user_id: z.uuid(),
    related_booking_id: z.uuid().nullable(),
    /** The row an admin's adjustment corrects (null on every other row). */
    adjusts_id: z.uuid().nullable(),
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof WalletTransaction>;

/** The spec's reward call; only the booking id counts, the server fixes the amount. */
export const RewardClaim = z
  .object({
    related_booking_id: z.uuid({ error: 'related_booking_id must name your booking' }),
    user_id: z.string().optional(),
    type: z.string().optional(),
    suparCoins: numeric(z.number()).optional(),
    description: z.string().optional(),
  })
  .meta({ id: 'BookingRewardRequest' });

export const RewardCredited = z
  .object({ transaction: WalletTransaction, created: z.boolean(), message: z.string() })
  .meta({ id: 'BookingRewardCredited' });

/** What a coin is worth at checkout and the largest share of a booking coins may pay (hotel settings, decision 105). */
export const CoinTerms = z
  .object({
    valuePaise: z.number().int().meta({ description: 'Paise one coin pays at checkout', example: 100 }),
    maxSharePercent: z
      .number()
      .int()
      .meta({ description: "Largest share of a booking's total coins may pay" }),
  })
  .meta({ id: 'CoinTerms' });

/** The caller's balance and ledger, newest first (`GET /get-suparcoins`), and what a coin is worth. */
export const SuparCoins = z
  .object({ balance: z.number().int(), transactions: z.array(WalletTransaction), terms: CoinTerms })
  .meta({ id: 'SuparCoins' });
export type SuparCoins = z.infer<typeof SuparCoins>;

export const WalletTransactionList = z
  .object({ transactions: z.array(WalletTransaction), balance: z.number().int(), terms: CoinTerms })
  .meta({ id: 'WalletTransactionList' });
export type WalletTransactionList = z.infer<typeof WalletTransactionList>;

// The guest reads it in their ledger ("Adjustment: …"), so it prints as typed (decision 114).
const reason = printable(
  z
    .string()
    .trim()
    .min(3, 'Give a reason for the adjustment.')
    .max(200)
    .regex(notBlank(3), 'Give a reason for the adjustment.'),
  'The reason',
);

/** An admin's correction of a ledger row: the amount it should have been, and why (a new row is written). */
export const WalletAdjustment = z
  .strictObject({ suparCoins: numeric(z.number().int().min(0).max(100_000)), reason })
  .meta({ id: 'WalletAdjustment' });

/** An admin's reversal of a ledger row, and why (a new opposite row is written). */
export const WalletReversalQuery = z.object({ reason: reason.optional() });

export const WalletAdjusted = z
  .object({ transaction: WalletTransaction.nullable(), message: z.string() })
  .meta({ id: 'WalletAdjusted' });
