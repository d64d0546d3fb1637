import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms, staffActions, walletTransactions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import { book, payFor } from '../fixtures/transitions';

// Issue 33 "Guests": a guest found by phone with bookings, coins and referrals; an admin's coins adjustment with a
// reason as a new ledger row, audited.
let t: Awaited<ReturnType<typeof seededHotel>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let staff: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let stay: string;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  admin = await signedInGuest(t.db, { name: 'Meera Admin', role: 'admin' }, HOTEL_NOON);
  staff = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(
    t.db,
    { name: 'Ritu Anand', phone: '+919811122233', email: 'ritu@example.in' },
    HOTEL_NOON,
  );
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  stay = await book(t, guest.headers, {
    roomId: deluxe!.id,
    checkInDate: '2026-12-08',
    checkOutDate: '2026-12-10',
    numGuests: 2,
  });
  await payFor(t, guest.headers, stay);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const auditOf = (id: string) => t.db.select().from(staffActions).where(eq(staffActions.targetId, id));

describe('the Guests screen', () => {
  it('finds a guest by phone as typed, with their bookings and coins', async () => {
    const res = await t.call('GET', '/api/staff/guests?phone=98111%2022233', { headers: staff.headers });
    expect(res.status).toBe(200);
    const file = await res.json();
    expect(file.guest).toMatchObject({
      name: 'Ritu Anand',
      phone: '+919811122233',
      email: 'ritu@example.in',
    });
    expect(file.bookings.map((b: { id: string }) => b.id)).toEqual([stay]);
    expect(file.coins.balance).toBe(10);
    expect(file.referrals).toEqual([]);
    const none = await t.call('GET', '/api/staff/guests?phone=9811100000', { headers: staff.headers });
    expect(none.status).toBe(404);
  });

  it('lets an admin add and take coins with a reason, as new ledger rows, audited, never below zero', async () => {
    const path = `/api/staff/guests/${guest.user.id}/coins`;
    const add = await t.call('POST', path, {
      json: { coins: 40, reason: 'Apology for the noisy room' },
      headers: admin.headers,
    });
    expect(add.status).toBe(200);
    expect(await add.json()).toEqual({
      balance: 50,
      message: '40 coins added: Ritu Anand now has 50 coins.',
    });
    // Decision 116: taking more than the balance takes what is left and says why not more.
    const take = await t.call('POST', path, {
      json: { coins: -60, reason: 'Too many' },
      headers: admin.headers,
    });
    expect(take.status).toBe(200);
    expect(await take.json()).toEqual({
      balance: 0,
      message:
        'Only 50 of 60 coins could be taken back: Ritu Anand had only 50 left, and a balance never goes below zero. ' +
        '50 coins taken: Ritu Anand now has 0 coins.',
    });
    // With nothing left, nothing is taken: a 409 that writes no row and no audit.
    const none = await t.call('POST', path, { json: { coins: -5, reason: 'Again' }, headers: admin.headers });
    expect(none.status).toBe(409);
    expect((await none.json()).message).toBe(
      'Ritu Anand has no Supar Coins left to take back, and a balance never goes below zero.',
    );
    const rows = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(rows.map((r) => `${r.type} ${r.suparCoins} ${r.description}`).sort()).toEqual([
      'credit 10 Room booking reward',
      'credit 40 Adjusted by the hotel: Apology for the noisy room',
      'debit 50 Adjusted by the hotel: Too many',
    ]);
    expect(await auditOf(guest.user.id)).toMatchObject([
      { action: 'coins.adjust', actorId: admin.user.id, before: { balance: 10 }, after: { balance: 50 } },
      { action: 'coins.adjust', actorId: admin.user.id, before: { balance: 50 }, after: { balance: 0 } },
    ]);
  });

  it('refuses staff an adjustment (admins only), and a zero or fractional one, changing nothing', async () => {
    const path = `/api/staff/guests/${guest.user.id}/coins`;
    const audited = (await auditOf(guest.user.id)).length;
    expect(
      (await t.call('POST', path, { json: { coins: 5, reason: 'Nice guest' }, headers: staff.headers }))
        .status,
    ).toBe(403);
    for (const coins of [0, 2.5]) {
      const res = await t.call('POST', path, { json: { coins, reason: 'Typo' }, headers: admin.headers });
      expect(res.status).toBe(400);
      expect((await res.json()).fields).toHaveProperty(['coins']);
    }
    expect(await auditOf(guest.user.id)).toHaveLength(audited);
  });
});
