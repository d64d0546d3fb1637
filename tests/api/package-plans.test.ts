import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTaxLines, roomBookings, staffActions, stayPackages } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 43, packages as rate plans (decision 150): a package's price and rules are data an admin sets in the console
// (audited, refused in words), the server prices a package stay from them, a booking keeps the price it was booked
// at, the offers page sets each package against the room's own price for the same nights, a meal plan is added to
// a package without meals and refused on one with them, and a package bundling a boat ride is a mixed supply.

let t: TestApp;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let staff: Awaited<ReturnType<typeof signedInGuest>>;
let listings: { id: string; name: string }[];
beforeAll(async () => {
  t = await createTestApp(MANY_HOLDS, { now: () => HOTEL_NOON });
  await seedDemoData(t.db, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Anika Rao', email: 'anika@example.in' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Revenue Manager', role: 'admin' }, HOTEL_NOON);
  staff = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  listings = (await (await t.call('GET', '/api/rooms/getrooms')).json()).rooms;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const listing = (name: string) => listings.find((l) => l.name === name)!.id;
// The tests' today, 20 November 2026, is a Friday.
const FRIDAY = '2026-12-04';
const SUNDAY = '2026-12-06';
const stay = (room: string, packageId: string, more: object = {}, checkIn = FRIDAY, checkOut = SUNDAY) => ({
  roomId: listing(room),
  checkInDate: checkIn,
  checkOutDate: checkOut,
  numGuests: 2,
  packageId,
  ...more,
});
const post = (path: string, json: unknown, headers = guest.headers) =>
  t.call('POST', path, { json, headers });
const edit = (id: string, json: unknown, headers = admin.headers) =>
  t.call('PUT', `/api/staff/catalogue/packages/${id}`, { json, headers });
const sheet = async () =>
  (await (await t.call('GET', '/api/staff/catalogue/packages', { headers: admin.headers })).json())
    .packages as {
    id: string;
    [k: string]: unknown;
  }[];
/** A package's editable fields as the console reads them, to change one or two. */
async function rulesOf(id: string) {
  const p = (await sheet()).find((x) => x.id === id)!;
  const keys = [
    'price',
    'guests',
    'roomTypes',
    'minNights',
    'maxNights',
    'arrivalDays',
    'staysFrom',
    'staysUntil',
    'validUntil',
    'checkOutTime',
    'mealPlan',
  ];
  return Object.fromEntries(keys.map((k) => [k, p[k]]));
}

describe("the offers page's package prices", () => {
  it("set each package's price for its party against the room's own price for the same nights", async () => {
    const res = await t.call('GET', '/api/packages');
    expect(res.status).toBe(200);
    const { packages } = await res.json();
    expect(packages.map((p: { id: string }) => p.id)).toEqual([
      'royal-honeymoon',
      'lakeside-weekend',
      'family-holiday',
      'business-retreat',
    ]);
    const weekend = packages[1];
    expect(weekend).toMatchObject({
      title: 'Lakeside Weekend',
      guests: 2,
      terms: 'Deluxe rooms · 2 nights, Friday to Sunday',
      pricePerNightPaise: 1_258_000,
      gst: '+ 18% GST',
      expired: false,
      bookHref: '/room-booking?package=lakeside-weekend&guests=2',
    });
    // Its first stay is today, a Friday, to Sunday; the room alone is the rate calendar's, as the room list says.
    const { checkIn, checkOut, roomName } = weekend.firstStay;
    expect([checkIn, checkOut]).toEqual(['2026-11-20', '2026-11-22']);
    const { rooms } = await (
      await t.call('GET', `/api/rooms/getrooms?checkIn=${checkIn}&checkOut=${checkOut}`)
    ).json();
    const deluxe = rooms.filter((r: { roomType: string }) => r.roomType === 'deluxe');
    const alone = Math.min(
      ...deluxe.map((r: { stayNightlyPaise: number[] }) => r.stayNightlyPaise.reduce((a, b) => a + b, 0)),
    );
    expect(weekend.firstStay).toMatchObject({
      packagePaise: 2_516_000,
      roomAlonePaise: alone,
      differencePaise: 2_516_000 - alone,
    });
    expect(weekend.firstStay.words).toBe(
      `20 Nov 2026 to 22 Nov 2026: ₹25,160 on the package, ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(alone / 100)} for the ${roomName} alone`,
    );
    expect(packages[3]).toMatchObject({ id: 'business-retreat', expired: true, firstStay: null });
  });
});

describe('a package edited in the console', () => {
  let before: { id: string; total: number };

  it('is booked at its price a night before the edit', async () => {
    const res = await post('/api/bookings/create', stay('Deluxe King Room', 'lakeside-weekend'));
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data).toMatchObject({ pricePerNightPaise: 1_258_000, totalPaise: 2_968_880 });
    before = { id: data.id, total: data.totalPaise };
  });

  it('is refused to staff who are not admins, and changes nothing', async () => {
    const res = await edit(
      'lakeside-weekend',
      { ...(await rulesOf('lakeside-weekend')), price: 9_000 },
      staff.headers,
    );
    expect(res.status).toBe(403);
    const [row] = await t.db.select().from(stayPackages).where(eq(stayPackages.id, 'lakeside-weekend'));
    expect(row!.pricePerNightPaise).toBe(1_258_000);
  });

  it('refuses bad rules in words, field by field, and changes nothing', async () => {
    const rules = await rulesOf('lakeside-weekend');
    const refusals: [object, string, string][] = [
      [{ price: 0 }, 'price', 'The price must be at least ₹1.'],
      [{ price: 12_580.5 }, 'price', 'Set the price in whole rupees.'],
      [{ maxNights: 1 }, 'maxNights', 'The longest stay (1 nights) cannot be shorter than the shortest (2).'],
      [{ roomTypes: [] }, 'roomTypes', 'Choose at least one room type.'],
      [{ arrivalDays: ['Funday'] }, 'arrivalDays.0', 'Name a day of the week, e.g. Friday.'],
      [{ checkOutTime: '2 PM' }, 'checkOutTime', 'Write the check-out time as HH:MM, e.g. 14:00.'],
      [
        { staysFrom: '2026-12-10', staysUntil: '2026-12-01' },
        'staysUntil',
        'The last night it covers cannot be before the first.',
      ],
    ];
    const audited = (await t.db.select().from(staffActions)).length;
    for (const [change, field, message] of refusals) {
      const res = await edit('lakeside-weekend', { ...rules, ...change });
      expect(res.status, JSON.stringify(change)).toBe(400);
      const body = await res.json();
      expect(JSON.stringify(body), field).toContain(message);
    }
    const missing = await edit('no-such-package', rules);
    expect(missing.status).toBe(404);
    expect((await missing.json()).message).toBe('That package does not exist.');
    const same = await edit('lakeside-weekend', rules);
    expect(same.status).toBe(409);
    expect((await same.json()).message).toBe(
      'The Lakeside Weekend package already has this price and these rules.',
    );
    expect((await t.db.select().from(staffActions)).length).toBe(audited);
  });

  it('takes a new price at once for new quotes, audited with what changed', async () => {
    const res = await edit('lakeside-weekend', { ...(await rulesOf('lakeside-weekend')), price: 13_400 });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.message).toBe(
      'The Lakeside Weekend package is now ₹13,400 a night for 2 guests, 2 nights, Friday to Sunday. Bookings already made keep their price.',
    );
    expect(answer.package).toMatchObject({ price: 13_400, rate: '₹13,400 a night for 2 guests' });
    const [row] = await t.db
      .select()
      .from(staffActions)
      .where(
        and(eq(staffActions.targetId, 'lakeside-weekend'), eq(staffActions.action, 'stay_package.update')),
      );
    expect(row).toMatchObject({
      targetKind: 'stay_package',
      before: { pricePerNightPaise: 1_258_000 },
      after: { pricePerNightPaise: 1_340_000 },
    });
    const quote = await (
      await post('/api/quotes/room', stay('Zenana Deluxe Room', 'lakeside-weekend'))
    ).json();
    expect(quote.lines[0].detail).toBe('Lakeside Weekend package, ₹13,400 × 2 nights');
    expect(quote.taxablePaise).toBe(2_680_000);
  });

  it('leaves a booking made before at the price it was booked at, night by night', async () => {
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, before.id));
    expect(row).toMatchObject({ nightlyPaise: [1_258_000, 1_258_000], totalPaise: before.total });
    const res = await t.call('GET', `/api/payments/booking/${before.id}`, { headers: guest.headers });
    expect(res.status).toBe(200);
    const summary = await res.json();
    expect(summary.totalPaise).toBe(2_968_880);
    expect(JSON.stringify(summary)).toContain('Lakeside Weekend package, ₹12,580 × 2 nights');
  });

  it('ends a package early: it is refused from the next day, in words', async () => {
    const rules = await rulesOf('family-holiday');
    expect((await edit('family-holiday', { ...rules, validUntil: '2026-11-19' })).status).toBe(200);
    const res = await post('/api/quotes/room', stay('Maharaja Suite', 'family-holiday', { numGuests: 2 }));
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'The Family Palace Holiday package ended on 19 Nov 2026 and can no longer be booked.',
    );
    expect((await edit('family-holiday', rules)).status).toBe(200);
  });
});

describe('a meal plan with a package', () => {
  it('is refused in words where the package already includes meals, and books nothing', async () => {
    const rows = (await t.db.select().from(roomBookings)).length;
    const other = await signedInGuest(t.db, { name: 'Kavya Shah' }, HOTEL_NOON);
    for (const path of ['/api/quotes/room', '/api/bookings/create']) {
      const res = await post(
        path,
        stay('Deluxe King Room', 'lakeside-weekend', { mealPlan: 'MAP' }),
        other.headers,
      );
      expect(res.status).toBe(400);
      expect(JSON.stringify(await res.json())).toContain(
        'The Lakeside Weekend package already includes breakfast: book it without a meal plan.',
      );
    }
    expect((await t.db.select().from(roomBookings)).length).toBe(rows);
  });

  it('is added on top of a package without meals, priced for the party, in the night’s one supply', async () => {
    const res = await post(
      '/api/bookings/create',
      stay('Maharaja Suite', 'royal-honeymoon', { mealPlan: 'CP' }, '2026-12-10', '2026-12-12'),
    );
    expect(res.status).toBe(201);
    const { data } = await res.json();
    // ₹19,600 a night and breakfast for 2 adults at the suite's ₹1,500 each: ₹22,600 a night, 18%.
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, data.id));
    expect(row).toMatchObject({ mealPlan: 'CP', mealPaise: 300_000, nightlyPaise: [1_960_000, 1_960_000] });
    expect(row!.taxablePaise).toBe(4_520_000);
    const lines = await t.db.select().from(bookingTaxLines).where(eq(bookingTaxLines.bookingId, data.id));
    expect(lines.map((l) => [l.grossPaise, l.rateBp, l.sac])).toEqual([
      [2_260_000, 1800, '996311'],
      [2_260_000, 1800, '996311'],
    ]);
  });
});

describe('a cheap package bundling a boat ride', () => {
  it('is taxed as a mixed supply at the ride’s 18%, not the room’s 5%; one with meals alone stays at 5%', async () => {
    const honeymoon = await rulesOf('royal-honeymoon');
    expect((await edit('royal-honeymoon', { ...honeymoon, price: 7_000 })).status).toBe(200);
    const weekend = await rulesOf('lakeside-weekend');
    try {
      const res = await post(
        '/api/bookings/create',
        stay('Rani Mahal Suite', 'royal-honeymoon', {}, '2026-12-14', '2026-12-16'),
      );
      expect(res.status).toBe(201);
      const { data } = await res.json();
      const lines = await t.db.select().from(bookingTaxLines).where(eq(bookingTaxLines.bookingId, data.id));
      // Its spa ritual (5%) and boat ride (18%) make it mixed: the highest rate, under the ride's SAC.
      expect(lines.map((l) => [l.taxablePaise, l.rateBp, l.sac, l.cgstPaise])).toEqual([
        [700_000, 1800, '999699', 63_000],
        [700_000, 1800, '999699', 63_000],
      ]);
      // The Lakeside Weekend bundles a heritage walk too; the database says what each package bundles.
      await t.db.update(stayPackages).set({ bundles: [] }).where(eq(stayPackages.id, 'lakeside-weekend'));
      expect((await edit('lakeside-weekend', { ...weekend, price: 7_000 })).status).toBe(200);
      const plain = await post('/api/bookings/create', stay('Zenana Deluxe Room', 'lakeside-weekend'));
      expect(plain.status).toBe(201);
      const plainId = (await plain.json()).data.id;
      const meals = await t.db.select().from(bookingTaxLines).where(eq(bookingTaxLines.bookingId, plainId));
      expect(meals.map((l) => [l.rateBp, l.sac])).toEqual([
        [500, '996311'],
        [500, '996311'],
      ]);
    } finally {
      await t.db
        .update(stayPackages)
        .set({ bundles: ['recreation'] })
        .where(eq(stayPackages.id, 'lakeside-weekend'));
      await edit('royal-honeymoon', honeymoon);
      await edit('lakeside-weekend', weekend);
    }
  });
});

describe('the database', () => {
  it('refuses a package row the console would refuse, as the last line', async () => {
    const bad = [
      { pricePerNightPaise: 0 },
      { pricePerNightPaise: 1_000_050 },
      { minNights: 3, maxNights: 2 },
      { roomTypes: ['penthouse'] },
      { arrivalDays: ['Funday'] },
      { mealPlan: 'XX' },
      { bundles: ['casino'] },
      { checkOutTime: '2 PM' },
    ];
    for (const change of bad)
      await expect(
        t.db.update(stayPackages).set(change).where(eq(stayPackages.id, 'family-holiday')),
        JSON.stringify(change),
      ).rejects.toThrow();
  });
});
