import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { NoticeQuery, NoticeView } from '~/contracts/notices';
import { formatHotelInstant, maskEmail } from '~/lib/instant-words';
import { BOOKING_KIND_LABELS } from '~/lib/kind-labels';
import { maskPhone } from '~/lib/phone';
import type { Db, DbOrTx } from '../../db/client';
import { hallBookings, notifications, roomBookings, rooms, tableBookings, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordStaffAction } from '../audit';

const LIMIT = 200;

type Notice = typeof notifications.$inferSelect;
interface Addressee {
  code: string | null;
  guestName: string | null;
}

/**
 * The outbox for hotel staff, newest first: each message's state, tries and last error, whom it is for (the guest's
 * name, the address masked) and which booking, its time on the hotel's clock (`timeZone`).
 */
export async function noticeLedger(
  db: DbOrTx,
  filter: z.infer<typeof NoticeQuery> & { id?: string },
  timeZone: string,
): Promise<z.infer<typeof NoticeView>[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(notifications.status, filter.status));
  if (filter.bookingId) where.push(eq(notifications.bookingId, filter.bookingId));
  if (filter.id) where.push(eq(notifications.id, filter.id));
  // Each kind's booking table, joined on the message's kind; the guest is whichever one matched.
  const ofKind = (kind: Notice['bookingKind'], id: AnyPgColumn) =>
    and(eq(notifications.bookingKind, kind), eq(id, notifications.bookingId));
  const rows = await db
    .select({
      notice: notifications,
      code: sql<
        string | null
      >`coalesce(${roomBookings.bookingCode}, ${tableBookings.bookingCode}, ${hallBookings.bookingCode})`,
      guestName: sql<
        string | null
      >`coalesce(nullif(nullif(${roomBookings.guestName}, ''), ${rooms.name}), nullif(${users.name}, ''))`,
    })
    .from(notifications)
    .leftJoin(roomBookings, ofKind('room', roomBookings.id))
    // A stay stored with its listing's name as the guest's (the spec's payment page, decision 141) is the account's.
    .leftJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .leftJoin(tableBookings, ofKind('table', tableBookings.id))
    .leftJoin(hallBookings, ofKind('hall', hallBookings.id))
    .leftJoin(
      users,
      eq(users.id, sql`coalesce(${roomBookings.userId}, ${tableBookings.userId}, ${hallBookings.userId})`),
    )
    .where(and(...where))
    .orderBy(desc(notifications.createdAt))
    .limit(LIMIT);
  return rows.map((r) => noticeView(r.notice, r, timeZone));
}

/** A recipient as the console shows it: a phone or an address with its middle hidden. */
function maskedRecipient(recipient: string | null): string | null {
  if (!recipient) return null;
  return recipient.includes('@') ? maskEmail(recipient) : maskPhone(recipient);
}

/** One message as the outbox shows it (its recipient only masked). */
function noticeView(r: Notice, to: Addressee, timeZone: string): z.infer<typeof NoticeView> {
  return {
    id: r.id,
    event: r.event,
    channel: r.channel,
    audience: r.audience,
    bookingKind: r.bookingKind,
    bookingId: r.bookingId,
    kindLabel: BOOKING_KIND_LABELS[r.bookingKind],
    bookingCode: to.code,
    toName: r.audience === 'hotel' ? 'The hotel' : (to.guestName ?? 'The guest'),
    toAddress: maskedRecipient(r.recipient),
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    dueAt: r.dueAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    whenText: formatHotelInstant(r.sentAt ?? r.dueAt, timeZone),
  };
}

/**
 * Sends a failed message again, for a member of staff: queued, due now, with a fresh set of tries (the worker gives
 * up again after NOTICE_MAX_ATTEMPTS), audited in the same transaction. Only a failed message: one queued, sent or
 * skipped is refused with its state.
 */
export async function resendNotice(
  db: Db,
  id: string,
  by: { userId: string | null; now: Date; timeZone: string },
): Promise<z.infer<typeof NoticeView>> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(notifications).where(eq(notifications.id, id));
    if (!before) throw new AppError('NOT_FOUND', 'That message does not exist.');
    const [after] = await tx
      .update(notifications)
      .set({ status: 'queued', attempts: 0, dueAt: by.now, claimedUntil: null, updatedAt: by.now })
      .where(and(eq(notifications.id, id), eq(notifications.status, 'failed')))
      .returning();
    if (!after) {
      throw new AppError(
        'CONFLICT',
        `Only a failed message can be sent again: this one is ${before.status}.`,
      );
    }
    await recordStaffAction(
      tx,
      { id: by.userId },
      {
        action: 'message.resend',
        target: { kind: 'notification', id },
        before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
        after: { status: after.status, attempts: after.attempts },
      },
      by.now,
    );
  });
  const [view] = await noticeLedger(db, { id }, by.timeZone);
  return view!;
}
