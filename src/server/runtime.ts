import type { Logger } from 'pino';
import { type App, createApp } from './app';
import { type Database, openDatabase } from './db/client';
import { ADVISORY_LOCKS } from './db/locks';
import { seedDemoData } from './db/seed';
import { DEMO_EVENTS_DESK, seedDemoStaff } from './db/seed/staff';
import { type Env, loadEnv } from './env';
import { createLogger } from './logger';
import { mailProviderFor } from './providers/mail';
import { choosePaymentProvider, type PaymentProvider } from './providers/payments';
import { smsProviderFor } from './providers/sms';
import { noticeFacts } from './services/bookings/notice-facts';
import { startHoldSweep } from './services/bookings/sweep';
import { startRefundRetries } from './services/ledger/refunds';
import { startNoticeWorker } from './services/notices/worker';
import { retentionPeriods, startRetention } from './services/privacy/retention';

export interface Runtime {
  app: App;
  database: Database;
  payments: PaymentProvider;
  env: Env;
}

/**
 * Opens the database, applies migrations and seeds an empty one, then builds the API: done once per
 * process, on the first request (scripts/start.mjs makes that request as the server starts).
 */
export async function startRuntime(imageUrl?: (key: string) => string): Promise<Runtime> {
  const env = loadEnv();
  const logger = createLogger(env);
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await prepareDatabase(database, env, logger);
  logger.info({ driver: database.driver }, 'database ready');
  const payments = choosePaymentProvider(env);
  // One SMS and one mail provider per process: the API and the notice worker share them (and so the dev outboxes).
  const sms = smsProviderFor(env, logger);
  const mail = mailProviderFor(env, logger);
  const app = createApp({ env, database, logger, imageUrl, payments, sms, mail });
  // Unpaid bookings give back what they held once their hold lapses, even when no one asks for availability.
  startHoldSweep(
    database,
    () => new Date(),
    (err) => logger.warn({ err }, 'hold sweep failed'),
  );
  // Confirmations, cancellations, reminders and the hotel's notices leave from the outbox table.
  startNoticeWorker(
    { database, sms, mail, logger, env, facts: noticeFacts },
    () => new Date(),
    (err) => logger.warn({ err }, 'notice worker round failed'),
    env.NOTICE_WORKER_INTERVAL_MS,
  );
  // Refunds owed whose request never left (the process stopped after their commit) are asked again.
  startRefundRetries(database, payments, logger, () => new Date());
  // Old sign-in codes, sessions, message logs and contact messages go after their periods; due erasures are done.
  startRetention(
    database,
    retentionPeriods(env),
    () => new Date(),
    (err) => logger.warn({ err }, 'retention round failed'),
    env.RETENTION_INTERVAL_MS,
    env.DATA_DIR,
  );
  return { app, database, payments, env };
}

/**
 * Migrates and seeds the database once, whatever the number of processes starting together on it: each takes
 * the same lock in turn, and the later ones find the work done (migrations are recorded, a seeded database is
 * left alone).
 */
export async function prepareDatabase(
  database: Database,
  env: Pick<Env, 'SEED_DEMO_DATA'> & Partial<Pick<Env, 'APP_MODE'>>,
  logger: Pick<Logger, 'info'>,
): Promise<void> {
  await database.exclusively(ADVISORY_LOCKS.prepareDatabase, async () => {
    await database.migrate();
    if (!env.SEED_DEMO_DATA) return;
    const summary = await seedDemoData(database.db);
    if (summary.seeded) logger.info(summary, 'demo data loaded into the empty database');
    if (env.APP_MODE === 'demo' && (await seedDemoStaff(database.db))) {
      logger.info(
        { staff: DEMO_EVENTS_DESK.name },
        'demo events desk added (an admin that answers hall requests)',
      );
    }
  });
}

const RUNTIME = Symbol.for('palace.runtime');
type WithRuntime = typeof globalThis & { [RUNTIME]?: Promise<Runtime> };

/** The process-wide runtime, started on first use and shared across module copies. */
export function getRuntime(imageUrl?: (key: string) => string): Promise<Runtime> {
  const holder = globalThis as WithRuntime;
  holder[RUNTIME] ??= startRuntime(imageUrl).catch((error) => {
    holder[RUNTIME] = undefined;
    throw error;
  });
  return holder[RUNTIME];
}
