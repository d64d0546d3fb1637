import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall } from '../../src/server/db/factories';
import { hallBookings, hallChangeRequests, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { fireAtOnce, hallBody, requestHall, statusCounts } from '../fixtures/transitions';

// Decision 109, PostgreSQL only: two members of the events desk answer the same change of an event at once (one
// answer stands, the other is told it was already answered); and a confirmed change racing another guest's request
// for the same evening leaves the hall to exactly one of them, judged by the no-overlap constraint.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(MANY_HOLDS, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
});
afterAll(() => t.close());

type Person = Awaited<ReturnType<typeof signedInGuest>>;

async function askedChange(guest: Person, hallId: string, from: string, to: string) {
  const id = await requestHall(t, guest.headers, hallBody(hallId, from));
  const res = await t.call('POST', `/api/bookings/${id}/change-request`, {
    json: { date: to, timeSlot: 'Evening', guests: 150 },
    headers: guest.headers,
  });
  if (res.status !== 201) throw new Error(`change-request answered ${res.status}: ${await res.text()}`);
  return { id, changeId: ((await res.json()) as { change: { id: string } }).change.id };
}

describe('answering a change of an event, on PostgreSQL', () => {
  it('lets one of two desks answering at once stand, and tells the other it was already answered', async () => {
    const hall = await createHall(t.db, { capacity: 300 });
    const guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
    const desks = await Promise.all(
      ['Events Desk', 'Night Manager'].map((name) =>
        signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON),
      ),
    );
    for (let round = 0; round < 5; round++) {
      const { id, changeId } = await askedChange(
        guest,
        hall.id,
        `2026-12-${10 + round}`,
        `2027-01-${10 + round}`,
      );
      const answers = await fireAtOnce(2, (i) =>
        t.call('POST', `/api/staff/halls/changes/${changeId}/answer`, {
          json: i === 0 ? { answer: 'confirmed' } : { answer: 'declined', reason: 'The lawns are closed' },
          headers: desks[i]!.headers,
        }),
      );
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body.message).toMatch(/^This change request was already (confirmed|declined)\.$/);
      const winner = answers.findIndex((a) => a.status === 200);
      const [change] = await t.db
        .select()
        .from(hallChangeRequests)
        .where(eq(hallChangeRequests.id, changeId));
      expect(change!.status).toBe(winner === 0 ? 'confirmed' : 'declined');
      const [event] = await t.db.select().from(hallBookings).where(eq(hallBookings.id, id));
      expect(event!.date).toBe(winner === 0 ? `2027-01-${10 + round}` : `2026-12-${10 + round}`);
      const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetId, id));
      expect(audit.map((a) => [a.actorId, a.action])).toEqual([
        [desks[winner]!.user.id, winner === 0 ? 'hall.change_confirm' : 'hall.change_decline'],
      ]);
    }
  });

  it("gives an evening to exactly one of a confirmed change and another guest's request made at the same moment", async () => {
    const hall = await createHall(t.db, { capacity: 300 });
    const asha = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
    const ravi = await signedInGuest(t.db, { name: 'Ravi Menon' }, HOTEL_NOON);
    const desk = await signedInGuest(t.db, { name: 'Events Desk', role: 'staff' }, HOTEL_NOON);
    const winners = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const wanted = `2027-02-${10 + round}`;
      const { id, changeId } = await askedChange(asha, hall.id, `2026-12-${20 + round}`, wanted);
      const [confirm, request] = await fireAtOnce(2, (i) =>
        i === 0
          ? t.call('POST', `/api/staff/halls/changes/${changeId}/answer`, {
              json: { answer: 'confirmed' },
              headers: desk.headers,
            })
          : t.call('POST', '/api/hallbookings/create-booking', {
              json: hallBody(hall.id, wanted),
              headers: ravi.headers,
            }),
      );
      // One wins and the other is refused 409: never both, never neither.
      const changed = confirm!.status === 200;
      expect([confirm!.status, request!.status]).toEqual(changed ? [200, 409] : [409, 201]);
      winners.add(changed ? 'change' : 'request');
      const live = await t.db
        .select({ id: hallBookings.id, userId: hallBookings.userId })
        .from(hallBookings)
        .where(
          and(
            eq(hallBookings.hallId, hall.id),
            eq(hallBookings.date, wanted),
            inArray(hallBookings.status, ['pending', 'confirmed']),
          ),
        );
      expect(live).toHaveLength(1);
      // Asha keeps her event either way: moved, or on its own evening as it was.
      const [mine] = await t.db.select().from(hallBookings).where(eq(hallBookings.id, id));
      expect(mine!.status).toBe('pending');
      expect(mine!.date).toBe(changed ? wanted : `2026-12-${20 + round}`);
      if (!changed) expect(confirm!.body.message).toMatch(/^The hall was booked for that time meanwhile/);
    }
    console.log(`change vs request winners over 6 rounds: ${[...winners].join(', ')}`);
  });
});
