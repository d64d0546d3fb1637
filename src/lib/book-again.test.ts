import { describe, expect, it } from 'vitest';
import { eventAgainHref, stayAgainHref } from './book-again';
import { readEventSearch } from './hall-slots';

describe('Book again', () => {
  it('sends a stay back to the room search with its dates and guests', () => {
    expect(stayAgainHref({ checkInDate: '2026-12-01', checkOutDate: '2026-12-03', numGuests: 2 })).toBe(
      '/room-booking?checkIn=2026-12-01&checkOut=2026-12-03&guests=2',
    );
  });

  it('sends an event back to the hall search, which reads the same choices back', () => {
    const event = { eventType: 'Wedding Reception', date: '2026-12-12', guests: 150, timeSlot: 'Evening' };
    const href = eventAgainHref(event);
    expect(href.startsWith('/events-booking?')).toBe(true);
    expect(readEventSearch(new URL(href, 'http://hotel').searchParams)).toEqual(event);
  });

  it('leaves out what the hall search would not offer', () => {
    const params = new URLSearchParams({
      eventType: 'Rave',
      date: '12/12/2026',
      guests: '-3',
      timeSlot: 'Dawn',
    });
    expect(readEventSearch(params)).toEqual({});
  });
});
