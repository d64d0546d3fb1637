import { describe, expect, it } from 'vitest';
import { deluxeKingOccupancy, halfBoard, palaceBands, suiteForThreeAdults } from './fixtures/party';
import { rupees } from './money';
import {
  mealSupplement,
  occupancyProblem,
  occupancySupplement,
  partyText,
  pricedParty,
  splitParty,
} from './party';

describe('who pays what: the child age bands', () => {
  it('counts a child of 4 free, a child of 9 at the child rate and a 12-year-old as an adult', () => {
    expect(pricedParty({ adults: 2, childAges: [4, 9, 12] }, palaceBands)).toEqual({
      adults: 3,
      children: 1,
      free: 1,
    });
  });

  it('prices a child whose age was not given at the child rate', () => {
    expect(pricedParty({ adults: 1, childAges: [null] }, palaceBands)).toEqual({
      adults: 1,
      children: 1,
      free: 0,
    });
  });
});

describe('the occupancy supplement', () => {
  it('charges 3 adults and a child of 9 in a suite for three adults one extra adult and one extra child a night', () => {
    const party = { adults: 3, childAges: [9] };
    expect(occupancyProblem(party, suiteForThreeAdults, palaceBands, 'Maharaja Suite')).toBeNull();
    expect(occupancySupplement(pricedParty(party, palaceBands), suiteForThreeAdults)).toBe(
      rupees(3_500) + rupees(1_800),
    );
  });

  it('lets a child fill a place of the base occupancy the adults leave, and a free child costs nothing', () => {
    const priced = pricedParty({ adults: 1, childAges: [9, 4] }, palaceBands);
    expect(occupancySupplement(priced, deluxeKingOccupancy)).toBe(0);
  });

  it('refuses a party the room cannot take, in words', () => {
    expect(
      occupancyProblem({ adults: 3, childAges: [] }, deluxeKingOccupancy, palaceBands, 'Deluxe King Room'),
    ).toBe('The Deluxe King Room takes at most 2 adults a room.');
    expect(
      occupancyProblem({ adults: 2, childAges: [12] }, deluxeKingOccupancy, palaceBands, 'Deluxe King Room'),
    ).toBe('The Deluxe King Room takes at most 2 adults a room (a guest over 11 counts as an adult).');
    expect(
      occupancyProblem(
        { adults: 1, childAges: [4, 9] },
        deluxeKingOccupancy,
        palaceBands,
        'Deluxe King Room',
      ),
    ).toBe('The Deluxe King Room takes at most 1 child a room.');
    expect(
      occupancyProblem({ adults: 3, childAges: [4, 9] }, suiteForThreeAdults, palaceBands, 'Maharaja Suite'),
    ).toBe('The Maharaja Suite takes at most 4 guests a room.');
  });
});

describe('a meal plan priced per adult and per child a night', () => {
  it('charges MAP for two adults and a child of 9, and nothing for the child of 4', () => {
    const priced = pricedParty({ adults: 2, childAges: [4, 9] }, palaceBands);
    expect(mealSupplement(priced, halfBoard)).toBe(2 * rupees(1_800) + rupees(900));
  });
});

describe('a party over several rooms', () => {
  it('splits 3 adults and children of 4 and 9 over two rooms, each with an adult', () => {
    expect(splitParty({ adults: 3, childAges: [4, 9] }, 2)).toEqual([
      { adults: 2, childAges: [4] },
      { adults: 1, childAges: [9] },
    ]);
  });

  it('never leaves a room to children alone', () => {
    expect(splitParty({ adults: 1, childAges: [9] }, 2)).toBeNull();
  });

  it('says a party in words', () => {
    expect(partyText({ adults: 2, childAges: [4, 9] })).toBe('2 adults, 2 children (4, 9)');
    expect(partyText({ adults: 1, childAges: [null] })).toBe('1 adult, 1 child');
  });
});
