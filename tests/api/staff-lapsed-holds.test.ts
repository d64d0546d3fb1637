import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallBookings, halls, roomBookings, rooms, tableBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, hallBody, payFor, requestHall, stayBody, tableBody } from '../fixtures/transitions';

// Decision 119: no staff screen or action sweeps lapsed holds first. A hold that lapsed reads as lapsed on every
// screen while its row is still `pending` (the background job has not reached it); an action on it finds it expired
// (that booking alone); a write refused because a lapsed hold still stands in the constraint's way expires what
// lapsed and succeeds.
const TABLE_DATE = '2026-11-27';
let t: Awaited<ReturnType<typeof seededHotel>>;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
const ids: Record<'stay' | 'paid' | 'table' | 'hall' | 'revived' | 'blocker', string> = {
  stay: '',
  paid: '',
  table: '',
  hall: '',
  revived: '',
  blocker: '',
};

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Manager', role: 'admin' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma', email: 'asha.lapsed@example.in' }, HOTEL_NOON);
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  ids.stay = await book(t, guest.headers, stayBody(deluxe!.id, TODAY, '2026-11-21'));
  const payer = await signedInGuest(t.db, { name: 'Kabir Rao' }, HOTEL_NOON);
  ids.paid = await book(t, payer.headers, stayBody(deluxe!.id, TODAY, '2026-11-21'));
  await payFor(t, payer.headers, ids.paid);
  ids.table = await book(
    t,
    guest.headers,
    await tableBody(t, TABLE_DATE, { partySize: 2, time: '13:00', phone: guest.user.phone }),
  );
  const [hall] = await t.db.select().from(halls).where(eq(halls.slug, 'grand-durbar-hall'));
  ids.hall = await requestHall(t, guest.headers, hallBody(hall!.id, '2026-12-19'));
  // A stay cancelled by its guest, whose room another guest then held: that hold will lapse too.
  const suite = await demoRoom(t.db, 'maharaja-suite');
  const unit = suite.units[0]!.id;
  ids.revived = await book(t, guest.headers, stayBody(unit, '2026-12-01', '2026-12-02'));
  expect(
    (await t.call('PUT', `/api/bookings/${ids.revived}/cancel`, { headers: guest.headers })).status,
  ).toBe(200);
  const other = await signedInGuest(t.db, { name: 'Ravi Menon' }, HOTEL_NOON);
  ids.blocker = await book(t, other.headers, stayBody(unit, '2026-12-01', '2026-12-02'));
  // Two days on: every unpaid hold above has lapsed (a stay's and a table's after 15 minutes, a hall's after 48 hours).
  t.advance(49 * 60);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.call('GET', path, { headers: desk.headers });
  expect(res.status, path).toBe(200);
  return res.json();
};
const statuses = async () => ({
  stays: (
    await t.db
      .select()
      .from(roomBookings)
      .where(inArray(roomBookings.id, [ids.stay, ids.blocker]))
  ).map((r) => r.status),
  table: (await t.db.select().from(tableBookings).where(eq(tableBookings.id, ids.table)))[0]!.status,
  hall: (await t.db.select().from(hallBookings).where(eq(hallBookings.id, ids.hall)))[0]!.status,
});
const codeOf = async (id: string) =>
  (
    await Promise.all([
      t.db.select({ code: roomBookings.bookingCode }).from(roomBookings).where(eq(roomBookings.id, id)),
      t.db.select({ code: tableBookings.bookingCode }).from(tableBookings).where(eq(tableBookings.id, id)),
      t.db.select({ code: hallBookings.bookingCode }).from(hallBookings).where(eq(hallBookings.id, id)),
    ])
  ).flat()[0]!.code;

describe('staff screens read a lapsed hold as lapsed, sweeping nothing', () => {
  it('the front desk, the table sheet and the events desk leave lapsed holds off, and the paid stay on', async () => {
    const day = await get(`/api/staff/today?date=${TODAY}`);
    expect(day.arrivals.map((s: { id: string }) => s.id)).toEqual([ids.paid]);
    const sheet = await get(`/api/staff/tables?date=${TABLE_DATE}`);
    const parties = sheet.slots.flatMap((s: { parties: { id: string }[] }) => s.parties.map((p) => p.id));
    expect(parties).not.toContain(ids.table);
    const events = await get('/api/staff/halls');
    expect(events.awaitingAnswer.map((e: { id: string }) => e.id)).not.toContain(ids.hall);
    // Read, not swept: the rows are still pending.
    expect(await statuses()).toEqual({ stays: ['pending', 'pending'], table: 'pending', hall: 'pending' });
  });

  it('the search, a booking’s record and the Guests screen say expired for each lapsed hold', async () => {
    for (const id of [ids.stay, ids.table, ids.hall]) {
      const code = await codeOf(id);
      const found = await get(`/api/staff/bookings?q=${code}`);
      expect(found.bookings.map((b: { id: string; status: string }) => [b.id, b.status])).toEqual([
        [id, 'expired'],
      ]);
      expect((await get(`/api/staff/bookings/${id}`)).booking.status).toBe('expired');
    }
    expect((await get(`/api/staff/bookings/${ids.paid}`)).booking.status).toBe('confirmed');
    const file = await get(`/api/staff/guests?phone=${encodeURIComponent(guest.user.phone)}`);
    const byId = Object.fromEntries(
      file.bookings.map((b: { id: string; status: string }) => [b.id, b.status]),
    );
    expect(byId).toMatchObject({ [ids.stay]: 'expired', [ids.table]: 'expired', [ids.hall]: 'expired' });
    expect(await statuses()).toEqual({ stays: ['pending', 'pending'], table: 'pending', hall: 'pending' });
  });
});

describe('staff actions on a lapsed hold', () => {
  it('answering a request that lapsed unanswered is refused as lapsed, and nothing is swept', async () => {
    const res = await t.call('POST', `/api/staff/halls/${ids.hall}/answer`, {
      json: { answer: 'confirmed' },
      headers: desk.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'This request lapsed before it was answered; the guest must ask again.',
    );
    expect((await statuses()).hall).toBe('pending');
  });

  it('cancelling a lapsed stay finds it expired (that booking alone), as it was', async () => {
    const res = await t.call('POST', `/api/staff/bookings/${ids.stay}/cancel`, {
      json: { reason: 'Guest rang to cancel', override: true },
      headers: desk.headers,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe('A expired booking cannot be cancelled.');
    const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, ids.stay));
    expect(stay!.status).toBe('expired');
    // The other lapsed holds are the background job's: still pending.
    expect(await statuses()).toMatchObject({ table: 'pending', hall: 'pending' });
    const [blocker] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, ids.blocker));
    expect(blocker!.status).toBe('pending');
  });

  it('reviving a booking whose room a lapsed hold still stands on: the lapsed hold is expired and the revival made', async () => {
    const res = await t.call('PUT', `/api/bookings/${ids.revived}/status`, {
      json: { status: 'pending' },
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const [revived] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, ids.revived));
    const [blocker] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, ids.blocker));
    expect([revived!.status, blocker!.status]).toEqual(['pending', 'expired']);
  });
});
