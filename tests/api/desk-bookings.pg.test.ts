import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { roomBookings, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// PostgreSQL only (decision 147): two desks booking the last room for two walk-ins at the same moment. The desk books
// through the one create, so the no-overlap constraint decides: one desk books it, the other hears it is taken,
// and nothing of the loser is left behind (no row, no audit).
let t: Awaited<ReturnType<typeof seededHotel>>;
let desks: Awaited<ReturnType<typeof signedInGuest>>[];

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  expect(t.database.driver).toBe('postgres');
  desks = await Promise.all(
    ['Desk One', 'Desk Two'].map((name) => signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON)),
  );
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

/** A walk-in registered at a desk by phone: their guest id. */
async function walkIn(desk: number, phone: string, name: string): Promise<string> {
  const res = await t.call('POST', '/api/staff/desk/guests', {
    json: { phone, name },
    headers: desks[desk]!.headers,
  });
  expect(res.status).toBe(201);
  return (await res.json()).guest.id;
}

describe('two desks, the last room, two walk-ins, on PostgreSQL', () => {
  it('both book it at once, paid at the desk or by a link: one wins, the other is told it is taken', async () => {
    for (const [round, settlements] of [
      [1, ['desk', 'desk']],
      [2, ['desk', 'link']],
      [3, ['link', 'desk']],
    ] as const) {
      const room = await createRoom(t.db, { name: `Last Suite ${round}` }, 1);
      const guests = [
        await walkIn(0, `+91970000${round}001`, 'Walk-in One'),
        await walkIn(1, `+91970000${round}002`, 'Walk-in Two'),
      ];
      const stay = {
        kind: 'room',
        roomId: room.id,
        checkIn: '2026-12-01',
        checkOut: '2026-12-03',
        adults: 2,
      };
      const answers = await Promise.all(
        [0, 1].map((desk) =>
          t.call('POST', '/api/staff/desk/bookings', {
            json: { ...stay, guestId: guests[desk], settlement: settlements[desk] },
            headers: desks[desk]!.headers,
          }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
      const loser = answers.find((r) => r.status === 409)!;
      expect((await loser.json()).message).toBe('No rooms available for selected dates.');

      const held = await t.db
        .select()
        .from(roomBookings)
        .where(and(eq(roomBookings.roomId, room.id), inArray(roomBookings.status, ['pending', 'confirmed'])));
      expect(held).toHaveLength(1);
      const audits = await t.db
        .select()
        .from(staffActions)
        .where(and(eq(staffActions.action, 'desk.book'), eq(staffActions.targetId, held[0]!.id)));
      expect(audits).toHaveLength(1);
      const all = await t.db.select().from(roomBookings).where(eq(roomBookings.roomId, room.id));
      expect(all).toHaveLength(1);
    }
  });
});
