import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomRateSeasons, rooms, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// Issue 43 and decision 137: the catalogue sets a listing's occupancy, weekend price, meal plans and seasons, and the
// hotel's extras. Admins write, staff read; every write is one audit row, every refusal says why in words and
// writes nothing; the booking pages read the extras and each listing's plans and occupancy.
let t: Awaited<ReturnType<typeof seededHotel>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let staff: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel();
  admin = await signedInGuest(t.db, { name: 'Meera Admin', role: 'admin' }, HOTEL_NOON);
  staff = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const as = (who: { headers: Record<string, string> }) => (method: string, path: string, json?: unknown) =>
  t.call(method, path, { json, headers: who.headers });
const admin$ = (method: string, path: string, json?: unknown) => as(admin)(method, path, json);
const trail = (targetId: string, action: string) =>
  t.db
    .select()
    .from(staffActions)
    .where(and(eq(staffActions.targetId, targetId), eq(staffActions.action, action)))
    .orderBy(staffActions.createdAt);
const auditCount = async () => (await t.db.select().from(staffActions)).length;
const publicRoom = async (id: string) => (await (await t.call('GET', `/api/rooms/${id}`)).json()).room;
/** Sets the demo's seasons of a listing aside (decision 149), so its base prices, or a season a test adds, are its own. */
const withoutSeasons = (roomId: string) =>
  t.db.delete(roomRateSeasons).where(eq(roomRateSeasons.roomId, roomId));

/** Refused with these words, and nothing written to the audit. */
async function refused(res: Promise<Response>, status: number, words: string, before: number) {
  const answer = await res;
  const body = await answer.json();
  expect({ status: answer.status, message: body.message }).toEqual({ status, message: words });
  expect(await auditCount()).toBe(before);
  return body;
}

describe("a listing's occupancy and weekend price", () => {
  it('are set by an admin, audited, and read on the public listing in rupees and paise', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    await withoutSeasons(king.id);
    const res = await admin$('PUT', `/api/rooms/${king.id}`, {
      baseOccupancy: 2,
      maxAdults: 3,
      maxChildren: 1,
      extraAdultPrice: 2_600,
      extraChildPrice: 1_200.5,
      weekendPrice: 14_500,
    });
    expect(res.status).toBe(200);
    const expected = {
      maxGuests: 3,
      baseOccupancy: 2,
      maxAdults: 3,
      maxChildren: 1,
      extraAdultPrice: 2_600,
      extraAdultPaise: 260_000,
      extraChildPrice: 1_200.5,
      extraChildPaise: 120_050,
      weekendPrice: 14_500,
      weekendPricePaise: 1_450_000,
      price: 12_500,
    };
    // The admin's answer is the catalogue entry, at its base price.
    expect((await res.json()).room).toMatchObject(expected);
    // The guests' listing and list price it tonight by its calendar (decision 132): the test's tonight is Friday
    // 20 November, with no season a weekend night at the new weekend price.
    expect(await publicRoom(king.id)).toMatchObject({ ...expected, price: 14_500 });
    const { rooms: list } = await (await t.call('GET', '/api/rooms/getrooms')).json();
    expect(list.find((r: { id: string }) => r.id === king.id)).toMatchObject({ ...expected, price: 14_500 });
    expect((await trail(king.id, 'room.update')).at(-1)).toMatchObject({
      actorId: admin.user.id,
      // The demo's occupancy prices and weekend price before (src/server/db/seed/rooms.ts).
      before: {
        maxChildren: 2,
        extraAdultPaise: 250_000,
        extraChildPaise: 125_000,
        weekendPricePaise: 1_400_000,
      },
      after: {
        maxChildren: 1,
        extraAdultPaise: 260_000,
        extraChildPaise: 120_050,
        weekendPricePaise: 1_450_000,
      },
    });
  });

  it('refuses a combination that does not fit, in words, naming the field, and writes nothing', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const before = await auditCount();
    const base = await refused(
      admin$('PUT', `/api/rooms/${king.id}`, { baseOccupancy: 4 }),
      400,
      'The price includes at most 3 guests: the room takes no more (its base occupancy is 4).',
      before,
    );
    expect(Object.keys(base.fields)).toEqual(['baseOccupancy']);
    await refused(
      admin$('PUT', `/api/rooms/${king.id}`, { maxAdults: 4 }),
      400,
      'A room that takes 3 guests takes at most 3 adults (it says 4).',
      before,
    );
    await refused(
      admin$('PUT', `/api/rooms/${king.id}`, { maxChildren: 3 }),
      400,
      'A room that takes 3 guests takes at most 2 children: one place is always an adult’s (it says 3).',
      before,
    );
    // Made smaller, a listing keeps what was set while it still fits: its one child does not fit a room for one.
    await refused(
      admin$('PUT', `/api/rooms/${king.id}`, { maxGuests: 1 }),
      400,
      'A room for one guest takes no children: one place is always an adult’s.',
      before,
    );
    const [row] = await t.db.select().from(rooms).where(eq(rooms.id, king.id));
    expect(row).toMatchObject({ maxGuests: 3, baseOccupancy: 2, maxAdults: 3, maxChildren: 1 });
  });

  it('made larger or smaller, keeps what was set while it fits; a part left at its default follows the size', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    const bigger = await admin$('PUT', `/api/rooms/${king.id}`, { maxGuests: 4 });
    // Three adults was the default for three guests ("any of them"): it follows to four; one child was set, and stays.
    expect((await bigger.json()).room).toMatchObject({
      maxGuests: 4,
      baseOccupancy: 2,
      maxAdults: 4,
      maxChildren: 1,
    });
    const smaller = await admin$('PUT', `/api/rooms/${king.id}`, { maxGuests: 2 });
    expect((await smaller.json()).room).toMatchObject({
      maxGuests: 2,
      baseOccupancy: 2,
      maxAdults: 2,
      maxChildren: 1,
    });
    const twin = await demoRoom(t.db, 'courtyard-twin');
    await admin$('PUT', `/api/rooms/${twin.id}`, { maxAdults: 1 });
    const before = await auditCount();
    await refused(
      admin$('PUT', `/api/rooms/${twin.id}`, { maxGuests: 1, maxChildren: 1 }),
      400,
      'A room for one guest takes no children: one place is always an adult’s.',
      before,
    );
  });

  it('is refused to staff (403) and to a guest', async () => {
    const king = await demoRoom(t.db, 'deluxe-king-room');
    expect((await as(staff)('PUT', `/api/rooms/${king.id}`, { maxAdults: 1 })).status).toBe(403);
  });
});

describe('meal plans of a listing', () => {
  it('are set by an admin (CP and MAP, AP no longer), audited, and read on the public listings in order', async () => {
    const suite = await demoRoom(t.db, 'maharaja-suite');
    const res = await admin$('PUT', `/api/staff/catalogue/rooms/${suite.id}/meal-plans`, {
      plans: [
        { plan: 'MAP', adultPrice: 1_800, childPrice: 900 },
        { plan: 'CP', adultPrice: 950, childPrice: 0 },
      ],
    });
    expect(res.status).toBe(200);
    const answer = await res.json();
    expect(answer.message).toBe('Maharaja Suite sells CP, MAP besides room only.');
    const plans = [
      {
        plan: 'CP',
        name: 'Bed and breakfast',
        includes: 'Breakfast',
        adultPrice: 950,
        adultPaise: 95_000,
        childPrice: 0,
        childPaise: 0,
      },
      {
        plan: 'MAP',
        name: 'Half board',
        includes: 'Breakfast and lunch or dinner',
        adultPrice: 1_800,
        adultPaise: 180_000,
        childPrice: 900,
        childPaise: 90_000,
      },
    ];
    expect(answer.mealPlans).toEqual(plans);
    expect((await publicRoom(suite.id)).mealPlans).toEqual(plans);
    const { rooms: list } = await (
      await t.call('GET', '/api/rooms/getrooms?checkIn=2027-01-10&checkOut=2027-01-12')
    ).json();
    expect(list.find((r: { id: string }) => r.id === suite.id).mealPlans).toEqual(plans);
    // Another listing keeps the demo's own.
    expect(list.find((r: { slug: string }) => r.slug === 'heritage-room').mealPlans).toMatchObject([
      { plan: 'CP', adultPaise: 90_000, childPaise: 45_000 },
      { plan: 'MAP', adultPaise: 190_000, childPaise: 95_000 },
    ]);
    expect((await trail(suite.id, 'room.meal_plans')).at(-1)).toMatchObject({
      actorId: admin.user.id,
      before: {
        mealPlans:
          'CP ₹1,500 an adult, ₹750 a child; MAP ₹3,200 an adult, ₹1,600 a child; AP ₹4,800 an adult, ₹2,400 a child',
      },
      after: { mealPlans: 'CP ₹950 an adult, ₹0 a child; MAP ₹1,800 an adult, ₹900 a child' },
    });
  });

  it('a plan left out is no longer sold', async () => {
    const suite = await demoRoom(t.db, 'maharaja-suite');
    const res = await admin$('PUT', `/api/staff/catalogue/rooms/${suite.id}/meal-plans`, {
      plans: [{ plan: 'MAP', adultPrice: 1_800, childPrice: 900 }],
    });
    expect((await res.json()).message).toBe('Maharaja Suite sells MAP besides room only.');
    expect((await publicRoom(suite.id)).mealPlans.map((p: { plan: string }) => p.plan)).toEqual(['MAP']);
  });

  it('refuses a plan twice, a plan with no adult price, staff and a missing listing; nothing changes', async () => {
    const suite = await demoRoom(t.db, 'maharaja-suite');
    const before = await auditCount();
    const twice = await refused(
      admin$('PUT', `/api/staff/catalogue/rooms/${suite.id}/meal-plans`, {
        plans: [
          { plan: 'AP', adultPrice: 3_000, childPrice: 1_500 },
          { plan: 'AP', adultPrice: 3_200, childPrice: 1_500 },
        ],
      }),
      400,
      'AP is listed twice: give each plan once.',
      before,
    );
    expect(Object.keys(twice.fields)).toEqual(['plans.1.plan']);
    await refused(
      admin$('PUT', `/api/staff/catalogue/rooms/${suite.id}/meal-plans`, {
        plans: [{ plan: 'AP', adultPrice: 0, childPrice: 0 }],
      }),
      400,
      'The adult’s price must be above zero.',
      before,
    );
    const asStaff = await as(staff)('PUT', `/api/staff/catalogue/rooms/${suite.id}/meal-plans`, {
      plans: [],
    });
    expect(asStaff.status).toBe(403);
    const missing = await admin$('PUT', `/api/staff/catalogue/rooms/${crypto.randomUUID()}/meal-plans`, {
      plans: [],
    });
    expect(missing.status).toBe(404);
    expect(await auditCount()).toBe(before);
    expect((await publicRoom(suite.id)).mealPlans.map((p: { plan: string }) => p.plan)).toEqual(['MAP']);
  });
});

describe("seasons of a listing's rate calendar", () => {
  const winter = {
    name: 'Winter high season',
    startsOn: '2027-10-01',
    endsOn: '2028-04-01',
    weekdayPrice: 18_000,
    weekendPrice: 21_000,
  };
  let seasonId: string;

  it('are added by an admin, audited on the listing, listed for staff and priced in the rate grid', async () => {
    const heritage = await demoRoom(t.db, 'heritage-room');
    await withoutSeasons(heritage.id);
    const res = await admin$('POST', `/api/staff/catalogue/rooms/${heritage.id}/seasons`, {
      ...winter,
      name: ' Winter high season ',
    });
    expect(res.status).toBe(201);
    const answer = await res.json();
    seasonId = answer.season.id;
    expect(answer.message).toBe('Winter high season (1 Oct 2027 to 1 Apr 2028) added for Heritage Room.');
    expect(answer.season).toMatchObject({
      roomId: heritage.id,
      name: 'Winter high season',
      nights: '1 Oct 2027 to 1 Apr 2028',
      weekdayPricePaise: 1_800_000,
      weekendPrice: 21_000,
    });
    const listed = await (await as(staff)('GET', '/api/staff/catalogue/seasons')).json();
    expect(listed.seasons.map((s: { id: string }) => s.id)).toContain(seasonId);
    const grid = await (await admin$('GET', '/api/staff/rates?from=2027-10-01&to=2027-10-03')).json();
    const row = grid.listings.find((l: { id: string }) => l.id === heritage.id);
    // 1 Oct 2027 is a Friday: the season's weekend price; the Saturday too.
    expect(row.nights.map((n: { pricePaise: number; source: string }) => [n.pricePaise, n.source])).toEqual([
      [2_100_000, 'season'],
      [2_100_000, 'season'],
    ]);
    expect(await trail(heritage.id, 'room.season_add')).toMatchObject([
      {
        actorId: admin.user.id,
        after: {
          season: 'Winter high season, 1 Oct 2027 to 1 Apr 2028',
          weekdayPricePaise: 1_800_000,
          weekendPricePaise: 2_100_000,
        },
      },
    ]);
  });

  it('refuses nights another season has, naming it; backwards and past nights; staff', async () => {
    const heritage = await demoRoom(t.db, 'heritage-room');
    const path = `/api/staff/catalogue/rooms/${heritage.id}/seasons`;
    const before = await auditCount();
    await refused(
      admin$('POST', path, { ...winter, name: 'Christmas', startsOn: '2027-12-20', endsOn: '2028-01-05' }),
      409,
      'These nights overlap Winter high season (1 Oct 2027 to 1 Apr 2028): a night has one season. Change that season first.',
      before,
    );
    await refused(
      admin$('POST', path, { ...winter, startsOn: '2028-06-01', endsOn: '2028-05-01' }),
      400,
      'The season must end after its first night.',
      before,
    );
    await refused(
      admin$('POST', path, { ...winter, startsOn: '2026-06-01', endsOn: '2026-09-01' }),
      400,
      'Those nights are past.',
      before,
    );
    expect(
      (await as(staff)('POST', path, { ...winter, startsOn: '2029-01-01', endsOn: '2029-02-01' })).status,
    ).toBe(403);
    expect(await auditCount()).toBe(before);
  });

  it('are changed (refused over a neighbour) and removed, each audited', async () => {
    const heritage = await demoRoom(t.db, 'heritage-room');
    const monsoon = await (
      await admin$('POST', `/api/staff/catalogue/rooms/${heritage.id}/seasons`, {
        name: 'Monsoon',
        startsOn: '2028-05-01',
        endsOn: '2028-10-01',
        weekdayPrice: 7_000,
        weekendPrice: null,
      })
    ).json();
    const before = await auditCount();
    await refused(
      admin$('PUT', `/api/staff/catalogue/seasons/${seasonId}`, { ...winter, endsOn: '2028-06-01' }),
      409,
      'These nights overlap Monsoon (1 May 2028 to 1 Oct 2028): a night has one season. Change that season first.',
      before,
    );
    const edited = await admin$('PUT', `/api/staff/catalogue/seasons/${seasonId}`, {
      ...winter,
      weekdayPrice: 19_000,
    });
    expect(edited.status).toBe(200);
    expect((await edited.json()).season.weekdayPricePaise).toBe(1_900_000);
    expect((await trail(heritage.id, 'room.season_update')).at(-1)).toMatchObject({
      before: { weekdayPricePaise: 1_800_000 },
      after: { weekdayPricePaise: 1_900_000 },
    });
    const removed = await admin$('DELETE', `/api/staff/catalogue/seasons/${monsoon.season.id}`);
    expect((await removed.json()).message).toBe(
      'Monsoon (1 May 2028 to 1 Oct 2028) removed for Heritage Room.',
    );
    expect((await trail(heritage.id, 'room.season_remove')).at(-1)).toMatchObject({
      before: { season: 'Monsoon, 1 May 2028 to 1 Oct 2028', weekdayPricePaise: 700_000 },
    });
    const again = await admin$('DELETE', `/api/staff/catalogue/seasons/${monsoon.season.id}`);
    expect(again.status).toBe(404);
  });
});

describe('the extras sold with a stay', () => {
  const boat = {
    name: 'Lake boat ride',
    description: 'An hour on Lake Pichola at sundown, past the City Palace ghats.',
    basis: 'guest',
    price: 1_500,
    supply: 'recreation',
    maxQuantity: 2,
    position: 2,
  };
  let boatId: string;

  it('are added by an admin, audited, and offered by GET /api/stay-extras in words', async () => {
    const res = await admin$('POST', '/api/staff/catalogue/extras', boat);
    expect(res.status).toBe(201);
    const answer = await res.json();
    boatId = answer.extra.id;
    expect(answer).toMatchObject({
      message: 'Lake boat ride added.',
      extra: { supplyText: 'Recreation · SAC 999699 · 18% GST', active: true, position: 2 },
    });
    const transfer = await admin$('POST', '/api/staff/catalogue/extras', {
      name: 'Airport transfer',
      description: 'A car from Maharana Pratap Airport to the palace jetty.',
      basis: 'stay',
      price: 3_500,
      supply: 'transport',
      maxQuantity: 2,
      position: 1,
    });
    expect((await transfer.json()).extra.supplyText).toBe('Transport · SAC 996412 · 5% GST');
    const offered = await (await t.call('GET', '/api/stay-extras')).json();
    // In the catalogue's order (then by name), among the demo's four.
    expect(offered.extras.map((e: { name: string }) => e.name)).toEqual([
      'Airport or station transfer',
      'Airport transfer',
      'Lake boat ride',
      'Sunset boat ride on Lake Pichola',
      'Abhyanga massage at the spa',
      'Candlelight dinner on the terrace',
    ]);
    expect(offered.extras.slice(1, 3)).toEqual([
      expect.objectContaining({
        name: 'Airport transfer',
        basis: 'stay',
        price: 3_500,
        pricePaise: 350_000,
        priceText: '₹3,500 a stay',
        gst: '+ 5% GST',
        maxQuantity: 2,
      }),
      expect.objectContaining({
        id: boatId,
        name: 'Lake boat ride',
        description: boat.description,
        priceText: '₹1,500 a guest',
        gst: '+ 18% GST',
      }),
    ]);
    // The booking pages see no supply kind, order or state: the catalogue's own.
    expect(offered.extras[1]).not.toHaveProperty('supply');
    expect(await trail(boatId, 'stay_extra.add')).toMatchObject([
      {
        actorId: admin.user.id,
        after: { name: 'Lake boat ride', pricePaise: 150_000, supply: 'recreation' },
      },
    ]);
  });

  it('are changed and withdrawn by an admin, each audited; a withdrawn one is no longer offered', async () => {
    const edited = await admin$('PUT', `/api/staff/catalogue/extras/${boatId}`, {
      price: 1_800,
      basis: 'guest_night',
    });
    expect((await edited.json()).extra).toMatchObject({ priceText: '₹1,800 a guest a night' });
    expect((await trail(boatId, 'stay_extra.update')).at(-1)).toMatchObject({
      before: { pricePaise: 150_000, basis: 'guest' },
      after: { pricePaise: 180_000, basis: 'guest_night' },
    });
    const gone = await admin$('DELETE', `/api/staff/catalogue/extras/${boatId}`);
    expect((await gone.json()).message).toBe('Lake boat ride withdrawn.');
    const offered = await (await t.call('GET', '/api/stay-extras')).json();
    expect(offered.extras.map((e: { name: string }) => e.name)).not.toContain('Lake boat ride');
    const listed = await (await as(staff)('GET', '/api/staff/catalogue/extras')).json();
    expect(listed.extras.map((e: { name: string; active: boolean }) => [e.name, e.active])).toEqual([
      ['Airport or station transfer', true],
      ['Airport transfer', true],
      ['Sunset boat ride on Lake Pichola', true],
      ['Abhyanga massage at the spa', true],
      ['Candlelight dinner on the terrace', true],
      ['Lake boat ride', false],
    ]);
    expect(await trail(boatId, 'stay_extra.withdraw')).toHaveLength(1);
  });

  it('refuses staff, a second extra of a name on sale, a withdrawn one withdrawn again; nothing written', async () => {
    const before = await auditCount();
    expect((await as(staff)('POST', '/api/staff/catalogue/extras', boat)).status).toBe(403);
    expect((await as(staff)('DELETE', `/api/staff/catalogue/extras/${boatId}`)).status).toBe(403);
    await refused(
      admin$('POST', '/api/staff/catalogue/extras', { ...boat, name: 'airport transfer' }),
      409,
      'An extra called Airport transfer is on sale already.',
      before,
    );
    await refused(
      admin$('DELETE', `/api/staff/catalogue/extras/${boatId}`),
      409,
      'Lake boat ride is withdrawn already.',
      before,
    );
    await refused(
      admin$('POST', '/api/staff/catalogue/extras', { ...boat, supply: 'accommodation' }),
      400,
      expect.any(String) as unknown as string,
      before,
    );
  });

  it('a withdrawn extra is offered again when an admin says so', async () => {
    const back = await admin$('PUT', `/api/staff/catalogue/extras/${boatId}`, { active: true });
    expect((await back.json()).message).toBe('Lake boat ride is on sale again.');
    const offered = await (await t.call('GET', '/api/stay-extras')).json();
    expect(offered.extras.map((e: { name: string }) => e.name).slice(1, 3)).toEqual([
      'Airport transfer',
      'Lake boat ride',
    ]);
  });
});
