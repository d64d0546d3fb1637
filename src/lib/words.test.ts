import { describe, expect, it } from 'vitest';
import { countWords, guestsWords } from './words';

// Issue 45: no screen says "1 guests".
describe('count words', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(guestsWords(1)).toBe('1 guest');
    expect(guestsWords(4)).toBe('4 guests');
    expect(countWords(1, 'party', 'parties')).toBe('1 party');
    expect(countWords(0, 'night')).toBe('0 nights');
  });
});
