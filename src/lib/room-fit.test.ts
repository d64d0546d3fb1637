import { describe, expect, it } from 'vitest';
import { roomFit } from './room-fit';

// Named rooms as the list reads them for one set of dates.
const courtyardTwin = { maxGuests: 2, available: true, freeUnits: 3 };
const lastSuite = { maxGuests: 3, available: true, freeUnits: 1 };
const bookedOut = { maxGuests: 4, available: false, freeUnits: 0 };

describe('roomFit', () => {
  it('books a party the chosen rooms sleep', () => {
    expect(roomFit(courtyardTwin, 2, 1)).toEqual({ kind: 'fits' });
    expect(roomFit(courtyardTwin, 5, 3)).toEqual({ kind: 'fits' });
  });

  it('tells three guests in one two-guest room to choose 2 rooms, not that the room is unavailable', () => {
    expect(roomFit(courtyardTwin, 3, 1)).toEqual({
      kind: 'choose',
      rooms: 2,
      why: 'Sleeps 2: choose 2 rooms.',
    });
  });

  it('offers the free rooms when more are chosen than are free', () => {
    expect(roomFit(lastSuite, 2, 2)).toEqual({
      kind: 'choose',
      rooms: 1,
      why: 'Only 1 room of this kind is free for your dates.',
    });
  });

  it('says why a room cannot take the party when not enough of it is free', () => {
    expect(roomFit(lastSuite, 5, 2)).toEqual({
      kind: 'unavailable',
      why: 'Sleeps 3: 5 guests need 2 rooms, and 1 is free for your dates.',
    });
  });

  it('calls a booked-out room unavailable without a reason to add', () => {
    expect(roomFit(bookedOut, 2, 1)).toEqual({ kind: 'unavailable', why: null });
  });

  it('judges a list read without dates by the guests alone', () => {
    expect(roomFit({ ...courtyardTwin, freeUnits: null }, 4, 1)).toMatchObject({ kind: 'choose', rooms: 2 });
  });
});
