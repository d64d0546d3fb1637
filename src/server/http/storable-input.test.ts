import { describe, expect, it } from 'vitest';
import { findUnstorable, MAX_INPUT_DEPTH, textProblem, UNSTORABLE } from './storable-input';

describe('text PostgreSQL can store', () => {
  it('refuses NUL and lone surrogates, and takes tabs, newlines, emoji and Devanagari', () => {
    expect(textProblem('a\u0000b')).toBe(UNSTORABLE.nul);
    expect(textProblem('half \ud83d of an emoji')).toBe(UNSTORABLE.surrogate);
    expect(textProblem('\udc00')).toBe(UNSTORABLE.surrogate);
    expect(textProblem('Room 201\tsea view\n🌅 उदयपुर')).toBeUndefined();
  });
});

describe('the first value that cannot be taken', () => {
  it('is named by its path, in document order, keys included', () => {
    const body = { name: 'Asha', rooms: [{ note: 'ok' }, { note: 'bad\u0000' }], later: '\u0000' };
    expect(findUnstorable(body)).toEqual({ path: 'rooms.1.note', message: UNSTORABLE.nul });
    expect(findUnstorable({ ['na\u0000me']: 'x' })).toEqual({ path: 'name', message: UNSTORABLE.nul });
    expect(findUnstorable('\ud800')).toEqual({ path: 'body', message: UNSTORABLE.surrogate });
  });

  it('refuses numbers past 2^53 and takes the rest', () => {
    expect(findUnstorable({ amount: Number.POSITIVE_INFINITY })?.path).toBe('amount');
    expect(findUnstorable({ amount: 2 ** 53 })).toEqual({ path: 'amount', message: UNSTORABLE.number });
    expect(
      findUnstorable({ amount: Number.MAX_SAFE_INTEGER, rating: 4.5, ok: true, none: null }),
    ).toBeUndefined();
  });

  it('refuses nesting past the limit by its top-level field, without overflowing the stack', () => {
    let deep: unknown = 'end';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnstorable({ guests: deep })).toEqual({ path: 'guests', message: UNSTORABLE.deep });
    let fits: unknown = 1;
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) fits = { a: fits };
    expect(findUnstorable(fits)).toBeUndefined();
  });
});
