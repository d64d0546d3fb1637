import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateByOffsets,
  daysBetween,
  formatHotelDate,
  formatHotelDateWithDay,
  isIsoDate,
  monthBefore,
} from './dates';
import { dateInZone, zonedInstant, zoneOffsets } from './zones';

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
    expect(formatHotelDateWithDay('2026-12-24')).toBe('Thu, 24 Dec, 2026');
  });

  it("prints Intl's en-IN words for every day of two years", () => {
    const short = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const withDay = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let date = '2026-01-01'; date < '2028-01-01'; date = addDays(date, 1)) {
      const instant = new Date(`${date}T00:00:00Z`);
      expect(formatHotelDate(date)).toBe(short.format(instant));
      expect(formatHotelDateWithDay(date)).toBe(withDay.format(instant));
    }
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

describe('zone offset tables (the hotel date in a browser without Intl)', () => {
  const from = new Date('2026-06-01T12:00:00Z');

  it('has one span for a zone without daylight saving', () => {
    const table = zoneOffsets('Asia/Kolkata', from);
    expect(table.spans).toEqual([[Date.parse('2026-05-31T00:00:00Z'), 330]]);
    expect(table.untilMs).toBe(Date.parse('2026-05-31T00:00:00Z') + 730 * 86_400_000);
  });

  it('finds each daylight-saving change to the minute', () => {
    const table = zoneOffsets('America/New_York', from);
    expect(table.spans.slice(0, 4)).toEqual([
      [Date.parse('2026-05-31T00:00:00Z'), -240],
      [Date.parse('2026-11-01T06:00:00Z'), -300],
      [Date.parse('2027-03-14T07:00:00Z'), -240],
      [Date.parse('2027-11-07T06:00:00Z'), -300],
    ]);
  });

  it("gives Intl's date at every hour and around each change, in zones with odd offsets too", () => {
    for (const zone of [
      'Asia/Kolkata',
      'America/New_York',
      'Australia/Lord_Howe',
      'Pacific/Chatham',
      'UTC',
    ]) {
      const table = zoneOffsets(zone, from);
      const instants = [];
      for (let ms = table.spans[0]?.[0] ?? 0; ms < table.untilMs; ms += 3_600_000 * 7 + 60_000 * 13) {
        instants.push(new Date(ms));
      }
      for (const [change] of table.spans) {
        for (const minutes of [-61, -1, 0, 1, 61]) instants.push(new Date(change + minutes * 60_000));
      }
      for (const instant of instants.filter((i) => i.getTime() >= (table.spans[0]?.[0] ?? 0))) {
        expect(dateByOffsets(instant, table), `${zone} at ${instant.toISOString()}`).toBe(
          dateInZone(instant, zone),
        );
      }
    }
  });

  it('answers nothing outside its span, so the caller asks Intl', () => {
    const table = zoneOffsets('Asia/Kolkata', from);
    expect(dateByOffsets(new Date('2026-05-30T23:59:00Z'), table)).toBeNull();
    expect(dateByOffsets(new Date(table.untilMs), table)).toBeNull();
    expect(dateByOffsets(new Date('2026-12-31T20:00:00Z'), table)).toBe('2027-01-01');
  });
});

describe('monthBefore', () => {
  it('names the month before a date’s, across a year', () => {
    expect(monthBefore('2027-01-15')).toBe('2026-12');
    expect(monthBefore('2026-12-01')).toBe('2026-11');
  });
});
