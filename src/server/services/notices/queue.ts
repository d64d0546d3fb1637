import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { HotelMoment } from '~/lib/hotel-time';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { type NoticeEvent, type NoticeSchedule, reminderFor } from './schedule';

/** The booking a message is about: its kind, its rows (a group of rooms is one booking) and its guest. */
export interface NoticedBooking {
  kind: BookingKindName;
  id: string;
  rowIds: string[];
  userId: string;
}

type NewNotice = typeof notifications.$inferInsert;

/** The events the hotel's own notice address hears of, besides the guest. */
const HOTEL_HEARS: readonly NoticeEvent[] = [
  'booking_confirmed',
  'hall_request_received',
  'booking_cancelled',
];
/** Events after which the booking no longer happens: its queued reminders are withdrawn. */
const ENDS_BOOKING: readonly NoticeEvent[] = ['booking_cancelled', 'hall_declined'];

/** The id every message and the calendar entry of a booking name: the first of the rows booked together. */
export function noticeAnchor(booking: Pick<NoticedBooking, 'rowIds' | 'id'>): string {
  return [...booking.rowIds].sort()[0] ?? booking.id;
}

/**
 * Writes the messages an event owes, inside the transaction that made the change (so they exist exactly when
 * the change does): an SMS to the guest, an email when the guest has one, the hotel's notice, and for a
 * confirmation the reminder at its hour, given when the booking `starts`. A second call for the same event writes
 * nothing (one row per booking, event, channel and audience). Returns how many messages were queued.
 */
export async function queueBookingNotices(
  tx: DbOrTx,
  event: NoticeEvent,
  booking: NoticedBooking,
  at: { now: Date; schedule: NoticeSchedule; starts?: HotelMoment | null },
): Promise<number> {
  const anchor = noticeAnchor(booking);
  const [guest] = await tx
    .select({ phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, booking.userId));
  if (!guest) throw new Error(`Booking ${anchor} has no guest`);
  const [last] = await tx
    .select({ sequence: sql<number | null>`max(${notifications.sequence})` })
    .from(notifications)
    .where(eq(notifications.bookingId, anchor));
  const sequence = last?.sequence == null ? 0 : Number(last.sequence) + 1;

  const base = {
    bookingKind: booking.kind,
    bookingId: anchor,
    sequence,
    createdAt: at.now,
    updatedAt: at.now,
  };
  const toGuest = (ev: NoticeEvent, dueAt: Date): NewNotice[] => [
    { ...base, event: ev, dueAt, channel: 'sms', audience: 'guest', recipient: guest.phone },
    ...(guest.email
      ? [
          {
            ...base,
            event: ev,
            dueAt,
            channel: 'email' as const,
            audience: 'guest' as const,
            recipient: guest.email,
          },
        ]
      : []),
  ];
  const rows = toGuest(event, at.now);
  if (HOTEL_HEARS.includes(event)) {
    rows.push({ ...base, event, dueAt: at.now, channel: 'email', audience: 'hotel', recipient: null });
  }
  if ((event === 'booking_confirmed' || event === 'hall_confirmed') && at.starts) {
    const reminder = reminderFor(booking.kind, at.starts, at.schedule, at.now);
    if (reminder) rows.push(...toGuest(reminder.event, reminder.dueAt));
  }
  if (ENDS_BOOKING.includes(event)) {
    await tx
      .update(notifications)
      .set({ status: 'skipped', lastError: 'The booking no longer takes place.', updatedAt: at.now })
      .where(
        and(
          eq(notifications.bookingId, anchor),
          eq(notifications.status, 'queued'),
          inArray(notifications.event, ['stay_reminder', 'table_reminder']),
        ),
      );
  }
  const queued = await tx
    .insert(notifications)
    .values(rows)
    // notifications_once, which leaves out the events a booking may hear of again.
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return queued.length;
}
