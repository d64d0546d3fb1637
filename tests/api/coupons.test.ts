import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel();
  guest = await signedInGuest(t.db, {}, HOTEL_NOON);
  admin = await signedInGuest(t.db, { role: 'admin' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('POST /api/bookings/validate-code', () => {
  const check = (json: unknown) => t.call('POST', '/api/bookings/validate-code', { json });

  it('answers valid and the percent for a promo and a group code', async () => {
    const promo = await check({ code: 'festive15', codeType: 'promo' });
    expect(promo.status).toBe(200);
    expect(await promo.json()).toMatchObject({ valid: true, discount_percent: 15 });
    expect(await (await check({ code: 'GROUP20', codeType: 'group' })).json()).toMatchObject({
      discount_percent: 20,
    });
  });

  it('answers valid: false for an unknown code, a code of the other type and an expired one, saying which', async () => {
    for (const [json, message] of [
      [{ code: 'NOPE', codeType: 'promo' }, 'Invalid discount code'],
      [{ code: 'CORP12', codeType: 'promo' }, 'Invalid discount code'],
      [{ code: 'SUMMER23', codeType: 'promo' }, 'This discount code has expired.'],
    ] as const) {
      const res = await check(json);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ valid: false, discount_percent: 0, message });
    }
  });

  it('refuses a malformed request with 400 naming the field', async () => {
    const empty = await check({ code: '', codeType: 'promo' });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe('Enter a discount code.');
    expect((await check({ code: 'PALACE10', codeType: 'vip' })).status).toBe(400);
    expect((await check({ codeType: 'promo' })).status).toBe(400);
  });
});

describe('POST /api/coupons/apply-coupon', () => {
  const apply = (json: unknown, headers: Record<string, string> = guest.headers) =>
    t.call('POST', '/api/coupons/apply-coupon', { json, headers });

  it('answers the discount and final amount, capped by the maximum', async () => {
    const res = await apply({ code: 'welcome10', amount: 37_500 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      valid: true,
      discount: 1_500,
      finalAmount: 36_000,
      discountPaise: 150_000,
      message: 'Coupon applied successfully!',
    });
    expect(await (await apply({ code: 'WELCOME10', amount: 5_000 })).json()).toMatchObject({
      discount: 500,
      finalAmount: 4_500,
    });
  });

  it('takes a flat amount off a dining bill', async () => {
    const res = await apply({ code: 'FEAST500', amount: 2_400, scope: 'dining' });
    expect(await res.json()).toMatchObject({ discount: 500, finalAmount: 1_900 });
  });

  it('says why a coupon does not apply (valid: false, nothing off), using nothing up', async () => {
    for (const [json, message] of [
      [{ code: 'WELCOME10', amount: 2_000 }, 'This coupon needs a booking of at least ₹3,000.'],
      [{ code: 'MONSOON24', amount: 20_000 }, 'This coupon has expired.'],
      [{ code: 'NOSUCH', amount: 20_000 }, 'Invalid coupon code'],
      [{ code: 'SHAADI25K', amount: 3_00_000 }, 'This coupon does not apply to room bookings.'],
    ] as const) {
      const res = await apply(json);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ valid: false, message, discount: 0, finalAmount: json.amount });
    }
    for (const [json, message] of [
      [{ code: '', amount: 100 }, 'Please enter a coupon code'],
      [{ code: 'WELCOME10', amount: -1 }, 'The amount must be above zero.'],
    ] as const) {
      const res = await apply(json);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME10'));
    expect(welcome!.usedCount).toBe(0);
  });

  it('judges the spec client’s {code, amount} for what it pays for: the page it asks from, or the booking it names', async () => {
    const fromPage = (path: string) => ({ ...guest.headers, referer: `http://localhost${path}` });
    // The menu page's table: FEAST500 is a dining coupon, ROYALSTAY a room one.
    const feast = await apply({ code: 'FEAST500', amount: 2_980 }, fromPage('/dining-menu'));
    expect(await feast.json()).toMatchObject({
      valid: true,
      discount: 500,
      scope: 'dining',
      appliesTo: ['dining'],
    });
    const royal = await apply({ code: 'ROYALSTAY', amount: 24_000 }, fromPage('/dining-menu'));
    expect(await royal.json()).toEqual({
      valid: false,
      message: 'This coupon does not apply to dining bookings.',
      discount: 0,
      finalAmount: 24_000,
    });
    // The events page books halls; a foreign page tells nothing (a room booking, as before).
    const shaadi = await apply({ code: 'SHAADI25K', amount: 2_50_000 }, fromPage('/events-booking'));
    expect(await shaadi.json()).toMatchObject({ valid: true, discount: 25_000, scope: 'halls' });
    const foreign = await apply(
      { code: 'FEAST500', amount: 2_980 },
      { ...guest.headers, referer: 'https://elsewhere.example/dining-menu' },
    );
    expect(await foreign.json()).toMatchObject({
      valid: false,
      message: 'This coupon does not apply to room bookings.',
    });

    // A details page names its booking in ?id=, and a client may name it in booking_id: its kind decides.
    const [dish] = (
      await (await t.call('GET', '/api/menu-items/getallmenu?category=All&page=1&limit=1')).json()
    ).items;
    const table = await t.call('POST', '/api/bookings/create', {
      json: {
        date: '2026-12-05',
        time: '19:30',
        partySize: 4,
        name: 'Asha',
        phone: '98123 45678',
        menuId: dish.id,
      },
      headers: guest.headers,
    });
    expect(table.status).toBe(201);
    const { booking } = await table.json();
    const onDetails = await apply(
      { code: 'FEAST500', amount: 2_000 },
      fromPage(`/menu-booking-details?id=${booking.id}`),
    );
    expect(await onDetails.json()).toMatchObject({ valid: true, scope: 'dining' });
    const named = await apply({ code: 'FEAST500', amount: 2_000, booking_id: booking.id });
    expect(await named.json()).toMatchObject({ valid: true, scope: 'dining' });
    // What the page said was valid, the booking takes.
    const paid = await t.call('POST', '/api/bookings/create', {
      json: {
        date: '2026-12-06',
        time: '19:30',
        partySize: 4,
        name: 'Asha',
        phone: '98123 45678',
        menuId: dish.id,
        couponCode: 'FEAST500',
      },
      headers: guest.headers,
    });
    expect(paid.status).toBe(201);
    expect((await paid.json()).booking).toMatchObject({ couponCode: 'FEAST500', discountPaise: 50_000 });
  });

  it('needs a signed-in guest', async () => {
    const res = await t.call('POST', '/api/coupons/apply-coupon', {
      json: { code: 'WELCOME10', amount: 5_000 },
    });
    expect(res.status).toBe(401);
  });
});

describe('coupon administration', () => {
  const fresh = {
    code: 'diwali30',
    discountType: 'percent',
    discountValue: 30,
    minAmountPaise: 1_000_000,
    maxDiscountPaise: 500_000,
    validUntil: '2026-12-31T23:59:59+05:30',
    usageLimit: 100,
    perUserLimit: 1,
    appliesTo: ['rooms'],
  };

  it('creates, reads, searches, updates and deletes a coupon', async () => {
    const created = await t.call('POST', '/api/coupons/create-coupon', {
      json: fresh,
      headers: admin.headers,
    });
    expect(created.status).toBe(201);
    const { coupon } = await created.json();
    expect(coupon).toMatchObject({ code: 'DIWALI30', usedCount: 0, appliesTo: ['rooms'] });

    const one = await t.call('GET', `/api/coupons/${coupon.id}`, { headers: admin.headers });
    expect((await one.json()).coupon.code).toBe('DIWALI30');

    const page = await (
      await t.call('GET', '/api/coupons?search=diwali&page=1&limit=5', { headers: admin.headers })
    ).json();
    expect(page).toMatchObject({ total: 1, page: 1, limit: 5 });
    const all = await (await t.call('GET', '/api/coupons?limit=2&page=2', { headers: admin.headers })).json();
    expect(all.total).toBe(6);
    expect(all.coupons).toHaveLength(2);

    const updated = await t.call('PUT', `/api/coupons/${coupon.id}`, {
      json: { discountValue: 25 },
      headers: admin.headers,
    });
    expect((await updated.json()).coupon.discountValue).toBe(25);

    expect((await t.call('DELETE', `/api/coupons/${coupon.id}`, { headers: admin.headers })).status).toBe(
      200,
    );
    expect((await t.call('GET', `/api/coupons/${coupon.id}`, { headers: admin.headers })).status).toBe(404);
  });

  it('refuses a duplicate code, a percent above 100 and a used count set by hand', async () => {
    const dup = await t.call('POST', '/api/coupons/create-coupon', {
      json: { ...fresh, code: 'WELCOME10' },
      headers: admin.headers,
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).message).toBe('A coupon with code WELCOME10 already exists.');
    const big = await t.call('POST', '/api/coupons/create-coupon', {
      json: { ...fresh, code: 'BIG', discountValue: 150 },
      headers: admin.headers,
    });
    expect(big.status).toBe(400);
    expect((await big.json()).message).toBe('A percent coupon takes 1 to 100 percent.');
    const sneaky = await t.call('POST', '/api/coupons/create-coupon', {
      json: { ...fresh, code: 'SNEAKY', usedCount: -5 },
      headers: admin.headers,
    });
    expect(sneaky.status).toBe(400);
    expect((await t.db.select().from(coupons)).length).toBe(5);
  });

  it('is for admins only: a guest gets 403 and no token 401 on every route', async () => {
    const [any] = await t.db.select().from(coupons);
    const routes: [string, string, unknown?][] = [
      ['GET', '/api/coupons'],
      ['GET', `/api/coupons/${any!.id}`],
      ['POST', '/api/coupons/create-coupon', fresh],
      ['PUT', `/api/coupons/${any!.id}`, { discountValue: 99 }],
      ['DELETE', `/api/coupons/${any!.id}`],
    ];
    for (const [method, path, json] of routes) {
      expect((await t.call(method, path, { json, headers: guest.headers })).status, `${method} ${path}`).toBe(
        403,
      );
      expect((await t.call(method, path, { json })).status, `${method} ${path}`).toBe(401);
    }
    const [still] = await t.db.select().from(coupons).where(eq(coupons.id, any!.id));
    expect(still!.discountValue).toBe(any!.discountValue);
  });
});
