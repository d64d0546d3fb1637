import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { otpCodes } from '../../src/server/db/schema';
import { Msg91Sms, SmsDeliveryError } from '../../src/server/providers/sms';
import { createTestApp, type TestApp } from '../fixtures/test-app';

/** A loopback stand-in for MSG91's SendOTP API: records each call and answers as told. */
interface Received {
  method: string;
  path: string;
  query: URLSearchParams;
  authkey: string | undefined;
  body: string;
}
let server: Server;
let baseUrl: string;
const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: { type: 'success', request_id: 'r-1' } };

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const call: Received = {
      method: req.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      authkey: req.headers.authkey as string | undefined,
      body: '',
    };
    received.push(call);
    req.on('data', (chunk: Buffer) => {
      call.body += chunk.toString('utf8');
    });
    req.on('end', () => {
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { status: 200, body: { type: 'success', request_id: 'r-1' } };
});

const message = { to: '+919812345678', otp: '482913', text: 'x', validForMinutes: 5 };

describe('the MSG91 adapter', () => {
  it('posts the code to the SendOTP API with the auth key, template and number', async () => {
    const sms = new Msg91Sms({ authKey: 'key-123', templateId: 'tpl-9', baseUrl });
    await sms.sendOtp(message);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({ method: 'POST', path: '/api/v5/otp', authkey: 'key-123' });
    expect(Object.fromEntries(call!.query)).toEqual({
      template_id: 'tpl-9',
      mobile: '919812345678',
      otp: '482913',
      otp_expiry: '5',
    });
  });

  it('reports a refusal and an unreachable gateway as delivery errors', async () => {
    const sms = new Msg91Sms({ authKey: 'bad', templateId: 'tpl-9', baseUrl });
    answer = { status: 401, body: { type: 'error', message: 'Invalid authkey' } };
    await expect(sms.sendOtp(message)).rejects.toThrow(/Invalid authkey/);
    answer = { status: 200, body: { type: 'error', message: 'Template not approved' } };
    await expect(sms.sendOtp(message)).rejects.toBeInstanceOf(SmsDeliveryError);

    const nowhere = new Msg91Sms({
      authKey: 'k',
      templateId: 't',
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(nowhere.sendOtp(message)).rejects.toBeInstanceOf(SmsDeliveryError);
  });
});

describe('booking messages through MSG91', () => {
  const line = {
    to: '+919812345678',
    text: 'Supar Palace: booking RMB-7QK2LM is confirmed for 10 Apr 2027.',
    tag: 'guest-booking_confirmed',
    fields: {
      reference: 'RMB-7QK2LM',
      date: '2027-04-10',
      link: 'https://suparpalace.in/booking-details?id=x',
    },
  };

  it("posts to the Flow API with the transactional template and the booking's variables", async () => {
    const sms = new Msg91Sms({
      authKey: 'key-123',
      templateId: 'tpl-9',
      noticeTemplateId: 'flow-7',
      baseUrl,
    });
    answer = { status: 200, body: { type: 'success', message: '3763646c3058323438323134' } };
    expect(await sms.sendText(line)).toEqual({ id: '3763646c3058323438323134' });
    expect(received[0]).toMatchObject({ method: 'POST', path: '/api/v5/flow', authkey: 'key-123' });
    expect(JSON.parse(received[0]!.body)).toEqual({
      template_id: 'flow-7',
      short_url: '0',
      recipients: [{ mobiles: '919812345678', ...line.fields }],
    });
  });

  it('refuses without a template, and reports a refusal as a delivery error', async () => {
    const untemplated = new Msg91Sms({ authKey: 'k', templateId: 't', baseUrl });
    await expect(untemplated.sendText(line)).rejects.toThrow(/MSG91_NOTICE_TEMPLATE_ID is not set/);
    expect(received).toHaveLength(0);
    answer = { status: 400, body: { type: 'error', message: 'Invalid template' } };
    const sms = new Msg91Sms({ authKey: 'k', templateId: 't', noticeTemplateId: 'flow-7', baseUrl });
    await expect(sms.sendText(line)).rejects.toThrow(/Invalid template/);
  });
});

describe('the API with SMS_PROVIDER=msg91', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'key-123',
      MSG91_TEMPLATE_ID: 'tpl-9',
      MSG91_BASE_URL: baseUrl,
    });
  });
  afterAll(() => t.close());

  it('sends the code through the gateway, and that code signs the guest in', async () => {
    const res = await t.call('POST', '/api/auth/send-otp', { json: { phone: '98123 45678' } });
    expect(res.status).toBe(200);
    const otp = received[0]!.query.get('otp')!;
    expect(otp).toMatch(/^\d{6}$/);
    const signedIn = await t.call('POST', '/api/auth/verify-otp', { json: { phone: '+919812345678', otp } });
    expect(signedIn.status).toBe(200);
  });

  it('says so when the gateway fails, and does not count the lost code against the guest', async () => {
    answer = { status: 500, body: { type: 'error', message: 'down' } };
    const res = await t.call('POST', '/api/auth/send-otp', { json: { phone: '+919812300001' } });
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      code: 'SMS_FAILED',
      message: 'Error sending OTP. Please try again in a moment.',
    });
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, '+919812300001'))).toEqual([]);
    answer = { status: 200, body: { type: 'success' } };
    expect((await t.call('POST', '/api/auth/send-otp', { json: { phone: '+919812300001' } })).status).toBe(
      200,
    );
  });

  it('has no SMS outbox', async () => {
    const res = await t.call('GET', '/api/dev/sms-outbox');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'The SMS outbox exists only while SMS_PROVIDER=console.',
    });
  });
});

describe('GET /api/dev/sms-outbox with the console provider', () => {
  it('lists the messages sent, newest first', async () => {
    const t = await createTestApp();
    try {
      await t.call('POST', '/api/auth/send-otp', { json: { phone: '9812340001' } });
      await t.call('POST', '/api/auth/send-otp', { json: { phone: '9812340002' } });
      const res = await t.call('GET', '/api/dev/sms-outbox');
      expect(res.status).toBe(200);
      const { messages } = await res.json();
      expect(messages.map((m: { to: string }) => m.to)).toEqual(['+919812340002', '+919812340001']);
      expect(messages[0]).toEqual({
        to: '+919812340002',
        otp: expect.stringMatching(/^\d{6}$/),
        text: expect.stringContaining('is your Supar Palace sign-in code'),
        sentAt: expect.any(String),
      });
      expect(messages[0].text.startsWith(messages[0].otp)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
