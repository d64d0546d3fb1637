import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { NoticeQuery, NoticeView } from '~/contracts/notices';
import type { Db, DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import { AppError } from '../../errors';
import { recordStaffAction } from '../audit';

const LIMIT = 200;

/** The outbox for hotel staff, newest first: each message's state, tries and last error (never its recipient). */
export async function noticeLedger(
  db: DbOrTx,
  filter: z.infer<typeof NoticeQuery>,
): Promise<z.infer<typeof NoticeView>[]> {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(notifications.status, filter.status));
  if (filter.bookingId) where.push(eq(notifications.bookingId, filter.bookingId));
  const rows = await db
    .select()
    .from(notifications)
    .where(and(...where))
    .orderBy(desc(notifications.createdAt))
    .limit(LIMIT);
  return rows.map(noticeView);
}

type Notice = typeof notifications.$inferSelect;

/** One message as the outbox shows it (never its recipient). */
function noticeView(r: Notice): z.infer<typeof NoticeView> {
  return {
    id: r.id,
    event: r.event,
    channel: r.channel,
    audience: r.audience,
    bookingKind: r.bookingKind,
    bookingId: r.bookingId,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    dueAt: r.dueAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  };
}

/**
 * Sends a failed message again, for a member of staff: queued, due now, with a fresh set of tries (the worker gives
 * up again after NOTICE_MAX_ATTEMPTS), audited in the same transaction. Only a failed message: one queued, sent or
 * skipped is refused with its state.
 */
export async function resendNotice(db: Db, id: string, by: { userId: string | null; now: Date }) {
  return db.transaction(async (tx) => {
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
    return noticeView(after);
  });
}
