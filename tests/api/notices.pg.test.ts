import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { notifications } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { ConsoleSms } from '../../src/server/providers/sms';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { heldStay, noticeRows, noticeSenders, payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { payInSandbox } from './payments/setup';

// PostgreSQL only: requests truly at once, and two server processes (each its own pool) on one database.
const SECRET = 'whsec_notice_race';
const quiet = pino({ level: 'silent' });
const now = new Date('2027-03-01T10:00:00Z');
let t: TestApp;

/** One "process": its own pool on the shared database and its own providers (so its own outboxes). */
function process2(database: Database) {
  const sms = new ConsoleSms(quiet, () => now);
  const mail = new ConsoleMail('The Supar Palace <stay@suparpalace.in>', quiet, () => now);
  return { sms, mail, senders: noticeSenders({ database }, { sms, mail }) };
}
const bookingMessages = (p: ReturnType<typeof process2>) => [
  ...p.sms.outbox().filter((m) => m.tag),
  ...p.mail.outbox(),
];

beforeAll(async () => {
  t = await createTestApp({ SANDBOX_PAYMENT_SECRET: SECRET }, { now: () => now });
});
afterAll(() => t.close());

describe('20 simultaneous verify calls and webhooks for one payment', () => {
  it('queue one confirmation per channel, and two processes draining at once send each once', async () => {
    expect(t.database.driver).toBe('postgres');
    const { guest, booking } = await heldStay(t, now);
    const { order, result } = await payInSandbox(t, guest.headers, booking.id);
    const raw = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: { entity: { id: result.razorpay_payment_id, order_id: order.id, method: 'card' } },
      },
    });
    const signature = createHmac('sha256', SECRET).update(raw).digest('hex');
    const calls = Array.from({ length: 20 }, (_, i) =>
      i % 2
        ? t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers })
        : t.call('POST', '/api/payments/webhook', {
            body: raw,
            headers: {
              'content-type': 'application/json',
              'x-razorpay-signature': signature,
              'x-razorpay-event-id': `evt_n_${i % 4}`,
            },
          }),
    );
    expect((await Promise.all(calls)).map((r) => r.status)).toEqual(Array(20).fill(200));
    const rows = await noticeRows(t, booking.id);
    expect(rows.map((r) => `${r.event} ${r.channel} ${r.audience}`)).toEqual([
      'booking_confirmed email guest',
      'booking_confirmed email hotel',
      'booking_confirmed sms guest',
      'stay_reminder email guest',
      'stay_reminder sms guest',
    ]);

    const shared = await openDatabase({ url: await dbUrl() });
    try {
      const a = process2(t.database);
      const b = process2(shared);
      await Promise.all([deliverDueNotices(a.senders, now), deliverDueNotices(b.senders, now)]);
      const sent = [...bookingMessages(a), ...bookingMessages(b)];
      expect(sent.map((m) => ('subject' in m ? `email ${m.to}` : `sms ${m.to}`)).sort()).toEqual(
        [`email ${guest.user.email}`, 'email stay@suparpalace.in', `sms ${guest.user.phone}`].sort(),
      );
    } finally {
      await shared.close();
    }
  });
});

/** The URL of the test app's own database (createTestApp made it for this file). */
async function dbUrl(): Promise<string> {
  const [row] = (await t.db.execute<{ name: string }>(sql`select current_database() as name`)).rows;
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${row!.name}`;
  return url.toString();
}

describe('two server processes on one PostgreSQL database', () => {
  it('send every message of thirty bookings exactly once between them', async () => {
    const stays = [];
    for (let i = 0; i < 10; i++) {
      const stay = await heldStay(t, now, { checkIn: `2027-09-${String(i + 10).padStart(2, '0')}` });
      await payStay(t, stay.guest.headers, stay.booking.id);
      stays.push(stay);
    }
    const shared = await openDatabase({ url: await dbUrl() });
    try {
      const a = process2(t.database);
      const b = process2(shared);
      // Several rounds each, at once, as two workers on their timers would.
      await Promise.all([
        ...[1, 2, 3].map(() => deliverDueNotices(a.senders, now)),
        ...[1, 2, 3].map(() => deliverDueNotices(b.senders, now)),
      ]);
      const sent = [...bookingMessages(a), ...bookingMessages(b)];
      expect(sent).toHaveLength(30);
      expect(bookingMessages(a).length).toBeGreaterThan(0);
      const ids = stays.map((s) => s.booking.id);
      const rows = (await t.db.select().from(notifications)).filter((r) => ids.includes(r.bookingId));
      const confirmations = rows.filter((r) => r.event === 'booking_confirmed');
      expect(confirmations).toHaveLength(30);
      expect(confirmations.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
      const byRecipient = new Map<string, number>();
      for (const m of sent)
        byRecipient.set(`${m.to} ${m.text}`, (byRecipient.get(`${m.to} ${m.text}`) ?? 0) + 1);
      expect([...byRecipient.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await shared.close();
    }
    expect(await t.db.select().from(notifications).where(eq(notifications.status, 'sending'))).toHaveLength(
      0,
    );
  });
});
