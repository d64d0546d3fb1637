import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { favorites, referrals, roomBookings, walletTransactions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Every account route, attacked three ways: no token, another guest's ids, a guest on an admin route.
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInGuest>>;
let intruder: Awaited<ReturnType<typeof signedInGuest>>;
let favoriteId: string;
let ledgerRowId: string;
let cancelledStayId: string;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  owner = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  intruder = await signedInGuest(t.db, { name: 'Intruder' }, HOTEL_NOON);
  const [favorite] = await t.db
    .insert(favorites)
    .values({ userId: owner.user.id, favoriteType: 'offer', favoriteId: 'gourmet-dining' })
    .returning();
  favoriteId = favorite!.id;
  const [row] = await t.db
    .insert(walletTransactions)
    .values({ userId: owner.user.id, type: 'credit', suparCoins: 10, description: 'Room booking reward' })
    .returning();
  ledgerRowId = row!.id;
  const room = await createRoom(t.db, {}, 1);
  const stay = await createRoomBooking(t.db, {
    userId: owner.user.id,
    roomId: room.id,
    roomUnitId: room.units[0]!.id,
    checkIn: '2026-12-10',
    status: 'cancelled',
  });
  cancelledStayId = stay.id;
});
afterAll(() => t.close());

type Call = [method: string, path: () => string, json?: () => unknown];

const ownerRoutes: Call[] = [
  ['POST', () => '/api/orders/orderlistdetails', () => ({ user_id: owner.user.id })],
  ['POST', () => `/api/orders/${cancelledStayId}/hide`],
  ['GET', () => `/api/favorites/user/${owner.user.id}`],
  ['DELETE', () => `/api/favorites/${favoriteId}`],
  [
    'POST',
    () => '/api/favorites/create-favorite',
    () => ({ userId: owner.user.id, favoriteId: 'royal-honeymoon', favorite_type: 'package' }),
  ],
  ['GET', () => `/api/wallet-transactions/user/${owner.user.id}`],
  [
    'POST',
    () => '/api/referrals/invite',
    () => ({ refereeName: 'Meera', refereeEmail: 'meera@example.in', userId: owner.user.id }),
  ],
  ['POST', () => '/api/referrals/users', () => ({ userId: owner.user.id })],
];
const callerRoutes: Call[] = [
  ['GET', () => '/api/favorites/get-favorites'],
  ['GET', () => '/api/get-suparcoins'],
  ['GET', () => '/api/referrals'],
  ['GET', () => '/api/dashboard'],
];
const adminRoutes: Call[] = [
  ['PUT', () => `/api/wallet-transactions/${ledgerRowId}`, () => ({ suparCoins: 500, reason: 'Free coins' })],
  ['DELETE', () => `/api/wallet-transactions/${ledgerRowId}`],
];

const send = (call: Call, headers: Record<string, string> = {}) =>
  t.call(call[0], call[1](), { json: call[2]?.(), headers });

/** Everything an attack could change, to compare before and after. */
const snapshot = async () =>
  JSON.stringify(
    await Promise.all([
      t.db.select().from(favorites),
      t.db.select().from(walletTransactions),
      t.db.select().from(referrals),
      t.db.select().from(roomBookings),
    ]),
  );

describe('the account routes', () => {
  it('refuse a caller without a token (401), changing nothing', async () => {
    const before = await snapshot();
    for (const call of [...ownerRoutes, ...callerRoutes, ...adminRoutes]) {
      const res = await send(call);
      expect(res.status, `${call[0]} ${call[1]()}`).toBe(401);
    }
    expect(await snapshot()).toBe(before);
  });

  it("answer another guest's ids, in the path or the body, with a 404, changing nothing", async () => {
    const before = await snapshot();
    for (const call of ownerRoutes) {
      const res = await send(call, intruder.headers);
      expect(res.status, `${call[0]} ${call[1]()}`).toBe(404);
      expect(JSON.stringify(await res.json())).not.toContain('Asha');
    }
    expect(await snapshot()).toBe(before);
  });

  it('show a guest only their own list, favorites, coins and referrals', async () => {
    for (const call of callerRoutes) {
      const body = JSON.stringify(await (await send(call, intruder.headers)).json());
      expect(body).not.toContain(owner.user.id);
      expect(body).not.toContain('gourmet-dining');
    }
    const coins = await (await t.call('GET', '/api/get-suparcoins', { headers: intruder.headers })).json();
    expect(coins).toEqual({ balance: 0, transactions: [], terms: { valuePaise: 100, maxSharePercent: 50 } });
  });

  it('refuse a guest on the admin routes (403), even on their own ledger row, changing nothing', async () => {
    const before = await snapshot();
    for (const headers of [intruder.headers, owner.headers]) {
      for (const call of adminRoutes) {
        expect((await send(call, headers)).status, `${call[0]} ${call[1]()}`).toBe(403);
      }
    }
    expect(await snapshot()).toBe(before);
  });
});
