import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor } from '../fixtures/transitions';

// Decision 148 (issue 44, "a cashier's shift"): what each member of the desk took and gave back at the desk between
// two hotel times, by method, with the drawer's net; one's own shift, or (admins) every cashier's.
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let asha: Awaited<ReturnType<typeof signedInGuest>>;
let ravi: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let stay: string;
let code: string;

const post = (path: string, json: object, by: { headers: Record<string, string> }) =>
  t.call('POST', `/api/staff/bookings/${stay}/${path}`, { json, headers: by.headers });
const shift = (by: { headers: Record<string, string> }, query = '') =>
  t.call('GET', `/api/staff/reports/shift${query}`, { headers: by.headers });

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  asha = await signedInGuest(t.db, { name: 'Asha Cashier', role: 'staff' }, HOTEL_NOON);
  ravi = await signedInGuest(t.db, { name: 'Ravi Cashier', role: 'staff' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Front Office Manager', role: 'admin' }, HOTEL_NOON);
  const guest = await signedInGuest(t.db, { name: 'Meera Iyer' }, HOTEL_NOON);
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  stay = await book(t, guest.headers, {
    room_id: deluxe!.id,
    check_in_date: TODAY,
    check_out_date: '2026-11-22',
    num_guests: 2,
    num_rooms: 1,
    adults: 2,
  });
  await payFor(t, guest.headers, stay);
  code = (await (await t.call('GET', `/api/staff/bookings/${stay}/folio`, { headers: asha.headers })).json())
    .code;
  expect((await post('arrival', { arrival: 'check_in' }, asha)).status).toBe(200);
  // Asha: a dinner charged and paid by UPI (₹2,000 + 18% GST).
  expect(
    (await post('folio/charges', { kind: 'restaurant', price: 2000, description: 'Dinner for two' }, asha))
      .status,
  ).toBe(201);
  expect(
    (await post('folio/payments', { method: 'upi', amount: 2360, reference: 'UPI4471' }, asha)).status,
  ).toBe(201);
  // Ravi: laundry charged and paid in cash, then voided and the cash given back.
  t.advance(30);
  expect(
    (await post('folio/charges', { kind: 'other', price: 500, description: 'Laundry, 3 shirts' }, ravi))
      .status,
  ).toBe(201);
  expect((await post('folio/payments', { method: 'cash', amount: 590 }, ravi)).status).toBe(201);
  const { charges } = await (
    await t.call('GET', `/api/staff/bookings/${stay}/folio`, { headers: ravi.headers })
  ).json();
  const laundry = charges.find((c: { description: string }) => c.description === 'Laundry, 3 shirts');
  expect(
    (await post(`folio/charges/${laundry.id}/void`, { reason: 'Laundry was complimentary' }, ravi)).status,
  ).toBe(200);
  expect(
    (await post('folio/refunds', { method: 'cash', amount: 590, reason: 'Laundry was complimentary' }, ravi))
      .status,
  ).toBe(201);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe("a cashier's shift", () => {
  it("reads one's own: Asha took ₹2,360 by UPI, with its reference and the stay's reference", async () => {
    const res = await shift(asha);
    expect(res.status).toBe(200);
    const mine = await res.json();
    expect(mine.date).toBe(TODAY);
    expect(mine.lines).toEqual([
      expect.objectContaining({
        kind: 'payment',
        method: 'upi',
        amountPaise: 2360_00,
        reference: 'UPI4471',
        bookingCode: code,
        staffName: 'Asha Cashier',
      }),
    ]);
    expect(mine.byMethod).toEqual([
      { method: 'cash', count: 0, inPaise: 0, outPaise: 0, netPaise: 0 },
      { method: 'card', count: 0, inPaise: 0, outPaise: 0, netPaise: 0 },
      { method: 'upi', count: 1, inPaise: 2360_00, outPaise: 0, netPaise: 2360_00 },
    ]);
  });

  it("Ravi's drawer: ₹590 cash in and ₹590 out, net nothing", async () => {
    const his = await (await shift(ravi)).json();
    expect(his.lines.map((l: { kind: string; amountPaise: number }) => [l.kind, l.amountPaise])).toEqual([
      ['payment', 590_00],
      ['refund', 590_00],
    ]);
    expect(his.byMethod[0]).toEqual({
      method: 'cash',
      count: 2,
      inPaise: 590_00,
      outPaise: 590_00,
      netPaise: 0,
    });
    expect(his.netPaise).toBe(0);
  });

  it("an admin reads every cashier's, and a window of hours keeps only what fell in it", async () => {
    const all = await (await shift(admin, '?staff=all')).json();
    expect(all.lines).toHaveLength(3);
    expect(all).toMatchObject({ inPaise: 2950_00, outPaise: 590_00, netPaise: 2360_00 });
    // Asha's payment at noon, Ravi's half an hour later: a shift from 12:15 holds only Ravi's.
    const late = await (await shift(admin, `?staff=all&date=${TODAY}&from=12:15&to=23:59`)).json();
    expect(late.lines.map((l: { staffName: string }) => l.staffName)).toEqual([
      'Ravi Cashier',
      'Ravi Cashier',
    ]);
    const otherDay = await (await shift(admin, '?staff=all&date=2026-11-19')).json();
    expect(otherDay.lines).toEqual([]);
  });

  it('the revenue report counts the dinner charged to the room on its day, and not the voided laundry', async () => {
    const month = await (
      await t.call('GET', '/api/staff/reports/days?month=2026-11', { headers: admin.headers })
    ).json();
    const day = month.days.find((d: { date: string }) => d.date === TODAY);
    expect(day.revenue).toMatchObject({ room_restaurant: 2000_00, room_other: 0, room_minibar: 0 });
    expect(month.total.revenue.room_restaurant).toBe(2000_00);
    expect(month.revenueKinds.map((k: { label: string }) => k.label)).toContain('Restaurant bills to rooms');
  });

  it('refuses every cashier to plain staff, a window that ends before it begins, and guests', async () => {
    const res = await shift(asha, '?staff=all');
    expect(res.status).toBe(403);
    expect((await res.json()).message).toBe(
      "Only an admin can read every cashier's shift: yours is under Only mine.",
    );
    const backwards = await shift(asha, '?from=14:00&to=12:00');
    expect(backwards.status).toBe(400);
    expect((await backwards.json()).message).toBe(
      'The shift ends after it begins: give an end time after the start.',
    );
    expect((await shift(asha, '?from=25:00')).status).toBe(400);
    const guest = await signedInGuest(t.db, { name: 'Curious Guest' }, HOTEL_NOON);
    expect((await shift(guest)).status).toBe(403);
  });
});
