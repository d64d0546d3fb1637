import { describe, expect, it } from 'vitest';
import { actionWords, changeWords } from './audit-words';

// Issue 45: the console's history says what was done in words, never the audit's own keys.
describe('audit words', () => {
  it('names the desk’s actions, and says any other from its own name', () => {
    expect(actionWords('booking.check_in')).toBe('Checked in');
    expect(actionWords('booking.undo_check_out')).toBe('Check-out undone');
    expect(actionWords('stay_rule.add')).toBe('Stay rule add');
  });

  it('says the changes with rupees, yes and no, and no ids', () => {
    expect(
      changeWords([
        { field: 'checkedIn', before: 'false', after: 'true' },
        { field: 'guestId', before: null, after: '8ed6a2c4-1b1f-4a49-9d5e-0d1c2e3f4a5b' },
        { field: 'duePaise', before: '1475000', after: '0' },
        { field: 'room', before: '201', after: '203' },
        { field: 'transaction', before: null, after: 'x' },
      ]),
    ).toBe('checked in: no → yes; due: ₹14,750 → ₹0; room: 201 → 203');
  });
});
