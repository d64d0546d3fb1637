import { describe, expect, it } from 'vitest';
import { readRoomSearch } from './room-search';

const today = '2026-12-06';
const read = (query: string) => readRoomSearch(new URLSearchParams(query), today);

describe('readRoomSearch', () => {
  it('opens on tonight for one guest in one room, all types', () => {
    expect(read('')).toEqual({
      checkIn: '2026-12-06',
      checkOut: '2026-12-07',
      guests: 1,
      childAges: [],
      rooms: 1,
      roomType: null,
      dateProblem: null,
    });
  });

  it('reads the home search’s children’s ages, a blank one as not given, never more than the guests less one', () => {
    expect(read('adults=2&children=2&childAge=4&childAge=&childAge=9')).toMatchObject({
      guests: 4,
      childAges: [4, null],
    });
    expect(read('adults=1&children=2&childAge=9&childAge=4&guests=2').childAges).toEqual([9]);
    expect(read('adults=2&children=1&childAge=18').childAges).toEqual([null]);
  });

  it("takes a stepper's value, sent after its field's, as the one asked", () => {
    expect(read('checkIn=2026-12-20&checkOut=2026-12-22&rooms=1&guests=2&guests=3&rooms=2')).toMatchObject({
      guests: 3,
      rooms: 2,
    });
  });

  it("adds the home search strip's adults and children, and reads the type chip", () => {
    expect(read('adults=2&children=1&rooms=1&type=suite')).toMatchObject({ guests: 3, roomType: 'suite' });
    expect(read('type=all').roomType).toBeNull();
    expect(read('type=palace').roomType).toBeNull();
  });

  it('moves a departure the arrival has passed to the night after it', () => {
    expect(read('checkIn=2027-01-15&checkOut=2026-12-07')).toMatchObject({
      checkIn: '2027-01-15',
      checkOut: '2027-01-16',
      dateProblem: null,
    });
  });

  it('answers dates the hotel cannot book with its default stay and says why', () => {
    expect(read('checkIn=2026-12-01&checkOut=2026-12-03')).toMatchObject({
      checkIn: '2026-12-06',
      checkOut: '2026-12-07',
      dateProblem: 'Arrival must be today or later.',
    });
    const fallback = { checkIn: '2026-12-11', checkOut: '2026-12-13' };
    expect(
      readRoomSearch(new URLSearchParams('checkIn=2026-12-20&checkOut=2027-02-20'), today, fallback),
    ).toMatchObject({
      ...fallback,
      dateProblem: 'A stay can be at most 30 nights.',
    });
  });

  it('keeps a party between 1 and 20 guests', () => {
    expect(read('guests=0').guests).toBe(1);
    expect(read('guests=99').guests).toBe(20);
  });
});
