import { describe, expect, it } from 'vitest';
import {
  cancelledStay,
  checkOutAfternoon,
  checkOutMorning,
  checksOutToday,
  dinnerTable,
  HOTEL_ZONE,
  lateEveningUtc,
} from './fixtures/listings';
import { clockTime, listingStatus, matchesFilter } from './listing-status';

describe('listing status (spec §4), in the hotel time zone', () => {
  it('keeps a stay that checks out today Upcoming until check-out, then Completed', () => {
    expect(listingStatus(checksOutToday, checkOutMorning, HOTEL_ZONE)).toBe('Upcoming');
    expect(listingStatus(checksOutToday, checkOutAfternoon, HOTEL_ZONE)).toBe('Completed');
  });

  it("reads the hotel's date, not UTC's: 20:00 UTC on the 20th is past a 19:30 table in Udaipur", () => {
    expect(listingStatus(dinnerTable, lateEveningUtc, HOTEL_ZONE)).toBe('Completed');
    expect(listingStatus(dinnerTable, lateEveningUtc, 'America/New_York')).toBe('Upcoming');
  });

  it('shows a cancelled booking as Cancelled whenever it was for', () => {
    expect(listingStatus(cancelledStay, checkOutMorning, HOTEL_ZONE)).toBe('Cancelled');
    expect(listingStatus({ ...checksOutToday, status: 'cancelled' }, checkOutAfternoon, HOTEL_ZONE)).toBe(
      'Cancelled',
    );
  });

  it('filters: All shows everything, the others only their own status', () => {
    expect(matchesFilter('Completed', 'All')).toBe(true);
    expect(matchesFilter('Upcoming', 'Upcoming')).toBe(true);
    expect(matchesFilter('Upcoming', 'Cancelled')).toBe(false);
  });

  it("turns the site's check-out time into a 24-hour clock", () => {
    expect(clockTime('12:00 PM')).toBe('12:00');
    expect(clockTime('12:30 AM')).toBe('00:30');
    expect(clockTime('3:00 PM')).toBe('15:00');
    expect(clockTime('11:30')).toBe('11:30');
  });
});
