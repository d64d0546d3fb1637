import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHall, createMenuItem, createRoom } from '../../src/server/db/factories';
import { halls, menuItems, rooms } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 30, item 11: a price in rupees that rounds to 0 paise was a 500 (the database's `…_price_positive` check),
// and ₹0.005 made a 1-paise room. A price is whole rupees or rupees and paise, at least ₹1.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
const ids: Record<'room' | 'hall' | 'dish', string> = { room: '', hall: '', dish: '' };
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInGuest(t.db, { role: 'admin' });
  guest = await signedInGuest(t.db);
  ids.room = (await createRoom(t.db, { pricePaise: 1_250_000 }, 1)).id;
  ids.hall = (await createHall(t.db, { pricePaise: 9_000_000 })).id;
  ids.dish = (await createMenuItem(t.db, { pricePaise: 42_500 })).id;
});
afterAll(() => t.close());

const storedPrice = async (what: keyof typeof ids) => {
  const table = { room: rooms, hall: halls, dish: menuItems }[what];
  const [row] = await t.db
    .select({ pricePaise: table.pricePaise })
    .from(table)
    .where(eq(table.id, ids[what]));
  return row!.pricePaise;
};

const updates = [
  ['room', (id: string) => `/api/rooms/${id}`],
  ['hall', (id: string) => `/api/halls/${id}`],
  ['dish', (id: string) => `/api/menu-items/${id}`],
] as const;

describe.each(updates)('PUT the price of a %s', (what, path) => {
  it.each([
    [0.004, 'The price must be at least ₹1.'],
    [0.005, 'The price must be at least ₹1.'],
    [0.99, 'The price must be at least ₹1.'],
    [1250.005, 'The price is in rupees and paise: use at most two decimals.'],
    [0, 'The price must be above zero.'],
  ])('refuses ₹%s with a 400 naming the field, changing nothing', async (price, message) => {
    const before = await storedPrice(what);
    const res = await t.call('PUT', path(ids[what]), { json: { price }, headers: admin.headers });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(await storedPrice(what)).toBe(before);
  });

  it.each([
    [1, 100],
    [1250.5, 125_050],
    [1 + 0.1 + 0.2, 130],
  ])('takes ₹%s as %i paise', async (price, paise) => {
    const res = await t.call('PUT', path(ids[what]), { json: { price }, headers: admin.headers });
    expect(res.status).toBe(200);
    expect(await storedPrice(what)).toBe(paise);
  });
});

describe('a new listing, hall or dish', () => {
  it('is refused under ₹1 with a 400 naming the price, and nothing is added', async () => {
    const attempts: [string, object][] = [
      [
        '/api/createroom/rooms',
        {
          name: 'Paisa Room',
          description: 'A room priced below one rupee.',
          roomType: 'deluxe',
          maxGuests: 2,
          price: 0.004,
          roomNumbers: ['901'],
        },
      ],
      [
        '/api/halls',
        {
          name: 'Paisa Hall',
          description: 'A hall priced below one rupee.',
          price: 0.5,
          capacity: 10,
          location: 'Roof',
        },
      ],
      [
        '/api/menu-items',
        {
          name: 'Paisa Dish',
          description: 'A dish priced below one rupee.',
          category: 'Desserts',
          price: 0.004,
          veg: true,
        },
      ],
    ];
    for (const [path, body] of attempts) {
      const res = await t.call('POST', path, { json: body, headers: admin.headers });
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect((await res.json()).message).toBe('The price must be at least ₹1.');
    }
    expect(await t.db.select().from(rooms).where(eq(rooms.name, 'Paisa Room'))).toHaveLength(0);
    expect(await t.db.select().from(halls).where(eq(halls.name, 'Paisa Hall'))).toHaveLength(0);
    expect(await t.db.select().from(menuItems).where(eq(menuItems.name, 'Paisa Dish'))).toHaveLength(0);
  });
});

describe('POST /api/coupons/apply-coupon', () => {
  it('takes the amount by the same rule: under ₹1 or finer than paise is a 400 naming the amount', async () => {
    for (const [amount, message] of [
      [0.004, 'The amount must be at least ₹1.'],
      [100.001, 'The amount is in rupees and paise: use at most two decimals.'],
    ] as const) {
      const res = await t.call('POST', '/api/coupons/apply-coupon', {
        json: { code: 'WELCOME10', amount },
        headers: guest.headers,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
  });
});
