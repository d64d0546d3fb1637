import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall } from '../../src/server/db/factories';
import { hallBookings, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { fireAtOnce, hallBody, requestHall, statusCounts } from '../fixtures/transitions';

// Issue 33, PostgreSQL only: two members of the events desk answer the same hall request at the same moment. One
// answer wins; the other is told the request was already answered, and only the winner's audit row is written.
let t: TestApp;
beforeAll(async () => {
  // Each round leaves the guest a confirmed request awaiting its deposit: past the usual cap on unpaid holds.
  t = await createTestApp(MANY_HOLDS, { now: () => HOTEL_NOON });
  expect(t.database.driver).toBe('postgres');
});
afterAll(() => t.close());

describe('two staff answering one hall request at once, on PostgreSQL', () => {
  it('lets one answer stand and tells the other it was already answered', async () => {
    const hall = await createHall(t.db, { capacity: 300 });
    const guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
    const desks = await Promise.all(
      ['Events Desk', 'Night Manager'].map((name) =>
        signedInGuest(t.db, { name, role: 'staff' }, HOTEL_NOON),
      ),
    );
    for (let round = 0; round < 5; round++) {
      const id = await requestHall(t, guest.headers, hallBody(hall.id, `2026-12-${10 + round}`));
      const answers = await fireAtOnce(2, (i) =>
        t.call('POST', `/api/staff/halls/${id}/answer`, {
          json:
            i === 0
              ? { answer: 'confirmed' }
              : { answer: 'declined', reason: 'Hall closed for a private function' },
          headers: desks[i]!.headers,
        }),
      );
      expect(statusCounts(answers)).toEqual({ 200: 1, 409: 1 });
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body.message).toMatch(/^This request was already (confirmed|declined)\.$/);
      const [row] = await t.db.select().from(hallBookings).where(eq(hallBookings.id, id));
      const winner = answers.findIndex((a) => a.status === 200);
      expect(row!.hotelAnswer).toBe(winner === 0 ? 'confirmed' : 'declined');
      const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetId, id));
      expect(audit.map((a) => a.actorId)).toEqual([desks[winner]!.user.id]);
    }
  });
});
