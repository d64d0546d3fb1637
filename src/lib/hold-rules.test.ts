import { describe, expect, it } from 'vitest';
import { HOLD_MINUTES, type HoldQuestion, holdExpiry, holdRefusal, shareCap } from './hold-rules';

const NOON = new Date('2026-11-20T06:30:00Z');
const question = (over: Partial<HoldQuestion> = {}): HoldQuestion => ({
  limits: { unpaidPerGuest: 3 },
  unpaidBookings: 0,
  awaitingHotel: 0,
  share: { kind: 'room', held: 0, asked: 1, inventory: 24, on: '2026-12-24' },
  ...over,
});

describe('how long a hold lasts', () => {
  it('is 15 minutes for rooms and tables, 48 hours for a hall request', () => {
    expect(HOLD_MINUTES).toEqual({ room: 15, table: 15, hall: 2880 });
    expect(holdExpiry('room', NOON).toISOString()).toBe('2026-11-20T06:45:00.000Z');
    expect(holdExpiry('hall', NOON).toISOString()).toBe('2026-11-22T06:30:00.000Z');
  });
});

describe('the share of the hotel one guest may hold unpaid', () => {
  it('is a quarter of the rooms or tables, rounded down but never below two, and one hall', () => {
    expect(shareCap('room', 24)).toBe(6);
    expect(shareCap('room', 33)).toBe(8);
    expect(shareCap('room', 3)).toBe(2);
    expect(shareCap('table', 17)).toBe(4);
    expect(shareCap('hall', 4)).toBe(1);
  });

  it('refuses a seventh room of 24 on one night, naming the night and the bound', () => {
    const share = { kind: 'room' as const, held: 4, asked: 3, inventory: 24, on: '2026-12-24' };
    expect(holdRefusal(question({ share }))).toBe(
      'Unpaid bookings can hold at most 6 rooms of our 24 for the night of 24 Dec 2026; this would hold 7. Pay for a booking first, or call us to hold more.',
    );
    expect(holdRefusal(question({ share: { ...share, asked: 2 } }))).toBeNull();
  });

  it('refuses a second hall on a date the guest already holds one', () => {
    const share = { kind: 'hall' as const, held: 1, asked: 1, inventory: 4, on: '2026-12-19' };
    expect(holdRefusal(question({ share }))).toBe(
      "You already hold a hall on 19 Dec 2026 that is waiting for payment or for the hotel's answer. One hall can be held per date: pay for it or withdraw it first, or call our events team.",
    );
  });

  it('refuses a fifth table of 17 at one sitting', () => {
    const share = { kind: 'table' as const, held: 3, asked: 2, inventory: 17, on: '2026-11-26' };
    expect(holdRefusal(question({ share }))).toMatch(/^Unpaid bookings can hold at most 4 tables of our 17/);
  });
});

describe('the other bounds, checked first', () => {
  it('refuses past the unpaid-booking cap, naming requests that wait for the hotel', () => {
    expect(holdRefusal(question({ unpaidBookings: 3 }))).toBe(
      'You already have 3 bookings waiting for payment. Pay for one, or cancel one, before booking again.',
    );
    expect(holdRefusal(question({ unpaidBookings: 3, awaitingHotel: 1 }))).toBe(
      "You already have 3 bookings on hold: 2 waiting for payment and 1 waiting for the hotel's answer. Pay for one, or cancel one, before booking again.",
    );
    expect(holdRefusal(question({ unpaidBookings: 2 }))).toBeNull();
  });

  it('refuses past 60 unpaid room-nights', () => {
    expect(holdRefusal(question({ roomNights: { held: 50, asked: 11 } }))).toBe(
      'Unpaid bookings can hold at most 60 room-nights at a time. Pay for a booking first, or call us for a larger stay.',
    );
    expect(holdRefusal(question({ roomNights: { held: 50, asked: 10 } }))).toBeNull();
  });
});
