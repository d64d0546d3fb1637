// Private dining (issue 31, item 6; decision 101): the /dining form's party size and guest count agree, a party
// above the largest table is a stored request the restaurant answers, and only the hotel answers it.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateDiningRequests, staffActions, tableBookings } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { answerPrivateDining, privateDiningRequestsOf } from '../../src/server/services/private-dining';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let asha: Awaited<ReturnType<typeof signedInGuest>>;
let vikram: Awaited<ReturnType<typeof signedInGuest>>;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  asha = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  vikram = await signedInGuest(t.db, { name: 'Vikram Rao' }, HOTEL_NOON);
  desk = await signedInGuest(t.db, { name: 'Restaurant Desk', role: 'admin' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  fullName: 'Asha Verma',
  phone: '98123 45678',
  email: 'asha@example.in',
  date: '2026-12-12',
  timeSlot: 'evening',
  specialFor: 'Parents’ 40th anniversary',
  capacity: '11-20',
  guestEmail: 'meera@example.in',
  guests: 15,
  specialRequest: 'A long table by the window',
  ...over,
});
const ask = (json: unknown, headers = asha.headers) =>
  t.call('POST', '/api/dining/private-requests', { json, headers });
const book = (json: unknown, headers = asha.headers) =>
  t.call('POST', '/api/bookings/create', { json, headers });
const counts = async () => ({
  requests: (await t.db.select().from(privateDiningRequests)).length,
  tables: (await t.db.select().from(tableBookings)).length,
});
const messagesTo = async (to: string) => {
  const sms = (await (await t.call('GET', '/api/dev/sms-outbox')).json()).messages as {
    to: string;
    text: string;
  }[];
  return sms.filter((m) => m.to === to);
};

describe('the party size and the number of guests must agree', () => {
  it.each([
    ['1-5', 9, /You chose a party of 1–5 guests but entered 9: choose “6–10 guests”/],
    ['6-10', 3, /You chose a party of 6–10 guests but entered 3: choose “1–5 guests”/],
    ['11-20', 8, /You chose a party of 11–20 guests but entered 8: choose “6–10 guests”/],
    ['6-10', 15, /entered 15: choose “11–20 guests \(private dining\)”/],
  ])(
    'refuses %s with %i guests on both paths, in words, storing nothing',
    async (capacity, guests, words) => {
      const before = await counts();
      for (const res of [await book(form({ capacity, guests })), await ask(form({ capacity, guests }))]) {
        expect(res.status).toBe(400);
        const body = await res.json();
        expect(body.message).toMatch(words);
        expect(body.message).not.toMatch(/^\w+:/);
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('refuses more than 20 guests, and a party the floor seats sent as a request', async () => {
    const before = await counts();
    const many = await ask(form({ guests: 24 }));
    expect(many.status).toBe(400);
    expect((await many.json()).message).toBe(
      'The form takes parties of up to 20: for more, please call the restaurant.',
    );
    const small = await ask(form({ capacity: '6-10', guests: 8 }));
    expect(small.status).toBe(400);
    expect((await small.json()).message).toMatch(/a smaller party books a table with Book now/);
    expect(await counts()).toEqual(before);
  });

  it('still seats a form whose choice and count agree (6–10, 8 guests)', async () => {
    const res = await book(form({ capacity: '6-10', guests: 8 }));
    expect(res.status).toBe(201);
    expect((await res.json()).booking).toMatchObject({ partySize: 8, status: 'pending' });
  });
});

describe('a party above the largest table becomes a private-dining request', () => {
  let requestId = '';
  let requestCode = '';

  it('stores 15 guests as a request awaiting the restaurant, tells the restaurant, books no table', async () => {
    const before = await counts();
    const res = await ask(form());
    expect(res.status).toBe(202);
    const body = await res.json();
    expect(body.request).toBe(true);
    expect(body.message).toMatch(/is with the restaurant: it awaits their answer/);
    expect(body.privateDining).toMatchObject({
      guests: 15,
      status: 'awaiting',
      statusText: 'Request sent: awaiting the restaurant’s answer',
      partOfDay: 'evening',
      date: '2026-12-12',
    });
    expect(body.privateDining.statusText).not.toMatch(/confirmed/i);
    requestId = body.privateDining.id;
    requestCode = body.privateDining.requestCode;
    expect(requestCode).toMatch(/^PDR-/);
    expect(await counts()).toEqual({ requests: before.requests + 1, tables: before.tables });
    const mail = JSON.stringify(await (await t.call('GET', '/api/dev/mail-outbox')).json());
    expect(mail).toContain(`Private dining request ${requestCode}`);
    expect(mail).toContain('Party: 15 guests');
  });

  it('lists it for its guest only; another guest can neither see it nor answer it', async () => {
    const own = await (await t.call('GET', '/api/dining/private-requests', { headers: asha.headers })).json();
    expect(own.requests.map((r: { id: string }) => r.id)).toContain(requestId);
    const theirs = await (
      await t.call('GET', '/api/dining/private-requests', { headers: vikram.headers })
    ).json();
    expect(theirs.requests).toEqual([]);
    expect(
      (await t.call('GET', `/api/dining/private-requests/${requestId}`, { headers: vikram.headers })).status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/dining/private-requests/${requestId}`, { headers: asha.headers })).status,
    ).toBe(200);
    const meddle = await t.call('POST', `/api/dining/private-requests/${requestId}/answer`, {
      json: { answer: 'declined' },
      headers: vikram.headers,
    });
    expect(meddle.status).toBe(403);
    expect((await t.call('GET', '/api/dining/private-requests')).status).toBe(401);
  });

  it('cannot be answered by its own guest', async () => {
    const self = await t.call('POST', `/api/dining/private-requests/${requestId}/answer`, {
      json: { answer: 'confirmed' },
      headers: asha.headers,
    });
    expect(self.status).toBe(403);
    const [row] = await privateDiningRequestsOf(t.db, { userId: asha.user.id });
    expect(row).toMatchObject({ id: requestId, status: 'awaiting', answeredAt: null });
  });

  it('is answered by the hotel once, and the guest is told by SMS and reads the answer in the list', async () => {
    const bad = await t.call('POST', `/api/dining/private-requests/${requestId}/answer`, {
      json: { answer: 'maybe' },
      headers: desk.headers,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Answer confirmed or declined.');
    const res = await t.call('POST', `/api/dining/private-requests/${requestId}/answer`, {
      json: { answer: 'confirmed' },
      headers: desk.headers,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).privateDining).toMatchObject({
      status: 'confirmed',
      statusText: 'Accepted by the restaurant: they will call you to plan the menu',
    });
    const told = await messagesTo('+919812345678');
    expect(told.some((m) => m.text.includes(`accepted your private dining request ${requestCode}`))).toBe(
      true,
    );
    const again = await t.call('POST', `/api/dining/private-requests/${requestId}/answer`, {
      json: { answer: 'declined' },
      headers: desk.headers,
    });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(`${requestCode} was already answered: it is confirmed.`);
    const own = await (await t.call('GET', '/api/dining/private-requests', { headers: asha.headers })).json();
    expect(own.requests.find((r: { id: string }) => r.id === requestId)).toMatchObject({
      status: 'confirmed',
    });
  });

  it('is answered by reference as `npm run admin -- dining decline <PDR-code>` does, and lists for the hotel', async () => {
    const { privateDining } = await (await ask(form({ guests: 12, date: '2026-12-20' }))).json();
    const waiting = await (
      await t.call('GET', '/api/dining/private-requests?status=awaiting', { headers: desk.headers })
    ).json();
    expect(waiting.requests.map((r: { id: string }) => r.id)).toContain(privateDining.id);
    const mail = new ConsoleMail('palace@example.in', pino({ level: 'silent' }));
    const answered = await answerPrivateDining(
      t.db,
      privateDining.requestCode.toLowerCase(),
      'declined',
      { sms: t.sms, mail, now: HOTEL_NOON, siteUrl: 'http://localhost:4321', warn: () => {} },
      { id: null },
    );
    expect(answered.privateDining).toMatchObject({
      status: 'declined',
      statusText: 'Declined by the restaurant',
    });
    // The command line acts without an account: its audit row names no one (decision 104).
    expect(
      await t.db.select().from(staffActions).where(eq(staffActions.targetId, privateDining.id)),
    ).toMatchObject([
      {
        actorId: null,
        action: 'private_dining.decline',
        before: { status: 'awaiting' },
        after: { status: 'declined' },
      },
    ]);
    expect(mail.outbox()[0]).toMatchObject({
      to: 'asha@example.in',
      subject: `Your private dining request ${privateDining.requestCode}`,
    });
    const told = await messagesTo('+919812345678');
    expect(
      told.some((m) =>
        m.text.includes(`cannot host your private dining request ${privateDining.requestCode}`),
      ),
    ).toBe(true);
  });
});
