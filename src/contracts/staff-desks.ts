// The staff console's desks (decision 104): the events desk, the restaurant's table sheet, and the bookings search
// and record. Who is signed in, the audit and people are in staff.ts.
import { z } from 'zod';
import { BOOKING_KINDS, HOLDING_STATUSES } from '~/lib/bookings';
import { HOTEL_ANSWERS } from '~/lib/hall-requests';
import { isoDate, notBlank, paise, rule, staffReason, wordOf } from './common';

/** A hall request or event as the events desk reads it. */
export const DeskEvent = z
  .object({
    id: z.uuid(),
    code: z.string(),
    hallName: z.string(),
    eventType: z.string(),
    date: z.string(),
    endDate: z.string(),
    slot: z.string(),
    guests: z.number().int(),
    customerName: z.string(),
    customerPhone: z.string(),
    customerEmail: z.string(),
    eventDetails: z.string().nullable(),
    totalPaise: paise(),
    status: z.string(),
    requestedAt: z.iso.datetime(),
    answerBy: z.iso.datetime().nullable().meta({ description: 'When it lapses unanswered (or unpaid)' }),
    minutesLeft: z.number().int().nullable(),
  })
  .meta({ id: 'DeskEvent' });
export type DeskEvent = z.infer<typeof DeskEvent>;

/** An event's terms as the desk compares them. */
const DeskTerms = z.object({
  date: z.string(),
  endDate: z.string(),
  slot: z.string(),
  guests: z.number().int(),
  totalPaise: paise(),
});

/** A guest's change request (decision 109): the event as booked, the change asked, the time left to answer. */
export const DeskChange = z
  .object({
    id: z.uuid(),
    bookingId: z.uuid(),
    code: z.string(),
    hallName: z.string(),
    eventType: z.string(),
    customerName: z.string(),
    customerPhone: z.string(),
    standing: z.enum(['awaiting', 'deposit', 'paid']),
    booked: DeskTerms,
    asked: DeskTerms,
    moneyRefusal: z
      .string()
      .nullable()
      .meta({ description: 'Why it cannot be confirmed as it stands (a paid deposit that would change)' }),
    requestedAt: z.iso.datetime(),
    answerBy: z.iso.datetime(),
    minutesLeft: z.number().int(),
  })
  .meta({ id: 'DeskChange' });
export type DeskChange = z.infer<typeof DeskChange>;

export const EventsDesk = z
  .object({
    awaitingAnswer: z.array(DeskEvent).meta({ description: 'Oldest first' }),
    changeRequests: z.array(DeskChange).meta({ description: 'Guests’ change requests, oldest first' }),
    awaitingDeposit: z.array(DeskEvent),
    confirmed: z.array(DeskEvent).meta({ description: 'Paid events from the hotel’s today on, by date' }),
  })
  .meta({ id: 'EventsDesk' });
export type EventsDesk = z.infer<typeof EventsDesk>;

/** The events desk's answer: confirm, or decline with a reason the guest reads (required then). */
export const HallDeskAnswer = z
  .strictObject({ answer: wordOf(HOTEL_ANSWERS), reason: staffReason().optional() })
  .refine(
    (body) => body.answer !== 'declined' || Boolean(body.reason),
    rule('Give the guest a reason for the decline.', ['reason']),
  )
  .meta({ id: 'HallDeskAnswer' });

/** What a staff action said, and the booking it was done to. */
export const StaffDone = z.object({ message: z.string(), bookingId: z.uuid() }).meta({ id: 'StaffDone' });

/** A party on the table sheet. */
export const SheetParty = z.object({
  id: z.uuid(),
  code: z.string(),
  tables: z.string(),
  partySize: z.number().int(),
  name: z.string(),
  phone: z.string(),
  note: z.string().nullable(),
  specialRequests: z.string().nullable(),
  status: z.enum(HOLDING_STATUSES),
  paid: z.boolean(),
  totalPaise: paise(),
  seatedAt: z.iso.datetime().nullable(),
  noShowAt: z.iso.datetime().nullable(),
  standing: z.string().meta({
    description:
      'Where the party stands on the night, in the desk’s words: Held, unpaid; Expected; Seated; No-show',
  }),
});
export type SheetParty = z.infer<typeof SheetParty>;

export const TableSheetQuery = z.object({ date: isoDate().optional() });
export const TableSheet = z
  .object({
    date: z.string(),
    closedDay: z.boolean(),
    tables: z.array(
      z.object({
        number: z.number().int(),
        seats: z.number().int(),
        joinsNext: z.boolean(),
        inService: z.boolean(),
      }),
    ),
    rules: z.array(z.string()).meta({ description: 'How a slot opens, in words' }),
    slots: z.array(
      z.object({
        time: z.string(),
        label: z.string(),
        covers: z.number().int(),
        parties: z.array(SheetParty),
      }),
    ),
  })
  .meta({ id: 'TableSheet' });
export type TableSheet = z.infer<typeof TableSheet>;

/** Staff cancel a booking: by its policy (refused outside the guest's window), or by override; always with a reason. */
export const StaffCancel = z
  .strictObject({
    reason: staffReason(),
    override: z.boolean().default(false).meta({ description: "Cancel whatever the policy's window says" }),
  })
  .meta({ id: 'StaffCancel' });

export const BookingSearchQuery = z.object({
  q: z
    .string()
    .max(80, 'Keep the search under 80 characters.')
    .regex(notBlank(2), 'Type at least two characters: a reference, a phone number, a name or a date.')
    .transform((text) => text.trim()),
});
export const FoundBooking = z.object({
  kind: z.enum(BOOKING_KINDS),
  kindLabel: z.string().meta({ description: 'What the kind is called in a list: Stay, Table, Event' }),
  id: z.uuid(),
  code: z.string(),
  guestName: z.string(),
  phone: z.string(),
  place: z.string().meta({ description: 'Where: "Room 101", "Rooms 101, 102", "Table 4", the hall' }),
  what: z.string(),
  startsOn: z.string(),
  status: z.string(),
  totalPaise: paise(),
});
export type FoundBooking = z.infer<typeof FoundBooking>;
export const BookingSearchResults = z
  .object({ bookings: z.array(FoundBooking) })
  .meta({ id: 'BookingSearchResults' });

export const BookingRecord = z
  .object({
    booking: z.object({
      kind: z.enum(BOOKING_KINDS),
      id: z.uuid(),
      code: z.string(),
      status: z.string(),
      description: z.string(),
      startsOn: z.string(),
      totalPaise: paise(),
      guestName: z
        .string()
        .meta({ description: 'The name the booking is made under (the account holder by default)' }),
      place: z.string().meta({ description: 'Where: "Room 101", "Rooms 101, 102", "Table 4", the hall' }),
      kindLabel: z.string().meta({ description: 'Stay, Table or Event' }),
      guest: z.object({ id: z.uuid(), name: z.string(), phone: z.string(), email: z.string().nullable() }),
      bookedAtDeskBy: z.string().nullable().meta({
        description: 'Who booked it at the desk (a walk-in or a phone guest); null when the guest booked',
      }),
    }),
    refund: z
      .object({
        status: z.string(),
        amountPaise: paise(),
        at: z.iso.datetime().nullable(),
        /** Less than was paid is given back (a cheaper change; decision 111). */
        inPart: z.boolean(),
        atDesk: z
          .boolean()
          .meta({ description: 'Owed or given back at the front desk (money the desk took)' }),
        paidPaise: paise(),
      })
      .nullable(),
    history: z.array(
      z.object({ at: z.iso.datetime(), what: z.string(), detail: z.string(), by: z.string().nullable() }),
    ),
  })
  .meta({ id: 'BookingRecord' });
export type BookingRecord = z.infer<typeof BookingRecord>;
