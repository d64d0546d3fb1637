import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extraAmount, extraDetail } from '~/lib/extras';
import { dailyYoga, halfBoard, palaceBands, suiteForThreeAdults } from '~/lib/fixtures/party';
import { deluxeKingYear } from '~/lib/fixtures/rates';
import { feast500, longWeekend, welcome10 } from '~/lib/fixtures/stays';
import { rupees } from '~/lib/money';
import { mealSupplement, occupancySupplement, pricedParty } from '~/lib/party';
import { nightlyPrices } from '~/lib/rates';
import { nightsRate, priceStay } from './price';

const nightsAt = (pricePaise: number, nights: number) => Array.from({ length: nights }, () => pricePaise);
const deluxe = (roomNumber: string, nights = 3) => ({
  roomNumber,
  roomName: 'Deluxe King Room',
  nightlyPaise: nightsAt(longWeekend.pricePerNightPaise, nights),
});
const heritage = (roomNumber: string, nights = 3) => ({
  roomNumber,
  roomName: 'Heritage Room',
  nightlyPaise: nightsAt(rupees(7_500), nights),
});

describe('priceStay: each room at its own price × nights, codes off the whole, GST per room night', () => {
  it('prices a long weekend in a deluxe room, with 18% GST on each ₹12,500 night', () => {
    expect(priceStay({ nights: longWeekend.nights, units: [deluxe('201')] })).toMatchObject({
      subtotalPaise: rupees(37_500),
      discountPaise: 0,
      taxablePaise: rupees(37_500),
      cgstPaise: rupees(3_375),
      sgstPaise: rupees(3_375),
      taxes: [
        { label: 'CGST 9%', amountPaise: rupees(3_375) },
        { label: 'SGST 9%', amountPaise: rupees(3_375) },
      ],
      totalPaise: rupees(44_250),
      lines: [
        { label: 'Room 201 · Deluxe King Room', detail: '₹12,500 × 3 nights', amountPaise: rupees(37_500) },
      ],
      discounts: [],
    });
  });

  it('adds up several rooms and takes the discount percent off the whole', () => {
    const price = priceStay({
      nights: 2,
      units: [heritage('101', 2), heritage('102', 2), heritage('103', 2)],
      code: { code: 'GROUP20', codeType: 'group', percent: 20 },
    });
    // ₹6,000 a night after the code: 5% GST, ₹150 CGST and ₹150 SGST on each of the six room nights.
    expect(price).toMatchObject({
      subtotalPaise: rupees(45_000),
      discountPaise: rupees(9_000),
      taxablePaise: rupees(36_000),
      cgstPaise: rupees(900),
      sgstPaise: rupees(900),
      totalPaise: rupees(37_800),
    });
    expect(price.discounts).toEqual([
      { label: 'Group code GROUP20 (20%)', code: 'GROUP20', amountPaise: rupees(9_000) },
    ]);
    expect(price.perUnit.map((u) => u.taxablePaise)).toEqual([
      rupees(12_000),
      rupees(12_000),
      rupees(12_000),
    ]);
    expect(price.perUnit.map((u) => u.totalPaise)).toEqual([rupees(12_600), rupees(12_600), rupees(12_600)]);
  });

  it('prices a mixed party at each room’s own rate, and its rows add up to the total', () => {
    const price = priceStay({
      nights: 3,
      units: [deluxe('201'), heritage('101')],
      code: { code: 'FESTIVE15', codeType: 'promo', percent: 15 },
    });
    expect(price.subtotalPaise).toBe(rupees(37_500 + 22_500));
    expect(price.perUnit.reduce((s, u) => s + u.totalPaise, 0)).toBe(price.totalPaise);
    expect(price.perUnit.reduce((s, u) => s + u.discountPaise, 0)).toBe(price.discountPaise);
    expect(price.perUnit.reduce((s, u) => s + u.cgstPaise, 0)).toBe(price.cgstPaise);
    // After 15% off, the heritage nights (₹6,375) are taxed at 5% and the deluxe nights (₹10,625) at 18%.
    expect(price.taxes.map((t) => t.label)).toEqual(['CGST 2.5%', 'CGST 9%', 'SGST 2.5%', 'SGST 9%']);
    expect(price.totalPaise).toBe(price.taxablePaise + price.cgstPaise + price.sgstPaise);
  });

  it('takes a coupon off what the code leaves, capped by the coupon’s maximum', () => {
    const price = priceStay({
      nights: 3,
      units: [deluxe('201')],
      code: { code: 'PALACE10', codeType: 'promo', percent: 10 },
      coupon: { code: 'WELCOME10', ...welcome10 },
    });
    // ₹37,500 less 10% is ₹33,750; WELCOME10's 10% of that is ₹3,375, capped at ₹1,500.
    expect(price.discounts.map((d) => d.amountPaise)).toEqual([rupees(3_750), rupees(1_500)]);
    expect(price.taxablePaise).toBe(rupees(32_250));
    // ₹10,750 a night stays above ₹7,500: 18%, ₹967.50 CGST and as much SGST a night.
    expect(price.totalPaise).toBe(rupees(38_055));
  });

  it('prices each night at its own price across a season’s edge and New Year’s Eve, and says so on the line', () => {
    // 30 Dec – 2 Jan in the demo's Deluxe King: ₹15,000, ₹25,000 (New Year’s Eve), ₹17,500 (a Friday).
    const price = priceStay({
      nights: 3,
      units: [
        {
          roomNumber: '201',
          roomName: 'Deluxe King Room',
          nightlyPaise: nightlyPrices(deluxeKingYear, '2026-12-30', '2027-01-02'),
        },
      ],
      coupon: { code: 'WELCOME10', ...welcome10 },
    });
    expect(price.lines).toEqual([
      {
        label: 'Room 201 · Deluxe King Room',
        detail: '₹15,000 × 1 night + ₹25,000 × 1 night + ₹17,500 × 1 night',
        amountPaise: rupees(57_500),
      },
    ]);
    // WELCOME10 takes its ₹1,500 at most, shared over the nights by their prices; each stays above ₹7,500: 18%.
    expect(price.discountPaise).toBe(rupees(1_500));
    expect(price.taxed.map((l) => l.grossPaise)).toEqual([rupees(15_000), rupees(25_000), rupees(17_500)]);
    expect(price.taxed.map((l) => l.rateBp)).toEqual([1800, 1800, 1800]);
    expect(price.totalPaise).toBe(price.taxablePaise + price.cgstPaise + price.sgstPaise);
    expect(price.taxablePaise).toBe(rupees(56_000));
  });

  it('writes equal nights together: ₹12,500 × 2 nights + ₹14,000 × 1 night', () => {
    expect(nightsRate([rupees(12_500), rupees(12_500), rupees(14_000)])).toBe(
      '₹12,500 × 2 nights + ₹14,000 × 1 night',
    );
    expect(nightsRate([rupees(12_500), rupees(12_500)])).toBe('₹12,500 × 2 nights');
  });

  it('refuses to price a room for other nights than the stay’s', () => {
    expect(() => priceStay({ nights: 2, units: [deluxe('201', 3)] })).toThrow(RangeError);
  });

  it('refuses a coupon below its minimum with the reason', () => {
    expect(() =>
      priceStay({
        nights: 1,
        units: [heritage('101', 1)],
        coupon: { code: 'FEAST500', ...feast500, minAmountPaise: rupees(10_000) },
      }),
    ).toThrow('This coupon needs a booking of at least ₹10,000.');
  });
});

describe('priceStay properties', () => {
  it('a stay total is never negative, never above the undiscounted price with 18%, and its rows add up', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 100 }),
        (prices, nights, percent) => {
          const units = prices.map((p, i) => ({
            roomNumber: String(100 + i),
            roomName: 'Room',
            nightlyPaise: nightsAt(p, nights),
          }));
          const price = priceStay({ nights, units, code: { code: 'CODE', codeType: 'promo', percent } });
          const undiscounted = prices.reduce((s, p) => s + p * nights, 0);
          expect(price.totalPaise).toBeGreaterThanOrEqual(0);
          expect(price.taxablePaise).toBeLessThanOrEqual(undiscounted);
          // Each room night's tax is within half a paisa of 18% at most.
          expect(price.totalPaise).toBeLessThanOrEqual(Math.ceil(undiscounted * 1.18) + price.taxed.length);
          expect(price.subtotalPaise - price.discountPaise).toBe(price.taxablePaise);
          expect(price.taxablePaise + price.cgstPaise + price.sgstPaise).toBe(price.totalPaise);
          expect(price.cgstPaise).toBe(price.sgstPaise);
          expect(price.perUnit.reduce((s, u) => s + u.totalPaise, 0)).toBe(price.totalPaise);
          expect(price.perUnit.reduce((s, u) => s + u.taxablePaise, 0)).toBe(price.taxablePaise);
          for (const u of price.perUnit) expect(u.discountPaise).toBeLessThanOrEqual(u.subtotalPaise);
        },
      ),
    );
  });
});

describe('priceStay with a party, a meal plan and extras (decision 133)', () => {
  // A ₹6,000 room for two nights on half board for two adults and children of 4 (free) and 9, with morning yoga
  // for the four guests each night, and WELCOME10 over all of it.
  const board = {
    party: { adults: 2, childAges: [4, 9] },
    mealPlan: 'MAP' as const,
    mealPaise: mealSupplement(pricedParty({ adults: 2, childAges: [4, 9] }, palaceBands), halfBoard),
    extraGuestsPaise: 0,
  };
  const stay = { nights: 2, guests: 4 };
  const yoga = {
    name: dailyYoga.name,
    detail: extraDetail(dailyYoga, stay, 1),
    amountPaise: extraAmount(dailyYoga, stay, 1),
    kind: 'wellness' as const,
  };
  const price = priceStay({
    nights: 2,
    units: [
      {
        roomNumber: '105',
        roomName: 'Heritage Room',
        nightlyPaise: [rupees(6_000), rupees(6_000)],
        board,
        extras: [yoga],
      },
    ],
    coupon: { code: 'WELCOME10', ...welcome10 },
  });

  it('lists the room, its meal plan for whom, and the extra with how each was counted', () => {
    expect(price.lines).toEqual([
      { label: 'Room 105 · Heritage Room', detail: '₹6,000 × 2 nights', amountPaise: rupees(12_000) },
      {
        label: 'Half board · Room 105',
        detail: 'Breakfast and lunch or dinner for 2 adults, 2 children (4, 9), ₹4,500 × 2 nights',
        amountPaise: rupees(9_000),
      },
      {
        label: 'Morning yoga on the terrace',
        detail: '₹600 × 4 guests × 2 nights',
        amountPaise: rupees(4_800),
      },
    ]);
    expect(price.subtotalPaise).toBe(rupees(25_800));
    // 10% of ₹25,800 is ₹2,580: the coupon's cap of ₹1,500 holds, shared over the nights and the extra.
    expect(price.discountPaise).toBe(rupees(1_500));
  });

  it('taxes each night with its meals at the room slab of room and meals together, and the extra at its own rate', () => {
    // ₹6,000 alone would be 5%; with ₹4,500 of meals the night is ₹10,500 (₹9,889.53 after its coupon share): 18%.
    expect(price.taxed.map((l) => [l.sac, l.rateBp, l.taxablePaise, l.cgstPaise])).toEqual([
      ['996311', 1800, 988_953, 89_006],
      ['996311', 1800, 988_953, 89_006],
      ['999723', 500, 452_094, 11_302],
    ]);
    expect(price.totalPaise).toBe(2_808_628);
    expect(price.perUnit[0]!.taxed).toHaveLength(3);
    expect(price.perUnit[0]!.totalPaise).toBe(price.totalPaise);
  });

  it('keeps a night of room and breakfast at or below ₹7,500 at 5%', () => {
    const cp = priceStay({
      nights: 1,
      units: [
        {
          roomNumber: '105',
          roomName: 'Heritage Room',
          nightlyPaise: [rupees(6_000)],
          board: {
            party: { adults: 1, childAges: [] },
            mealPlan: 'CP',
            mealPaise: rupees(900),
            extraGuestsPaise: 0,
          },
        },
      ],
    });
    expect(cp.taxed.map((l) => [l.grossPaise, l.rateBp])).toEqual([[rupees(6_900), 500]]);
  });

  it('charges the extra guests of a room above its base occupancy, in the night that slab reads', () => {
    const priced = pricedParty({ adults: 3, childAges: [9] }, palaceBands);
    const extra = occupancySupplement(priced, suiteForThreeAdults);
    const suite = priceStay({
      nights: 1,
      units: [
        {
          roomNumber: '301',
          roomName: 'Maharaja Suite',
          nightlyPaise: [rupees(25_000)],
          board: {
            party: { adults: 3, childAges: [9] },
            mealPlan: 'EP',
            mealPaise: 0,
            extraGuestsPaise: extra,
          },
        },
      ],
    });
    expect(suite.lines[1]).toEqual({
      label: 'Extra guests · Room 301',
      detail: "Above the room's own occupancy, for 3 adults, 1 child (9): ₹5,300 × 1 night",
      amountPaise: rupees(5_300),
    });
    expect(suite.taxed.map((l) => l.grossPaise)).toEqual([rupees(30_300)]);
  });
});
