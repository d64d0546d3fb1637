import { describe, expect, it } from 'vitest';
import { canBook, type ReservationDraft } from './reservation';

const complete: ReservationDraft = {
  checkIn: '2026-12-24',
  checkOut: '2026-12-26',
  roomType: 'deluxe',
  rooms: '1',
  adults: '2',
  children: '0',
  childAges: [],
  unitId: 'unit-201',
  codeType: '',
  code: '',
};

describe('canBook (spec §5)', () => {
  it('is enabled with every field set and zero children', () => {
    expect(canBook(complete)).toBe(true);
  });

  it('stays disabled while any required field is empty', () => {
    for (const field of ['checkIn', 'checkOut', 'rooms', 'adults', 'children', 'unitId'] as const) {
      expect(canBook({ ...complete, [field]: '' }), field).toBe(false);
    }
  });

  it('needs a code once a code type is chosen', () => {
    expect(canBook({ ...complete, codeType: 'promo' })).toBe(false);
    expect(canBook({ ...complete, codeType: 'promo', code: 'PALACE10' })).toBe(true);
  });
});
