import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// Issue 33 "Catalogue": an admin changes a dish's price, category and badges through the menu API the console uses;
// the change is validated as the API does and audited with what changed. Staff are refused (staff-access.test.ts).
let t: Awaited<ReturnType<typeof seededHotel>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let dishId: string;

beforeAll(async () => {
  t = await seededHotel();
  admin = await signedInGuest(t.db, { name: 'Meera Admin', role: 'admin' }, HOTEL_NOON);
  const [dish] = await t.db.select().from(menuItems).where(eq(menuItems.slug, 'galouti-kebab'));
  dishId = dish!.id;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('an admin changes a dish in the catalogue', () => {
  it('sets the price and badges, which the menu shows at once, audited with what changed', async () => {
    const [before] = await t.db.select().from(menuItems).where(eq(menuItems.id, dishId));
    const res = await t.call('PUT', `/api/menu-items/${dishId}`, {
      json: { price: 745, chefSpecial: !before!.chefSpecial, category: before!.category },
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const shown = await (await t.call('GET', `/api/menu-items/${dishId}`)).json();
    expect(shown.item).toMatchObject({ pricePaise: 74_500, chefSpecial: !before!.chefSpecial });
    const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetId, dishId));
    expect(audit).toMatchObject([
      {
        actorId: admin.user.id,
        action: 'menu_item.update',
        targetKind: 'menu_item',
        before: { pricePaise: before!.pricePaise, chefSpecial: before!.chefSpecial },
        after: { pricePaise: 74_500, chefSpecial: !before!.chefSpecial },
      },
    ]);
  });

  it('refuses a price under ₹1 with a 400 naming the field, changing nothing and writing no audit row', async () => {
    const res = await t.call('PUT', `/api/menu-items/${dishId}`, {
      json: { price: 0.5 },
      headers: admin.headers,
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty(['price']);
    expect(await t.db.select().from(staffActions).where(eq(staffActions.targetId, dishId))).toHaveLength(1);
  });
});
