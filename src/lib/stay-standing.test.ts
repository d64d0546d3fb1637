import { describe, expect, it } from 'vitest';
import { holdClockText } from './hold-clock';
import { stayStanding } from './stay-standing';

describe('what a room booking is called on its confirmation page (issue 31, item 5)', () => {
  const zone = 'Asia/Kolkata';
  // 09:05:30Z is 14:35:30 in Udaipur.
  const hold = '2026-11-26T09:05:30.000Z';
  const before = Date.parse('2026-11-26T08:55:00.000Z');
  const after = Date.parse('2026-11-26T09:06:00.000Z');

  it('says until when an unpaid room is held, on the hotel clock, and never that it is confirmed', () => {
    expect(holdClockText(hold, zone)).toBe('14:35');
    const held = stayStanding({ status: 'pending', holdExpiresAt: hold }, before, zone);
    expect(held).toMatchObject({ headline: 'Your room is held until 14:35: pay to confirm', next: 'pay' });
    expect(JSON.stringify(held)).not.toMatch(/booking confirmed|thank you/i);
  });

  it("keeps the spec's words for a paid booking", () => {
    for (const status of ['confirmed', 'completed'] as const)
      expect(stayStanding({ status, holdExpiresAt: hold }, after, zone)).toEqual({
        headline: 'Booking confirmed',
        note: 'Thank you for your booking!',
        next: 'none',
      });
  });

  it('offers to book again once the hold lapsed, swept or not, or the booking was cancelled', () => {
    expect(stayStanding({ status: 'pending', holdExpiresAt: hold }, after, zone)).toMatchObject({
      headline: 'Your hold has lapsed',
      next: 'book-again',
    });
    expect(stayStanding({ status: 'expired', holdExpiresAt: hold }, after, zone).note).toContain('14:35');
    expect(stayStanding({ status: 'cancelled', holdExpiresAt: null }, after, zone)).toMatchObject({
      headline: 'Booking cancelled',
      next: 'book-again',
    });
  });
});
