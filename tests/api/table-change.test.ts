import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTaxLines, menuItems, tableBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import { payStay } from '../fixtures/notices';

// Issue 34, decision 107: a guest changes a table held unpaid: another date, time or party size among the open
// slots, priced as a new booking would be, the booking (id, reference, hold) kept; refusals say why.
let t: Awaited<ReturnType<typeof seededHotel>>;
let galouti: string;
beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  galouti = (await t.db.select().from(menuItems).where(eq(menuItems.slug, 'galouti-kebab')))[0]!.id;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

async function heldTable() {
  const guest = await signedInGuest(t.db, { name: 'Farah Khan' }, HOTEL_NOON);
  const res = await t.call('POST', '/api/bookings/create', {
    json: {
      date: '2026-12-05',
      time: '19:30',
      partySize: 4,
      name: 'Farah Khan',
      phone: '98123 45678',
      menuId: galouti,
    },
    headers: guest.headers,
  });
  expect(res.status).toBe(201);
  return { guest, id: (await res.json()).booking.id as string };
}
const change = (headers: Record<string, string>, id: string, json: unknown, quote = false) =>
  t.call('POST', `/api/bookings/${id}/change${quote ? '/quote' : ''}`, { json, headers });
const rowOf = async (id: string) =>
  (await t.db.select().from(tableBookings).where(eq(tableBookings.id, id)))[0]!;

describe('changing a table held unpaid', () => {
  it('moves it to another evening and a larger party, priced again, the reference and hold kept', async () => {
    const { guest, id } = await heldTable();
    const was = await rowOf(id);
    const body = { date: '2026-12-06', time: '20:30', partySize: 6 };
    const quote = await (await change(guest.headers, id, body, true)).json();
    expect(quote.beforeTotalPaise).toBe(was.totalPaise);
    expect(quote.after.totalPaise).toBeGreaterThan(was.totalPaise);
    expect(await rowOf(id)).toEqual(was); // a quote holds nothing
    const res = await change(guest.headers, id, body);
    expect(res.status).toBe(200);
    const now = await rowOf(id);
    expect(now).toMatchObject({
      id,
      bookingCode: was.bookingCode,
      holdExpiresAt: was.holdExpiresAt,
      status: 'pending',
      date: '2026-12-06',
      time: '20:30',
      partySize: 6,
      totalPaise: quote.after.totalPaise,
    });
    const lines = await t.db.select().from(bookingTaxLines).where(eq(bookingTaxLines.bookingId, id));
    expect(lines.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(now.totalPaise);
  });

  it('moves half an hour later onto its own table, overlapping its own sitting (decision 119)', async () => {
    const guest = await signedInGuest(t.db, { name: 'Farah Khan' }, HOTEL_NOON);
    const res = await t.call('POST', '/api/bookings/create', {
      json: { date: '2026-12-09', time: '19:30', partySize: 4, name: 'Farah Khan', phone: '98123 45678' },
      headers: guest.headers,
    });
    expect(res.status).toBe(201);
    const id = (await res.json()).booking.id as string;
    const was = await rowOf(id);
    const moved = await change(guest.headers, id, { date: '2026-12-09', time: '20:00', partySize: 4 });
    expect(moved.status).toBe(200);
    const now = await rowOf(id);
    // The same table, its new sitting starting inside the old one: the row never stood in its own way.
    expect(now).toMatchObject({ firstTable: was.firstTable, time: '20:00', status: 'pending' });
    expect(now.startsAt.getTime()).toBeLessThan(was.endsAt.getTime());
  });

  it('refuses a time that is not open, naming the open ones, and a stay’s body, changing nothing', async () => {
    const { guest, id } = await heldTable();
    const was = await rowOf(id);
    // Noon on the hotel's today: 12:00 has begun.
    const closed = await change(guest.headers, id, { date: '2026-11-20', time: '12:00', partySize: 4 });
    expect(closed.status).toBe(409);
    expect((await closed.json()).message).toContain('Open times that day: 1:00 PM');
    const stayBody = await change(guest.headers, id, {
      checkInDate: '2026-12-06',
      checkOutDate: '2026-12-07',
    });
    expect(stayBody.status).toBe(400);
    expect((await stayBody.json()).message).toBe('Send the table’s new date, time and number of guests.');
    expect(await rowOf(id)).toEqual(was);
  });
});

describe('changing a paid table', () => {
  it('moves it to a smaller party at once and says the difference comes back; a dearer one is an order for it', async () => {
    const { guest, id } = await heldTable();
    await payStay(t, guest.headers, id);
    const paid = await rowOf(id);
    const smaller = await change(guest.headers, id, { date: '2026-12-05', time: '19:30', partySize: 2 });
    expect(smaller.status).toBe(200);
    const answer = await smaller.json();
    expect(answer).toMatchObject({ paid: true, payment: null });
    expect(answer.differencePaise).toBeLessThan(0);
    expect(answer.refund).toEqual({ coins: 0, coinsPaise: 0, moneyPaise: -answer.differencePaise });
    expect(await rowOf(id)).toMatchObject({
      partySize: 2,
      status: 'confirmed',
      bookingCode: paid.bookingCode,
    });

    const larger = await change(guest.headers, id, { date: '2026-12-06', time: '20:30', partySize: 6 });
    expect(larger.status).toBe(200);
    const order = await larger.json();
    expect(order.payment.order.amount).toBe(order.differencePaise);
    // Nothing moves until the difference is paid.
    expect(await rowOf(id)).toMatchObject({ partySize: 2, date: '2026-12-05' });
  });
});
