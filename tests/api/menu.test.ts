import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItemLikes, menuItems, tableBookings } from '../../src/server/db/schema';
import { setRole } from '../../src/server/services/roles';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel();
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Kitchen Office' }, HOTEL_NOON);
  await setRole(t.db, admin.user.phone, 'admin');
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.call('GET', path);
  return { status: res.status, body: await res.json() };
};
const dishId = async (slug: string) =>
  (await t.db.select().from(menuItems).where(eq(menuItems.slug, slug)))[0]!.id;

describe('GET /api/menu-items/getallmenu', () => {
  it('pages the whole menu, 20 by default, and as the menu page asks: page 1, limit 5, category All', async () => {
    const all = await get('/api/menu-items/getallmenu');
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ total: 27, page: 1, limit: 20 });
    expect(all.body.items).toHaveLength(20);
    const page = await get('/api/menu-items/getallmenu?category=All&page=1&limit=5');
    expect(page.body.items).toHaveLength(5);
    expect(page.body.items[0]).toMatchObject({
      name: expect.any(String),
      price: expect.any(Number),
      veg: expect.any(Boolean),
    });
    const last = await get('/api/menu-items/getallmenu?page=6&limit=5');
    expect(last.body.items).toHaveLength(2);
  });

  it('filters by category and searches name and description, whatever the case or accents', async () => {
    const mains = await get('/api/menu-items/getallmenu?category=Mains&limit=100');
    expect(mains.body.items.every((d: { category: string }) => d.category === 'Mains')).toBe(true);
    const paneer = await get('/api/menu-items/getallmenu?search=PANEER&limit=100');
    expect(paneer.body.items.map((d: { name: string }) => d.name)).toEqual(
      expect.arrayContaining(['Paneer Tikka Ajwaini', 'Paneer Lababdar']),
    );
    const paneerMains = await get('/api/menu-items/getallmenu?search=paneer&category=Mains');
    expect(paneerMains.body.items.map((d: { name: string }) => d.name)).toEqual(['Paneer Lababdar']);
    // "Crème" folds to "creme"; the description of the coffee says "decoction".
    const accented = await get(`/api/menu-items/getallmenu?search=${encodeURIComponent('DÉCOCTION')}`);
    expect(accented.body.items.map((d: { name: string }) => d.name)).toEqual(['Filter Coffee']);
    expect((await get('/api/menu-items/getallmenu?search=zzzz')).body).toMatchObject({ items: [], total: 0 });
  });

  it.each([
    ['category=Soups', 'category'],
    ['limit=101', 'limit'],
    ['limit=0', 'limit'],
    ['page=0', 'page'],
    ['page=two', 'page'],
    [`search=${'x'.repeat(81)}`, 'search'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const res = await get(`/api/menu-items/getallmenu?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty([field]);
  });
});

describe('likes and the week’s most loved', () => {
  it('counts a guest liking a dish twice once, and needs a signed-in guest', async () => {
    const id = await dishId('gulab-jamun');
    expect((await t.call('POST', `/api/menu-items/${id}/like`)).status).toBe(401);
    const first = await t.call('POST', `/api/menu-items/${id}/like`, { headers: guest.headers });
    expect(await first.json()).toMatchObject({ liked: true, alreadyLiked: false, likes: 1 });
    const again = await t.call('POST', `/api/menu-items/${id}/like`, { headers: guest.headers });
    expect(await again.json()).toMatchObject({ liked: true, alreadyLiked: true, likes: 1 });
    const rows = await t.db.select().from(menuItemLikes).where(eq(menuItemLikes.menuItemId, id));
    expect(rows).toHaveLength(1);
    expect((await t.call('POST', '/api/menu-items/not-a-dish/like', { headers: guest.headers })).status).toBe(
      400,
    );
    expect(
      (
        await t.call('POST', '/api/menu-items/00000000-0000-4000-8000-000000000000/like', {
          headers: guest.headers,
        })
      ).status,
    ).toBe(404);
  });

  it('ranks the five most liked dishes of the last seven days from the stored likes', async () => {
    const fans = await Promise.all(
      [1, 2, 3].map((n) => signedInGuest(t.db, { name: `Fan ${n}` }, HOTEL_NOON)),
    );
    const laal = await dishId('laal-maas');
    for (const fan of fans) await t.call('POST', `/api/menu-items/${laal}/like`, { headers: fan.headers });
    await t.call('POST', `/api/menu-items/${await dishId('ghevar-with-rabri')}/like`, {
      headers: fans[0]!.headers,
    });
    // A like from last month no longer counts this week.
    await t.db.insert(menuItemLikes).values({
      userId: fans[1]!.user.id,
      menuItemId: await dishId('filter-coffee'),
      createdAt: new Date(HOTEL_NOON.getTime() - 30 * 86_400_000),
    });
    const top = await get('/api/menu-items/top/liked');
    expect(top.status).toBe(200);
    expect(top.body.items.map((d: { name: string; likes: number }) => [d.name, d.likes])).toEqual([
      ['Laal Maas', 3],
      ['Ghevar with Rabri', 1],
      ['Gulab Jamun', 1],
    ]);
  });
});

describe('GET /api/menu-items/{id}', () => {
  it('reads one dish, and answers 404 for an unknown one and 400 for a malformed id', async () => {
    const one = await get(`/api/menu-items/${await dishId('laal-maas')}`);
    expect(one.body.item).toMatchObject({ name: 'Laal Maas', category: 'Mains', spicy: true });
    expect((await get('/api/menu-items/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/menu-items/laal-maas')).status).toBe(400);
  });
});

describe('the admin’s menu', () => {
  const dish = {
    name: 'Kesar Phirni',
    description: 'Ground rice set with saffron milk in clay cups, topped with pistachio.',
    category: 'Desserts',
    price: 425,
    veg: true,
  };

  it('is closed to a signed-out caller and to a guest', async () => {
    expect((await t.call('POST', '/api/menu-items', { json: dish })).status).toBe(401);
    expect((await t.call('POST', '/api/menu-items', { json: dish, headers: guest.headers })).status).toBe(
      403,
    );
    const id = await dishId('laal-maas');
    expect(
      (await t.call('PUT', `/api/menu-items/${id}`, { json: { price: 1 }, headers: guest.headers })).status,
    ).toBe(403);
    expect((await t.call('DELETE', `/api/menu-items/${id}`, { headers: guest.headers })).status).toBe(403);
  });

  it('adds, changes and withdraws a dish; a booking made with it keeps it', async () => {
    const created = await t.call('POST', '/api/menu-items', { json: dish, headers: admin.headers });
    expect(created.status).toBe(201);
    const { item } = await created.json();
    expect(item).toMatchObject({ name: 'Kesar Phirni', pricePaise: 42_500, veg: true, spicy: false });
    expect((await t.call('POST', '/api/menu-items', { json: dish, headers: admin.headers })).status).toBe(
      409,
    );

    const bad = await t.call('PUT', `/api/menu-items/${item.id}`, {
      json: { price: -5 },
      headers: admin.headers,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty(['price']);
    const changed = await t.call('PUT', `/api/menu-items/${item.id}`, {
      json: { price: 450 },
      headers: admin.headers,
    });
    expect((await changed.json()).item.pricePaise).toBe(45_000);

    const booked = await t.call('POST', '/api/bookings/create', {
      json: {
        date: '2026-11-25',
        time: '13:00',
        partySize: 2,
        name: 'Asha Verma',
        phone: '9812345678',
        menuId: item.id,
      },
      headers: guest.headers,
    });
    expect(booked.status).toBe(201);
    const { booking } = await booked.json();

    expect((await t.call('DELETE', `/api/menu-items/${item.id}`, { headers: admin.headers })).status).toBe(
      200,
    );
    expect((await get(`/api/menu-items/${item.id}`)).status).toBe(404);
    expect((await get(`/api/menu-items/getallmenu?search=phirni`)).body.total).toBe(0);
    expect((await t.call('DELETE', `/api/menu-items/${item.id}`, { headers: admin.headers })).status).toBe(
      404,
    );
    const kept = await t.call('GET', `/api/bookings/${booking.id}`, { headers: guest.headers });
    expect((await kept.json()).booking).toMatchObject({ menuname: 'Kesar Phirni', totalPaise: 106_200 });
    const [row] = await t.db.select().from(tableBookings).where(eq(tableBookings.id, booking.id));
    expect(row!.menuItemId).toBe(item.id);
  });
});
