import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings, rooms, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor, tableBody } from '../fixtures/transitions';

// Issue 33 "Bookings": one search across the kinds by reference, phone, name or date, a booking's record with its
// history, and cancelling for the guest by the policy or by a staff override with a reason.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let stay: string;
let stayCode: string;
let table: string;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Meera Iyengar', phone: '+919812312345' }, HOTEL_NOON);
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  stay = await book(t, guest.headers, {
    roomId: deluxe!.id,
    checkInDate: TODAY,
    checkOutDate: '2026-11-23',
    numGuests: 2,
  });
  await payFor(t, guest.headers, stay);
  const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay));
  stayCode = row!.bookingCode;
  table = await book(t, guest.headers, await tableBody(t, '2026-12-04', { name: 'Meera Iyengar' }));
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const search = async (q: string) => {
  const res = await t.call('GET', `/api/staff/bookings?q=${encodeURIComponent(q)}`, {
    headers: desk.headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()).bookings.map((b: { id: string }) => b.id);
};

describe('the bookings search', () => {
  it('finds bookings of every kind by reference, phone number, name or date', async () => {
    expect(await search(stayCode.toLowerCase())).toEqual([stay]);
    expect((await search('98123 12345')).sort()).toEqual([stay, table].sort());
    expect((await search('iyengar')).sort()).toEqual([stay, table].sort());
    expect(await search('2026-12-04')).toEqual([table]);
    expect(await search('2026-11-21')).toEqual([stay]);
    expect(await search('nobody-like-this')).toEqual([]);
    const res = await t.call('GET', `/api/staff/bookings?q=${stayCode}`, { headers: desk.headers });
    expect((await res.json()).bookings).toMatchObject([{ id: stay, kind: 'room', kindLabel: 'Stay' }]);
  });

  it('refuses a query shorter than two characters, naming the field', async () => {
    const res = await t.call('GET', '/api/staff/bookings?q=a', { headers: desk.headers });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(['q']);
  });
});

describe("a booking's record and cancelling it for the guest", () => {
  it('refuses a cancellation by policy outside its window, changing nothing', async () => {
    const res = await t.call('POST', `/api/staff/bookings/${stay}/cancel`, {
      json: { reason: 'Guest asked at the desk' },
      headers: desk.headers,
    });
    expect(res.status).toBe(409);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay));
    expect(row!.status).toBe('confirmed');
    expect(await t.db.select().from(staffActions).where(eq(staffActions.targetId, stay))).toEqual([]);
  });

  it('cancels by override with the reason: refunded and audited as an override', async () => {
    const res = await t.call('POST', `/api/staff/bookings/${stay}/cancel`, {
      json: { reason: 'Family emergency; manager approved a full refund', override: true },
      headers: desk.headers,
    });
    expect(res.status).toBe(200);
    expect(await t.db.select().from(staffActions).where(eq(staffActions.targetId, stay))).toMatchObject([
      {
        actorId: desk.user.id,
        action: 'booking.cancel_override',
        reason: 'Family emergency; manager approved a full refund',
      },
    ]);
  });

  it('shows the record: facts, the refund owed, and the history from booking to the staff override', async () => {
    const res = await t.call('GET', `/api/staff/bookings/${stay}`, { headers: desk.headers });
    expect(res.status).toBe(200);
    const { booking, refund, history } = await res.json();
    expect(booking).toMatchObject({ kind: 'room', code: stayCode, status: 'cancelled' });
    expect(booking.guest).toMatchObject({ name: 'Meera Iyengar', phone: '+919812312345' });
    // The guest booked it herself: no desk named (decision 151).
    expect(booking.bookedAtDeskBy).toBeNull();
    expect(history[0]).toMatchObject({ what: 'Booked', by: 'Meera Iyengar' });
    expect(refund.status).toMatch(/^refund(ed|_pending)$/);
    const whats = history.map((h: { what: string }) => h.what);
    expect(whats[0]).toBe('Booked');
    expect(whats).toEqual(
      expect.arrayContaining([
        'Payment order opened',
        'Tax document issued',
        // Said in words, never the audit's own keys (issue 45).
        'Cancelled by an admin, outside the policy',
      ]),
    );
    expect(whats.some((w: string) => w.startsWith('Message '))).toBe(true);
    expect(whats.some((w: string) => /^Refund/.test(w))).toBe(true);
    const staffLine = history.find(
      (h: { what: string }) => h.what === 'Cancelled by an admin, outside the policy',
    );
    expect(staffLine).toMatchObject({ by: 'Front Desk' });
    expect(staffLine.detail).toContain('status: confirmed → cancelled');
    for (const line of history as { what: string; detail: string }[]) {
      expect(`${line.what} ${line.detail}`).not.toMatch(
        /[0-9a-f]{8}-[0-9a-f]{4}-|Paise|\b(true|false)\b|\w\.\w+_/,
      );
    }
  });

  it('answers an unknown booking with a 404', async () => {
    const res = await t.call('GET', `/api/staff/bookings/${crypto.randomUUID()}`, { headers: desk.headers });
    expect(res.status).toBe(404);
  });
});
