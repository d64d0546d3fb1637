import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings, rooms, staffActions, taxDocuments } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor } from '../fixtures/transitions';

// Issue 33 "Today": the front desk's day for a date (arrivals, departures, in-house) and check-in and check-out,
// each audited; checking out completes the stay and issues its tax invoice (decision 102).
let t: Awaited<ReturnType<typeof seededHotel>>;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let paidStay: string;
let heldStay: string;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  paidStay = await book(t, guest.headers, {
    roomId: deluxe!.id,
    checkInDate: TODAY,
    checkOutDate: '2026-11-22',
    numGuests: 2,
  });
  await payFor(t, guest.headers, paidStay);
  await t.db
    .update(roomBookings)
    .set({ specialRequests: 'Late arrival, around 11 pm' })
    .where(eq(roomBookings.id, paidStay));
  heldStay = await book(t, guest.headers, {
    roomId: deluxe!.id,
    checkInDate: TODAY,
    checkOutDate: '2026-11-21',
    numGuests: 1,
  });
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const day = async (date?: string) => {
  const res = await t.call('GET', `/api/staff/today${date ? `?date=${date}` : ''}`, {
    headers: desk.headers,
  });
  expect(res.status).toBe(200);
  return res.json();
};
const mark = (id: string, arrival: string) =>
  t.call('POST', `/api/staff/bookings/${id}/arrival`, { json: { arrival }, headers: desk.headers });
const auditOf = (id: string) =>
  t.db.select().from(staffActions).where(eq(staffActions.targetId, id)).orderBy(staffActions.createdAt);

describe("the front desk's day", () => {
  it("lists today's arrivals by room, with guest, nights, paid or due and special requests", async () => {
    const today = await day();
    expect(today.date).toBe(TODAY);
    const paid = today.arrivals.find((s: { id: string }) => s.id === paidStay);
    expect(paid).toMatchObject({
      guestName: 'Asha Verma',
      nights: 2,
      guests: 2,
      paid: true,
      status: 'confirmed',
      specialRequests: 'Late arrival, around 11 pm',
      checkedInAt: null,
      standing: 'Expected',
    });
    expect(paid.roomNumber).toMatch(/^\d+$/);
    expect(today.arrivals.find((s: { id: string }) => s.id === heldStay)).toMatchObject({
      paid: false,
      standing: 'Held, unpaid',
    });
    expect(today.departures).toEqual([]);
  });

  it('shows the stay in-house the night after, and departing on its last day', async () => {
    expect((await day('2026-11-21')).inHouse.map((s: { id: string }) => s.id)).toContain(paidStay);
    expect((await day('2026-11-22')).departures.map((s: { id: string }) => s.id)).toEqual([paidStay]);
  });

  it('refuses a date that is not one, naming the field', async () => {
    const res = await t.call('GET', '/api/staff/today?date=2026-13-01', { headers: desk.headers });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(['date']);
  });
});

describe('check-in and check-out', () => {
  it('refuses to check out a guest not checked in, or to check in an unpaid stay, changing nothing', async () => {
    const out = await mark(paidStay, 'check_out');
    expect(out.status).toBe(409);
    expect((await out.json()).message).toBe('Check the guest in before checking them out.');
    const unpaid = await mark(heldStay, 'check_in');
    expect(unpaid.status).toBe(409);
    expect((await unpaid.json()).message).toBe('A pending booking cannot be marked: only a paid one can.');
    const seat = await mark(paidStay, 'seat');
    expect(seat.status).toBe(409);
    expect(await auditOf(paidStay)).toEqual([]);
  });

  it('checks the guest in once, audited with who did it', async () => {
    const res = await mark(paidStay, 'check_in');
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Checked in.');
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, paidStay));
    expect(row!.checkedInAt).toEqual(HOTEL_NOON);
    expect(row!.status).toBe('confirmed');
    expect(await auditOf(paidStay)).toMatchObject([
      {
        actorId: desk.user.id,
        action: 'booking.check_in',
        before: { checkedIn: false },
        after: { checkedIn: true },
      },
    ]);
    const again = await mark(paidStay, 'check_in');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This guest is already checked in.');
    expect((await day()).arrivals.find((s: { id: string }) => s.id === paidStay).checkedInAt).not.toBeNull();
    expect((await day()).arrivals.find((s: { id: string }) => s.id === paidStay).standing).toBe('Checked in');
  });

  it('checks the guest out: the stay completed, its tax invoice issued, audited', async () => {
    const res = await mark(paidStay, 'check_out');
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, paidStay));
    expect(row!.status).toBe('completed');
    const documents = await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, paidStay));
    expect(documents.map((d) => d.type).sort()).toEqual(['receipt_voucher', 'tax_invoice']);
    expect((await auditOf(paidStay)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['booking.check_in', { checkedIn: false }, { checkedIn: true, room: expect.stringMatching(/^\d+$/) }],
      ['booking.check_out', { status: 'confirmed' }, { status: 'completed' }],
    ]);
    const again = await mark(paidStay, 'check_out');
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This guest has already checked out.');
    const guestView = await t.call('GET', `/api/bookings/${paidStay}`, { headers: guest.headers });
    expect((await guestView.json()).booking.status).toBe('completed');
  });
});
