import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, roomBookings, rooms, taxDocuments } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor } from '../fixtures/transitions';

// PostgreSQL only (decision 145): the folio's money decided under the booking's locks. Two desks taking the last
// balance at once take it once; a charge racing the check-out is on the invoice or refused, never lost.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desks: Awaited<ReturnType<typeof signedInGuest>>[];
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let listings: { id: string }[];
let round = 0;
const ROUNDS = 6;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  expect(t.database.driver).toBe('postgres');
  desks = await Promise.all(
    ['Desk One', 'Desk Two'].map((name) => signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON)),
  );
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  listings = await t.db.select({ id: rooms.id }).from(rooms);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const post = (desk: number, path: string, json: object, key?: string) =>
  t.call('POST', `/api/staff/bookings/${path}`, {
    json,
    headers: { ...desks[desk]!.headers, ...(key ? { 'Idempotency-Key': key } : {}) },
  });

/** A paid one-room stay arriving today, checked in, on the next listing with a free room. */
async function inHouse(): Promise<string> {
  for (let tries = 0; tries < listings.length; tries++) {
    const listing = listings[round++ % listings.length]!;
    try {
      const id = await book(t, guest.headers, {
        room_id: listing.id,
        check_in_date: TODAY,
        check_out_date: '2026-11-21',
        num_guests: 1,
        num_rooms: 1,
        adults: 1,
      });
      await payFor(t, guest.headers, id);
      expect((await post(0, `${id}/arrival`, { arrival: 'check_in' })).status).toBe(200);
      return id;
    } catch {
      // That listing is full tonight: the next.
    }
  }
  throw new Error('no room free tonight');
}

const dinner = { kind: 'restaurant', price: 2000, description: 'Dinner at Ambrai' };
const deskPayments = (id: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, id), eq(payments.provider, 'desk')));

describe('the folio on PostgreSQL', () => {
  it('two desks take the last balance at once: it is taken once, the other is told nothing is due', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const id = await inHouse();
      expect((await post(0, `${id}/folio/charges`, dinner)).status).toBe(201);
      const answers = await Promise.all([
        post(0, `${id}/folio/payments`, { method: 'cash', amount: 2360 }),
        post(1, `${id}/folio/payments`, { method: 'upi', amount: 2360, reference: `UPI${i}00000001` }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const refused = answers.find((r) => r.status === 409)!;
      expect((await refused.json()).message).toBe('Nothing is due on this folio: it is settled.');
      expect(await deskPayments(id)).toHaveLength(1);
    }
  });

  it('a double click sends one key twice at once: the money is taken once', async () => {
    const id = await inHouse();
    expect((await post(0, `${id}/folio/charges`, dinner)).status).toBe(201);
    const answers = await Promise.all([
      post(0, `${id}/folio/payments`, { method: 'cash', amount: 1000 }, 'click-1'),
      post(0, `${id}/folio/payments`, { method: 'cash', amount: 1000 }, 'click-1'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    const taken = await deskPayments(id);
    expect(taken.map((p) => p.amountPaise)).toEqual([1_000_00]);
  });

  it('a charge and the check-out at once: the invoice has the charge, or the charge is refused', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const id = await inHouse();
      const [charged, out] = await Promise.all([
        post(0, `${id}/folio/charges`, dinner),
        post(1, `${id}/arrival`, { arrival: 'check_out' }),
      ]);
      const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
      const [invoice] = await t.db
        .select()
        .from(taxDocuments)
        .where(and(eq(taxDocuments.bookingId, id), eq(taxDocuments.type, 'tax_invoice')));
      const onInvoice = !!invoice?.snapshot.lines.some(
        (l) => l.description === 'Restaurant: Dinner at Ambrai',
      );
      if (charged.status === 201) {
        // The charge came first: the check-out saw it due and was refused, the stay still in house.
        expect(out.status).toBe(409);
        expect((await out.json()).message).toMatch(/^₹2,360 is due on this stay's folio/);
        expect(row!.status).toBe('confirmed');
        expect(invoice).toBeUndefined();
        outcomes.push('charge first');
      } else {
        // The check-out came first: the charge was refused in words, and the invoice has no line it did not bill.
        expect(charged.status).toBe(409);
        expect((await charged.json()).message).toBe(
          'This stay has checked out: its folio is closed and its tax invoice issued.',
        );
        expect(out.status).toBe(200);
        expect(row!.status).toBe('completed');
        expect(onInvoice).toBe(false);
        outcomes.push('check-out first');
      }
    }
    console.log(`charge vs check-out, ${ROUNDS} rounds: ${outcomes.join(', ')}`);
  });
});
