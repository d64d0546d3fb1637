// A stay's folio at the front desk (decision 145): charges to the room, voids, payments and refunds at the desk.
import { z } from 'zod';
import { DESK_METHODS, FOLIO_CHARGE_KINDS, MAX_CHARGE_PAISE, MINIBAR_ITEM_KEYS } from '~/lib/folio';
import { notBlank, paise, printable, rupeePrice, staffReason, wordOf } from './common';

const MAX_RUPEES = MAX_CHARGE_PAISE / 100;

/** What a charge was, as the invoice prints it after its kind ("Dinner at Ambrai, 2 guests"). */
const chargeWords = () =>
  printable(
    z
      .string()
      .max(120, 'Keep the description under 120 characters.')
      .regex(notBlank(2), 'Say what the charge is for.'),
    'The description',
  )
    .transform((text) => text.trim())
    .meta({ description: 'What the charge is for, as the tax invoice prints it' });

/** A terminal's or UPI reference: letters, digits and dashes, as the slip or the app shows it. */
const deskReference = () =>
  z
    .string()
    .trim()
    .regex(
      /^[A-Za-z0-9-]{4,40}$/,
      'The reference is 4 to 40 letters, digits or dashes, as the slip or the UPI app shows it.',
    )
    .meta({ description: "The card terminal's or UPI transaction reference (not for cash)" });

/** A charge to the room: its kind, the minibar's item, its price before GST in rupees, and what it was. */
export const FolioChargeBody = z
  .strictObject({
    kind: wordOf(FOLIO_CHARGE_KINDS),
    item: wordOf(MINIBAR_ITEM_KEYS)
      .optional()
      .meta({ description: 'The minibar good (its HSN and rate follow)' }),
    price: rupeePrice(MAX_RUPEES, 'The price').meta({ description: 'The price before GST, in rupees' }),
    description: chargeWords(),
  })
  .meta({ id: 'FolioChargeBody' });

/** A void of a charge, with the reason the audit keeps. */
export const FolioVoidBody = z.strictObject({ reason: staffReason() }).meta({ id: 'FolioVoidBody' });

const deskMoney = {
  method: wordOf(DESK_METHODS),
  amount: rupeePrice(MAX_RUPEES, 'The amount').meta({ description: 'In rupees' }),
  // Required for card and UPI: the service says so, naming the field (a rule between fields the document cannot state).
  reference: deskReference().optional(),
};

/** A payment taken at the desk. */
export const DeskPaymentBody = z.strictObject(deskMoney).meta({ id: 'DeskPaymentBody' });

/** Money given back at the desk, with why. */
export const DeskRefundBody = z
  .strictObject({ ...deskMoney, reason: staffReason() })
  .meta({ id: 'DeskRefundBody' });

const Balance = z.object({
  bookingPaise: paise(),
  chargesPaise: paise(),
  paidPaise: z.number().int(),
  duePaise: z.number().int().meta({ description: 'Due; below zero, held beyond the charges (owed back)' }),
});

/** One charge on the folio. */
export const FolioChargeLine = z
  .object({
    id: z.uuid(),
    kind: z.enum(FOLIO_CHARGE_KINDS),
    description: z.string(),
    sac: z.string().meta({ description: 'SAC, or a minibar good’s HSN' }),
    rateBp: z.number().int(),
    taxablePaise: paise(),
    cgstPaise: paise(),
    sgstPaise: paise(),
    totalPaise: paise(),
    chargedAt: z.string(),
    chargedBy: z.string().nullable(),
    voided: z.object({ reason: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
  })
  .meta({ id: 'FolioChargeLine' });

/** One movement of money on the folio: a payment or a refund, how, when and by whom. */
const FolioMoneyLine = z.object({
  what: z.enum(['payment', 'refund']),
  amountPaise: paise(),
  how: z.string(),
  reference: z.string().nullable(),
  at: z.string(),
  by: z.string().nullable(),
});

/** A stay's folio as the console shows it. */
export const Folio = z
  .object({
    bookingId: z.uuid(),
    code: z.string(),
    open: z.boolean(),
    held: z
      .boolean()
      .meta({ description: 'Held for payment: its whole total taken at the desk confirms it' }),
    inHouse: z.boolean(),
    booking: z.object({ description: z.string(), totalPaise: paise() }),
    charges: z.array(FolioChargeLine),
    money: z.array(FolioMoneyLine),
    balance: Balance,
    owedAtDeskPaise: paise().meta({
      description:
        'Owed back at the desk and not yet given: a cancelled booking paid at the desk (decision 151)',
    }),
  })
  .meta({ id: 'Folio' });
export type Folio = z.infer<typeof Folio>;

/** What a folio action answers: what was done, and the balance after it. */
export const FolioDone = z.object({ message: z.string(), balance: Balance }).meta({ id: 'FolioDone' });
export type FolioDone = z.infer<typeof FolioDone>;
