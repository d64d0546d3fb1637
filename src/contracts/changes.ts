// A guest changes their own booking (issue 34, docs/decisions/107-changing-bookings.md).
import { z } from 'zod';
import { PARTY_SIZE, TABLE_SLOTS } from '~/lib/dining';
import { GUEST_LIMITS } from '~/lib/stay';
import { BookingKindName, isoDate, numeric, recordId } from './common';
import { Priced } from './pricing';

/** A stay's new dates, and optionally another room (a listing from getrooms), number of rooms or of guests. */
export const ChangeStayBody = z
  .strictObject({
    checkInDate: isoDate(),
    checkOutDate: isoDate(),
    roomId: recordId('room')
      .optional()
      .meta({ description: 'Another room listing; the same one when left out' }),
    numRooms: numeric(z.number().int().min(GUEST_LIMITS.rooms.min).max(GUEST_LIMITS.rooms.max)).optional(),
    numGuests: numeric(z.number().int().min(1, 'At least one guest.').max(20)).optional(),
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
    /** What happens to the money, in the guest's words. */
    message: z.string(),
  })
  .meta({ id: 'ChangeQuote' });
export type ChangeQuote = z.infer<typeof ChangeQuote>;
