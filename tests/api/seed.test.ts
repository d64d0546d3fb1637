import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { coupons, discountCodes, halls, menuItems, rooms, roomUnits } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { openTestDatabase } from '../fixtures/database';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the demo seed', () => {
  it('fills an empty database with a catalogue that feels real', async () => {
    const summary = await seedDemoData(database.db);
    expect(summary.seeded).toBe(true);
    const db = database.db;

    const types = await db.execute<{ room_type: string; units: number; min_price: number }>(sql`
      select r.room_type, count(u.id)::int as units, min(r.price_paise)::int as min_price
      from rooms r join room_units u on u.room_id = r.id group by r.room_type order by min(r.price_paise)`);
    expect(types.rows.map((r) => r.room_type)).toEqual(['standard', 'deluxe', 'suite']);
    for (const row of types.rows) expect(row.units).toBeGreaterThanOrEqual(3);
    // Realistic rupee prices, stored in paise: a standard room from ₹5,000, a suite above ₹25,000.
    expect(types.rows[0]!.min_price).toBeGreaterThanOrEqual(500_000);
    expect(types.rows[2]!.min_price).toBeGreaterThan(2_500_000);

    const [hallCount] = await db.select({ n: count() }).from(halls);
    expect(hallCount!.n).toBe(4);

    const menu = await db.select().from(menuItems);
    expect(menu.length).toBeGreaterThanOrEqual(24);
    expect(new Set(menu.map((m) => m.category))).toEqual(
      new Set(['Starters', 'Mains', 'Desserts', 'Drinks']),
    );
    for (const flag of ['veg', 'spicy', 'chefSpecial', 'featured'] as const) {
      expect(menu.some((m) => m[flag])).toBe(true);
    }

    const codes = await db.select().from(discountCodes);
    expect(new Set(codes.map((c) => c.codeType))).toEqual(new Set(['promo', 'group']));
    const couponRows = await db.select().from(coupons);
    expect(new Set(couponRows.map((c) => c.discountType))).toEqual(new Set(['percent', 'flat']));
  });

  it('leaves a database that already has rooms alone', async () => {
    const [before] = await database.db.select({ n: count() }).from(roomUnits);
    const again = await seedDemoData(database.db);
    expect(again.seeded).toBe(false);
    const [after] = await database.db.select({ n: count() }).from(roomUnits);
    expect(after!.n).toBe(before!.n);
    const [roomCount] = await database.db.select({ n: count() }).from(rooms);
    expect(roomCount!.n).toBe(6);
  });
});
