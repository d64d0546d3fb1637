// The booking notices outbox as hotel staff read it: what was sent, what waits, what failed and why.
import { z } from 'zod';
import { NOTICE_AUDIENCES, NOTICE_CHANNELS, NOTICE_STATUSES } from '~/lib/notices';
import { BookingKindName, recordId } from './common';

export const NoticeStatus = z.enum(NOTICE_STATUSES);

export const NoticeQuery = z
  .object({
    status: NoticeStatus.optional().meta({ description: 'Only messages in this state (failed: gave up)' }),
    bookingId: recordId('booking').optional(),
  })
  .strict()
  .meta({ id: 'NoticeQuery' });

export const NoticeView = z
  .object({
    id: z.string(),
    event: z.string(),
    channel: z.enum(NOTICE_CHANNELS),
    audience: z.enum(NOTICE_AUDIENCES),
    bookingKind: BookingKindName,
    bookingId: z.string(),
    /** What the kind is called in a list: "Stay", "Table", "Event". */
    kindLabel: z.string(),
    /** The booking's reference (PAL-…, TBL-…, EVT-…); null if the booking is gone. */
    bookingCode: z.string().nullable(),
    /** Whom the message is for: the guest's name, or "The hotel" for the hotel's own notice. */
    toName: z.string(),
    /** Where it goes, masked as the console masks contacts: "+91 98••• •••78", "i•••@example.in". */
    toAddress: z.string().nullable(),
    status: NoticeStatus,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    dueAt: z.string(),
    sentAt: z.string().nullable(),
    /** When it was sent, or is (or was) due, on the hotel's clock: "7 Dec 2026, 3:05 pm". */
    whenText: z.string(),
  })
  .meta({ id: 'Notice' });

export const NoticeList = z
  .object({ notices: z.array(NoticeView), count: z.number().int() })
  .meta({ id: 'NoticeList' });
