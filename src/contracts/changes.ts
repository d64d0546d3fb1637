// A guest changes their own booking (issue 34, docs/decisions/107-changing-bookings.md).
import { z } from 'zod';
import { PARTY_SIZE, TABLE_SLOTS } from '~/lib/dining';
import { GUEST_LIMITS } from '~/lib/stay';
import { ChosenExtras } from './bookings';
import { BookingKindName, isoDate, numeric, recordId } from './common';
import { OrderResponse } from './payments';
import { Priced } from './pricing';

/** The changed total (with GST) the guest was shown: a change that no longer costs it is refused, changing nothing. */
const quotedTotalPaise = z
  .number()
  .int()
  .positive()
  .optional()
  .meta({ description: 'The total the guest was shown; 409 QUOTE_CHANGED when it no longer holds' });

/**
 * A stay's new dates (its own to keep them), and optionally another room (a listing from getrooms), number of rooms or
 * of guests, or the extras it should have (decision 138).
 */
export const ChangeStayBody = z
  .strictObject({
    checkInDate: isoDate(),
    checkOutDate: isoDate(),
    roomId: recordId('room')
      .optional()
      .meta({ description: 'Another room listing; the same one when left out' }),
    numRooms: numeric(z.number().int().min(GUEST_LIMITS.rooms.min).max(GUEST_LIMITS.rooms.max)).optional(),
    numGuests: numeric(z.number().int().min(1, 'At least one guest.').max(20)).optional(),
    extras: ChosenExtras.optional().meta({
      description:
        'The extras the stay should have, in full (an empty list removes them all); those booked keep their sold price, new ones are priced now. The extras as booked when left out',
    }),
    quotedTotalPaise,
  })
  .meta({ id: 'ChangeStayBody' });
export type ChangeStayBody = z.infer<typeof ChangeStayBody>;

/** A table's new date, time and party size (among the restaurant's open slots). */
export const ChangeTableBody = z
  .strictObject({
    date: isoDate(),
    time: z.enum(TABLE_SLOTS, { error: 'Choose one of the restaurant’s times.' }),
    partySize: numeric(
      z
        .number()
        .int()
        .min(PARTY_SIZE.min, 'At least one guest.')
        .max(PARTY_SIZE.max, `Parties of more than ${PARTY_SIZE.max} are private-dining requests.`),
    ),
    quotedTotalPaise,
  })
  .meta({ id: 'ChangeTableBody' });
export type ChangeTableBody = z.infer<typeof ChangeTableBody>;

/** A change of either kind a guest may change online: a stay's or a table's new terms. */
export const ChangeBody = z.union([ChangeStayBody, ChangeTableBody]).meta({ id: 'ChangeBody' });
export type ChangeBody = z.infer<typeof ChangeBody>;

/** What a change would do: the new price beside the old total, the difference, and what happens to it. */
export const ChangeQuote = z
  .object({
    kind: BookingKindName,
    bookingId: z.uuid(),
    /** The booking's total (with GST) as it stands. */
    beforeTotalPaise: z.number().int(),
    /** The changed booking's bill, by the same rules as a new booking. */
    after: Priced,
    /** After less before: positive costs more, negative costs less. */
    differencePaise: z.number().int(),
    /** A code the booking carried that the change no longer meets, with the reason; the price is without it. */
    droppedCode: z.object({ code: z.string(), reason: z.string() }).nullable(),
    /** Whether the booking is paid: a dearer change is then paid by an order for the difference, a cheaper one refunded. */
    paid: z.boolean(),
    /** What a cheaper change of a paid booking gives back: Supar Coins first, then money to the card or account paid with. */
    refund: z
      .object({ coins: z.number().int(), coinsPaise: z.number().int(), moneyPaise: z.number().int() })
      .nullable(),
    /** What happens to the money, in the guest's words. */
    message: z.string(),
  })
  .meta({ id: 'ChangeQuote' });
export type ChangeQuote = z.infer<typeof ChangeQuote>;

/**
 * What a change did: the quote it met, and for a dearer change of a paid booking the order for the difference,
 * which the guest pays through the checkout (the change is made when it is captured).
 */
export const ChangeAnswer = ChangeQuote.extend({
  payment: OrderResponse.nullable().meta({
    description: 'The order for the difference of a dearer change of a paid booking; null otherwise',
  }),
}).meta({ id: 'ChangeAnswer' });
export type ChangeAnswer = z.infer<typeof ChangeAnswer>;
