import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, daysBetween, formatHotelDate, isIsoDate, zonedInstant } from './dates';

describe('hotel calendar dates', () => {
  it('knows real dates from look-alikes', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-13-01')).toBe(false);
    expect(isIsoDate('27-01-01')).toBe(false);
  });

  it('counts nights across month and year ends', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it("decides 'today' in the hotel's zone, not the server's", () => {
    // 20:00 UTC on 31 December is already 1 January in India (UTC+05:30).
    const instant = new Date('2026-12-31T20:00:00Z');
    expect(dateInZone(instant, 'Asia/Kolkata')).toBe('2027-01-01');
    expect(dateInZone(instant, 'UTC')).toBe('2026-12-31');
  });
});

describe('formatHotelDate', () => {
  it('writes a date as a guest reads it, whatever the machine zone', () => {
    expect(formatHotelDate('2026-12-24')).toBe('24 Dec 2026');
    expect(formatHotelDate('2027-01-01')).toBe('1 Jan 2027');
  });
});

describe('zonedInstant', () => {
  it('reads a wall-clock time in the hotel zone as the instant it happens', () => {
    expect(zonedInstant('2026-11-20', '19:30', 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-20T14:00:00.000Z',
    );
    expect(zonedInstant('2026-07-01', '12:00', 'Europe/London').toISOString()).toBe(
      '2026-07-01T11:00:00.000Z',
    );
    expect(zonedInstant('2026-01-01', '00:30', 'UTC').toISOString()).toBe('2026-01-01T00:30:00.000Z');
  });
});
