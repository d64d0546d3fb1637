import { describe, expect, it } from 'vitest';
import { halfTaxPaise } from './gst';
import { addRates, changeLines, rateDifference } from './tax-document-changes';
import type { DocumentLine } from './tax-documents';

/** A night's line as the tax module charges it: a tariff taxed at its slab. */
const night = (tariffPaise: number, rateBp: number): DocumentLine => {
  const tax = halfTaxPaise(tariffPaise, rateBp);
  return {
    description: 'Room, night',
    sac: '996311',
    grossPaise: tariffPaise,
    discountPaise: 0,
    taxablePaise: tariffPaise,
    rateBp,
    cgstPaise: tax,
    sgstPaise: tax,
    totalPaise: tariffPaise + 2 * tax,
  };
};

describe('the lines of a change', () => {
  it('one night longer at ₹12,500: one line of the night with its 18%', () => {
    const before = addRates([], [night(1_250_000, 1800), night(1_250_000, 1800)]);
    const after = addRates(before, [night(1_250_000, 1800)]);
    const lines = changeLines(
      { amountPaise: 1_475_000, cgstPaise: 112_500, sgstPaise: 112_500 },
      rateDifference(after, before),
      after,
      'One night more',
    );
    expect(lines).toEqual([
      {
        description: 'One night more',
        sac: '996311',
        grossPaise: 1_250_000,
        discountPaise: 0,
        taxablePaise: 1_250_000,
        rateBp: 1800,
        cgstPaise: 112_500,
        sgstPaise: 112_500,
        totalPaise: 1_475_000,
      },
    ]);
  });

  it('across the slab (a ₹7,000 room at 5% for a ₹12,500 one at 18%): each rate its own line, adding up to the difference', () => {
    const before = addRates([], [night(700_000, 500), night(700_000, 500)]);
    const after = addRates([], [night(1_250_000, 1800), night(1_250_000, 1800)]);
    // ₹29,500 now less ₹14,700 paid: ₹14,800, of which CGST ₹2,250 − ₹350 and SGST the same.
    const lines = changeLines(
      { amountPaise: 1_480_000, cgstPaise: 190_000, sgstPaise: 190_000 },
      rateDifference(after, before),
      after,
      'Deluxe King Room instead',
    );
    expect(lines.map((l) => [l.description, l.rateBp, l.taxablePaise, l.cgstPaise, l.totalPaise])).toEqual([
      ['Deluxe King Room instead, at 5%', 500, -1_400_000, -35_000, -1_470_000],
      ['Deluxe King Room instead, at 18%', 1800, 2_500_000, 225_000, 2_950_000],
    ]);
    expect(lines.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(1_480_000);
  });

  it('a refund the policy cut (₹10,000 of a ₹14,750 night): one line at the rate held, its tax as given', () => {
    const held = addRates([], [night(1_250_000, 1800), night(1_250_000, 1800), night(1_250_000, 1800)]);
    const now = addRates([], [night(1_250_000, 1800), night(1_250_000, 1800)]);
    const lines = changeLines(
      { amountPaise: 1_000_000, cgstPaise: 76_271, sgstPaise: 76_271 },
      rateDifference(held, now),
      held,
      'Part refund',
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      description: 'Part refund',
      rateBp: 1800,
      taxablePaise: 847_458,
      cgstPaise: 76_271,
      totalPaise: 1_000_000,
    });
  });

  it('a part spread over two rates in proportion, the last rate taking what rounding leaves', () => {
    const held = addRates([], [night(700_000, 500), night(1_250_000, 1800)]);
    const lines = changeLines(
      { amountPaise: 1_000_001, cgstPaise: 50_001, sgstPaise: 50_001 },
      [],
      held,
      'Part',
    );
    expect(lines.map((l) => l.rateBp)).toEqual([500, 1800]);
    expect(lines.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(1_000_001);
    expect(lines.reduce((sum, l) => sum + l.cgstPaise, 0)).toBe(50_001);
    for (const l of lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise).toBe(l.totalPaise);
  });

  it('nets documents: a receipt voucher less a refund voucher of the same rate leaves the rest', () => {
    const received = [night(1_250_000, 1800), night(1_250_000, 1800)];
    const refunded = [night(1_250_000, 1800)];
    expect(addRates(addRates([], received), refunded, -1)).toEqual([
      {
        sac: '996311',
        rateBp: 1800,
        taxablePaise: 1_250_000,
        cgstPaise: 112_500,
        sgstPaise: 112_500,
        totalPaise: 1_475_000,
      },
    ]);
    expect(addRates(addRates([], refunded), refunded, -1)).toEqual([]);
  });
});
