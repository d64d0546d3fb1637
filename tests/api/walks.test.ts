import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom } from '../../src/server/db/factories';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { type Walk, walkOf } from '../fixtures/walks';

// Issue 41: how far a room booking and a paid change's capture travel through the code to reach the database,
// measured from every statement they send (tests/fixtures/walks.ts). Two readings: each path from the route to a
// statement (at most 8 files, at most 2 returns to a file already on the path), and the whole trip taken depth
// first (every file entered, and each time it enters again a file it had left), which may only shrink: a change that
// makes a walk longer moves its figure here, in the open.
const ROUTE_TO_DATABASE = { files: 8, returns: 2 };
const WHOLE_TRIP = {
  // 10 → 11 files: a booking reads the listing's rate calendar and stay rules (services/rate-calendar.ts, decision 132).
  'a room booking': { files: 11, returns: 4 },
  // 19 → 20: the change is planned again at its capture, reading the rate calendar (decision 132).
  "a paid change's capture": { files: 20, returns: 9 },
};

let t: TestApp;
let room: Awaited<ReturnType<typeof createRoom>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  room = await createRoom(t.db, { name: 'Deluxe Lake Room', pricePaise: 900_000, maxGuests: 2 }, 2);
});
afterAll(() => t.close());

function expectWithin(name: keyof typeof WHOLE_TRIP, walk: Walk) {
  console.log(
    `${name}: ${walk.statements} statements; the longest path ${walk.deepest.length} files ` +
      `(${walk.deepest.join(' > ')}), ${walk.returnsOnAPath} returns on one path at most; the whole trip ` +
      `${walk.files.length} files, ${walk.returns.length} returns (${walk.returns.join(', ')})`,
  );
  expect(walk.statements).toBeGreaterThan(0);
  expect(walk.deepest.length).toBeLessThanOrEqual(ROUTE_TO_DATABASE.files);
  expect(walk.returnsOnAPath).toBeLessThanOrEqual(ROUTE_TO_DATABASE.returns);
  expect(walk.files.length, walk.files.join('\n')).toBeLessThanOrEqual(WHOLE_TRIP[name].files);
  expect(walk.returns.length, walk.returns.join('\n')).toBeLessThanOrEqual(WHOLE_TRIP[name].returns);
}

describe('the walk from a route to the database', () => {
  it('of a room booking, and of the capture of a paid change’s difference, stays short', async () => {
    const guest = await signedInGuest(t.db, { name: 'Asha Rao' }, HOTEL_NOON);
    let booking: { id: string } = { id: '' };
    const placing = await walkOf(t.db, async () => {
      const res = await t.call('POST', '/api/bookings/create', {
        json: { roomId: room.id, numGuests: 2, checkInDate: '2027-01-10', checkOutDate: '2027-01-12' },
        headers: guest.headers,
      });
      expect(res.status).toBe(201);
      booking = (await res.json()).data;
    });
    expectWithin('a room booking', placing);
    expect(placing.files).toContain('services/bookings/stays/hold.ts');

    await payStay(t, guest.headers, booking.id);
    const change = await t.call('POST', `/api/bookings/${booking.id}/change`, {
      json: { checkInDate: '2027-01-10', checkOutDate: '2027-01-13' },
      headers: guest.headers,
    });
    const { payment } = await change.json();
    const paid = await (
      await t.call('POST', '/api/dev/sandbox/pay', {
        json: { order_id: payment.order.id, outcome: 'success' },
      })
    ).json();
    const capture = await walkOf(t.db, async () => {
      const res = await t.call('POST', '/api/payments/verify', { json: paid, headers: guest.headers });
      expect(res.status).toBe(200);
    });
    expectWithin("a paid change's capture", capture);
    // The walk is the change's: the stay moved in place and its document issued.
    expect(capture.files).toEqual(
      expect.arrayContaining(['services/bookings/stays/change.ts', 'services/documents/advances.ts']),
    );
  });
});
