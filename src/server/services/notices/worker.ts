import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Env } from '../../env';
import { MailDeliveryError, type MailProvider } from '../../providers/mail';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms';
import { composeEmail, composeSms } from './compose';
import { documentAttachments } from './documents';
import type { NoticeFactsReader } from './facts';
import { retryDelayMs } from './retries';

type Notice = typeof notifications.$inferSelect;

/** What the notice worker sends with, and the settings it reads. */
export interface NoticeSenders {
  database: Database;
  sms: SmsProvider;
  mail: MailProvider;
  logger: Pick<Logger, 'info' | 'warn'>;
  /** Reads a booking's facts as they stand when its message is sent (services/bookings/notice-facts.ts). */
  facts: NoticeFactsReader;
  env: Pick<Env, 'HOTEL_TIMEZONE' | 'SITE_URL' | 'HOTEL_STAFF_EMAIL' | 'NOTICE_MAX_ATTEMPTS'>;
}

/** How long a worker's claim on a message lasts before another process may take it (it died mid-send). */
const CLAIM_MS = 5 * 60_000;
const BATCH = 20;
/** Reminders that no longer hold: the booking is not (or no longer) confirmed. */
const REMINDERS = new Set(['stay_reminder', 'table_reminder']);

/**
 * Claims due messages for this process: queued ones whose time has come, and claims that lapsed. The rows are
 * read `FOR UPDATE SKIP LOCKED`, so processes draining the same table never take the same message.
 */
export async function claimDueNotices(database: Database, now: Date, limit = BATCH): Promise<Notice[]> {
  return database.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        or(
          and(eq(notifications.status, 'queued'), lte(notifications.dueAt, now)),
          and(eq(notifications.status, 'sending'), lte(notifications.claimedUntil, now)),
        ),
      )
      .orderBy(asc(notifications.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(notifications)
      .set({ status: 'sending', claimedUntil: new Date(now.getTime() + CLAIM_MS), updatedAt: now })
      .where(
        inArray(
          notifications.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** Sends one claimed message; the booking's facts are read as they stand now. Returns the row's new status. */
async function deliver(senders: NoticeSenders, notice: Notice, now: Date): Promise<Notice['status']> {
  const { env } = senders;
  const settle = (values: Partial<Notice>) =>
    senders.database.db
      .update(notifications)
      .set({ ...values, claimedUntil: null, updatedAt: now })
      .where(and(eq(notifications.id, notice.id), eq(notifications.status, 'sending')));
  const attempts = notice.attempts + 1;
  try {
    const facts = await senders.facts(
      senders.database.db,
      { kind: notice.bookingKind, id: notice.bookingId },
      { timeZone: env.HOTEL_TIMEZONE, siteUrl: env.SITE_URL },
    );
    if (!facts) throw new Error('The booking no longer exists.');
    if (REMINDERS.has(notice.event) && facts.status !== 'confirmed') {
      await settle({ status: 'skipped', lastError: `The booking is ${facts.status}.` });
      return 'skipped';
    }
    let sent: { id: string };
    let recipient = notice.recipient;
    if (notice.channel === 'sms') {
      sent = await senders.sms.sendText({
        to: notice.recipient!,
        text: composeSms(notice, facts),
        tag: `${notice.audience}-${notice.event}`,
        fields: { reference: facts.code, date: facts.starts.date, link: facts.detailsUrl },
      });
    } else {
      recipient ??= env.HOTEL_STAFF_EMAIL;
      const email = composeEmail(notice, facts, recipient);
      const documents = await documentAttachments(notice, facts);
      if (documents.length > 0) email.attachments = [...(email.attachments ?? []), ...documents];
      sent = await senders.mail.send(email);
    }
    await settle({
      status: 'sent',
      attempts,
      recipient,
      sentAt: now,
      lastError: null,
      providerMessageId: sent.id,
    });
    senders.logger.info({ noticeId: notice.id, event: notice.event, channel: notice.channel }, 'notice sent');
    return 'sent';
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    // A refusal (a 5xx from a mail server, a 4xx from the SMS gateway) fails at once with its reason: staff see it
    // and can send it again; anything else (unreachable, a 5xx from the gateway) is tried again later.
    const givingUp = refusedForGood(error) || attempts >= env.NOTICE_MAX_ATTEMPTS;
    await settle({
      status: givingUp ? 'failed' : 'queued',
      attempts,
      lastError: reason.slice(0, 500),
      dueAt: givingUp ? notice.dueAt : new Date(now.getTime() + retryDelayMs(attempts)),
    });
    senders.logger.warn(
      { noticeId: notice.id, event: notice.event, channel: notice.channel, attempts, err: error },
      givingUp ? 'notice failed: gave up' : 'notice failed: will retry',
    );
    return givingUp ? 'failed' : 'queued';
  }
}

/** Whether the provider refused the message for good, so that another try would be refused the same way. */
function refusedForGood(error: unknown): boolean {
  return (error instanceof MailDeliveryError || error instanceof SmsDeliveryError) && error.refused;
}

/** One round of the worker: claims what is due and sends it; returns how each message ended. */
export async function deliverDueNotices(
  senders: NoticeSenders,
  now: Date,
): Promise<{ sent: number; retrying: number; failed: number; skipped: number }> {
  const tally = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
  for (;;) {
    const claimed = await claimDueNotices(senders.database, now);
    for (const notice of claimed) {
      const status = await deliver(senders, notice, now);
      if (status === 'sent') tally.sent++;
      else if (status === 'skipped') tally.skipped++;
      else if (status === 'failed') tally.failed++;
      else tally.retrying++;
    }
    if (claimed.length < BATCH) return tally;
  }
}

/** Drains the outbox every `intervalMs` (the server's background job); returns a stop function. */
export function startNoticeWorker(
  senders: NoticeSenders,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs: number,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueNotices(senders, now())
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
