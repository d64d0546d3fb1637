import { describe, expect, it } from 'vitest';
import { formatWallTime, instantOf, momentOf, wallTime } from './hotel-time';

describe('times on the hotel wall clock', () => {
  it('reads the times site facts are written in', () => {
    expect(wallTime('3:00 PM')).toBe('15:00');
    expect(wallTime('12:00 PM')).toBe('12:00');
    expect(wallTime('12:30 am')).toBe('00:30');
    expect(wallTime('3 pm')).toBe('15:00');
    expect(wallTime('19:30')).toBe('19:30');
    expect(() => wallTime('after the show')).toThrow('Not a time of day');
    expect(() => wallTime('13:00 PM')).toThrow('Not a time of day');
  });

  it('turns a moment in Asia/Kolkata into its instant and back, across a date', () => {
    const instant = instantOf({ date: '2027-01-01', time: '02:00' }, 'Asia/Kolkata');
    expect(instant.toISOString()).toBe('2026-12-31T20:30:00.000Z');
    expect(momentOf(instant, 'Asia/Kolkata')).toEqual({ date: '2027-01-01', time: '02:00' });
  });

  it('keeps the wall time across a daylight-saving change elsewhere', () => {
    expect(instantOf({ date: '2026-03-08', time: '10:00' }, 'America/New_York').toISOString()).toBe(
      '2026-03-08T14:00:00.000Z',
    );
  });

  it('writes a time for people', () => {
    expect(formatWallTime('15:00')).toBe('3:00 PM');
    expect(formatWallTime('00:30')).toBe('12:30 AM');
  });
});
