import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { NoticeQuery, NoticeView } from '~/contracts/notices';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

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
  return rows.map((r) => ({
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
  }));
}
