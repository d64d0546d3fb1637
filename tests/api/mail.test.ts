import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/server/env';
import { ConsoleMail, mailProviderFor, SmtpMail } from '../../src/server/providers/mail';
import { createTestApp, type TestApp } from '../fixtures/test-app';

const quiet = pino({ level: 'silent' });
const invite = {
  to: 'meera@example.in',
  subject: 'Asha invites you to the palace',
  text: 'Join with this link: http://localhost:4321/sign-in?ref=ABCD2345',
  html: '<p>Join with <a href="http://localhost:4321/sign-in?ref=ABCD2345">this link</a></p>',
  attachments: [
    { filename: 'stay.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR', contentType: 'text/calendar' },
  ],
  tag: 'referral-invite',
};

describe('the console mail provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps what it sent, newest first, at /api/dev/mail-outbox', async () => {
    const mail = mailProviderFor(loadEnv({}), quiet) as ConsoleMail;
    expect(mail).toBeInstanceOf(ConsoleMail);
    const app = await createTestApp({}, { mail });
    try {
      await mail.send({ ...invite, subject: 'First' });
      await mail.send(invite);
      const res = await app.call('GET', '/api/dev/mail-outbox');
      expect(res.status).toBe(200);
      const { messages } = await res.json();
      expect(messages.map((m: { subject: string }) => m.subject)).toEqual([invite.subject, 'First']);
      expect(messages[0]).toMatchObject({
        to: invite.to,
        from: 'The Supar Palace <stay@suparpalace.in>',
        tag: 'referral-invite',
        attachments: invite.attachments,
      });
    } finally {
      await app.close();
    }
  });

  it('has no outbox while SMTP is the provider', async () => {
    const app = await createTestApp({ MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await app.call('GET', '/api/dev/mail-outbox')).status).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('refuses MAIL_PROVIDER=smtp without SMTP_URL', () => {
    expect(() => loadEnv({ MAIL_PROVIDER: 'smtp' })).toThrow('SMTP_URL is required when MAIL_PROVIDER=smtp');
  });
});

describe('the SMTP mail provider, against a local SMTP server', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers the text, the HTML and the attachment from the hotel', async () => {
    const mail = mailProviderFor(
      loadEnv({ MAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` }),
      quiet,
    );
    expect(mail).toBeInstanceOf(SmtpMail);
    const { id } = await mail.send(invite);
    expect(id).toMatch(/@/);
    const [message] = received;
    expect(message).toMatchObject({ from: 'stay@suparpalace.in', to: ['meera@example.in'] });
    expect(message!.data).toContain('Subject: Asha invites you to the palace');
    expect(message!.data).toContain('sign-in?ref=ABCD2345');
    expect(message!.data).toContain('filename=stay.ics');
    expect(message!.data).toContain('X-Palace-Tag: referral-invite');
  });

  it('offers a letter with an unsubscribe link for one-click unsubscribe (RFC 2369 and RFC 8058); others not', async () => {
    const mail = new SmtpMail(`smtp://127.0.0.1:${port}`, 'The Supar Palace <stay@suparpalace.in>');
    const unsubscribe = 'https://suparpalace.in/unsubscribe?n=0b5e0c7e-8f43-4f4c-9d0f-5f7a1e2d3c4b&s=abc';
    const before = received.length;
    await mail.send({ ...invite, tag: 'newsletter-welcome', unsubscribe });
    await mail.send(invite);
    // Headers as a reader sees them, long ones unfolded (RFC 5322 §2.2.3).
    const [letter, plain] = received.slice(before).map((m) => m.data.replace(/\r\n[ \t]+/g, ' '));
    expect(letter).toContain(`List-Unsubscribe: <${unsubscribe}>`);
    expect(letter).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(plain).not.toContain('List-Unsubscribe');
  });

  it('says so when the server cannot be reached', async () => {
    const mail = new SmtpMail('smtp://127.0.0.1:1', 'The Supar Palace <stay@suparpalace.in>');
    await expect(mail.send(invite)).rejects.toMatchObject({ name: 'MailDeliveryError' });
  });
});
