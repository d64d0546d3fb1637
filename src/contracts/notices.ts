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
    status: NoticeStatus,
    attempts: z.number().int(),
    lastError: z.string().nullable(),
    dueAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'Notice' });

export const NoticeList = z
  .object({ notices: z.array(NoticeView), count: z.number().int() })
  .meta({ id: 'NoticeList' });
