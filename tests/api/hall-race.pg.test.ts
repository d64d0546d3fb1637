import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall } from '../../src/server/db/factories';
import { hallBookings } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// PostgreSQL only: twenty guests ask for one hall on one Saturday evening at the same moment.
const clock = { at: HOTEL_NOON };
let t: TestApp;
let guests: Awaited<ReturnType<typeof signedInGuest>>[];
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.at });
  expect(t.database.driver).toBe('postgres');
  guests = await Promise.all(Array.from({ length: 20 }, () => signedInGuest(t.db, {}, HOTEL_NOON)));
});
afterAll(() => t.close());

async function race(hallId: string, asks: { date: string; endDate?: string; timeSlot: string }[]) {
  const answers = await Promise.all(
    asks.map((ask, i) =>
      t.call('POST', '/api/hallbookings/create-booking', {
        json: {
          hall_Id: hallId,
          ...ask,
          eventType: 'Wedding Reception',
          guests: 150,
          customerName: `Guest ${i}`,
          customerEmail: `guest${i}@example.in`,
          customerPhone: '+91 98123 45678',
        },
        headers: guests[i % guests.length]!.headers,
      }),
    ),
  );
  return Promise.all(answers.map(async (res) => ({ status: res.status, body: await res.json() })));
}

const live = async (hallId: string) =>
  (await t.db.select().from(hallBookings).where(eq(hallBookings.hallId, hallId))).filter((r) =>
    ['pending', 'confirmed'].includes(r.status),
  );

describe('twenty guests, one hall, one Saturday evening, on PostgreSQL', () => {
  it('holds the hall for exactly one of them; the other nineteen hear it is taken', async () => {
    const hall = await createHall(t.db, { capacity: 300 });
    // The evening itself, a Full Day that day, and a two-day event ending that evening all want the same hours.
    const shapes = [
      { date: '2026-12-19', timeSlot: 'Evening' },
      { date: '2026-12-19', timeSlot: 'Full Day' },
      { date: '2026-12-18', endDate: '2026-12-19', timeSlot: 'Evening' },
    ];
    const answers = await race(
      hall.id,
      Array.from({ length: 20 }, (_, i) => shapes[i % shapes.length]!),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((a) => a.body.message))).toEqual(
      new Set(['This hall is already booked for that time. Please choose another slot or date.']),
    );
    expect(await live(hall.id)).toHaveLength(1);
  });

  it('frees the evening once the request lapses unanswered, and again one of twenty holds it', async () => {
    const hall = await createHall(t.db, { capacity: 300 });
    const first = await race(hall.id, [{ date: '2026-12-26', timeSlot: 'Evening' }]);
    expect(first[0]!.status).toBe(201);
    clock.at = new Date(HOTEL_NOON.getTime() + 48 * 60 * 60_000);
    const answers = await race(
      hall.id,
      Array.from({ length: 20 }, () => ({ date: '2026-12-26', timeSlot: 'Evening' })),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const rows = await t.db.select().from(hallBookings).where(eq(hallBookings.hallId, hall.id));
    expect(rows.find((r) => r.id === first[0]!.body.booking.id)?.status).toBe('expired');
    expect(await live(hall.id)).toHaveLength(1);
  });
});
