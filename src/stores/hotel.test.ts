import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInZone } from '~/lib/zones';
import { pageHotelRules } from '~/server/pages';

// The hotel's date in a browser, from the house rules a page carries (BaseLayout's #hotel-rules): by the page's
// offset table while it lasts, and by Intl past it, the same date the server's dateInZone gives, in a zone with
// summer time as in the hotel's.
function pageWith(rules: unknown) {
  vi.stubGlobal('document', { getElementById: () => ({ textContent: JSON.stringify(rules) }) });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the hotel’s today in the browser', () => {
  it('is the hotel’s date, not the guest’s, inside the page’s table and after it', async () => {
    const built = new Date('2026-12-06T12:00:00Z');
    const rules = pageHotelRules(built);
    pageWith({ ...rules, timeZone: 'Asia/Kolkata' });
    const { hotelToday } = await import('./hotel');
    // 19:00 UTC is already tomorrow in Udaipur (00:30 IST).
    expect(hotelToday(new Date('2026-12-06T19:00:00Z'))).toBe('2026-12-07');
    // Three years on, past the page's two-year table: Intl answers.
    const later = new Date('2029-12-06T19:00:00Z');
    expect(hotelToday(later)).toBe(dateInZone(later, 'Asia/Kolkata'));
    expect(hotelToday(later)).toBe('2029-12-07');
  });

  it('past the table, follows a zone’s own clock, summer time included', async () => {
    const { zoneOffsets } = await import('~/lib/zones');
    pageWith({
      ...pageHotelRules(),
      timeZone: 'Europe/London',
      zoneOffsets: zoneOffsets('Europe/London', new Date('2020-01-01')),
    });
    const { hotelToday } = await import('./hotel');
    // 23:30 UTC on 1 July is 00:30 on 2 July in London (BST), well past a table made in 2020.
    const summer = new Date('2031-07-01T23:30:00Z');
    expect(hotelToday(summer)).toBe('2031-07-02');
    expect(hotelToday(summer)).toBe(dateInZone(summer, 'Europe/London'));
  });
});
