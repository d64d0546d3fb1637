import { describe, expect, it } from 'vitest';
import { feast500, welcome10 } from '~/lib/fixtures/stays';
import { rupees } from '~/lib/money';
import { priceTable } from './price';

const galouti = { name: 'Galouti Kebab', pricePaise: rupees(795) };
const deposit = rupees(500);
/** The demo hotel is a specified premises: its restaurant charges 18% GST. */
const specified = { specifiedPremises: true };

describe('the table price rule', () => {
  it("charges the chosen dish's rate for each guest, with the restaurant's GST", () => {
    const priced = priceTable({
      partySize: 4,
      dish: galouti,
      depositPerGuestPaise: deposit,
      premises: specified,
    });
    expect(priced).toMatchObject({
      subtotalPaise: rupees(3_180),
      discountPaise: 0,
      taxablePaise: rupees(3_180),
      cgstPaise: 28_620,
      sgstPaise: 28_620,
      totalPaise: 375_240,
    });
    expect(priced.lines[0]).toMatchObject({ label: 'Galouti Kebab', detail: '₹795 × 4 guests' });
  });

  it('holds a table without a dish with the per-guest deposit', () => {
    const priced = priceTable({
      partySize: 2,
      dish: null,
      depositPerGuestPaise: deposit,
      premises: specified,
    });
    expect(priced.taxablePaise).toBe(rupees(1_000));
    expect(priced.totalPaise).toBe(rupees(1_180));
    expect(priced.lines[0]!.label).toMatch(/deposit/);
  });

  it('takes a dining coupon off, never below zero, and refuses one below its minimum', () => {
    const feast = { code: 'FEAST500', ...feast500 };
    expect(
      priceTable({
        partySize: 4,
        dish: galouti,
        depositPerGuestPaise: deposit,
        coupon: feast,
        premises: specified,
      }),
    ).toMatchObject({
      discountPaise: rupees(500),
      taxablePaise: rupees(2_680),
      totalPaise: 316_240,
    });
    expect(() =>
      priceTable({ partySize: 1, dish: galouti, depositPerGuestPaise: deposit, coupon: feast }),
    ).toThrow('This coupon needs a booking of at least ₹2,000.');
    const welcome = { code: 'WELCOME10', ...welcome10 };
    expect(
      priceTable({ partySize: 12, dish: galouti, depositPerGuestPaise: deposit, coupon: welcome })
        .discountPaise,
    ).toBe(rupees(954));
  });

  it('charges 5% GST at a restaurant that is not a specified premises', () => {
    const priced = priceTable({
      partySize: 4,
      dish: galouti,
      depositPerGuestPaise: deposit,
      premises: { specifiedPremises: false },
    });
    expect(priced.taxes).toEqual([
      { label: 'CGST 2.5%', amountPaise: 7_950 },
      { label: 'SGST 2.5%', amountPaise: 7_950 },
    ]);
    expect(priced.totalPaise).toBe(rupees(3_339));
  });
});
