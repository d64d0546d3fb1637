import { describe, expect, it } from 'vitest';
import { ARRIVAL_MARKS } from './bookings';
import { DESK_STANDING_WORDS, DESK_STANDINGS, MARKED_STANDING, partyStanding, stayStanding } from './desk';

describe('where a booking stands at the desk', () => {
  it('reads a stay: held, expected, checked in, checked out', () => {
    const stay = { status: 'pending' as const, paid: false, checkedInAt: null };
    expect(stayStanding(stay)).toBe('held');
    expect(stayStanding({ ...stay, status: 'confirmed', paid: true })).toBe('expected');
    expect(stayStanding({ status: 'confirmed', paid: true, checkedInAt: '2026-11-20T08:00:00Z' })).toBe(
      'checked_in',
    );
    expect(stayStanding({ status: 'completed', paid: true, checkedInAt: '2026-11-20T08:00:00Z' })).toBe(
      'checked_out',
    );
  });

  it('reads a party: held, expected, seated, a no-show', () => {
    const party = { paid: false, seatedAt: null, noShowAt: null };
    expect(partyStanding(party)).toBe('held');
    expect(partyStanding({ ...party, paid: true })).toBe('expected');
    expect(partyStanding({ ...party, paid: true, seatedAt: '2026-11-20T14:00:00Z' })).toBe('seated');
    expect(partyStanding({ ...party, paid: true, noShowAt: '2026-11-20T14:30:00Z' })).toBe('no_show');
  });

  it('has words for every standing, and a standing for every mark', () => {
    expect(Object.keys(DESK_STANDING_WORDS).sort()).toEqual([...DESK_STANDINGS].sort());
    expect(Object.keys(MARKED_STANDING).sort()).toEqual([...ARRIVAL_MARKS].sort());
    expect(DESK_STANDING_WORDS.held).toBe('Held, unpaid');
  });
});
