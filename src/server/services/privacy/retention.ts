import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Database, DbOrTx } from '~/server/db/client';
import { ADVISORY_LOCKS } from '~/server/db/locks';
import {
  contactMessages,
  emailVerifications,
  guestRegistrations,
  notifications,
  otpCodes,
  rateLimitHits,
  roomBookings,
  sessions,
} from '~/server/db/schema';
import type { Env } from '~/server/env';
import { removeIdPhoto } from '../registration/id-photos';
import { eraseDueAccounts } from './erasure';

/** How long each kind of row is kept (settings; README). Logs of processing at least a year: DPDP Rules, rule 8(3). */
export interface RetentionPeriods {
  signInDays: number;
  messageLogDays: number;
  contactDays: number;
  rateLimitHours: number;
  /** The hotel register (IDs, Form C): at least a year after the stay (IFR 2025 r. 17(1)); 365 when not given. */
  registrationDays?: number;
}

/** The periods as the settings give them. */
export function retentionPeriods(env: Env): RetentionPeriods {
  return {
    signInDays: env.RETENTION_SIGN_IN_DAYS,
    messageLogDays: env.RETENTION_MESSAGE_LOG_DAYS,
    contactDays: env.RETENTION_CONTACT_DAYS,
    rateLimitHours: env.RETENTION_RATE_LIMIT_HOURS,
    registrationDays: env.RETENTION_REGISTRATION_DAYS,
  };
}

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);
const DAY = 86_400_000;

/** What one round deleted, by kind, and how many accounts it erased. */
export interface RetentionRound {
  signInCodes: number;
  /** Links sent to prove an email address (decision 115), kept as long as sign-in codes. */
  emailLinks: number;
  sessions: number;
  messages: number;
  contactMessages: number;
  rateLimitHits: number;
  /** Adults' registrations (IDs, Form C) past their legal period, with their photos. */
  registrations: number;
  erasedAccounts: number;
}

/** Deletes every row past its period and carries out the erasures now due. Each row is deleted once. */
export async function applyRetention(
  db: DbOrTx,
  periods: RetentionPeriods,
  now: Date,
  dataDir?: string,
): Promise<RetentionRound> {
  const signIn = before(now, periods.signInDays * DAY);
  const codes = await db
    .delete(otpCodes)
    .where(lt(otpCodes.expiresAt, signIn))
    .returning({ id: otpCodes.id });
  const links = await db
    .delete(emailVerifications)
    .where(lt(emailVerifications.expiresAt, signIn))
    .returning({ id: emailVerifications.id });
  const ended = await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, signIn), and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, signIn))),
    )
    .returning({ id: sessions.id });
  const messages = await db
    .delete(notifications)
    .where(
      and(
        inArray(notifications.status, ['sent', 'failed', 'skipped']),
        lt(notifications.updatedAt, before(now, periods.messageLogDays * DAY)),
      ),
    )
    .returning({ id: notifications.id });
  const contact = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before(now, periods.contactDays * DAY)))
    .returning({ id: contactMessages.id });
  const hits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.createdAt, before(now, periods.rateLimitHours * 3_600_000)))
    .returning({ id: rateLimitHits.id });
  // The register of a stay whose last night ended more than the period ago (by its check-out date, a day's grace).
  const registerEnds = before(now, ((periods.registrationDays ?? 365) + 1) * DAY)
    .toISOString()
    .slice(0, 10);
  const registrations = await db
    .delete(guestRegistrations)
    .where(
      inArray(
        guestRegistrations.roomBookingId,
        db.select({ id: roomBookings.id }).from(roomBookings).where(lt(roomBookings.checkOut, registerEnds)),
      ),
    )
    .returning({ id: guestRegistrations.id, idPhoto: guestRegistrations.idPhoto });
  if (dataDir) for (const { idPhoto } of registrations) await removeIdPhoto(dataDir, idPhoto);
  return {
    signInCodes: codes.length,
    emailLinks: links.length,
    sessions: ended.length,
    messages: messages.length,
    contactMessages: contact.length,
    rateLimitHits: hits.length,
    registrations: registrations.length,
    erasedAccounts: await eraseDueAccounts(db, now),
  };
}

/** One round, unless another process is running one now. */
export function retentionRound(database: Database, periods: RetentionPeriods, now: Date, dataDir?: string) {
  return database.ifFree(ADVISORY_LOCKS.retention, () => applyRetention(database.db, periods, now, dataDir));
}

/** Runs the retention job every `intervalMs` on this process (one round at a time across processes). */
export function startRetention(
  database: Database,
  periods: RetentionPeriods,
  now: () => Date,
  onError: (error: unknown) => void,
  intervalMs: number,
  dataDir?: string,
): () => void {
  const timer = setInterval(() => {
    retentionRound(database, periods, now(), dataDir).catch(onError);
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
