import { describe, expect, it } from 'vitest';
import { coinsShortfall, coinsToTake } from './wallet';

// Decision 116: the one rule for coins taken back, and the words that say why not more.
describe('coinsToTake', () => {
  it('takes all that is asked when the balance holds it', () => {
    expect(coinsToTake(100, 250)).toBe(100);
    expect(coinsToTake(100, 100)).toBe(100);
  });

  it('takes at most the balance: the issue’s credit of 100 reversed after 90 were spent', () => {
    expect(coinsToTake(100, 10)).toBe(10);
  });

  it('takes nothing from an empty balance, or from one already below zero', () => {
    expect(coinsToTake(100, 0)).toBe(0);
    expect(coinsToTake(100, -90)).toBe(0);
  });
});

describe('coinsShortfall', () => {
  it('says nothing when every coin asked was taken', () => {
    expect(coinsShortfall(100, 100, 'Ritu Anand')).toBeNull();
  });

  it('names how many were taken, of how many, and why not more', () => {
    expect(coinsShortfall(100, 10, 'Ritu Anand')).toBe(
      'Only 10 of 100 coins could be taken back: Ritu Anand had only 10 left, and a balance never goes below zero.',
    );
    expect(coinsShortfall(10, 4, 'you')).toBe(
      'Only 4 of 10 coins could be taken back: you had only 4 left, and a balance never goes below zero.',
    );
  });

  it('says when none could be taken, to the hotel or to the guest', () => {
    expect(coinsShortfall(100, 0, 'the guest')).toBe(
      'The guest has no Supar Coins left to take back, and a balance never goes below zero.',
    );
    expect(coinsShortfall(100, 0, 'you')).toBe(
      'You have no Supar Coins left to take back, and a balance never goes below zero.',
    );
  });
});
