import { describe, expect, it } from 'vitest';
import { noOpenTimeReason, type SlotClosedBecause, TABLE_SLOTS } from './dining';

const day = (...reasons: SlotClosedBecause[]) =>
  TABLE_SLOTS.map((_, i) => reasons[Math.min(i, reasons.length - 1)] ?? null);

describe('why no table time is open', () => {
  it('names a closed day', () => {
    expect(noOpenTimeReason(day('closed-day'))).toBe('The restaurant is closed on this day.');
  });

  it('says booking for today has closed when every time has begun or begins within the notice', () => {
    expect(noOpenTimeReason(day('too-soon'))).toBe(
      'Booking for today has closed: a table is booked at least 30 minutes before its time.',
    );
  });

  it('says the tables left today are taken when the later times are full', () => {
    expect(noOpenTimeReason(day('too-soon', 'too-soon', 'full'))).toBe('Every table left today is taken.');
  });

  it('says every table is taken on a full day', () => {
    expect(noOpenTimeReason(day('full'))).toBe('Every table is taken that day.');
  });
});
