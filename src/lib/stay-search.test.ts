import { describe, expect, it } from 'vitest';
import { defaultStaySearch, readStaySearch, roomBookingHref } from './stay-search';

describe('the home search strip', () => {
  it('starts at two nights from today for 1 room, 1 adult and no children', () => {
    expect(defaultStaySearch('2026-12-30')).toEqual({
      checkIn: '2026-12-30',
      checkOut: '2027-01-01',
      rooms: 1,
      adults: 1,
      children: 0,
    });
  });

  it('opens /room-booking with the dates and guests in the query string', () => {
    const href = roomBookingHref({
      checkIn: '2026-11-22',
      checkOut: '2026-11-25',
      rooms: 2,
      adults: 3,
      children: 1,
    });
    expect(href).toBe('/room-booking?checkIn=2026-11-22&checkOut=2026-11-25&adults=3&children=1&rooms=2');
  });

  it('reads back what it wrote', () => {
    const search = { checkIn: '2026-11-22', checkOut: '2026-11-25', rooms: 2, adults: 3, children: 1 };
    const query = new URLSearchParams(roomBookingHref(search).split('?')[1]);
    expect(readStaySearch(query)).toEqual(search);
  });

  it('drops impossible dates, reversed stays and guests outside spec limits', () => {
    const query = new URLSearchParams('checkIn=2026-02-30&checkOut=2026-03-01&adults=9&children=-1&rooms=0');
    expect(readStaySearch(query)).toEqual({ checkOut: '2026-03-01' });
    const reversed = new URLSearchParams('checkIn=2026-03-05&checkOut=2026-03-05&adults=4&children=3');
    expect(readStaySearch(reversed)).toEqual({ checkIn: '2026-03-05', adults: 4, children: 3 });
  });
});
