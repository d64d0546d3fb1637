// The Supar Coins ledger on the wire: the spec's client-side reward call and a ledger row.
import { z } from 'zod';

export const WalletType = z.enum(['credit', 'cashback', 'referral', 'refund', 'debit', 'other']);

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
  })
  .meta({ id: 'WalletTransaction' });
export type WalletTransaction = z.infer<typeof WalletTransaction>;

/** The spec's reward call; only the booking id counts, the server fixes the amount. */
export const RewardClaim = z
  .object({
    related_booking_id: z.uuid({ error: 'related_booking_id must name your booking' }),
    user_id: z.string().optional(),
    type: z.string().optional(),
    suparCoins: z.number().optional(),
    description: z.string().optional(),
  })
  .meta({ id: 'BookingRewardRequest' });

export const RewardCredited = z
  .object({ transaction: WalletTransaction, created: z.boolean(), message: z.string() })
  .meta({ id: 'BookingRewardCredited' });
