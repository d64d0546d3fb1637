import { describe, expect, it } from 'vitest';
import { feast500, welcome10 } from '~/lib/fixtures/stays';
import { rupees } from '~/lib/money';
import { priceTable } from './price';

const galouti = { name: 'Galouti Kebab', pricePaise: rupees(795) };
const deposit = rupees(500);

describe('the table price rule', () => {
  it("charges the chosen dish's rate for each guest", () => {
    const priced = priceTable({ partySize: 4, dish: galouti, depositPerGuestPaise: deposit });
    expect(priced).toMatchObject({
      subtotalPaise: rupees(3_180),
      discountPaise: 0,
      totalPaise: rupees(3_180),
    });
    expect(priced.lines[0]).toMatchObject({ label: 'Galouti Kebab', detail: '₹795 × 4 guests' });
  });

  it('holds a table without a dish with the per-guest deposit', () => {
    const priced = priceTable({ partySize: 2, dish: null, depositPerGuestPaise: deposit });
    expect(priced.totalPaise).toBe(rupees(1_000));
    expect(priced.lines[0]!.label).toMatch(/deposit/);
  });

  it('takes a dining coupon off, never below zero, and refuses one below its minimum', () => {
    const feast = { code: 'FEAST500', ...feast500 };
    expect(
      priceTable({ partySize: 4, dish: galouti, depositPerGuestPaise: deposit, coupon: feast }),
    ).toMatchObject({
      discountPaise: rupees(500),
      totalPaise: rupees(2_680),
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
});
