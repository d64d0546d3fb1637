import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  airportTransfer,
  candlelightDinner,
  cheapPackages,
  cpNight,
  decoratedRoom,
  diwaliWeek,
  durbarFullDay,
  familyStayAcrossSlabs,
  heritageNight,
  honeymoonPackage,
  justAboveSlab,
  lakeBoatRide,
  mapNight,
  modestHotel,
  palaceTransfersWithCredit,
  spaTreatment,
  specifiedPalace,
  suiteWithCoupon,
  tableForFour,
} from './fixtures/gst';
import {
  accommodationNightValue,
  codeHeading,
  formatRate,
  halfTaxPaise,
  isServiceCode,
  lineRate,
  refundTax,
  SAC,
  SUPPLY_KINDS,
  SUPPLY_WORDS,
  type SupplyKind,
  stayLines,
  type TaxableLine,
  taxBill,
  taxLine,
  taxRows,
  taxTotals,
} from './gst';
import { rupees } from './money';
import { percentOf } from './pricing';

const night = (description: string, grossPaise: number, discountPaise = 0): TaxableLine => ({
  kind: 'accommodation',
  description,
  grossPaise,
  discountPaise,
});

describe('a room night', () => {
  it('at ₹7,500 is taxed at 5%: ₹187.50 CGST and ₹187.50 SGST', () => {
    const line = taxLine(night(heritageNight.description, heritageNight.tariffPaise), specifiedPalace);
    expect(line).toMatchObject({
      sac: '996311',
      taxablePaise: rupees(7_500),
      rateBp: 500,
      cgstRateBp: 250,
      sgstRateBp: 250,
      cgstPaise: 187_50,
      sgstPaise: 187_50,
      totalPaise: rupees(7_875),
    });
  });

  it('at ₹7,501 is taxed at 18%: ₹675.09 each of CGST and SGST', () => {
    const line = taxLine(night(justAboveSlab.description, justAboveSlab.tariffPaise), specifiedPalace);
    expect(line).toMatchObject({ rateBp: 1800, cgstRateBp: 900, cgstPaise: 675_09, sgstPaise: 675_09 });
    expect(line.totalPaise).toBe(8_851_18);
  });

  it('at ₹9,000 with a 20% coupon is valued at ₹7,200 and so taxed at 5%', () => {
    const discount = percentOf(suiteWithCoupon.tariffPaise, suiteWithCoupon.couponPercent);
    const line = taxLine(
      night(suiteWithCoupon.description, suiteWithCoupon.tariffPaise, discount),
      specifiedPalace,
    );
    expect(line).toMatchObject({
      grossPaise: rupees(9_000),
      discountPaise: rupees(1_800),
      taxablePaise: rupees(7_200),
      rateBp: 500,
      cgstPaise: rupees(180),
      sgstPaise: rupees(180),
      totalPaise: rupees(7_560),
    });
  });

  it('without the coupon, the same suite night is taxed at 18%', () => {
    expect(taxLine(night('Suite', suiteWithCoupon.tariffPaise), specifiedPalace).rateBp).toBe(1800);
  });

  it('is taxed at the same slab whatever the premises status', () => {
    expect(taxLine(night('Room', rupees(7_500)), modestHotel).rateBp).toBe(500);
    expect(taxLine(night('Room', rupees(7_501)), modestHotel).rateBp).toBe(1800);
  });

  it('never takes more discount than its tariff', () => {
    expect(taxLine(night('Room', rupees(100), rupees(150)), specifiedPalace)).toMatchObject({
      discountPaise: rupees(100),
      taxablePaise: 0,
      cgstPaise: 0,
      totalPaise: 0,
    });
  });
});

describe('a stay', () => {
  it('is one line per room per night, each night in its own slab after its share of the discount', () => {
    const bill = taxBill(
      stayLines(familyStayAcrossSlabs.units, familyStayAcrossSlabs.discountPaise),
      specifiedPalace,
    );
    expect(
      bill.lines.map((l) => [l.description, l.discountPaise, l.taxablePaise, l.rateBp, l.cgstPaise]),
    ).toEqual([
      ['Room 101 · Heritage Room, night 1', 281_25, 7_218_75, 500, 180_47],
      ['Room 101 · Heritage Room, night 2', 281_25, 7_218_75, 500, 180_47],
      ['Room 205 · Deluxe King Room, night 1', 468_75, 12_031_25, 1800, 1_082_81],
      ['Room 205 · Deluxe King Room, night 2', 468_75, 12_031_25, 1800, 1_082_81],
    ]);
    expect(bill.totals).toEqual({
      grossPaise: rupees(40_000),
      discountPaise: rupees(1_500),
      taxablePaise: rupees(38_500),
      cgstPaise: 2_526_56,
      sgstPaise: 2_526_56,
      totalPaise: 43_553_12,
    });
  });

  it('taxes a festival night above the slab at 18% and the ordinary nights at 5%', () => {
    const bill = taxBill(stayLines(diwaliWeek.units, diwaliWeek.discountPaise), specifiedPalace);
    expect(bill.lines.map((l) => l.rateBp)).toEqual([500, 500, 1800]);
    expect(bill.totals).toMatchObject({
      taxablePaise: rupees(23_500),
      cgstPaise: rupees(1_205),
      totalPaise: rupees(25_910),
    });
  });

  it('shares a discount that does not divide evenly to the paisa, earlier nights first', () => {
    const lines = stayLines(
      [{ description: 'Room', nightlyTariffsPaise: [rupees(8_000), rupees(8_000), rupees(8_000)] }],
      100,
    );
    expect(lines.map((l) => l.discountPaise)).toEqual([34, 33, 33]);
  });
});

describe('a package', () => {
  it('bundling a spa ritual and a boat ride is a mixed supply: the whole nightly price at its highest rate', () => {
    const nights = Array.from({ length: honeymoonPackage.nights }, () => honeymoonPackage.pricePerNightPaise);
    const bill = taxBill(
      stayLines(
        [
          {
            description: honeymoonPackage.description,
            nightlyTariffsPaise: nights,
            bundles: honeymoonPackage.bundles,
          },
        ],
        0,
      ),
      modestHotel,
    );
    expect(bill.lines).toHaveLength(2);
    // Above ₹7,500 the room is 18% too: a tie keeps the room's SAC.
    expect(bill.lines[0]).toMatchObject({
      sac: '996311',
      taxablePaise: rupees(19_600),
      rateBp: 1800,
      cgstPaise: rupees(1_764),
    });
    expect(bill.totals.totalPaise).toBe(rupees(46_256));
  });

  it('at ₹7,000 with a boat ride is taxed at the ride’s 18% under its SAC, not the room’s 5%', () => {
    const { boatRide } = cheapPackages;
    const [night] = taxBill(
      stayLines(
        [
          {
            description: boatRide.description,
            nightlyTariffsPaise: [boatRide.pricePerNightPaise],
            bundles: boatRide.bundles,
          },
        ],
        0,
      ),
      modestHotel,
    ).lines;
    expect(night).toMatchObject({
      sac: '999699',
      rateBp: 1800,
      cgstPaise: rupees(630),
      sgstPaise: rupees(630),
    });
  });

  it('at ₹7,000 with meals only is one composite supply of the room: 5%, SAC 996311', () => {
    const { mealsOnly } = cheapPackages;
    const [night] = taxBill(
      stayLines(
        [{ description: mealsOnly.description, nightlyTariffsPaise: [mealsOnly.pricePerNightPaise] }],
        0,
      ),
      modestHotel,
    ).lines;
    expect(night).toMatchObject({ sac: '996311', rateBp: 500, cgstPaise: rupees(175) });
  });

  it('at ₹7,000 with a spa ritual stays at 5%: the highest rate of its parts is the room’s and the spa’s 5%', () => {
    const { spa } = cheapPackages;
    expect(
      lineRate({ kind: 'accommodation', bundles: spa.bundles }, spa.pricePerNightPaise, modestHotel),
    ).toEqual({
      rateBp: 500,
      sac: '996311',
    });
    // Above the slab the room's 18% is the highest.
    expect(lineRate({ kind: 'accommodation', bundles: spa.bundles }, rupees(7_501), modestHotel)).toEqual({
      rateBp: 1800,
      sac: '996311',
    });
  });
});

describe('a restaurant table', () => {
  const table: TaxableLine = { kind: 'restaurant', ...tableForFour, discountPaise: 0 };

  it('at a specified premises is taxed at 18%', () => {
    expect(taxLine(table, specifiedPalace)).toMatchObject({
      sac: '996331',
      taxablePaise: rupees(3_180),
      rateBp: 1800,
      cgstPaise: 286_20,
      sgstPaise: 286_20,
      totalPaise: 3_752_40,
    });
  });

  it('elsewhere is taxed at 5%', () => {
    expect(taxLine(table, modestHotel)).toMatchObject({
      rateBp: 500,
      cgstPaise: 79_50,
      totalPaise: rupees(3_339),
    });
  });
});

describe('a banquet hall', () => {
  it("is taxed at 18% under SAC 997212 on the hire, whatever the premises' status", () => {
    const hall: TaxableLine = { kind: 'hall', ...durbarFullDay, discountPaise: 0 };
    for (const premises of [specifiedPalace, modestHotel]) {
      expect(taxLine(hall, premises)).toMatchObject({
        sac: '997212',
        rateBp: 1800,
        cgstPaise: rupees(45_000),
        sgstPaise: rupees(45_000),
        totalPaise: rupees(5_90_000),
      });
    }
  });
});

describe('the rounding rule', () => {
  it('rounds each half of the tax to the nearest paisa, a half paisa up', () => {
    expect(halfTaxPaise(20, 500)).toBe(1); // 0.5 paisa
    expect(halfTaxPaise(19, 500)).toBe(0); // 0.475 paisa
    expect(halfTaxPaise(50, 1800)).toBe(5); // 4.5 paise
    expect(halfTaxPaise(49, 1800)).toBe(4); // 4.41 paise
  });

  it('prints rates as a person reads them', () => {
    expect([formatRate(500), formatRate(250), formatRate(900)]).toEqual(['5%', '2.5%', '9%']);
  });

  it('makes every bill add up to the paisa: totals are the sums of the lines, and each line is value plus its tax', () => {
    const line = fc.record({
      kind: fc.constantFrom(...SUPPLY_KINDS),
      description: fc.constant('line'),
      grossPaise: fc.integer({ min: 0, max: rupees(10_00_000) }),
      discountPaise: fc.integer({ min: 0, max: rupees(10_00_000) }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.boolean(), (lines, specifiedPremises) => {
        const { lines: taxed, totals } = taxBill(lines, { specifiedPremises });
        expect(totals).toEqual(taxTotals(taxed));
        expect(totals.totalPaise).toBe(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise);
        expect(totals.taxablePaise).toBe(totals.grossPaise - totals.discountPaise);
        for (const l of taxed) {
          expect(l.cgstPaise).toBe(l.sgstPaise);
          // Each half is within half a paisa of the exact figure.
          expect(Math.abs(l.cgstPaise - (l.taxablePaise * l.cgstRateBp) / 10_000)).toBeLessThanOrEqual(0.5);
        }
      }),
    );
  });

  it('shares any stay discount so that the nights add up to the stay', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: rupees(50_000) }), { minLength: 1, maxLength: 10 }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 0, max: rupees(2_00_000) }),
        (rooms, discount) => {
          const units = rooms.map((nightlyTariffsPaise, i) => ({
            description: `Room ${i}`,
            nightlyTariffsPaise,
          }));
          const gross = rooms.flat().reduce((sum, n) => sum + n, 0);
          const { totals } = taxBill(stayLines(units, discount), specifiedPalace);
          expect(totals.grossPaise).toBe(gross);
          expect(totals.discountPaise).toBe(Math.min(discount, gross));
        },
      ),
    );
  });
});

describe('taxRows: the bill’s tax as the guest reads it', () => {
  it('gives a stay across both slabs a CGST and an SGST row per rate, adding up to the bill', () => {
    const { lines, totals } = taxBill(
      stayLines(familyStayAcrossSlabs.units, familyStayAcrossSlabs.discountPaise),
      specifiedPalace,
    );
    const rows = taxRows(lines);
    expect(rows.map((r) => r.label)).toEqual(['CGST 2.5%', 'CGST 9%', 'SGST 2.5%', 'SGST 9%']);
    expect(rows.reduce((sum, r) => sum + r.amountPaise, 0)).toBe(totals.cgstPaise + totals.sgstPaise);
  });

  it('has no row for an untaxed bill', () => {
    expect(taxRows([])).toEqual([]);
  });
});

describe('refundTax: money given back returns GST in proportion', () => {
  // The ₹9,000 suite with a 20% coupon, two nights: ₹14,400 taxable at 5%, ₹360 CGST and ₹360 SGST.
  const bill = taxBill(
    [1, 2].map((n) =>
      night(`night ${n}`, suiteWithCoupon.tariffPaise, percentOf(suiteWithCoupon.tariffPaise, 20)),
    ),
    specifiedPalace,
  ).totals;

  it('gives back the bill’s own figures with a full refund', () => {
    expect(bill.totalPaise).toBe(rupees(15_120));
    expect(refundTax(bill.totalPaise, bill)).toEqual({
      taxablePaise: rupees(14_400),
      cgstPaise: rupees(360),
      sgstPaise: rupees(360),
    });
  });

  it('gives back half the tax with half the money, CGST equal to SGST', () => {
    expect(refundTax(rupees(7_560), bill)).toEqual({
      taxablePaise: rupees(7_200),
      cgstPaise: rupees(180),
      sgstPaise: rupees(180),
    });
  });

  it('gives back no more tax than the bill carried, and nothing of nothing', () => {
    expect(refundTax(bill.totalPaise + 5_00, bill)).toMatchObject({ cgstPaise: rupees(360) });
    expect(refundTax(0, bill)).toEqual({ taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
  });

  it('always adds up to the refund, never taking more tax than its share', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: bill.totalPaise }), (refund) => {
        const share = refundTax(refund, bill);
        expect(share.taxablePaise + share.cgstPaise + share.sgstPaise).toBe(refund);
        expect(share.cgstPaise).toBe(share.sgstPaise);
        expect(share.cgstPaise * bill.totalPaise).toBeLessThanOrEqual(refund * bill.cgstPaise);
      }),
    );
  });
});

describe('a night with a meal plan (decision 134)', () => {
  it('is one accommodation supply valued at room and meals together: ₹7,000 + ₹1,000 of MAP is ₹8,000 at 18%', () => {
    const value = accommodationNightValue(mapNight.roomPaise, mapNight.mealPlanPaise);
    expect(value).toBe(rupees(8_000));
    const line = taxLine(night(mapNight.description, value), specifiedPalace);
    expect(line).toMatchObject({
      sac: '996311',
      taxablePaise: rupees(8_000),
      rateBp: 1800,
      cgstPaise: rupees(720),
      sgstPaise: rupees(720),
      totalPaise: rupees(9_440),
    });
    // The room alone would have been taxed at 5%: the plan moves the whole night, meals and room, to 18%.
    expect(taxLine(night('Room only', mapNight.roomPaise), specifiedPalace).rateBp).toBe(500);
  });

  it('stays at 5% when room and meals together are ₹7,500 (CP at ₹250 a guest)', () => {
    const line = taxLine(
      night(cpNight.description, accommodationNightValue(cpNight.roomPaise, cpNight.mealPlanPaise)),
      specifiedPalace,
    );
    expect(line).toMatchObject({
      taxablePaise: rupees(7_500),
      rateBp: 500,
      cgstPaise: 187_50,
      sgstPaise: 187_50,
    });
  });

  it('EP is a meal plan of nothing', () => {
    expect(accommodationNightValue(rupees(7_000))).toBe(rupees(7_000));
  });

  it('is one line per night in a stay, and a coupon on the stay can bring the night back to 5%', () => {
    const unit = {
      description: mapNight.description,
      nightlyTariffsPaise: [mapNight.roomPaise, mapNight.roomPaise],
      nightlyMealPlanPaise: [mapNight.mealPlanPaise, mapNight.mealPlanPaise],
    };
    const full = taxBill(stayLines([unit], 0), specifiedPalace);
    expect(full.lines.map((l) => [l.description, l.grossPaise, l.rateBp])).toEqual([
      [`${mapNight.description}, night 1`, rupees(8_000), 1800],
      [`${mapNight.description}, night 2`, rupees(8_000), 1800],
    ]);
    // 10% off the stay's ₹16,000 is ₹1,600, ₹800 a night: each night is valued at ₹7,200, at or below the slab.
    const withCoupon = taxBill(stayLines([unit], rupees(1_600)), specifiedPalace);
    expect(withCoupon.lines.map((l) => [l.taxablePaise, l.rateBp])).toEqual([
      [rupees(7_200), 500],
      [rupees(7_200), 500],
    ]);
  });
});

describe('the extras of a stay (decision 134), each its own line at its own rate', () => {
  const extra = (kind: SupplyKind, item: { description: string; grossPaise: number }): TaxableLine => ({
    kind,
    description: item.description,
    grossPaise: item.grossPaise,
    discountPaise: 0,
  });

  it('an airport transfer is passenger transport by car, SAC 996412, at 5%', () => {
    expect(taxLine(extra('transport', airportTransfer), specifiedPalace)).toMatchObject({
      sac: '996412',
      rateBp: 500,
      cgstPaise: 62_50,
      sgstPaise: 62_50,
      totalPaise: rupees(2_625),
    });
  });

  it('a transfer is 18% when the hotel chose to charge it with full input tax credit', () => {
    expect(taxLine(extra('transport', airportTransfer), palaceTransfersWithCredit)).toMatchObject({
      rateBp: 1800,
      cgstPaise: rupees(225),
      totalPaise: rupees(2_950),
    });
  });

  it('a lake boat ride is recreation, SAC 999699, at 18% wherever it is sold', () => {
    for (const premises of [specifiedPalace, modestHotel]) {
      expect(taxLine(extra('recreation', lakeBoatRide), premises)).toMatchObject({
        sac: '999699',
        taxablePaise: rupees(3_600),
        rateBp: 1800,
        cgstPaise: rupees(324),
        totalPaise: rupees(4_248),
      });
    }
  });

  it('a spa treatment is a physical well-being service, SAC 999723, at 5% whatever its price or the premises', () => {
    for (const premises of [specifiedPalace, modestHotel, palaceTransfersWithCredit]) {
      expect(taxLine(extra('wellness', spaTreatment), premises)).toMatchObject({
        sac: '999723',
        rateBp: 500,
        cgstPaise: 112_50,
        totalPaise: rupees(4_725),
      });
    }
    expect(
      taxLine(
        extra('wellness', { description: 'Royal spa day', grossPaise: rupees(40_000) }),
        specifiedPalace,
      ).rateBp,
    ).toBe(500);
  });

  it('a candlelight dinner is restaurant service, SAC 996331: 18% at the palace (specified premises), 5% elsewhere', () => {
    expect(taxLine(extra('restaurant', candlelightDinner), specifiedPalace)).toMatchObject({
      sac: '996331',
      rateBp: 1800,
      cgstPaise: rupees(810),
    });
    expect(taxLine(extra('restaurant', candlelightDinner), modestHotel)).toMatchObject({
      rateBp: 500,
      cgstPaise: rupees(225),
    });
  });

  it('a decorated room is a decoration, SAC 998596, at 18%, not part of the room night', () => {
    expect(taxLine(extra('decoration', decoratedRoom), modestHotel)).toMatchObject({
      sac: '998596',
      rateBp: 1800,
      cgstPaise: rupees(315),
      totalPaise: rupees(4_130),
    });
  });

  it('a MAP stay with a transfer, a spa treatment and a boat ride shows both rates, each the sum of its lines', () => {
    const bill = taxBill(
      [
        night(mapNight.description, accommodationNightValue(mapNight.roomPaise, mapNight.mealPlanPaise)),
        extra('transport', airportTransfer),
        extra('wellness', spaTreatment),
        extra('recreation', lakeBoatRide),
      ],
      specifiedPalace,
    );
    expect(bill.lines.map((l) => [l.sac, l.rateBp])).toEqual([
      ['996311', 1800],
      ['996412', 500],
      ['999723', 500],
      ['999699', 1800],
    ]);
    expect(taxRows(bill.lines)).toEqual([
      { label: 'CGST 2.5%', amountPaise: 62_50 + 112_50 },
      { label: 'CGST 9%', amountPaise: rupees(720) + rupees(324) },
      { label: 'SGST 2.5%', amountPaise: 62_50 + 112_50 },
      { label: 'SGST 9%', amountPaise: rupees(720) + rupees(324) },
    ]);
  });

  it('every supply has a six-digit SAC and words a tax document can print', () => {
    for (const kind of SUPPLY_KINDS) {
      expect(SAC[kind]).toMatch(/^99\d{4}$/);
      expect(SUPPLY_WORDS[kind].length).toBeGreaterThan(0);
    }
  });
});

describe('the code column of a tax document (decision 151)', () => {
  it('says SAC for services, HSN for goods, HSN/SAC for both: every SAC is in chapter 99', () => {
    expect(isServiceCode('996311')).toBe(true);
    expect(isServiceCode('2201')).toBe(false);
    expect(codeHeading(['996311', '996331'])).toBe('SAC');
    expect(codeHeading(['2201', '1806'])).toBe('HSN');
    expect(codeHeading(['996311', '2202'])).toBe('HSN/SAC');
  });
});
