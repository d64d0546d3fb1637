import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCoupon, createRoom, createRoomBooking } from '../../src/server/db/factories';
import {
  bookingTaxLines,
  couponRedemptions,
  coupons,
  payments,
  roomBookings,
  roomUnits,
} from '../../src/server/db/schema';
import { AppError } from '../../src/server/errors';
import { kindNamed } from '../../src/server/services/bookings/registry';
import { unitsForRows } from '../../src/server/services/bookings/stays/change';
import { changed, planChange } from '../../src/server/services/bookings/transitions';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';
import { payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 34, decision 107: a guest changes a stay held unpaid: dates, room type, number of rooms. The quote is the
// change's own price; the change keeps the booking's id, reference and hold; its own nights never stand in its way;
// a code no longer met is dropped with its reason; refusals say why and change nothing.
let t: TestApp;
type Guest = Awaited<ReturnType<typeof signedInGuest>>;
// ₹9,000 a night: 18% GST. ₹7,000 a night: 5%.
let deluxe: Awaited<ReturnType<typeof createRoom>>;
let garden: Awaited<ReturnType<typeof createRoom>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  deluxe = await createRoom(t.db, { name: 'Deluxe Lake Room', pricePaise: 900_000, maxGuests: 2 }, 3);
  garden = await createRoom(t.db, { name: 'Garden Room', pricePaise: 700_000, maxGuests: 2 }, 2);
});
afterAll(() => t.close());

/** A new guest each time: the hold rules limit how many unpaid bookings one guest may keep. */
const newGuest = () => signedInGuest(t.db, { name: 'Asha Rao' }, HOTEL_NOON);

async function hold(who: Guest, json: Record<string, unknown>) {
  const res = await t.call('POST', '/api/bookings/create', {
    json: { roomId: deluxe.id, numGuests: 2, ...json },
    headers: who.headers,
  });
  const body = await res.json();
  expect(res.status, body.message).toBe(201);
  return body.data as { id: string; bookingCode: string; total: number };
}
const change = (who: Guest, id: string, json: Record<string, unknown>, quote = false) =>
  t.call('POST', `/api/bookings/${id}/change${quote ? '/quote' : ''}`, { json, headers: who.headers });
const rowsOf = (id: string) =>
  t.db
    .select()
    .from(roomBookings)
    .where(
      sql`${roomBookings.id} = ${id} or ${roomBookings.groupId} = (select group_id from room_bookings where id = ${id})`,
    );
const snapshot = async () => ({
  rooms: await t.db.select().from(roomBookings).orderBy(roomBookings.id),
  lines: (await t.db.select().from(bookingTaxLines)).length,
  uses: (await t.db.select().from(couponRedemptions)).length,
});

describe('the quote of a change', () => {
  it('prices one night longer as a new booking would be, and holds nothing', async () => {
    const guest = await newGuest();
    const stay = await hold(guest, { checkInDate: '2026-12-10', checkOutDate: '2026-12-12' });
    const before = await snapshot();
    const res = await change(guest, stay.id, { checkInDate: '2026-12-10', checkOutDate: '2026-12-13' }, true);
    expect(res.status).toBe(200);
    const quote = await res.json();
    // 2 nights: ₹18,000 + ₹1,620 + ₹1,620 = ₹21,240; 3 nights: ₹27,000 + ₹2,430 + ₹2,430 = ₹31,860.
    expect(quote).toMatchObject({
      beforeTotalPaise: 2_124_000,
      differencePaise: 1_062_000,
      droppedCode: null,
      message: 'The total becomes ₹31,860 (₹10,620 more); nothing is paid yet.',
    });
    expect(quote.after).toMatchObject({ taxablePaise: 2_700_000, cgstPaise: 243_000, totalPaise: 3_186_000 });
    expect(await snapshot()).toEqual(before);
  });
});

describe('changing a stay held unpaid', () => {
  it('moves it in place: the same id, reference and hold, new nights and GST lines, the old nights free', async () => {
    const guest = await newGuest();
    const stay = await hold(guest, { checkInDate: '2026-12-14', checkOutDate: '2026-12-16' });
    const [was] = await rowsOf(stay.id);
    const res = await change(guest, stay.id, { checkInDate: '2026-12-15', checkOutDate: '2026-12-18' });
    expect(res.status).toBe(200);
    expect((await res.json()).after.totalPaise).toBe(3_186_000);
    const [now] = await rowsOf(stay.id);
    expect(now).toMatchObject({
      id: was!.id,
      bookingCode: was!.bookingCode,
      holdExpiresAt: was!.holdExpiresAt,
      status: 'pending',
      checkIn: '2026-12-15',
      checkOut: '2026-12-18',
      nights: 3,
      totalPaise: 3_186_000,
    });
    const lines = await t.db.select().from(bookingTaxLines).where(eq(bookingTaxLines.bookingId, stay.id));
    expect(lines).toHaveLength(3);
    // Someone else can now have the night of the 14th in the unit it held.
    const other = await signedInGuest(t.db, {}, HOTEL_NOON);
    const taken = await t.call('POST', '/api/bookings/create', {
      json: { roomId: was!.roomUnitId, checkInDate: '2026-12-14', checkOutDate: '2026-12-15', numGuests: 1 },
      headers: other.headers,
    });
    expect(taken.status).toBe(201);
    expect((await taken.json()).data.room.unitId).toBe(was!.roomUnitId);
  });

  it('takes a cheaper room across the GST slab: 18% becomes 5%', async () => {
    const guest = await newGuest();
    const stay = await hold(guest, { checkInDate: '2026-12-20', checkOutDate: '2026-12-21' });
    const res = await change(guest, stay.id, {
      checkInDate: '2026-12-20',
      checkOutDate: '2026-12-21',
      roomId: garden.id,
    });
    const quote = await res.json();
    // ₹9,000 + 18% = ₹10,620 before; ₹7,000 + 5% = ₹7,350 after.
    expect(quote).toMatchObject({ beforeTotalPaise: 1_062_000, differencePaise: -327_000 });
    expect(quote.after.taxes.map((x: { label: string }) => x.label)).toEqual(['CGST 2.5%', 'SGST 2.5%']);
    const [now] = await rowsOf(stay.id);
    expect(now).toMatchObject({ roomId: garden.id, totalPaise: 735_000 });
  });

  it('adds a room for a larger party, and gives it back, in one booking', async () => {
    const guest = await newGuest();
    const stay = await hold(guest, { checkInDate: '2026-12-24', checkOutDate: '2026-12-26' });
    const two = await change(guest, stay.id, {
      checkInDate: '2026-12-24',
      checkOutDate: '2026-12-26',
      numRooms: 2,
      numGuests: 3,
    });
    expect(two.status).toBe(200);
    let rows = await rowsOf(stay.id);
    expect(rows).toHaveLength(2);
    expect(rows.map((r) => r.numGuests).sort()).toEqual([1, 2]);
    expect(new Set(rows.map((r) => r.roomUnitId)).size).toBe(2);
    expect(rows.every((r) => r.groupId && r.groupId === rows[0]!.groupId)).toBe(true);
    const one = await change(guest, stay.id, {
      checkInDate: '2026-12-24',
      checkOutDate: '2026-12-26',
      numRooms: 1,
      numGuests: 2,
    });
    expect(one.status).toBe(200);
    rows = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay.id));
    expect(rows[0]).toMatchObject({ groupId: null, numGuests: 2, totalPaise: 2_124_000 });
  });

  it('drops a coupon the changed stay no longer meets, saying why, and gives its use back', async () => {
    const guest = await newGuest();
    const coupon = await createCoupon(t.db, {
      code: 'TWONIGHTS',
      minNights: 2,
      discountValue: 10,
      validFrom: new Date('2026-01-01T00:00:00Z'),
    });
    const stay = await hold(guest, {
      checkInDate: '2027-01-05',
      checkOutDate: '2027-01-07',
      couponCode: 'TWONIGHTS',
    });
    const uses = async () =>
      (await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.usedCount;
    expect(await uses()).toBe(1);
    const res = await change(guest, stay.id, { checkInDate: '2027-01-05', checkOutDate: '2027-01-06' });
    const quote = await res.json();
    expect(quote.droppedCode).toMatchObject({ code: 'TWONIGHTS' });
    expect(quote.droppedCode.reason).toContain('2 nights');
    expect(quote.after.totalPaise).toBe(1_062_000);
    expect(await uses()).toBe(0);
    expect((await rowsOf(stay.id))[0]).toMatchObject({ couponCode: null, discountPaise: 0 });
  });

  it('gives up an open payment order for the old total: paying it later confirms nothing and is owed back', async () => {
    const guest = await newGuest();
    const stay = await hold(guest, { checkInDate: '2027-01-10', checkOutDate: '2027-01-11' });
    const created = await t.call('POST', '/api/payments/create', {
      json: { booking_id: stay.id },
      headers: guest.headers,
    });
    const { order } = await created.json();
    expect(
      (await change(guest, stay.id, { checkInDate: '2027-01-10', checkOutDate: '2027-01-12' })).status,
    ).toBe(200);
    const result = await (
      await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome: 'success' } })
    ).json();
    await t.call('POST', '/api/payments/verify', { json: result, headers: guest.headers });
    expect((await rowsOf(stay.id))[0]!.status).toBe('pending');
    const [payment] = await paymentsWithLedger(t.db, eq(payments.providerOrderId, order.id));
    expect(payment).toMatchObject({ status: 'refund_pending' });
    expect(payment!.failureReason).toContain('This booking changed after this payment was started');
    // The new total is paid through a new order.
    await payStay(t, guest.headers, stay.id);
    expect((await rowsOf(stay.id))[0]).toMatchObject({ status: 'confirmed', totalPaise: 2_124_000 });
  });
});

describe('a change refused, changing nothing', () => {
  it('for nights another guest holds, a paid stay, someone else’s booking, or dates the hotel refuses', async () => {
    const guest = await newGuest();
    const stay = await hold(guest, {
      checkInDate: '2027-02-01',
      checkOutDate: '2027-02-02',
      roomId: garden.id,
    });
    // Both Garden Rooms are taken on the 3rd by others.
    for (let i = 0; i < 2; i++) {
      const other = await signedInGuest(t.db, {}, HOTEL_NOON);
      await hold(other, { checkInDate: '2027-02-03', checkOutDate: '2027-02-04', roomId: garden.id });
    }
    const before = await snapshot();
    const expectRefused = async (res: Response, status: number, message: string) => {
      expect(res.status).toBe(status);
      expect((await res.json()).message).toContain(message);
      expect(await snapshot()).toEqual(before);
    };
    await expectRefused(
      await change(guest, stay.id, { checkInDate: '2027-02-03', checkOutDate: '2027-02-04' }),
      409,
      'No rooms available for selected dates.',
    );
    await expectRefused(
      await change(guest, stay.id, { checkInDate: '2027-02-04', checkOutDate: '2027-02-03' }),
      400,
      'after',
    );
    const stranger = await signedInGuest(t.db, {}, HOTEL_NOON);
    await expectRefused(
      await change(stranger, stay.id, { checkInDate: '2027-02-05', checkOutDate: '2027-02-06' }),
      404,
      'Booking not found',
    );
    // A paid stay changes too (paid-change.test.ts), but only while it could be cancelled for nothing: a paid stay
    // arriving today is sent to the front desk, and nothing changes.
    const today = await hold(guest, { checkInDate: '2026-11-20', checkOutDate: '2026-11-21' });
    await payStay(t, guest.headers, today.id);
    const paid = await snapshot();
    const res = await change(guest, today.id, { checkInDate: '2026-11-20', checkOutDate: '2026-11-22' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'A paid stay can be changed online until the day before check-in: please call the front desk, who will move it for you.',
    );
    expect(await snapshot()).toEqual(paid);
    expect((await t.call('POST', `/api/bookings/${stay.id}/change`, { json: {} })).status).toBe(401);
  });
});

describe('a change moved in place (decision 119)', () => {
  it('overlapping its own nights in the only room of its type: it keeps that room, never set aside', async () => {
    const single = await createRoom(t.db, { name: 'Tower Suite', pricePaise: 900_000, maxGuests: 2 }, 1);
    const guest = await newGuest();
    const stay = await hold(guest, {
      roomId: single.id,
      checkInDate: '2027-01-10',
      checkOutDate: '2027-01-12',
    });
    const [was] = await rowsOf(stay.id);
    const res = await change(guest, stay.id, { checkInDate: '2027-01-11', checkOutDate: '2027-01-14' });
    expect(res.status).toBe(200);
    const [now] = await rowsOf(stay.id);
    expect(now).toMatchObject({
      roomUnitId: was!.roomUnitId,
      status: 'pending',
      checkIn: '2027-01-11',
      checkOut: '2027-01-14',
    });
  });

  it('two rooms moved a night later onto units listed against their order: each row keeps a unit it holds, never taking its twin’s', async () => {
    const type = await createRoom(t.db, { name: 'Garden Pavilion', pricePaise: 900_000, maxGuests: 2 }, 4);
    const units = await t.db
      .select()
      .from(roomUnits)
      .where(eq(roomUnits.roomId, type.id))
      .orderBy(roomUnits.roomNumber);
    const [u1, u2, u3, u4] = units.map((u) => u.id);
    const guest = await newGuest();
    const stay = await hold(guest, { roomId: u1, checkInDate: '2027-01-20', checkOutDate: '2027-01-22' });
    // The second unit is someone else's all week, so a second room joins on the third.
    await hold(await newGuest(), { roomId: u2, checkInDate: '2027-01-20', checkOutDate: '2027-01-24' });
    const two = { roomId: type.id, numRooms: 2, numGuests: 4 };
    const added = await change(guest, stay.id, {
      ...two,
      checkInDate: '2027-01-20',
      checkOutDate: '2027-01-22',
    });
    expect(added.status).toBe(200);
    const was = await rowsOf(stay.id);
    const unitOf = (rows: typeof was) => Object.fromEntries(rows.map((r) => [r.id, r.roomUnitId]));
    expect(Object.values(unitOf(was)).sort()).toEqual([u1, u3].sort());
    expect(unitOf(was)[stay.id]).toBe(u1);
    // The first unit is taken on the 22nd: a night later, the free units are the third and fourth, in that order.
    await hold(await newGuest(), { roomId: u1, checkInDate: '2027-01-22', checkOutDate: '2027-01-23' });
    const later = await change(guest, stay.id, {
      ...two,
      checkInDate: '2027-01-21',
      checkOutDate: '2027-01-23',
    });
    expect(later.status).toBe(200);
    // The room on the third keeps it; the stay's own row, not the third's twin, takes the fourth.
    const now = await rowsOf(stay.id);
    const third = was.find((r) => r.roomUnitId === u3)!.id;
    expect(unitOf(now)).toEqual({ [stay.id]: u4, [third]: u3 });
    expect(now.every((r) => r.checkIn === '2027-01-21' && r.nights === 2)).toBe(true);
  });

  it('matches rows to the plan’s units: a row keeps a unit the plan keeps, the others take units no row holds', () => {
    const A = { id: 'A', roomUnitId: 'A' };
    const B = { id: 'B', roomUnitId: 'B' };
    const units = (...ids: string[]) => ids.map((id) => ({ id }));
    // The plan lists the stay's two units the other way round: no row moves onto the other's unit.
    expect(unitsForRows([A, B], units('B', 'A'))).toEqual({ kept: [1, 0], added: [] });
    // One unit kept, one new; and a third room added.
    expect(unitsForRows([A, B], units('C', 'B', 'D'))).toEqual({ kept: [0, 1], added: [2] });
    expect(unitsForRows([A], units('C', 'A', 'D'))).toEqual({ kept: [1], added: [0, 2] });
    // Nothing kept: each row in the plan's order.
    expect(unitsForRows([A, B], units('C', 'D'))).toEqual({ kept: [0, 1], added: [] });
  });

  it('a stay whose new nights another guest took after it was planned: the constraint refuses, in the stay’s words, and nothing moves', async () => {
    const single = await createRoom(t.db, { name: 'Lake Cottage', pricePaise: 900_000, maxGuests: 2 }, 1);
    const guest = await newGuest();
    const other = await newGuest();
    const stay = await hold(guest, {
      roomId: single.id,
      checkInDate: '2027-01-25',
      checkOutDate: '2027-01-26',
    });
    const booking = (await kindNamed('room').find(t.db, stay.id))!;
    const clock = {
      now: HOTEL_NOON,
      today: '2026-11-20' as const,
      timeZone: 'Asia/Kolkata',
      imageUrl: (k: string) => k,
    };
    const limits = { unpaidPerGuest: 1000, perGuestPerHour: 1000, perAddressPerHour: 1000 };
    const [unit] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay.id));
    const refusal = await t.db
      .transaction(async (tx) => {
        const planned = await planChange(
          tx,
          booking,
          { checkInDate: '2027-01-26', checkOutDate: '2027-01-28' },
          clock,
          limits,
        );
        // Between the plan and the move, another guest's stay takes the second new night.
        await createRoomBooking(tx, {
          userId: other.user.id,
          roomId: single.id,
          roomUnitId: unit!.roomUnitId,
          checkIn: '2027-01-27',
          nights: 1,
          status: 'confirmed',
        });
        await changed(tx, planned, clock);
        throw new Error('the change should have been refused');
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({
      code: 'ROOM_UNAVAILABLE',
      message: 'No rooms available for selected dates.',
    });
    const [now] = await rowsOf(stay.id);
    expect(now).toMatchObject({ checkIn: '2027-01-25', nights: 1, status: 'pending' });
  });
});

describe('the rows a change touches', () => {
  it('never leaves a stay without its GST lines or a coupon use it no longer has', async () => {
    const all = await t.db
      .select()
      .from(roomBookings)
      .where(inArray(roomBookings.status, ['pending', 'confirmed']));
    for (const row of all) {
      const lines = await t.db.select().from(bookingTaxLines).where(eq(bookingTaxLines.bookingId, row.id));
      expect(lines.length, row.bookingCode).toBe(row.nights);
    }
  });
});
