import { describe, expect, it } from 'vitest';
import { ACCOMMODATION_SLAB_PAISE, formatRate, GST_RATE_BP, gstAdded } from './gst';
import { formatInr, rupees } from './money';
import { ROOM_RATE_TERMS } from './price-terms';

describe('what a catalogue price says it includes', () => {
  it('says a room night’s slab by its price: + 5% GST up to ₹7,500, + 18% GST above', () => {
    expect(gstAdded('accommodation', rupees(7_500), false)).toBe('+ 5% GST');
    expect(gstAdded('accommodation', rupees(9_000), false)).toBe('+ 18% GST');
  });

  it('says the restaurant’s rate by the premises, and a hall’s hire at 18%', () => {
    expect(gstAdded('restaurant', rupees(795), true)).toBe('+ 18% GST');
    expect(gstAdded('restaurant', rupees(795), false)).toBe('+ 5% GST');
    expect(gstAdded('hall', rupees(1_20_000), true)).toBe('+ 18% GST');
  });

  it('gives the slab and the rates of the tax module in the list note', () => {
    expect(ROOM_RATE_TERMS).toContain(
      `${formatRate(GST_RATE_BP.reduced)} on a night of up to ${formatInr(ACCOMMODATION_SLAB_PAISE)}, ` +
        `${formatRate(GST_RATE_BP.standard)} above`,
    );
  });

  it('never says taxes are included in a tariff', () => {
    expect(ROOM_RATE_TERMS).toBe(
      'Prices are per room per night, plus GST: 5% on a night of up to ₹7,500, 18% above. The total you pay includes it.',
    );
  });
});
