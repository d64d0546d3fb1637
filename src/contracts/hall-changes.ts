// A change of an event is a new request the hotel answers (issue 34, docs/decisions/109-event-change-requests.md).
import { z } from 'zod';
import { HALL_CHANGE_STATUSES } from '~/lib/hall-changes';
import { isoDate, paise } from './common';
import { eventDays, eventGuests, slotName } from './halls';
import { Priced } from './pricing';

/** The event's new first day (and last day, for a multi-day event), slot and head count. */
export const HallChangeBody = z
  .strictObject({ date: isoDate(), ...eventDays, timeSlot: slotName, guests: eventGuests })
  .meta({ id: 'HallChangeBody' });
export type HallChangeBody = z.infer<typeof HallChangeBody>;

/** A change request as the guest and the events desk read it: the terms asked and where it stands. */
export const HallChangeView = z
  .object({
    id: z.uuid(),
    date: z.string(),
    endDate: z.string(),
    days: z.number().int(),
    timeSlot: z.string(),
    timeSlotLabel: z.string(),
    guests: z.number().int(),
    /** The price quoted for the changed event, with GST. */
    totalPaise: paise(),
    status: z.enum(HALL_CHANGE_STATUSES),
    /** When it lapses unanswered. */
    answerBy: z.iso.datetime(),
    /** What the events desk wrote with its answer (a decline's reason), or null. */
    answerNote: z.string().nullable(),
    requestedAt: z.iso.datetime(),
  })
  .meta({ id: 'HallChangeView' });
export type HallChangeView = z.infer<typeof HallChangeView>;

/** What the change would cost, shown before it is sent, and why it cannot be sent (a paid deposit that would change). */
export const HallChangeQuote = z
  .object({
    bookingId: z.uuid(),
    beforeTotalPaise: paise(),
    after: Priced,
    differencePaise: z.number().int(),
    message: z.string(),
    /** Why this change cannot be asked online, in the guest's words; null when it can. */
    refusal: z.string().nullable(),
  })
  .meta({ id: 'HallChangeQuote' });
export type HallChangeQuote = z.infer<typeof HallChangeQuote>;

/** The change request sent (or withdrawn), and what the guest reads about it. */
export const HallChangeAsked = z
  .object({ message: z.string(), change: HallChangeView })
  .meta({ id: 'HallChangeAsked' });
export type HallChangeAsked = z.infer<typeof HallChangeAsked>;
