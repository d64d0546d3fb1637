import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, menuItems, rooms, staffActions, walletTransactions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// Issue 33 "Catalogue" and decision 108: every admin change of the catalogue (rooms and their numbers, halls,
// coupons, dishes and their photos, coins corrections) writes its audit row in its own transaction: who, what,
// the facts before and after. A refused change writes none. Access (401, 403) is staff-access.test.ts's, which reads
// every route's role from the OpenAPI document; the last block here checks the new routes are among them.
let t: Awaited<ReturnType<typeof seededHotel>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await seededHotel();
  admin = await signedInGuest(t.db, { name: 'Meera Admin', role: 'admin' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const as = (method: string, path: string, json?: unknown) =>
  t.call(method, path, { json, headers: admin.headers });
const trail = (targetId: string) =>
  t.db.select().from(staffActions).where(eq(staffActions.targetId, targetId)).orderBy(staffActions.createdAt);
const allRows = async () => (await t.db.select().from(staffActions)).length;

const ROOM = {
  name: 'Lake Pavilion',
  description: 'A pavilion room over the water with a carved jharokha.',
  roomType: 'suite',
  price: 21_000,
  maxGuests: 3,
  amenities: ['Lake view', 'Butler'],
  roomNumbers: ['901', '902'],
};

describe('rooms', () => {
  let roomId: string;

  it('a new listing is audited with its facts and numbers', async () => {
    const res = await as('POST', '/api/createroom/rooms', ROOM);
    expect(res.status).toBe(201);
    roomId = (await res.json()).room.id;
    expect(await trail(roomId)).toMatchObject([
      {
        actorId: admin.user.id,
        action: 'room.add',
        targetKind: 'room',
        before: null,
        after: { name: ROOM.name, pricePaise: 2_100_000, maxGuests: 3, roomNumbers: ['901', '902'] },
      },
    ]);
  });

  it('a price change is audited with the price before and after, and nothing else', async () => {
    const res = await as('PUT', `/api/rooms/${roomId}`, { price: 22_500 });
    expect(res.status).toBe(200);
    expect((await trail(roomId)).at(-1)).toMatchObject({
      action: 'room.update',
      before: { pricePaise: 2_100_000 },
      after: { pricePaise: 2_250_000 },
    });
    expect(Object.keys((await trail(roomId)).at(-1)!.after!)).toEqual(['pricePaise']);
  });

  it('numbered rooms added to a listing are audited with the numbers before and after', async () => {
    const res = await as('POST', `/api/staff/catalogue/rooms/${roomId}/units`, { roomNumbers: ['903'] });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      roomNumbers: ['901', '902', '903'],
      message: 'Room 903 was added.',
    });
    expect((await trail(roomId)).at(-1)).toMatchObject({
      action: 'room.add_units',
      before: { roomNumbers: ['901', '902'] },
      after: { roomNumbers: ['901', '902', '903'] },
    });
  });

  it('a refused change (a bad price, a number in use) changes nothing and writes no row', async () => {
    const rows = await allRows();
    expect((await as('PUT', `/api/rooms/${roomId}`, { price: 0 })).status).toBe(400);
    const taken = await as('POST', `/api/staff/catalogue/rooms/${roomId}/units`, { roomNumbers: ['901'] });
    expect(taken.status).toBe(409);
    expect((await taken.json()).message).toBe('Room number 901 already exists.');
    expect(await allRows()).toBe(rows);
  });

  it('withdrawing a listing is audited', async () => {
    expect((await as('DELETE', `/api/rooms/${roomId}`)).status).toBe(200);
    expect((await trail(roomId)).at(-1)).toMatchObject({
      action: 'room.withdraw',
      before: { active: true },
      after: { active: false },
    });
  });
});

describe('halls', () => {
  let hallId: string;

  it('a hall added, changed and withdrawn is audited each time', async () => {
    const added = await as('POST', '/api/halls', {
      name: 'Sheesh Mahal',
      description: 'A mirrored hall for intimate evenings.',
      price: 90_000,
      capacity: 60,
      location: 'East wing, first floor',
    });
    expect(added.status).toBe(201);
    hallId = (await added.json()).hall.id;
    expect((await as('PUT', `/api/halls/${hallId}`, { capacity: 80, price: 95_000 })).status).toBe(200);
    expect((await as('DELETE', `/api/halls/${hallId}`)).status).toBe(200);
    expect(await trail(hallId)).toMatchObject([
      { action: 'hall.add', actorId: admin.user.id, after: { name: 'Sheesh Mahal', capacity: 60 } },
      {
        action: 'hall.update',
        before: { capacity: 60, pricePaise: 9_000_000 },
        after: { capacity: 80, pricePaise: 9_500_000 },
      },
      { action: 'hall.withdraw', before: { active: true }, after: { active: false } },
    ]);
  });
});

describe('coupons', () => {
  it('a coupon created, withdrawn and deleted is audited with its terms', async () => {
    const created = await as('POST', '/api/coupons/create-coupon', {
      code: 'diwali15',
      discountType: 'percent',
      discountValue: 15,
      appliesTo: ['rooms'],
      usageLimit: 50,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()).coupon;
    expect((await as('PUT', `/api/coupons/${id}`, { active: false, usageLimit: 40 })).status).toBe(200);
    expect((await as('DELETE', `/api/coupons/${id}`)).status).toBe(200);
    expect(await t.db.select().from(coupons).where(eq(coupons.id, id))).toEqual([]);
    expect(await trail(id)).toMatchObject([
      {
        action: 'coupon.add',
        actorId: admin.user.id,
        after: { code: 'DIWALI15', discountValue: 15, usageLimit: 50, appliesTo: ['rooms'] },
      },
      {
        action: 'coupon.update',
        before: { active: true, usageLimit: 50 },
        after: { active: false, usageLimit: 40 },
      },
      { action: 'coupon.delete', before: { code: 'DIWALI15' }, after: null },
    ]);
  });

  it('a refused coupon (a percent over 100) writes no row', async () => {
    const rows = await allRows();
    const res = await as('POST', '/api/coupons/create-coupon', {
      code: 'TOOMUCH',
      discountType: 'percent',
      discountValue: 150,
    });
    expect(res.status).toBe(400);
    expect(await allRows()).toBe(rows);
  });
});

describe('dishes', () => {
  const photo = (format: 'jpeg' | 'png' | 'gif') =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 180, g: 90, b: 30 } } })
      .withExif({ IFD0: { Artist: 'Kitchen phone' } })
      .toFormat(format)
      .toBuffer();
  const upload = async (id: string, bytes: Buffer, type: string, headers = admin.headers) => {
    const body = new FormData();
    body.set('photo', new File([new Uint8Array(bytes)], 'dish.jpg', { type }));
    return t.call('POST', `/api/menu-items/${id}/photo`, { body, headers });
  };

  it('a dish added and withdrawn is audited', async () => {
    const res = await as('POST', '/api/menu-items', {
      name: 'Mirchi Vada',
      description: 'Jodhpur chillies stuffed with spiced potato.',
      category: 'Starters',
      price: 320,
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()).item;
    expect((await as('DELETE', `/api/menu-items/${id}`)).status).toBe(200);
    expect(await trail(id)).toMatchObject([
      { action: 'menu_item.add', actorId: admin.user.id, after: { name: 'Mirchi Vada', pricePaise: 32_000 } },
      { action: 'menu_item.withdraw', before: { active: true }, after: { active: false } },
    ]);
  });

  it('a photo is re-encoded as a bounded WebP without metadata, served, shown on the menu and audited', async () => {
    const [dish] = await t.db.select().from(menuItems).where(eq(menuItems.slug, 'galouti-kebab'));
    const res = await upload(dish!.id, await photo('jpeg'), 'image/jpeg');
    expect(res.status).toBe(200);
    const { item, message } = await res.json();
    expect(message).toBe(`${dish!.name} has a new photo.`);
    expect(item.imageKey).toMatch(/^photo-[a-f0-9]{32}$/);
    expect(item.image).toBe(`/api/menu-photos/${item.imageKey.slice(6)}.webp`);
    const served = await t.call('GET', item.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const stored = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 960, height: 640 });
    expect(stored.exif).toBeUndefined();
    const menu = await (await t.call('GET', '/api/menu-items/getallmenu?category=All&limit=100')).json();
    expect(menu.items.find((d: { id: string }) => d.id === dish!.id).image).toBe(item.image);
    expect((await trail(dish!.id)).at(-1)).toMatchObject({
      action: 'menu_item.photo',
      actorId: admin.user.id,
      before: { image: dish!.image },
      after: { image: item.imageKey },
    });
  });

  it('refuses a GIF or an empty file with a 400 naming the photo, storing nothing and writing no row', async () => {
    const [dish] = await t.db.select().from(menuItems).where(eq(menuItems.slug, 'ker-sangri'));
    const rows = await allRows();
    const gif = await upload(dish!.id, await photo('gif'), 'image/gif');
    expect(gif.status).toBe(400);
    expect(await gif.json()).toMatchObject({
      message: 'Please choose a JPEG, PNG or WebP image.',
      fields: { photo: expect.any(String) },
    });
    expect((await upload(dish!.id, Buffer.alloc(0), 'image/jpeg')).status).toBe(400);
    const [after] = await t.db.select().from(menuItems).where(eq(menuItems.id, dish!.id));
    expect(after!.image).toBe(dish!.image);
    expect(await allRows()).toBe(rows);
  });

  it('a photo for a dish not on the menu is a 404 and leaves no file behind', async () => {
    const res = await upload('6f1c2a10-0000-4000-8000-000000000000', await photo('png'), 'image/png');
    expect(res.status).toBe(404);
    const folder = join(t.dataDir, 'uploads', 'menu-photos');
    const { readdirSync } = await import('node:fs');
    const files = existsSync(folder) ? readdirSync(folder) : [];
    expect(files).toHaveLength(1); // the galouti kebab's photo above, and nothing from this refusal
  });

  it('serves nothing but stored photo names', async () => {
    expect((await t.call('GET', '/api/menu-photos/..%2F..%2Fpalace.lock')).status).toBe(404);
    expect((await t.call('GET', `/api/menu-photos/${'a'.repeat(32)}.webp`)).status).toBe(404);
  });
});

describe('coins corrections', () => {
  it('a correction and a reversal of a ledger row are audited on the guest with the reason', async () => {
    const guest = await signedInGuest(t.db, { name: 'Kabir Guest' }, HOTEL_NOON);
    const [row] = await t.db
      .insert(walletTransactions)
      .values({
        userId: guest.user.id,
        type: 'credit',
        suparCoins: 10,
        description: 'Goodwill',
        createdAt: HOTEL_NOON,
      })
      .returning();
    const fixed = await as('PUT', `/api/wallet-transactions/${row!.id}`, {
      suparCoins: 25,
      reason: 'Promised 25',
    });
    expect(fixed.status).toBe(200);
    const reversed = await t.call('DELETE', `/api/wallet-transactions/${row!.id}?reason=Given%20in%20error`, {
      headers: admin.headers,
    });
    expect(reversed.status).toBe(200);
    expect(await trail(guest.user.id)).toMatchObject([
      {
        action: 'coins.correct',
        actorId: admin.user.id,
        targetKind: 'user',
        before: { transaction: row!.id, coins: 10 },
        after: { transaction: row!.id, coins: 25 },
        reason: 'Promised 25',
      },
      { action: 'coins.reverse', before: { coins: 25 }, after: { coins: 0 }, reason: 'Given in error' },
    ]);
  });
});

describe('the console reads the catalogue and its history', () => {
  it("lists the site's packages with their rules in words, to staff as well as admins", async () => {
    const staff = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
    const res = await t.call('GET', '/api/staff/catalogue/packages', { headers: staff.headers });
    expect(res.status).toBe(200);
    const { packages } = await res.json();
    expect(packages.length).toBeGreaterThan(0);
    expect(packages[0]).toMatchObject({
      title: expect.any(String),
      rooms: expect.any(String),
      nights: expect.stringMatching(/night/),
      rate: expect.any(String),
      expired: expect.any(Boolean),
    });
  });

  it("shows an item's changes as who, when, before and after", async () => {
    const [listed] = (await (await t.call('GET', '/api/rooms/getrooms')).json()).rooms;
    // The listing's own (base) price, which the catalogue edits: the list's is tonight's by the calendar.
    const [room] = await t.db.select().from(rooms).where(eq(rooms.id, listed.id));
    await as('PUT', `/api/rooms/${room!.id}`, { price: room!.pricePaise / 100 + 500 });
    const res = await t.call('GET', `/api/staff/audit/${room!.id}`, { headers: admin.headers });
    expect((await res.json()).entries.at(-1)).toMatchObject({
      action: 'room.update',
      actorName: 'Meera Admin',
      changes: [
        { field: 'pricePaise', before: String(room!.pricePaise), after: String(room!.pricePaise + 50_000) },
      ],
    });
  });

  it('names the least role of each new route in the OpenAPI document, so the access test sends it every caller', async () => {
    const doc = await (await t.call('GET', '/api/openapi.json')).json();
    const role = (method: string, path: string) => doc.paths[path]?.[method]?.['x-hotel-role'];
    expect(role('post', '/api/menu-items/{id}/photo')).toBe('admin');
    expect(role('post', '/api/staff/catalogue/rooms/{id}/units')).toBe('admin');
    expect(role('get', '/api/staff/catalogue/packages')).toBe('staff');
  });
});
