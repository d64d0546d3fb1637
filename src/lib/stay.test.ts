import { describe, expect, it } from 'vitest';
import { longWeekend, newYearStay } from './fixtures/stays';
import { MAX_STAY_NIGHTS, stayNights, stayProblem } from './stay';

describe('stayNights', () => {
  it('counts the nights of a long weekend and across the year end', () => {
    expect(stayNights(longWeekend.checkIn, longWeekend.checkOut)).toBe(longWeekend.nights);
    expect(stayNights(newYearStay.checkIn, newYearStay.checkOut)).toBe(newYearStay.nights);
  });

  it('is 1 when a date is missing (the browsing page before dates are picked)', () => {
    expect(stayNights(undefined, '2026-12-01')).toBe(1);
    expect(stayNights('2026-12-01', null)).toBe(1);
    expect(stayNights('2026-12-01', '2026-12-01')).toBe(1);
  });
});

describe('stayProblem', () => {
  const { today } = longWeekend;

  it('accepts a stay from today', () => {
    expect(stayProblem(today, '2026-11-21', today)).toBeNull();
  });

  it('refuses an arrival in the past', () => {
    expect(stayProblem('2026-11-19', '2026-11-21', today)).toEqual({
      field: 'check_in_date',
      message: 'Arrival must be today or later.',
    });
  });

  it('refuses a departure on or before arrival', () => {
    expect(stayProblem('2026-11-22', '2026-11-22', today)?.message).toBe('Departure must be after arrival.');
  });

  it(`allows ${MAX_STAY_NIGHTS} nights and refuses one more`, () => {
    expect(stayProblem('2026-12-01', '2026-12-31', today)).toBeNull();
    expect(stayProblem('2026-12-01', '2027-01-01', today)?.message).toBe('A stay can be at most 30 nights.');
  });

  it('allows an arrival 365 days ahead and refuses 366', () => {
    expect(stayProblem('2027-11-20', '2027-11-21', today)).toBeNull();
    expect(stayProblem('2027-11-21', '2027-11-22', today)?.message).toBe(
      'Stays can be booked at most 365 days ahead.',
    );
  });

  it('refuses dates that do not exist', () => {
    expect(stayProblem('2027-02-30', '2027-03-02', today)?.field).toBe('check_in_date');
  });
});
