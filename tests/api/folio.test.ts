import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '../../src/lib/money';
import {
  ledgerEntries,
  payments,
  roomBookings,
  rooms,
  staffActions,
  taxDocuments,
} from '../../src/server/db/schema';
import { takeDeskPayment } from '../../src/server/services/bookings/folio';
import { documentLayout } from '../../src/server/services/documents/layout';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor } from '../fixtures/transitions';

// Issue 44, decision 145: a stay's folio. Charges to the room at their own GST, voided with a reason (a row, never
// a delete), paid and given back at the desk, the check-out refused while the folio is unsettled, and the tax
// invoice printing each charge with its own tax.
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let stay: string;
let stayTotal: number;

async function bookStay(checkIn: string, checkOut: string) {
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  const id = await book(t, guest.headers, {
    room_id: deluxe!.id,
    check_in_date: checkIn,
    check_out_date: checkOut,
    num_guests: 2,
    num_rooms: 1,
    adults: 2,
  });
  await payFor(t, guest.headers, id);
  return id;
}
const post = (path: string, json: object, headers: Record<string, string> = desk.headers) =>
  t.call('POST', `/api/staff/bookings/${path}`, { json, headers });
const folio = async (id: string) => {
  const res = await t.call('GET', `/api/staff/bookings/${id}/folio`, { headers: desk.headers });
  expect(res.status).toBe(200);
  return res.json();
};
const refused = async (res: Response, status: number, message: string | RegExp) => {
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(status);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
};
const ledgerCount = async () =>
  Number((await t.db.select({ n: sql<number>`count(*)` }).from(ledgerEntries))[0]!.n);
const dinner = { kind: 'restaurant', price: 2000, description: 'Dinner at Ambrai, 2 guests' };

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  stay = await bookStay(TODAY, '2026-11-21');
  stayTotal = (await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay)))[0]!.totalPaise;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('the folio of a stay (decision 145)', () => {
  it('refuses a charge while the guest is not in house, and reads a paid stay as settled', async () => {
    await refused(
      await post(`${stay}/folio/charges`, dinner),
      409,
      'Charges go on a stay in house: check the guest in first.',
    );
    const before = await folio(stay);
    expect(before.balance).toEqual({
      bookingPaise: stayTotal,
      chargesPaise: 0,
      paidPaise: stayTotal,
      duePaise: 0,
    });
    expect((await post(`${stay}/arrival`, { arrival: 'check_in' })).status).toBe(200);
  });

  it('charges a dinner to the room at the restaurant rate of a specified premises (18%)', async () => {
    const res = await post(`${stay}/folio/charges`, dinner);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.message).toBe('Charged ₹2,360 to the room (Restaurant, GST 18% included).');
    expect(body.balance.duePaise).toBe(2_360_00);
    const [charge] = (await folio(stay)).charges;
    expect(charge).toMatchObject({
      kind: 'restaurant',
      sac: '996331',
      rateBp: 1800,
      taxablePaise: 2_000_00,
      cgstPaise: 180_00,
      sgstPaise: 180_00,
      totalPaise: 2_360_00,
      chargedBy: 'Front Desk',
      voided: null,
    });
  });

  it('charges minibar goods at their own HSN rate, and voids a charge with a reason as a row', async () => {
    const water = await post(`${stay}/folio/charges`, {
      kind: 'minibar',
      item: 'water',
      price: 100,
      description: 'Two bottles of water',
    });
    expect((await water.json()).message).toBe('Charged ₹105 to the room (Minibar, GST 5% included).');
    const cola = await post(`${stay}/folio/charges`, {
      kind: 'minibar',
      item: 'soft_drink',
      price: 150,
      description: 'Cola',
    });
    expect((await cola.json()).message).toBe('Charged ₹210 to the room (Minibar, GST 40% included).');
    const { charges } = await folio(stay);
    const colaLine = charges.find((c: { description: string }) => c.description === 'Cola');
    expect(colaLine).toMatchObject({ sac: '2202', rateBp: 4000, totalPaise: 210_00 });
    await refused(await post(`${stay}/folio/charges/${colaLine.id}/void`, {}), 400, /reason/i);
    const voided = await post(`${stay}/folio/charges/${colaLine.id}/void`, {
      reason: 'Guest did not open it',
    });
    expect(voided.status).toBe(200);
    expect((await voided.json()).balance.duePaise).toBe(2_360_00 + 105_00);
    await refused(
      await post(`${stay}/folio/charges/${colaLine.id}/void`, { reason: 'Clicked again' }),
      409,
      'This charge was already voided.',
    );
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.voidsId, colaLine.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entry: 'folio_void',
      amountPaise: 210_00,
      reason: 'Guest did not open it',
    });
    // The charge row stays: a void is never a delete.
    expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, colaLine.id))).toHaveLength(1);
  });

  it('refuses a charge with bad input, changing nothing', async () => {
    const before = await ledgerCount();
    await refused(await post(`${stay}/folio/charges`, { ...dinner, price: 0 }), 400, /price/i);
    await refused(await post(`${stay}/folio/charges`, { ...dinner, price: 12.345 }), 400, /two decimals/);
    await refused(
      await post(`${stay}/folio/charges`, { ...dinner, kind: 'casino' }),
      400,
      /restaurant, minibar, other/,
    );
    await refused(
      await post(`${stay}/folio/charges`, { kind: 'minibar', price: 80, description: 'Nuts' }),
      400,
      'Choose the minibar item.',
    );
    await refused(
      await post(`${stay}/folio/charges`, { ...dinner, description: ' ' }),
      400,
      /description|charge is for/i,
    );
    await refused(await post(`${stay}/folio/charges`, dinner, guest.headers), 403, /staff/i);
    expect(await ledgerCount()).toBe(before);
  });

  it('refuses the check-out while a balance is due, saying what to do, and changes nothing', async () => {
    const due = formatInr(2_360_00 + 105_00);
    const words = `${due} is due on this stay's folio: take the payment first; the check-out then issues the tax invoice.`;
    const asked = await t.call('GET', `/api/staff/bookings/${stay}/arrival?arrival=check_out`, {
      headers: desk.headers,
    });
    expect(await asked.json()).toMatchObject({ sentence: null, refusal: words });
    await refused(await post(`${stay}/arrival`, { arrival: 'check_out' }), 409, words);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay));
    expect(row).toMatchObject({ status: 'confirmed', checkedOutAt: null });
  });

  it('takes a UPI payment at the desk once per key, with method, reference, staff member and a receipt voucher', async () => {
    const before = await ledgerCount();
    await refused(await post(`${stay}/folio/payments`, { method: 'upi', amount: 2465 }), 400, /reference/);
    await refused(
      await post(`${stay}/folio/payments`, { method: 'upi', amount: -5, reference: 'UPI123456' }),
      400,
      /amount/i,
    );
    await refused(
      await post(`${stay}/folio/payments`, { method: 'cash', amount: 5000 }),
      409,
      'Only ₹2,465 is due on this folio: take at most that, not ₹5,000.',
    );
    expect(await ledgerCount()).toBe(before);
    const headers = { ...desk.headers, 'Idempotency-Key': 'desk-pay-1' };
    const body = { method: 'upi', amount: 2465, reference: '412345678901' };
    const first = await post(`${stay}/folio/payments`, body, headers);
    expect(first.status).toBe(201);
    const taken = await first.json();
    expect(taken.message).toMatch(/^Took ₹2,465 by UPI QR; receipt voucher RCV\//);
    // GST is due on the payment received (s.13(2)): the voucher carries the unpaid charges' own rates.
    const voucher = taken.message.match(/(RCV\/[\d-]+\/\d+)/)![1];
    const [rcv] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.number, voucher));
    const rcvLines = rcv!.snapshot.lines.map((l) => [l.sac, l.rateBp, l.cgstPaise, l.totalPaise]);
    expect(rcvLines.sort()).toEqual([
      ['2201', 500, 2_50, 105_00],
      ['996331', 1800, 180_00, 2_360_00],
    ]);
    expect(taken.balance.duePaise).toBe(0);
    const again = await post(`${stay}/folio/payments`, body, headers);
    expect(again.status).toBe(201);
    const desks = await t.db.select().from(payments).where(eq(payments.provider, 'desk'));
    expect(desks).toHaveLength(1);
    expect(desks[0]).toMatchObject({
      method: 'upi',
      reference: '412345678901',
      takenBy: desk.user.id,
      amountPaise: 2_465_00,
      status: 'paid',
    });
    const captured = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.paymentId, desks[0]!.id), eq(ledgerEntries.entry, 'captured')));
    expect(captured).toHaveLength(1);
    await refused(
      await post(`${stay}/folio/payments`, { method: 'cash', amount: 1 }),
      409,
      'Nothing is due on this folio: it is settled.',
    );
    const { money } = await folio(stay);
    expect(money.at(-1)).toMatchObject({
      what: 'payment',
      how: 'UPI QR',
      reference: '412345678901',
      by: 'Front Desk',
    });
  });

  it('gives money back at the desk only from a folio in credit', async () => {
    await refused(
      await post(`${stay}/folio/refunds`, { method: 'cash', amount: 100, reason: 'Guest asked' }),
      409,
      'Nothing is owed back on this folio: it holds no credit.',
    );
    const laundry = await post(`${stay}/folio/charges`, {
      kind: 'other',
      price: 500,
      description: 'Laundry, 3 shirts',
    });
    expect((await laundry.json()).message).toBe(
      'Charged ₹590 to the room (Other service, GST 18% included).',
    );
    expect((await post(`${stay}/folio/payments`, { method: 'cash', amount: 590 })).status).toBe(201);
    const { charges } = await folio(stay);
    const line = charges.find((c: { description: string }) => c.description === 'Laundry, 3 shirts');
    const voided = await post(`${stay}/folio/charges/${line.id}/void`, {
      reason: 'Laundry was complimentary',
    });
    expect((await voided.json()).balance.duePaise).toBe(-590_00);
    await refused(
      await post(`${stay}/folio/refunds`, { method: 'cash', amount: 600, reason: 'Laundry was free' }),
      409,
      'The folio holds ₹590 more than its charges: give back at most that, not ₹600.',
    );
    const given = await post(`${stay}/folio/refunds`, {
      method: 'cash',
      amount: 590,
      reason: 'Laundry was free',
    });
    expect(given.status).toBe(201);
    const back = await given.json();
    expect(back.message).toMatch(/^Gave back ₹590 by Cash; refund voucher RFV\//);
    expect(back.balance.duePaise).toBe(0);
    const settled = await t.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.entry, 'refund_settled'), eq(ledgerEntries.deskMethod, 'cash')));
    expect(settled).toHaveLength(1);
    expect(settled[0]!.staffId).toBe(desk.user.id);
  });

  it('checks out a settled folio and prints every line with its own tax on the invoice', async () => {
    const res = await post(`${stay}/arrival`, { arrival: 'check_out' });
    expect(res.status, await res.text()).toBe(200);
    const [invoice] = await t.db
      .select()
      .from(taxDocuments)
      .where(and(eq(taxDocuments.bookingId, stay), eq(taxDocuments.type, 'tax_invoice')));
    const lines = invoice!.snapshot.lines;
    expect(lines.filter((l) => l.sac === '996311').length).toBeGreaterThan(0);
    expect(lines.find((l) => l.description === 'Restaurant: Dinner at Ambrai, 2 guests')).toMatchObject({
      sac: '996331',
      rateBp: 1800,
      taxablePaise: 2_000_00,
      cgstPaise: 180_00,
      sgstPaise: 180_00,
      totalPaise: 2_360_00,
    });
    expect(lines.find((l) => l.description === 'Minibar: Two bottles of water')).toMatchObject({
      sac: '2201',
      rateBp: 500,
      cgstPaise: 2_50,
      totalPaise: 105_00,
    });
    // Goods and services on one invoice: the code column says HSN/SAC, not SAC (decision 151); a stay's alone, SAC.
    expect(documentLayout(invoice!.snapshot).headings[1]).toBe('HSN/SAC');
    // Voided charges are not supplied: they are not on the invoice.
    expect(lines.some((l) => l.description.includes('Cola') || l.description.includes('Laundry'))).toBe(
      false,
    );
    expect(invoice!.snapshot.totals.totalPaise).toBe(stayTotal + 2_360_00 + 105_00);
    // The invoice adjusts every advance: the booking's own and the desk's receipt vouchers.
    expect(invoice!.snapshot.advances?.documents.filter((d) => d.type === 'receipt_voucher')).toHaveLength(3);
  });

  it('closes the folio at check-out, and audits every desk action', async () => {
    await refused(
      await post(`${stay}/folio/charges`, dinner),
      409,
      'This stay has checked out: its folio is closed and its tax invoice issued.',
    );
    await refused(
      await post(`${stay}/folio/payments`, { method: 'cash', amount: 10 }),
      409,
      'This stay has checked out: its folio is closed and its tax invoice issued.',
    );
    const actions = (await t.db.select().from(staffActions).where(eq(staffActions.targetId, stay))).map(
      (a) => a.action,
    );
    for (const action of ['folio.charge', 'folio.void', 'folio.payment', 'folio.refund', 'booking.check_out'])
      expect(actions).toContain(action);
    const voidAudit = (
      await t.db.select().from(staffActions).where(eq(staffActions.action, 'folio.void'))
    )[0];
    expect(voidAudit!.reason).toBe('Guest did not open it');
  });

  it('lets the walk-in desk take a payment through the service for any confirmed booking it names', async () => {
    const other = await bookStay('2026-11-23', '2026-11-24');
    // Paid online in full: nothing is due, so the service refuses to take more.
    await expect(
      takeDeskPayment(
        t.db,
        { bookingKind: 'room', bookingId: other, method: 'cash', amountPaise: 100_00, staffId: desk.user.id },
        { now: HOTEL_NOON, timeZone: 'Asia/Kolkata' },
      ),
    ).rejects.toThrow('Nothing is due on this folio: it is settled.');
    await expect(
      takeDeskPayment(
        t.db,
        {
          bookingKind: 'table',
          bookingId: other,
          method: 'cash',
          amountPaise: 100_00,
          staffId: desk.user.id,
        },
        { now: HOTEL_NOON, timeZone: 'Asia/Kolkata' },
      ),
    ).rejects.toThrow('Booking not found.');
  });

  it('confirms a booking held for payment (a walk-in at the desk) when its whole total is taken', async () => {
    const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
    const held = await book(t, guest.headers, {
      room_id: deluxe!.id,
      check_in_date: '2026-11-25',
      check_out_date: '2026-11-26',
      num_guests: 2,
      num_rooms: 1,
      adults: 2,
    });
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, held));
    expect(row!.status).toBe('pending');
    const total = formatInr(row!.totalPaise);
    expect((await folio(held)).held).toBe(true);
    await refused(
      await post(`${held}/folio/payments`, { method: 'cash', amount: 100 }),
      409,
      `This booking is held for payment: it is confirmed by its whole total, ${total}, taken at once.`,
    );
    const paid = await post(`${held}/folio/payments`, {
      method: 'card',
      amount: row!.totalPaise / 100,
      reference: 'RRN778899',
    });
    expect(paid.status).toBe(201);
    expect((await paid.json()).message).toMatch(
      new RegExp(`^Took ${total.replace(/[₹,]/g, '.')} by Card terminal; receipt voucher RCV/`),
    );
    const [after] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, held));
    expect(after).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect((await folio(held)).balance.duePaise).toBe(0);
  });

  it('keeps the shape of every folio row in the database, whoever writes it', async () => {
    const [charge] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.entry, 'folio_charge'))
      .limit(1);
    const base = {
      userId: charge!.userId,
      bookingKind: charge!.bookingKind,
      bookingId: charge!.bookingId,
      staffId: desk.user.id,
    };
    // A charge whose tax does not add up to its amount.
    await expect(
      t.db.insert(ledgerEntries).values({
        ...base,
        entry: 'folio_charge',
        chargeKind: 'other',
        sac: '999799',
        rateBp: 1800,
        taxablePaise: 100_00,
        cgstPaise: 9_00,
        sgstPaise: 9_00,
        amountPaise: 200_00,
        reason: 'Mistyped',
      }),
    ).rejects.toThrow();
    // A void of another amount than its charge.
    await expect(
      t.db.insert(ledgerEntries).values({
        ...base,
        entry: 'folio_void',
        voidsId: charge!.id,
        amountPaise: 1_00,
        reason: 'Half a void',
      }),
    ).rejects.toThrow();
    // A desk payment by card with no reference.
    await expect(
      t.db.insert(payments).values({
        userId: charge!.userId,
        bookingKind: 'room',
        bookingId: charge!.bookingId,
        provider: 'desk',
        providerOrderId: 'desk_no_reference',
        amountPaise: 100_00,
        receipt: 'x',
        method: 'card',
        takenBy: desk.user.id,
      }),
    ).rejects.toThrow();
  });
});
