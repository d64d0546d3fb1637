// The staff console's Guests screen (decision 104).
import { z } from 'zod';
import { PhoneInput } from './auth';
import { rule, staffReason } from './common';
import { FoundBooking } from './staff-desks';
import { WalletTransaction } from './wallet';

export const GuestLookup = z.object({ phone: PhoneInput.meta({ param: { name: 'phone', in: 'query' } }) });

export const GuestFile = z
  .object({
    guest: z.object({
      id: z.uuid(),
      name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      role: z.string(),
      joinedAt: z.iso.datetime(),
    }),
    bookings: z.array(FoundBooking),
    coins: z.object({ balance: z.number().int(), transactions: z.array(WalletTransaction) }),
    referrals: z.array(
      z.object({
        name: z.string(),
        status: z.string(),
        invitedAt: z.iso.datetime(),
        joinedAt: z.iso.datetime().nullable(),
      }),
    ),
  })
  .meta({ id: 'GuestFile' });
export type GuestFile = z.infer<typeof GuestFile>;

/** An admin adds (positive) or takes (negative) coins, with a reason the ledger row and the audit keep. */
export const CoinsAdjustment = z
  .strictObject({
    coins: z
      .number()
      .int('Whole coins only.')
      .min(-10_000, 'Take at most 10,000 coins at once.')
      .max(10_000, 'Add at most 10,000 coins at once.')
      .refine((n) => n !== 0, rule('Add or take at least one coin.')),
    reason: staffReason(),
  })
  .meta({ id: 'CoinsAdjustment' });
export const CoinsAdjusted = z
  .object({ message: z.string(), balance: z.number().int() })
  .meta({ id: 'CoinsAdjusted' });
