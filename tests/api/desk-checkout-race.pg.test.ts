import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings, rooms, taxDocuments } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor } from '../fixtures/transitions';

// PostgreSQL only (decision 140): two desks checking out the last rooms of a stay at the same moment complete it
// once and issue one tax invoice; the marks take turns on the stay's locked rows.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desks: Awaited<ReturnType<typeof signedInGuest>>[];
let guest: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  expect(t.database.driver).toBe('postgres');
  desks = await Promise.all(
    ['Desk One', 'Desk Two'].map((name) => signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON)),
  );
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const mark = (desk: number, id: string, arrival: string) =>
  t.call('POST', `/api/staff/bookings/${id}/arrival`, { json: { arrival }, headers: desks[desk]!.headers });

/** A paid two-room stay arriving today, both rooms checked in: its row ids, in order. */
async function twoRoomsInHouse(): Promise<[string, string]> {
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  const id = await book(t, guest.headers, {
    room_id: deluxe!.id,
    check_in_date: TODAY,
    check_out_date: '2026-11-21',
    num_guests: 4,
    num_rooms: 2,
    adults: 4,
  });
  await payFor(t, guest.headers, id);
  const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
  const rows = await t.db.select().from(roomBookings).where(eq(roomBookings.groupId, row!.groupId!));
  const ids = rows.map((r) => r.id).sort() as [string, string];
  for (const room of ids) expect((await mark(0, room, 'check_in')).status).toBe(200);
  return ids;
}

const invoicesOf = async (ids: readonly string[]) =>
  (await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, ids[0]!))).filter(
    (d) => d.type === 'tax_invoice',
  );

describe('two desks, the last rooms of one stay, on PostgreSQL', () => {
  it('each desk checks out one of the two rooms at once: the stay completed once, one invoice', async () => {
    const ids = await twoRoomsInHouse();
    const answers = await Promise.all([mark(0, ids[0], 'check_out'), mark(1, ids[1], 'check_out')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await t.db
      .select()
      .from(roomBookings)
      .where(eq(roomBookings.groupId, (await rowOf(ids[0])).groupId!));
    expect(rows.map((r) => r.status)).toEqual(['completed', 'completed']);
    expect(rows.every((r) => r.checkedOutAt)).toBe(true);
    expect(await invoicesOf(ids)).toHaveLength(1);
  });

  it('both desks check out the same last room at once: one does, the other hears it was done', async () => {
    const ids = await twoRoomsInHouse();
    expect((await mark(0, ids[0], 'check_out')).status).toBe(200);
    const answers = await Promise.all([mark(0, ids[1], 'check_out'), mark(1, ids[1], 'check_out')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).message).toBe('This guest has already checked out.');
    expect(await invoicesOf(ids)).toHaveLength(1);
  });
});

const rowOf = async (id: string) =>
  (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!;
