import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Favorite } from '../../src/contracts/favorites';
import { createMenuItem, createRoom } from '../../src/server/db/factories';
import { favorites, walletTransactions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
});
afterAll(() => t.close());

const favoritesOf = async (headers: Record<string, string>) =>
  (
    (await (await t.call('GET', '/api/favorites/get-favorites', { headers })).json()) as {
      favorites: Favorite[];
    }
  ).favorites;

describe('favorites', () => {
  it('hearts a room, a dish, an offer and a package, each with its details and Book now link', async () => {
    const guest = await signedInGuest(t.db);
    const room = await createRoom(t.db, { name: 'Heritage Deluxe', amenities: ['Lake view'] });
    const dish = await createMenuItem(t.db, { name: 'Dal Baati Churma', prepTimeMinutes: 25 });
    const adds: [string, string][] = [
      ['room', room.id],
      ['menu_item', dish.id],
      ['offer', 'gourmet-dining'],
      ['package', 'royal-honeymoon'],
    ];
    for (const [favorite_type, favoriteId] of adds) {
      const res = await t.call('POST', '/api/favorites/create-favorite', {
        json: { userId: guest.user.id, favoriteId, favorite_type },
        headers: guest.headers,
      });
      expect(res.status).toBe(201);
      expect((await res.json()).message).toBe('Added to favorites!');
    }
    const list = await favoritesOf(guest.headers);
    const byType = Object.fromEntries(list.map((f) => [f.favorite_type, f]));
    expect(byType.room).toMatchObject({
      favoriteId: room.id,
      bookHref: '/room-booking',
      details: { name: 'Heritage Deluxe', amenities: ['Lake view'] },
    });
    expect(byType.menu_item).toMatchObject({
      bookHref: '/dining-menu',
      details: { name: 'Dal Baati Churma', prepTime: '25 min' },
    });
    expect(byType.offer).toMatchObject({
      bookHref: '/dining-menu',
      details: { name: 'Gourmet Dining Experience' },
    });
    expect(byType.package).toMatchObject({ details: { name: 'Royal Honeymoon Escape' } });
    const own = await t.call('GET', `/api/favorites/user/${guest.user.id}`, { headers: guest.headers });
    expect((await own.json()).favorites).toHaveLength(4);
  });

  it('keeps one favorite per guest and item: a second add answers with the first', async () => {
    const guest = await signedInGuest(t.db);
    const body = {
      json: { favoriteId: 'royal-honeymoon', favorite_type: 'package' },
      headers: guest.headers,
    };
    const first = await (await t.call('POST', '/api/favorites/create-favorite', body)).json();
    const again = await t.call('POST', '/api/favorites/create-favorite', body);
    expect(again.status).toBe(200);
    expect((await again.json()).favorite.id).toBe(first.favorite.id);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, guest.user.id))).toHaveLength(1);
  });

  it('refuses an item that does not exist (404) and a malformed body (400), storing nothing', async () => {
    const guest = await signedInGuest(t.db);
    const missing = [
      { favoriteId: crypto.randomUUID(), favorite_type: 'room' },
      { favoriteId: 'no-such-offer', favorite_type: 'offer' },
      { favoriteId: 'not-a-uuid', favorite_type: 'menu_item' },
    ];
    for (const json of missing) {
      expect(
        (await t.call('POST', '/api/favorites/create-favorite', { json, headers: guest.headers })).status,
      ).toBe(404);
    }
    const malformed = [
      {},
      { favoriteId: 'royal-honeymoon' },
      { favoriteId: 'royal-honeymoon', favorite_type: 'spa' },
      { favoriteId: '../../etc', favorite_type: 'offer' },
      { favoriteId: 'x'.repeat(500), favorite_type: 'offer' },
    ];
    for (const json of malformed) {
      expect(
        (await t.call('POST', '/api/favorites/create-favorite', { json, headers: guest.headers })).status,
      ).toBe(400);
    }
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, guest.user.id))).toHaveLength(0);
  });

  it('removes only the caller’s own favorite', async () => {
    const owner = await signedInGuest(t.db);
    const other = await signedInGuest(t.db);
    const { favorite } = await (
      await t.call('POST', '/api/favorites/create-favorite', {
        json: { favoriteId: 'gourmet-dining', favorite_type: 'offer' },
        headers: owner.headers,
      })
    ).json();
    expect((await t.call('DELETE', `/api/favorites/${favorite.id}`, { headers: other.headers })).status).toBe(
      404,
    );
    expect(await favoritesOf(owner.headers)).toHaveLength(1);
    const removed = await t.call('DELETE', `/api/favorites/${favorite.id}`, { headers: owner.headers });
    expect(removed.status).toBe(200);
    expect((await removed.json()).message).toBe('Removed from favorites');
    expect(await favoritesOf(owner.headers)).toHaveLength(0);
  });
});

describe('Supar Coins', () => {
  it('shows the balance as the sum of the ledger, newest first, at both of the spec’s paths', async () => {
    const guest = await signedInGuest(t.db);
    await t.db.insert(walletTransactions).values([
      {
        userId: guest.user.id,
        type: 'credit',
        suparCoins: 10,
        description: 'Room booking reward',
        createdAt: new Date('2026-11-18T10:00:00Z'),
      },
      {
        userId: guest.user.id,
        type: 'referral',
        suparCoins: 50,
        description: 'Referral reward: Meera joined',
        createdAt: new Date('2026-11-19T10:00:00Z'),
      },
      {
        userId: guest.user.id,
        type: 'debit',
        suparCoins: 10,
        description: 'Room booking reward reversed: booking cancelled',
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
    ]);
    const coins = await (await t.call('GET', '/api/get-suparcoins', { headers: guest.headers })).json();
    expect(coins.balance).toBe(50);
    expect(
      coins.transactions.map((r: { suparCoins: number; type: string }) => `${r.type} ${r.suparCoins}`),
    ).toEqual(['debit 10', 'referral 50', 'credit 10']);
    const byUser = await t.call('GET', `/api/wallet-transactions/user/${guest.user.id}`, {
      headers: guest.headers,
    });
    expect(await byUser.json()).toEqual(coins);
  });

  it('lets an admin correct a row only by adding one with the reason; history is never edited', async () => {
    const guest = await signedInGuest(t.db);
    const admin = await signedInGuest(t.db, { role: 'admin' });
    const [row] = await t.db
      .insert(walletTransactions)
      .values({ userId: guest.user.id, type: 'credit', suparCoins: 10, description: 'Room booking reward' })
      .returning();
    const put = await t.call('PUT', `/api/wallet-transactions/${row!.id}`, {
      json: { suparCoins: 25, reason: 'Goodwill for the late check-in' },
      headers: admin.headers,
    });
    expect(put.status).toBe(200);
    expect((await put.json()).transaction).toMatchObject({
      type: 'credit',
      suparCoins: 15,
      description: 'Adjustment: Goodwill for the late check-in',
      adjusts_id: row!.id,
    });
    const del = await t.call(
      'DELETE',
      `/api/wallet-transactions/${row!.id}?reason=Booking%20was%20a%20test`,
      {
        headers: admin.headers,
      },
    );
    expect((await del.json()).transaction).toMatchObject({ type: 'debit', suparCoins: 25 });
    const again = await t.call('DELETE', `/api/wallet-transactions/${row!.id}`, { headers: admin.headers });
    expect((await again.json()).transaction).toBeNull();
    const ledger = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, guest.user.id));
    expect(ledger).toHaveLength(3);
    expect(ledger.find((r) => r.id === row!.id)).toMatchObject({
      suparCoins: 10,
      description: 'Room booking reward',
    });
    const coins = await (await t.call('GET', '/api/get-suparcoins', { headers: guest.headers })).json();
    expect(coins.balance).toBe(0);
  });

  it('refuses a correction without a reason or with a negative amount (400), writing nothing', async () => {
    const guest = await signedInGuest(t.db);
    const admin = await signedInGuest(t.db, { role: 'admin' });
    const [row] = await t.db
      .insert(walletTransactions)
      .values({ userId: guest.user.id, type: 'credit', suparCoins: 10, description: 'Room booking reward' })
      .returning();
    for (const json of [
      { suparCoins: 5 },
      { suparCoins: -5, reason: 'typo fix' },
      { suparCoins: 5, reason: 'ok', user_id: 'x' },
    ]) {
      const res = await t.call('PUT', `/api/wallet-transactions/${row!.id}`, {
        json,
        headers: admin.headers,
      });
      expect(res.status).toBe(400);
    }
    expect(
      await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, guest.user.id)),
    ).toHaveLength(1);
  });
});
