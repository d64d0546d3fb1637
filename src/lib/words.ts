// Counts in words, singular for one ("1 guest", "2 guests"): written once, so no screen says "1 guests" (issue 45).

/** A count with its noun, singular for one: `countWords(1, 'night')` → "1 night". */
export const countWords = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "1 guest", "4 guests". */
export const guestsWords = (n: number) => countWords(n, 'guest');
