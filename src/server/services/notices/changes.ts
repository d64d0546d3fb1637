// A confirmed booking moved in place (issue 34, docs/decisions/110-change-notices.md): the guest and the hotel told
// what changed, the calendar invitation updated (its UID kept, a higher SEQUENCE), the reminder moved.
import { and, eq } from 'drizzle-orm';
import type { BookingStatus } from '~/contracts/common';
import { addDays, type IsoDate } from '~/lib/dates';
import { type HotelMoment, momentOf } from '~/lib/hotel-time';
import type { ChangedFrom, NoticeDetail } from '~/lib/notices';
import type { DbOrTx } from '../../db/client';
import { lockWithinTransaction } from '../../db/locks';
import { notifications } from '../../db/schema';
import {
  bookingNoticeAnchor,
  type NoticedBooking,
  nextSequence,
  noticeGuest,
  toGuest,
  withdrawReminders,
  writeNotices,
} from './queue';
import { type NoticeSchedule, reminderFor } from './schedule';

/** A booking as a change sees it, before or after (services/bookings/kind.ts BookingRef is one). */
export interface ChangedBooking extends NoticedBooking {
  status: BookingStatus;
  startsOn: IsoDate;
  nights?: number;
  startsAt?: Date;
  totalPaise: number;
  description: string;
}

/** What the booking was, as its change message says it: its days (a stay) or its sitting, what it was, its total. */
export function changedFrom(before: ChangedBooking, timeZone: string): ChangedFrom {
  return {
    startDate: before.startsOn,
    endDate: before.nights === undefined ? null : addDays(before.startsOn, before.nights),
    startTime: before.startsAt ? momentOf(before.startsAt, timeZone).time : null,
    description: before.description,
    totalPaise: before.totalPaise,
  };
}

const REPLACED = 'A later change of the booking replaced this message.';
const MOVED = 'The booking moved: the reminder for its new time replaces this one.';

/**
 * Queues, inside the transaction of a change of a confirmed booking (its rows already moved), the messages it owes:
 * `booking_changed` by SMS and email to the guest and by email to the hotel, saying what the booking was and (read
 * when sent) what it is now, the email's invitation under the booking's own UID with a SEQUENCE above every earlier
 * message's; the queued reminder withdrawn and one queued for the new time (none if that has passed). A change
 * message still waiting is replaced, and the new one tells the change from what the guest last heard. Every change
 * is told, one at a time per booking. A booking not confirmed is told nothing (its confirmation tells it). Returns
 * how many messages were queued.
 */
export async function queueChangeNotices(
  tx: DbOrTx,
  before: ChangedBooking,
  after: ChangedBooking,
  at: { now: Date; schedule: NoticeSchedule; starts: HotelMoment | null },
): Promise<number> {
  if (after.status !== 'confirmed') return 0;
  const anchor = await bookingNoticeAnchor(tx, after);
  await lockWithinTransaction(tx, 'bookingNotices', anchor);
  const guest = await noticeGuest(tx, after, anchor);
  const base = {
    bookingKind: after.kind,
    bookingId: anchor,
    sequence: await nextSequence(tx, anchor),
    createdAt: at.now,
    updatedAt: at.now,
  };
  const replaced = await tx
    .update(notifications)
    .set({ status: 'skipped', lastError: REPLACED, updatedAt: at.now })
    .where(
      and(
        eq(notifications.bookingId, anchor),
        eq(notifications.event, 'booking_changed'),
        eq(notifications.status, 'queued'),
      ),
    )
    .returning({
      channel: notifications.channel,
      audience: notifications.audience,
      detail: notifications.detail,
    });
  const from = changedFrom(before, at.schedule.timeZone);
  const detailFor = (row: { channel: string; audience: string }): NoticeDetail => ({
    changedFrom:
      replaced.find((r) => r.channel === row.channel && r.audience === row.audience)?.detail?.changedFrom ??
      from,
  });
  const told = [
    ...toGuest(guest, base, 'booking_changed', at.now),
    {
      ...base,
      event: 'booking_changed' as const,
      dueAt: at.now,
      channel: 'email' as const,
      audience: 'hotel' as const,
      recipient: null,
    },
  ].map((row) => ({ ...row, detail: detailFor(row) }));

  await withdrawReminders(tx, anchor, MOVED, at.now);
  const reminder = at.starts ? reminderFor(after.kind, at.starts, at.schedule, at.now) : null;
  const reminders = reminder ? toGuest(guest, base, reminder.event, reminder.dueAt) : [];
  return (await writeNotices(tx, [...told, ...reminders])).length;
}
