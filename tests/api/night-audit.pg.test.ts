import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nightAudits, roomBookings, rooms, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor, statusCounts } from '../fixtures/transitions';

// PostgreSQL only (decision 148): the night audit run by two desks at the same moment closes the day once: one
// desk's close marks the no-shows and freezes the figures, the other is refused with who closed it.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desks: Awaited<ReturnType<typeof signedInGuest>>[];
let guest: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  expect(t.database.driver).toBe('postgres');
  desks = await Promise.all(
    ['Desk One', 'Desk Two', 'Desk Three'].map((name) =>
      signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON),
    ),
  );
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const close = (desk: number, date: string) =>
  t.call('POST', '/api/staff/night-audit', { json: { date }, headers: desks[desk]!.headers });

describe('the night audit, run at once from three desks, on PostgreSQL', () => {
  it('closes the day once: one close, each no-show marked once, one frozen row', async () => {
    const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
    const id = await book(t, guest.headers, {
      room_id: deluxe!.id,
      check_in_date: TODAY,
      check_out_date: '2026-11-22',
      num_guests: 4,
      num_rooms: 2,
      adults: 4,
    });
    await payFor(t, guest.headers, id);
    t.clock.at = new Date('2026-11-21T00:30:00Z');
    for (let round = 0; round < 3; round++) {
      const date = `2026-11-${20 + round}`;
      if (round > 0) t.clock.at = new Date(`2026-11-${21 + round}T00:30:00Z`);
      const answers = await Promise.all([close(0, date), close(1, date), close(2, date)]);
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: 2 });
      const refusals = await Promise.all(answers.filter((a) => a.status === 409).map((a) => a.json()));
      for (const r of refusals) expect(r.message).toMatch(/is already closed \(by Desk (One|Two|Three)\)\.$/);
      expect(await t.db.select().from(nightAudits).where(eq(nightAudits.businessDate, date))).toHaveLength(1);
    }
    const marked = await t.db.select().from(staffActions).where(eq(staffActions.action, 'booking.no_show'));
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
    const group = await t.db.select().from(roomBookings).where(eq(roomBookings.groupId, row!.groupId!));
    expect(marked.map((m) => m.targetId).sort()).toEqual(group.map((g) => g.id).sort());
    expect(group.every((g) => g.noShowAt)).toBe(true);
    const closes = await t.db.select().from(staffActions).where(eq(staffActions.action, 'night_audit.close'));
    expect(closes).toHaveLength(3);
  });
});
