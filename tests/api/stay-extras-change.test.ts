import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import {
  bookingTaxLines,
  payments,
  roomBookingExtras,
  roomBookings,
  stayExtras,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 43, decision 138: a guest adds, changes or removes the extras of their stay on its page, through the change
// of decision 107: held unpaid it changes at once; paid, a dearer change is an order for the difference, made when
// it is captured. An extra booked keeps its sold price; one added is priced at the catalogue's price now.
let t: TestApp;
type Guest = Awaited<ReturnType<typeof signedInGuest>>;
// ₹9,000 a night at 18%: two nights are ₹21,240. The transfer: ₹2,500 a stay at 5%, ₹2,625 with GST.
let deluxe: Awaited<ReturnType<typeof createRoom>>;
let transfer: string;
let retired: string;
const STAY = { checkInDate: '2027-01-10', checkOutDate: '2027-01-12' };
const ROOM_TOTAL = 2_124_000;
const TRANSFER_TOTAL = 262_500;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  deluxe = await createRoom(t.db, { name: 'Deluxe Lake Room', pricePaise: 900_000, maxGuests: 2 }, 12);
  const rows = await t.db
    .insert(stayExtras)
    .values([
      {
        slug: 'airport-transfer',
        name: 'Airport transfer',
        description: 'A car and driver between Udaipur airport and the palace.',
        basis: 'stay',
        pricePaise: 250_000,
        supply: 'transport',
        maxQuantity: 2,
      },
      {
        slug: 'vintage-car',
        name: 'Vintage car tour',
        description: 'No longer offered.',
        basis: 'stay',
        pricePaise: 500_000,
        supply: 'transport',
        active: false,
      },
    ])
    .returning();
  [transfer, retired] = rows.map((r) => r.id) as [string, string];
});
afterAll(() => t.close());

const newGuest = () => signedInGuest(t.db, { name: 'Asha Rao' }, HOTEL_NOON);
async function heldStay(who: Guest, extras: { id: string; quantity: number }[] = []) {
  const res = await t.call('POST', '/api/bookings/create', {
    json: { roomId: deluxe.id, numGuests: 2, ...STAY, extras },
    headers: who.headers,
  });
  const body = await res.json();
  expect(res.status, body.message).toBe(201);
  return body.data as { id: string; bookingCode: string };
}
const change = (who: Guest, id: string, json: Record<string, unknown>, quote = false) =>
  t.call('POST', `/api/bookings/${id}/change${quote ? '/quote' : ''}`, {
    json: { ...STAY, ...json },
    headers: who.headers,
  });
const row = async (id: string) => (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!;
const extrasOf = async (id: string) =>
  (await t.db.select().from(roomBookingExtras).where(eq(roomBookingExtras.bookingId, id))).map((e) => [
    e.quantity,
    e.unitPricePaise,
    e.amountPaise,
  ]);
const linesOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(bookingTaxLines)
      .where(eq(bookingTaxLines.bookingId, id))
      .orderBy(asc(bookingTaxLines.position))
  ).map((l) => [l.description, l.sac, l.taxablePaise, l.rateBp, l.totalPaise]);
const summaryOf = async (who: Guest, id: string) =>
  (await t.call('GET', `/api/payments/booking/${id}`, { headers: who.headers })).json();

describe('the extras of a stay held unpaid', () => {
  it('adds a transfer: quoted first, then its own bill line at 5%, the total as quoted', async () => {
    const guest = await newGuest();
    const stay = await heldStay(guest);
    const asked = { extras: [{ id: transfer, quantity: 1 }] };
    const quote = await (await change(guest, stay.id, asked, true)).json();
    expect(quote).toMatchObject({
      paid: false,
      beforeTotalPaise: ROOM_TOTAL,
      differencePaise: TRANSFER_TOTAL,
      message: 'The total becomes ₹23,865 (₹2,625 more); nothing is paid yet.',
    });
    expect(quote.after.lines.map((l: { label: string }) => l.label)).toContain('Airport transfer');
    // The quote changed nothing.
    expect(await extrasOf(stay.id)).toEqual([]);

    const res = await change(guest, stay.id, { ...asked, quotedTotalPaise: quote.after.totalPaise });
    const body = await res.json();
    expect(res.status, body.message).toBe(200);
    expect(await row(stay.id)).toMatchObject({
      checkIn: STAY.checkInDate,
      checkOut: STAY.checkOutDate,
      status: 'pending',
      bookingCode: stay.bookingCode,
      totalPaise: ROOM_TOTAL + TRANSFER_TOTAL,
    });
    expect(await extrasOf(stay.id)).toEqual([[1, 250_000, 250_000]]);
    const lines = await linesOf(stay.id);
    expect(lines.at(-1)).toEqual(['Airport transfer', expect.any(String), 250_000, 500, TRANSFER_TOTAL]);
    expect(lines.filter((l) => l[3] === 1800)).toHaveLength(2);
    const summary = await summaryOf(guest, stay.id);
    expect(summary.totalPaise).toBe(ROOM_TOTAL + TRANSFER_TOTAL);
    expect(summary.room.extras).toEqual([
      { id: transfer, name: 'Airport transfer', quantity: 1, amountPaise: 250_000, detail: '₹2,500' },
    ]);
  });

  it('changes the quantity at the price it was sold at, and removes it', async () => {
    const guest = await newGuest();
    const stay = await heldStay(guest, [{ id: transfer, quantity: 1 }]);
    // The hotel raises the transfer: the one booked keeps ₹2,500 each, however many the guest now wants.
    await t.db.update(stayExtras).set({ pricePaise: 300_000 }).where(eq(stayExtras.id, transfer));
    try {
      const two = await change(guest, stay.id, { extras: [{ id: transfer, quantity: 2 }] });
      expect(two.status).toBe(200);
      expect(await extrasOf(stay.id)).toEqual([[2, 250_000, 500_000]]);
      expect((await row(stay.id)).totalPaise).toBe(ROOM_TOTAL + 2 * TRANSFER_TOTAL);
      expect((await linesOf(stay.id)).at(-1)).toEqual([
        'Airport transfer',
        expect.any(String),
        500_000,
        500,
        2 * TRANSFER_TOTAL,
      ]);

      const none = await change(guest, stay.id, { extras: [] });
      expect((await none.json()).message).toBe(
        'The total becomes ₹21,240 (₹5,250 less); nothing is paid yet.',
      );
      expect(await extrasOf(stay.id)).toEqual([]);
      expect((await row(stay.id)).totalPaise).toBe(ROOM_TOTAL);
      expect((await linesOf(stay.id)).map((l) => l[3])).toEqual([1800, 1800]);
    } finally {
      await t.db.update(stayExtras).set({ pricePaise: 250_000 }).where(eq(stayExtras.id, transfer));
    }
  });

  it('prices a transfer added after a rise at the new price', async () => {
    const guest = await newGuest();
    const stay = await heldStay(guest);
    await t.db.update(stayExtras).set({ pricePaise: 300_000 }).where(eq(stayExtras.id, transfer));
    try {
      const res = await change(guest, stay.id, { extras: [{ id: transfer, quantity: 1 }] });
      expect(res.status).toBe(200);
      expect(await extrasOf(stay.id)).toEqual([[1, 300_000, 300_000]]);
    } finally {
      await t.db.update(stayExtras).set({ pricePaise: 250_000 }).where(eq(stayExtras.id, transfer));
    }
  });

  const refusals: [string, () => { id: string; quantity: number }[], string][] = [
    ['an extra no longer offered', () => [{ id: retired, quantity: 1 }], 'That extra is not on offer.'],
    [
      'more transfers than a booking takes',
      () => [{ id: transfer, quantity: 3 }],
      'A booking takes at most 2 of Airport transfer.',
    ],
    [
      'the same extra twice',
      () => [
        { id: transfer, quantity: 1 },
        { id: transfer, quantity: 1 },
      ],
      'Choose each extra once, with its quantity.',
    ],
  ];
  for (const [what, extras, message] of refusals)
    it(`refuses ${what} in words, quote and change alike, changing nothing`, async () => {
      const guest = await newGuest();
      const stay = await heldStay(guest, [{ id: transfer, quantity: 1 }]);
      const before = [await extrasOf(stay.id), await linesOf(stay.id), (await row(stay.id)).totalPaise];
      for (const quote of [true, false]) {
        const res = await change(guest, stay.id, { extras: extras() }, quote);
        const body = await res.json();
        expect(res.status).toBe(400);
        expect(JSON.stringify(body)).toContain(message);
      }
      expect([await extrasOf(stay.id), await linesOf(stay.id), (await row(stay.id)).totalPaise]).toEqual(
        before,
      );
    });

  it("refuses another guest's booking, changing nothing", async () => {
    const guest = await newGuest();
    const stranger = await newGuest();
    const stay = await heldStay(guest);
    for (const quote of [true, false]) {
      const res = await change(stranger, stay.id, { extras: [{ id: transfer, quantity: 1 }] }, quote);
      expect(res.status).toBe(404);
    }
    expect(await extrasOf(stay.id)).toEqual([]);
  });
});

describe('the extras of a paid stay', () => {
  it('adds a transfer by an order for the difference; the extra is booked when it is paid', async () => {
    const guest = await newGuest();
    const stay = await heldStay(guest);
    await payStay(t, guest.headers, stay.id);
    const asked = { extras: [{ id: transfer, quantity: 1 }] };
    const quote = await (await change(guest, stay.id, asked, true)).json();
    expect(quote).toMatchObject({ paid: true, differencePaise: TRANSFER_TOTAL });

    const answer = await (
      await change(guest, stay.id, { ...asked, quotedTotalPaise: quote.after.totalPaise })
    ).json();
    expect(answer.payment.order.amount).toBe(TRANSFER_TOTAL);
    expect(await extrasOf(stay.id)).toEqual([]);

    const result = await (
      await t.call('POST', '/api/dev/sandbox/pay', {
        json: { order_id: answer.payment.order.id, outcome: 'success' },
      })
    ).json();
    const verified = await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect(verified.status).toBe(200);
    expect(await extrasOf(stay.id)).toEqual([[1, 250_000, 250_000]]);
    expect(await row(stay.id)).toMatchObject({
      status: 'confirmed',
      totalPaise: ROOM_TOTAL + TRANSFER_TOTAL,
    });
    const rows = await t.db.select().from(payments).where(eq(payments.bookingId, stay.id));
    expect(rows.map((p) => [p.status, p.amountPaise]).sort()).toEqual(
      [
        ['paid', ROOM_TOTAL],
        ['paid', TRANSFER_TOTAL],
      ].sort(),
    );
  });
});
