import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHall,
  createHallBooking,
  createMenuItem,
  createRoom,
  createRoomBooking,
  createTableBooking,
} from '../../src/server/db/factories';
import {
  contactMessages,
  favorites,
  idempotencyKeys,
  menuItemLikes,
  newsletterSubscribers,
  notifications,
  otpCodes,
  paymentEvents,
  payments,
  rateLimitHits,
  referrals,
  walletTransactions,
} from '../../src/server/db/schema';
import { erasedPhone, eraseGuest } from '../../src/server/services/privacy/erasure';
import { guestRowsByTable } from '../../src/server/services/privacy/export';
import { PERSONAL_DATA, schemaTables } from '../../src/server/services/privacy/personal-data';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 35: the export holds every table's rows of the guest and nothing of another; erasure leaves no personal
// field of the guest anywhere while the records the law keeps (bookings, payments, tax lines) stay.

const NOW = new Date('2026-11-20T06:30:00Z');
// Strings found only in Zarina's data: after erasure no column of any table may hold one of them.
const ZARINA = {
  name: 'Zarina Quereshi',
  phone: '+919876501234',
  email: 'zarina.q@example.in',
  address: '7 Lake Palace Road, Udaipur',
};
const TRACES = ['Zarina', '9876501234', 'zarina.q@example.in', 'Lake Palace Road', 'Jasmine at turndown'];

let t: TestApp;
let zarina: Awaited<ReturnType<typeof signedInGuest>>;
let rohan: Awaited<ReturnType<typeof signedInGuest>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => NOW });
  zarina = await signedInGuest(t.db, { ...ZARINA, profileImage: 'a1b2c3.webp' }, NOW);
  rohan = await signedInGuest(t.db, { name: 'Rohan Mehta', email: 'rohan@example.in' }, NOW);
  const room = await createRoom(t.db);
  const [unit] = await t.db
    .execute<{ id: string }>(sql`select id from room_units where room_id = ${room.id} limit 1`)
    .then((r) => r.rows);
  const stay = await createRoomBooking(t.db, {
    userId: zarina.user.id,
    roomId: room.id,
    roomUnitId: unit!.id,
    checkIn: '2026-10-01',
    status: 'completed',
    specialRequests: 'Jasmine at turndown, please.',
    guestName: ZARINA.name,
  });
  ids.stay = stay.id;
  const dish = await createMenuItem(t.db);
  const table = await createTableBooking(t.db, {
    userId: zarina.user.id,
    date: '2026-11-21',
    menuItemId: dish.id,
    name: ZARINA.name,
    phone: ZARINA.phone,
    email: ZARINA.email,
    note: 'Zarina is allergic to peanuts',
  });
  const hall = await createHall(t.db);
  const event = await createHallBooking(t.db, {
    userId: zarina.user.id,
    hallId: hall.id,
    date: '2026-12-24',
    startsAt: new Date('2026-12-24T12:30:00Z'),
    endsAt: new Date('2026-12-24T17:30:00Z'),
    customerName: ZARINA.name,
    customerEmail: ZARINA.email,
    customerPhone: ZARINA.phone,
    eventDetails: 'Zarina and family, mehendi',
  });
  const rohanStay = await createRoomBooking(t.db, {
    userId: rohan.user.id,
    roomId: room.id,
    roomUnitId: unit!.id,
    checkIn: '2026-10-10',
    status: 'completed',
    guestName: 'Rohan Mehta',
  });
  ids.rohanStay = rohanStay.id;
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId: zarina.user.id,
      bookingKind: 'room',
      bookingId: stay.id,
      provider: 'sandbox',
      providerOrderId: 'order_Q1',
      amountPaise: stay.totalPaise,
      receipt: stay.bookingCode,
      status: 'paid',
    })
    .returning();
  ids.payment = payment!.id;
  await t.db.insert(paymentEvents).values({
    eventId: 'evt_Q1',
    provider: 'razorpay',
    eventType: 'payment.captured',
    payload: { payment: { contact: ZARINA.phone, email: ZARINA.email } },
  });
  await t.db.insert(paymentEvents).values({
    eventId: 'evt_rohan_1',
    provider: 'razorpay',
    eventType: 'payment.captured',
    payload: { payment: { contact: rohan.user.phone, email: 'rohan@example.in' } },
  });
  await t.db.insert(otpCodes).values({
    phone: ZARINA.phone,
    codeHash: 'hash',
    signupName: ZARINA.name,
    ip: '203.0.113.9',
    expiresAt: NOW,
  });
  await t.db.insert(favorites).values({ userId: zarina.user.id, favoriteType: 'room', favoriteId: room.id });
  await t.db.insert(menuItemLikes).values({ userId: zarina.user.id, menuItemId: dish.id });
  await t.db.insert(walletTransactions).values({
    userId: zarina.user.id,
    type: 'credit',
    suparCoins: 10,
    description: 'Reward for your stay',
    rewardKey: `room-booking:${stay.id}`,
  });
  // Zarina joined through Rohan's invitation: his list and ledger name her.
  await t.db.insert(referrals).values({
    referrerId: rohan.user.id,
    refereeName: ZARINA.name,
    refereeEmail: ZARINA.email,
    refereeUserId: zarina.user.id,
    refereePhone: ZARINA.phone,
    status: 'joined',
  });
  await t.db.insert(walletTransactions).values({
    userId: rohan.user.id,
    type: 'credit',
    suparCoins: 50,
    description: `Referral reward: ${ZARINA.name} joined`,
    rewardKey: `referral:${ZARINA.phone}`,
  });
  // Zarina's own invitation of a friend: the friend's name and address go with her account.
  await t.db.insert(referrals).values({
    referrerId: zarina.user.id,
    refereeName: 'Farah Zarina-Friend',
    refereeEmail: 'farah@example.in',
  });
  await t.db.insert(idempotencyKeys).values({
    key: 'idem-key-q1',
    userId: zarina.user.id,
    method: 'POST',
    path: '/api/bookings/create',
    statusCode: 201,
    responseBody: JSON.stringify({ guestName: ZARINA.name }),
  });
  await t.db.insert(notifications).values([
    {
      event: 'booking_confirmed',
      channel: 'sms',
      audience: 'guest',
      recipient: ZARINA.phone,
      bookingKind: 'room',
      bookingId: stay.id,
      status: 'sent',
      dueAt: NOW,
      sentAt: NOW,
    },
    {
      event: 'table_reminder',
      channel: 'email',
      audience: 'guest',
      recipient: ZARINA.email,
      bookingKind: 'table',
      bookingId: table.id,
      status: 'queued',
      dueAt: NOW,
    },
  ]);
  await t.db.insert(contactMessages).values({
    kind: 'enquiry',
    name: ZARINA.name,
    email: ZARINA.email,
    phone: ZARINA.phone,
    comments: 'Zarina asks about the boat ride.',
  });
  await t.db.insert(newsletterSubscribers).values([{ email: ZARINA.email }, { email: 'rohan@example.in' }]);
  await t.db.insert(rateLimitHits).values({ bucket: 'otp-phone', key: ZARINA.phone });
  ids.table = table.id;
  ids.event = event.id;
});
afterAll(() => t.close());

/** Every text or JSON value of every table that holds one of `needles`, as "table.column". */
async function tracesOf(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const table of schemaTables()) {
    for (const column of table.columns) {
      if (!/^(text|jsonb|json|character varying)/.test(column.type)) continue;
      for (const needle of needles) {
        const { rows } = await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table.name)}
              where ${sql.identifier(column.name)}::text ilike ${`%${needle}%`}`,
        );
        if ((rows[0]?.n ?? 0) > 0) found.push(`${table.name}.${column.name} holds "${needle}"`);
      }
    }
  }
  return found;
}

describe('the register of personal data', () => {
  it('names every column of every table, so that a new one cannot be forgotten by the export or erasure', () => {
    const unknown: string[] = [];
    for (const table of schemaTables()) {
      const policy = PERSONAL_DATA[table.name];
      if (!policy) {
        unknown.push(`table ${table.name}`);
        continue;
      }
      for (const column of table.columns) {
        if (!policy.columns[column.name]) unknown.push(`${table.name}.${column.name}`);
      }
      for (const named of Object.keys(policy.columns)) {
        if (!table.columns.some((c) => c.name === named))
          unknown.push(`${table.name}.${named} (no such column)`);
      }
    }
    expect(unknown, 'say in src/server/services/privacy/personal-data.ts what each is').toEqual([]);
  });
});

describe("a guest's export", () => {
  it("holds the guest's rows of every table that keeps any, and nothing of another guest", async () => {
    const tables = await guestRowsByTable(t.db, zarina.user.id);
    for (const name of [
      'users',
      'sessions',
      'otp_codes',
      'favorites',
      'menu_item_likes',
      'wallet_transactions',
      'referrals',
      'room_bookings',
      'table_bookings',
      'hall_bookings',
      'booking_tax_lines',
      'payments',
      'payment_events',
      'idempotency_keys',
      'notifications',
      'contact_messages',
      'newsletter_subscribers',
      'rate_limit_hits',
    ]) {
      expect(tables[name]?.length, `${name} rows in the export`).toBeGreaterThan(0);
    }
    expect(tables.referrals).toHaveLength(2);
    const text = JSON.stringify(tables);
    expect(text).toContain('Jasmine at turndown');
    expect(text).not.toContain('Rohan Mehta');
    expect(text).not.toContain(rohan.user.phone.slice(1));
    expect(text).not.toContain(ids.rohanStay);
    expect(text).not.toContain('code_hash');
  });

  it('is the JSON file the privacy centre downloads, for the signed-in guest only', async () => {
    const res = await t.call('GET', '/api/privacy/export', { headers: zarina.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="supar-palace-data-.*\.json"/,
    );
    const body = await res.json();
    expect(body.tables.room_bookings[0].special_requests).toBe('Jasmine at turndown, please.');
    expect((await t.call('GET', '/api/privacy/export')).status).toBe(401);
  });
});

describe('erasure', () => {
  it('leaves no personal field of the guest in any table, keeps the records the law asks for, and spares another guest', async () => {
    expect(await tracesOf(TRACES)).not.toEqual([]);
    const before = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from booking_tax_lines`);
    expect(await t.db.transaction((tx) => eraseGuest(tx, zarina.user.id, NOW))).toBe(true);

    expect(await tracesOf(TRACES)).toEqual([]);
    // The stay, its payment and its tax lines stay, with their figures, for the period the GST law sets.
    const { rows: kept } = await t.db.execute<{ status: string; total_paise: number }>(
      sql`select status, total_paise from room_bookings where id = ${ids.stay}`,
    );
    expect(kept[0]).toMatchObject({ status: 'completed' });
    expect(
      (
        await t.db.execute<{ n: number }>(
          sql`select count(*)::int as n from payments where id = ${ids.payment}`,
        )
      ).rows[0]?.n,
    ).toBe(1);
    expect(
      (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from booking_tax_lines`)).rows[0]?.n,
    ).toBe(before.rows[0]?.n);
    // Rohan keeps his stay, his newsletter entry, his payment event and his coins, without Zarina's name in them.
    expect(await tracesOf(['Rohan Mehta', 'rohan@example.in'])).toEqual(
      expect.arrayContaining([
        'users.name holds "Rohan Mehta"',
        'newsletter_subscribers.email holds "rohan@example.in"',
      ]),
    );
    const { rows: ledger } = await t.db.execute<{ description: string }>(
      sql`select description from wallet_transactions where user_id = ${rohan.user.id}`,
    );
    expect(ledger).toEqual([{ description: 'Referral reward: a friend joined' }]);
    // The account row stays for the records, anonymised, under a number nobody has.
    const { rows: account } = await t.db.execute<{ phone: string; name: string; erased_at: Date | null }>(
      sql`select phone, name, erased_at from users where id = ${zarina.user.id}`,
    );
    expect(account[0]).toMatchObject({ phone: erasedPhone(zarina.user.id), name: '' });
    expect(account[0]?.erased_at).not.toBeNull();
    // Signed out everywhere.
    expect((await t.call('GET', '/api/auth/profile', { headers: zarina.headers })).status).toBe(401);
  });

  it('is not undone by a new sign-up with the same phone: the new account starts empty', async () => {
    const again = await signedInGuest(t.db, { phone: ZARINA.phone, name: 'Z. Q.' }, NOW);
    expect(again.user.id).not.toBe(zarina.user.id);
    const tables = await guestRowsByTable(t.db, again.user.id);
    for (const name of [
      'room_bookings',
      'table_bookings',
      'hall_bookings',
      'payments',
      'wallet_transactions',
      'favorites',
      'referrals',
    ]) {
      expect(tables[name] ?? [], `${name} of the new account`).toEqual([]);
    }
  });
});
