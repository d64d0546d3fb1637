import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, roomBookings } from '../../src/server/db/schema';
import { releaseLapsedHolds } from '../../src/server/services/bookings/sweep';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { checkedIn, settledInCash } from './payments/setup';

let t: Awaited<ReturnType<typeof seededHotel>>;
let asha: Awaited<ReturnType<typeof signedInGuest>>;
let rohan: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  asha = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  rohan = await signedInGuest(t.db, { name: 'Rohan Mehta' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { role: 'admin' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

async function bookSuite(guest: typeof asha, checkInDate: string, checkOutDate: string, extra = {}) {
  const suite = await demoRoom(t.db, 'maharaja-suite');
  const res = await t.call('POST', '/api/bookings/create', {
    json: { roomId: suite.id, checkInDate, checkOutDate, numGuests: 2, ...extra },
    headers: guest.headers,
  });
  expect(res.status).toBe(201);
  return (await res.json()).data;
}

describe('reading bookings', () => {
  it("lists a guest's own bookings, and a 404 for someone else's list", async () => {
    const mine = await bookSuite(asha, '2026-12-01', '2026-12-02');
    await bookSuite(rohan, '2026-12-01', '2026-12-02');
    const res = await t.call('GET', `/api/bookings/user/${asha.user.id}`, { headers: asha.headers });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.count).toBe(1);
    expect(body.bookings[0]).toMatchObject({ id: mine.id, room: { roomNumber: expect.any(String) } });
    expect(
      (await t.call('GET', `/api/bookings/user/${asha.user.id}`, { headers: rohan.headers })).status,
    ).toBe(404);
    expect((await t.call('GET', `/api/bookings/user/${asha.user.id}`)).status).toBe(401);
    const asAdmin = await t.call('GET', `/api/bookings/user/${asha.user.id}`, { headers: admin.headers });
    expect((await asAdmin.json()).count).toBe(1);
    expect((await t.call('GET', '/api/bookings/user/nobody', { headers: asha.headers })).status).toBe(400);
  });

  it('reads one booking for its owner; another guest gets a 404', async () => {
    const mine = await bookSuite(asha, '2026-12-03', '2026-12-04');
    const own = await t.call('GET', `/api/bookings/${mine.id}`, { headers: asha.headers });
    expect(own.status).toBe(200);
    expect((await own.json()).booking).toMatchObject({
      id: mine.id,
      checkInDate: '2026-12-03',
      status: 'pending',
    });
    const other = await t.call('GET', `/api/bookings/${mine.id}`, { headers: rohan.headers });
    expect(other.status).toBe(404);
    expect((await other.json()).message).toBe('Booking not found.');
    expect((await t.call('GET', `/api/bookings/${mine.id}`)).status).toBe(401);
    expect((await t.call('GET', '/api/bookings/123', { headers: asha.headers })).status).toBe(400);
  });

  it('filters by status; a guest never sees other guests through the userId filter', async () => {
    const own = await (await t.call('GET', '/api/bookings?status=pending', { headers: asha.headers })).json();
    expect(own.bookings.every((b: { userId: string }) => b.userId === asha.user.id)).toBe(true);
    expect(own.count).toBeGreaterThan(0);
    const snooping = await (
      await t.call('GET', `/api/bookings?userId=${rohan.user.id}`, { headers: asha.headers })
    ).json();
    expect(snooping.count).toBe(0);
    const all = await (await t.call('GET', '/api/bookings', { headers: admin.headers })).json();
    expect(new Set(all.bookings.map((b: { userId: string }) => b.userId)).size).toBe(2);
    const bad = await t.call('GET', '/api/bookings?status=lost', { headers: asha.headers });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty(['status']);
    expect((await t.call('GET', '/api/bookings')).status).toBe(401);
  });
});

describe('cancelling', () => {
  it('lets the owner cancel before check-in, frees the room and gives the coupon use back', async () => {
    const booking = await bookSuite(asha, '2026-12-10', '2026-12-12', { couponCode: 'ROYALSTAY' });
    const [before] = await t.db.select().from(coupons).where(eq(coupons.code, 'ROYALSTAY'));
    expect(before!.usedCount).toBe(1);
    expect(
      (await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: rohan.headers })).status,
    ).toBe(404);
    expect((await t.call('PUT', `/api/bookings/${booking.id}/cancel`)).status).toBe(401);
    const res = await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: asha.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: 'Booking cancelled.',
      booking: { status: 'cancelled' },
    });
    const [after] = await t.db.select().from(coupons).where(eq(coupons.code, 'ROYALSTAY'));
    expect(after!.usedCount).toBe(0);
    const again = await t.call('DELETE', `/api/bookings/${booking.id}/cancel`, { headers: asha.headers });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This booking is already cancelled.');
  });

  it('cancels by DELETE as well, and refuses on the day of check-in', async () => {
    const later = await bookSuite(asha, '2026-12-15', '2026-12-16');
    expect(
      (await t.call('DELETE', `/api/bookings/${later.id}/cancel`, { headers: asha.headers })).status,
    ).toBe(200);
    const today = await bookSuite(asha, '2026-11-20', '2026-11-21');
    const res = await t.call('PUT', `/api/bookings/${today.id}/cancel`, { headers: asha.headers });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('A booking can be cancelled only before the day of check-in.');
  });
});

describe('PUT /api/bookings/{id}/status (admin)', () => {
  it('sets a status for an admin only', async () => {
    const booking = await bookSuite(rohan, '2026-12-20', '2026-12-21');
    const path = `/api/bookings/${booking.id}/status`;
    expect(
      (await t.call('PUT', path, { json: { status: 'confirmed' }, headers: rohan.headers })).status,
    ).toBe(403);
    expect((await t.call('PUT', path, { json: { status: 'confirmed' } })).status).toBe(401);
    const bad = await t.call('PUT', path, { json: { status: 'paid' }, headers: admin.headers });
    expect(bad.status).toBe(400);
    // The stay is unpaid: an admin confirms it only with a reason, kept as an override (decision 114).
    const bare = await t.call('PUT', path, { json: { status: 'confirmed' }, headers: admin.headers });
    expect(bare.status).toBe(400);
    expect((await bare.json()).fields).toHaveProperty('reason');
    const json = { status: 'confirmed', reason: 'Paid at the desk in cash.' };
    const res = await t.call('PUT', path, { json, headers: admin.headers });
    expect(res.status).toBe(200);
    expect((await res.json()).booking).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
  });

  it('takes a status word in any case, as staff type it, and still refuses a word that is none', async () => {
    // Arriving today, so that once in house it can be completed (decision 151).
    const booking = await bookSuite(rohan, TODAY, '2026-11-21');
    const path = `/api/bookings/${booking.id}/status`;
    const res = await t.call('PUT', path, {
      json: { status: ' Confirmed ', reason: 'Paid at the desk in cash.' },
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).booking).toMatchObject({ status: 'confirmed' });
    await checkedIn(t, booking.id, admin.headers);
    await settledInCash(t, booking.id, admin.headers);
    const upper = await t.call('PUT', path, { json: { status: 'COMPLETED' }, headers: admin.headers });
    expect((await upper.json()).booking).toMatchObject({ status: 'completed' });
    const bad = await t.call('PUT', path, { json: { status: 'Paid' }, headers: admin.headers });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toBe('Use one of pending, confirmed, cancelled, expired, completed.');
  });

  it('refuses to revive a released booking whose room was taken since', async () => {
    const first = await bookSuite(asha, '2027-01-10', '2027-01-11');
    await t.call('PUT', `/api/bookings/${first.id}/cancel`, { headers: asha.headers });
    const suite = await demoRoom(t.db, 'maharaja-suite');
    // Take every unit of the suite for that night, each by its unit id (the same request again is one booking).
    for (const unit of suite.units) await bookSuite(rohan, '2027-01-10', '2027-01-11', { roomId: unit.id });
    const res = await t.call('PUT', `/api/bookings/${first.id}/status`, {
      json: { status: 'confirmed', reason: 'Guest phoned: keep the suite.' },
      headers: admin.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('No rooms available for selected dates.');
  });
});

describe('the 15-minute hold', () => {
  it('keeps the room for 15 minutes, then releases it to the next guest', async () => {
    const suite = await demoRoom(t.db, 'maharaja-suite');
    const held = [];
    for (const unit of suite.units)
      held.push(await bookSuite(asha, '2027-02-01', '2027-02-03', { roomId: unit.id }));
    const json = { roomId: suite.id, checkInDate: '2027-02-02', checkOutDate: '2027-02-04', numGuests: 1 };
    t.advance(14);
    const early = await t.call('POST', '/api/bookings/create', { json, headers: rohan.headers });
    expect(early.status).toBe(409);
    t.advance(1);
    const late = await t.call('POST', '/api/bookings/create', { json, headers: rohan.headers });
    expect(late.status).toBe(201);
    const [lapsed] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, held[0].id));
    expect(lapsed!.status).toBe('expired');
    const view = await (await t.call('GET', `/api/bookings/${held[0].id}`, { headers: asha.headers })).json();
    expect(view.booking.status).toBe('expired');
  });

  it('shows availability again once a hold lapses, and the sweep expires holds on its own', async () => {
    const rani = await demoRoom(t.db, 'rani-mahal-suite');
    for (let i = 0; i < rani.units.length; i++) {
      await t.call('POST', '/api/bookings/create', {
        json: {
          roomId: rani.id,
          checkInDate: '2027-03-01',
          checkOutDate: '2027-03-02',
          numGuests: 1,
          couponCode: 'WELCOME10',
        },
        headers: i === 0 ? asha.headers : rohan.headers,
      });
    }
    const ask = async () =>
      (
        await (
          await t.call('GET', '/api/rooms/getrooms?checkIn=2027-03-01&checkOut=2027-03-02&roomType=suite')
        ).json()
      ).rooms.find((r: { slug: string }) => r.slug === 'rani-mahal-suite').available;
    expect(await ask()).toBe(false);
    t.advance(16);
    // The two Rani holds, plus the hold the previous test placed.
    expect(await releaseLapsedHolds(t.db, t.clock.at)).toBe(3);
    const rows = await t.db.select().from(roomBookings).where(eq(roomBookings.roomId, rani.id));
    expect(rows.map((r) => r.status)).toEqual(['expired', 'expired']);
    const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(welcome!.usedCount).toBe(0);
    expect(await ask()).toBe(true);
    expect(await releaseLapsedHolds(t.db, t.clock.at)).toBe(0);
  });

  it('never expires a confirmed booking', async () => {
    const booking = await bookSuite(asha, '2027-04-01', '2027-04-02');
    const confirmed = await t.call('PUT', `/api/bookings/${booking.id}/status`, {
      json: { status: 'confirmed', reason: 'Paid at the desk in cash.' },
      headers: admin.headers,
    });
    expect(confirmed.status).toBe(200);
    t.advance(60);
    await releaseLapsedHolds(t.db, t.clock.at);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
  });
});
