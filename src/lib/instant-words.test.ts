import { describe, expect, it } from 'vitest';
import { formatHotelInstant, formatHotelInstantDay, maskEmail } from './instant-words';

describe("the console's instants", () => {
  it("reads an instant on the hotel's clock, not the machine's", () => {
    // 20:00 UTC is 01:30 the next day in Kolkata and 15:00 the same day in New York.
    expect(formatHotelInstant('2026-12-06T20:00:00Z', 'Asia/Kolkata')).toBe('7 Dec 2026, 1:30 am');
    expect(formatHotelInstantDay('2026-12-06T20:00:00Z', 'Asia/Kolkata')).toBe('7 Dec 2026');
    expect(formatHotelInstant('2026-12-06T20:00:00Z', 'America/New_York')).toBe('6 Dec 2026, 3:00 pm');
  });

  it('hides an address but for its first letter and domain', () => {
    expect(maskEmail('ira.sen@example.in')).toBe('i•••@example.in');
    expect(maskEmail('not-an-address')).toBe('•••');
  });
});
