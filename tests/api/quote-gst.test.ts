import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

// Issue 32, decisions 094 and 099: every quote carries its GST breakdown, and its total (the amount charged) includes it.
let t: Awaited<ReturnType<typeof seededHotel>>;
let listings: { id: string; name: string }[];
beforeAll(async () => {
  t = await seededHotel();
  listings = (await (await t.call('GET', '/api/rooms/getrooms')).json()).rooms;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const listing = (name: string) => listings.find((l) => l.name === name)!;

/** A signed-out room quote, as the room page asks it. */
async function quoteStay(name: string, nights: number, code?: [string, string]) {
  // A Monday of April, between the demo's seasons (decision 149): each listing at its own weeknight price.
  const checkInDate = '2027-04-05';
  const response = await t.call('POST', '/api/quotes/room', {
    json: {
      roomId: listing(name).id,
      checkInDate,
      checkOutDate: addDays(checkInDate, nights),
      numGuests: 1,
      offerCode: code?.[0] ?? null,
      codeType: code?.[1] ?? null,
    },
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe('the GST on a room quote', () => {
  it('taxes a ₹7,500 Heritage Room night at 5%, one line per night, CGST and SGST of Rajasthan', async () => {
    const quote = await quoteStay('Heritage Room', 2);
    expect(quote.taxablePaise).toBe(15_000_00);
    expect(quote.totalPaise).toBe(15_750_00);
    expect(quote.taxes).toEqual([
      { label: 'CGST 2.5%', amountPaise: 375_00 },
      { label: 'SGST 2.5%', amountPaise: 375_00 },
    ]);
    expect(quote.gst).toEqual({
      placeOfSupply: '08-Rajasthan',
      lines: [1, 2].map((night) => ({
        description: expect.stringMatching(new RegExp(`^Room \\d+ · Heritage Room, night ${night}$`)),
        sac: '996311',
        grossPaise: 7_500_00,
        discountPaise: 0,
        taxablePaise: 7_500_00,
        ratePercent: 5,
        cgstPaise: 187_50,
        sgstPaise: 187_50,
        totalPaise: 7_875_00,
      })),
      grossPaise: 15_000_00,
      discountPaise: 0,
      taxablePaise: 15_000_00,
      cgstPaise: 375_00,
      sgstPaise: 375_00,
      totalWithTaxPaise: 15_750_00,
      includedInTotal: true,
    });
  });

  it('taxes an ₹8,200 night at 18%, and at 5% once a 10% code brings it to ₹7,380', async () => {
    const full = await quoteStay('Courtyard Twin Room', 1);
    expect(full.gst.lines).toMatchObject([{ taxablePaise: 8_200_00, ratePercent: 18, cgstPaise: 738_00 }]);
    const coded = await quoteStay('Courtyard Twin Room', 1, ['PALACE10', 'promo']);
    expect(full.totalPaise).toBe(9_676_00);
    expect(coded.taxablePaise).toBe(7_380_00);
    expect(coded.totalPaise).toBe(7_749_00);
    expect(coded.gst.lines).toMatchObject([
      {
        grossPaise: 8_200_00,
        discountPaise: 820_00,
        taxablePaise: 7_380_00,
        ratePercent: 5,
        cgstPaise: 184_50,
      },
    ]);
    expect(coded.gst.totalWithTaxPaise).toBe(7_749_00);
  });
});
