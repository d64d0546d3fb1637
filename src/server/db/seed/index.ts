import { count } from 'drizzle-orm';
import { rupees } from '~/lib/money';
import { dateInZone } from '~/lib/zones';
import type { Db } from '../client';
import {
  createCoupon,
  createDiningTable,
  createDiscountCode,
  createHall,
  createMenuItem,
  createRoom,
  createRoomUnit,
} from '../factories';
import {
  diningDays,
  roomMealPlans,
  roomRateOverrides,
  roomRateSeasons,
  rooms,
  stayExtras,
  stayRules,
} from '../schema';
import { demoClosedDays, demoDiningTables } from './dining';
import { demoHalls } from './halls';
import { demoMenu } from './menu';
import { demoCoupons, demoDiscountCodes } from './offers';
import { demoOverrides, demoSeasons, demoStayRules } from './rates';
import { demoExtras, demoMealPlans, demoRooms } from './rooms';

export interface SeedSummary {
  seeded: boolean;
  rooms: number;
  roomUnits: number;
  halls: number;
  menuItems: number;
  diningTables: number;
  coupons: number;
  discountCodes: number;
}

/** Loads the demo catalogue into an empty database, in one transaction; a database with rooms is left alone. */
export async function seedDemoData(db: Db, now = new Date()): Promise<SeedSummary> {
  const [existing] = await db.select({ n: count() }).from(rooms);
  const empty: SeedSummary = {
    seeded: false,
    rooms: 0,
    roomUnits: 0,
    halls: 0,
    menuItems: 0,
    diningTables: 0,
    coupons: 0,
    discountCodes: 0,
  };
  if ((existing?.n ?? 0) > 0) return empty;

  const today = dateInZone(now, 'Asia/Kolkata');
  return db.transaction(async (tx) => {
    const summary = { ...empty, seeded: true };
    for (const { units, ...room } of demoRooms) {
      const created = await createRoom(tx, room, 0);
      for (const number of units) await createRoomUnit(tx, created.id, number, Number(number[0]));
      const plans = demoMealPlans[room.slug] ?? [];
      if (plans.length > 0)
        await tx.insert(roomMealPlans).values(
          plans.map((p) => ({
            roomId: created.id,
            plan: p.plan,
            adultPaise: rupees(p.adult),
            childPaise: rupees(p.child),
          })),
        );
      const seasons = demoSeasons(room.slug, today);
      if (seasons.length > 0)
        await tx.insert(roomRateSeasons).values(
          seasons.map((s) => ({
            roomId: created.id,
            name: s.name,
            startsOn: s.startsOn,
            endsOn: s.endsOn,
            weekdayPricePaise: s.weekdayPaise,
            weekendPricePaise: s.weekendPaise,
          })),
        );
      const overrides = demoOverrides(room.slug, today);
      if (overrides.length > 0)
        await tx.insert(roomRateOverrides).values(overrides.map((o) => ({ roomId: created.id, ...o })));
      summary.rooms++;
      summary.roomUnits += units.length;
    }
    await tx.insert(stayRules).values(demoStayRules(today).map((rule) => ({ roomId: null, ...rule })));
    await tx.insert(stayExtras).values(demoExtras);
    for (const hall of demoHalls) {
      await createHall(tx, hall);
      summary.halls++;
    }
    for (const dish of demoMenu) {
      await createMenuItem(tx, dish);
      summary.menuItems++;
    }
    for (const table of demoDiningTables) {
      await createDiningTable(tx, table);
      summary.diningTables++;
    }
    for (const date of demoClosedDays(today)) {
      await tx.insert(diningDays).values({ date, closed: true }).onConflictDoNothing();
    }
    for (const coupon of demoCoupons(now)) {
      await createCoupon(tx, coupon);
      summary.coupons++;
    }
    for (const code of demoDiscountCodes(now)) {
      await createDiscountCode(tx, code);
      summary.discountCodes++;
    }
    return summary;
  });
}
