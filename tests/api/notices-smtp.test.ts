import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings } from '../../src/server/db/schema';
import { SmtpMail } from '../../src/server/providers/mail';
import type { ConsoleSms } from '../../src/server/providers/sms';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { heldStay, noticeRows, noticeSenders, payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// A local SMTP server that refuses every message while `refusing` is set, as a full or broken relay does.
let refusing = true;
const accepted: string[] = [];
let server: SMTPServer;
let t: TestApp;
const now = new Date('2027-03-01T10:00:00Z');

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        if (refusing)
          return callback(Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }));
        accepted.push(data);
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  t = await createTestApp({}, { now: () => now });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a mail server that refuses', () => {
  it('leaves the booking confirmed and the email queued for a retry, which then goes through once', async () => {
    const port = (server.server.address() as AddressInfo).port;
    const mail = new SmtpMail(`smtp://127.0.0.1:${port}`, 'The Supar Palace <stay@suparpalace.in>');
    const senders = noticeSenders(t, { sms: t.sms as ConsoleSms, mail });
    const stay = await heldStay(t, now);
    await payStay(t, stay.guest.headers, stay.booking.id);

    expect(await deliverDueNotices(senders, now)).toEqual({ sent: 1, retrying: 2, failed: 0, skipped: 0 });
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay.booking.id));
    expect(row!.status).toBe('confirmed');
    const waiting = (await noticeRows(t, stay.booking.id)).filter(
      (r) => r.event === 'booking_confirmed' && r.channel === 'email',
    );
    expect(waiting.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['queued', 1, 'The mail server did not accept the message.'],
      ['queued', 1, 'The mail server did not accept the message.'],
    ]);
    // The first retry waits a minute.
    expect(waiting.every((r) => r.dueAt.getTime() === now.getTime() + 60_000)).toBe(true);
    expect(await deliverDueNotices(senders, new Date(now.getTime() + 59_000))).toMatchObject({
      sent: 0,
      retrying: 0,
    });

    refusing = false;
    expect(await deliverDueNotices(senders, new Date(now.getTime() + 60_000))).toMatchObject({
      sent: 2,
      retrying: 0,
    });
    expect(accepted).toHaveLength(2);
    const toGuest = accepted.find((m) => m.includes(`To: ${stay.guest.user.email}`))!;
    expect(toGuest).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
    expect(toGuest).toContain(`filename=${stay.booking.bookingCode}.ics`);
    const sent = (await noticeRows(t, stay.booking.id)).filter((r) => r.event === 'booking_confirmed');
    expect(sent.map((r) => [r.channel, r.audience, r.status])).toEqual([
      ['email', 'guest', 'sent'],
      ['email', 'hotel', 'sent'],
      ['sms', 'guest', 'sent'],
    ]);
    expect(await deliverDueNotices(senders, new Date(now.getTime() + 3_600_000))).toMatchObject({ sent: 0 });
    expect(accepted).toHaveLength(2);
  });
});
