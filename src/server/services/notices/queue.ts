import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { HotelMoment } from '~/lib/hotel-time';
import type { DbOrTx } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { verifiedEmailColumn } from '../verified-email';
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
/** Events that confirm a booking: each sets the reminder at its hour. */
export const CONFIRMING_EVENTS: readonly NoticeEvent[] = [
  'booking_confirmed',
  'hall_confirmed',
  'booking_pay_at_hotel',
];
/** Events after which the booking no longer happens: its queued reminders are withdrawn. */
const ENDS_BOOKING: readonly NoticeEvent[] = ['booking_cancelled', 'hall_declined'];

/** The id every message and the calendar entry of a booking name: the first of the rows booked together. */
export function noticeAnchor(booking: Pick<NoticedBooking, 'rowIds' | 'id'>): string {
  return [...booking.rowIds].sort()[0] ?? booking.id;
}

/**
 * The anchor its messages already name, while that row is still the booking's: a change that adds a room keeps
 * the calendar UID and the outbox history of the booking, whatever the new row's id. Else `noticeAnchor`.
 */
export async function bookingNoticeAnchor(
  db: DbOrTx,
  booking: Pick<NoticedBooking, 'rowIds' | 'id'>,
): Promise<string> {
  if (booking.rowIds.length <= 1) return noticeAnchor(booking);
  const [first] = await db
    .select({ bookingId: notifications.bookingId })
    .from(notifications)
    .where(inArray(notifications.bookingId, booking.rowIds))
    .orderBy(asc(notifications.createdAt), asc(notifications.sequence))
    .limit(1);
  return first?.bookingId ?? noticeAnchor(booking);
}

/** The SEQUENCE the booking's next message carries: one above any earlier message's, 0 for the first. */
export async function nextSequence(db: DbOrTx, anchor: string): Promise<number> {
  const [last] = await db
    .select({ sequence: sql<number | null>`max(${notifications.sequence})` })
    .from(notifications)
    .where(eq(notifications.bookingId, anchor));
  return last?.sequence == null ? 0 : Number(last.sequence) + 1;
}

/** The guest's SMS, and email when they gave one, of an event, due at `dueAt`. */
export function toGuest(
  guest: { phone: string; email: string | null },
  base: Omit<NewNotice, 'event' | 'dueAt' | 'channel' | 'audience' | 'recipient'>,
  event: NoticeEvent,
  dueAt: Date,
): NewNotice[] {
  const rows: NewNotice[] = [
    { ...base, event, dueAt, channel: 'sms', audience: 'guest', recipient: guest.phone },
  ];
  if (guest.email)
    rows.push({ ...base, event, dueAt, channel: 'email', audience: 'guest', recipient: guest.email });
  return rows;
}

/** The guest a booking's messages go to (by email only at a proven address, decision 115); a booking always has one. */
export async function noticeGuest(db: DbOrTx, booking: Pick<NoticedBooking, 'userId'>, anchor: string) {
  const [guest] = await db
    .select({ phone: users.phone, email: verifiedEmailColumn })
    .from(users)
    .where(eq(users.id, booking.userId));
  if (!guest) throw new Error(`Booking ${anchor} has no guest`);
  return guest;
}

/** Queued reminders withdrawn (skipped, with the reason): the booking no longer happens, or moved. */
export async function withdrawReminders(db: DbOrTx, anchor: string, reason: string, now: Date) {
  await db
    .update(notifications)
    .set({ status: 'skipped', lastError: reason, updatedAt: now })
    .where(
      and(
        eq(notifications.bookingId, anchor),
        eq(notifications.status, 'queued'),
        inArray(notifications.event, ['stay_reminder', 'table_reminder']),
      ),
    );
}

/** Writes messages to the outbox; one a unique index already holds (a repeat) is not written. Returns those written. */
export async function writeNotices(db: DbOrTx, rows: NewNotice[]) {
  if (rows.length === 0) return [];
  // No conflict target: each event's own partial unique index (once, or once per SEQUENCE) is the arbiter.
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ channel: notifications.channel, audience: notifications.audience });
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
  const anchor = await bookingNoticeAnchor(tx, booking);
  const guest = await noticeGuest(tx, booking, anchor);
  const base = {
    bookingKind: booking.kind,
    bookingId: anchor,
    sequence: await nextSequence(tx, anchor),
    createdAt: at.now,
    updatedAt: at.now,
  };
  const rows = toGuest(guest, base, event, at.now);
  if (HOTEL_HEARS.includes(event)) {
    rows.push({ ...base, event, dueAt: at.now, channel: 'email', audience: 'hotel', recipient: null });
  }
  if (ENDS_BOOKING.includes(event)) {
    await withdrawReminders(tx, anchor, 'The booking no longer takes place.', at.now);
  }
  const written = await writeNotices(tx, rows);
  // The reminder comes with the confirmation's first writing (its guest SMS) only: a repeated call writes neither.
  const first = written.some((r) => r.channel === 'sms' && r.audience === 'guest');
  const confirms = CONFIRMING_EVENTS.includes(event);
  const reminder =
    first && confirms && at.starts ? reminderFor(booking.kind, at.starts, at.schedule, at.now) : null;
  if (!reminder) return written.length;
  return (
    written.length + (await writeNotices(tx, toGuest(guest, base, reminder.event, reminder.dueAt))).length
  );
}

/**
 * A stay moved to another room by the desk (decision 151): the guest is told the room it now has, by SMS (and email
 * to a proven address), through the outbox in the transaction that moved it. Each move is its own message.
 */
export async function queueRoomMoveNotice(
  tx: DbOrTx,
  booking: NoticedBooking,
  move: { from: string; to: string },
  now: Date,
): Promise<number> {
  const anchor = await bookingNoticeAnchor(tx, booking);
  const guest = await noticeGuest(tx, booking, anchor);
  const base = {
    bookingKind: booking.kind,
    bookingId: anchor,
    sequence: await nextSequence(tx, anchor),
    createdAt: now,
    updatedAt: now,
  };
  const rows = toGuest(guest, base, 'room_moved', now).map((row) => ({ ...row, detail: { roomMove: move } }));
  return (await writeNotices(tx, rows)).length;
}
