import realDestr from 'destr';
import { withBase as ufoWithBase, withQuery as ufoWithQuery } from 'ufo';
import { describe, expect, it } from 'vitest';
import destr from './json';
import { withBase, withQuery } from './url';

// The islands' client runs ofetch on these files instead of `ufo` and `destr` (decision 127). Each answer is held
// to the package's own for every shape of call the client makes; a query is compared as the server reads it
// (URLSearchParams), since the two escape a few characters differently (`:` as itself or %3A), which decode alike.
const read = (url: string) => {
  const [path = '', search = ''] = url.split('#')[0]!.split('?');
  return { path, params: [...new URLSearchParams(search)], hash: url.split('#')[1] ?? '' };
};

describe('ofetch’s URL helpers on URLSearchParams', () => {
  it('puts a path under the base as ufo does', () => {
    for (const [input, base] of [
      ['/bookings/create', '/api'],
      ['bookings/create', '/api'],
      ['/api/bookings/create', '/api'],
      ['/api', '/api'],
      ['/api?x=1', '/api'],
      ['/apiary', '/api'],
      ['/auth/profile', '/api/'],
      ['/rooms', ''],
      ['/rooms', '/'],
      ['https://example.com/x', '/api'],
      ['//example.com/x', '/api'],
    ] as const)
      expect(withBase(input, base), `${input} under ${base}`).toBe(ufoWithBase(input, base));
  });

  it('adds query values as ufo does: numbers, booleans, words with spaces and symbols, arrays, repeated keys', () => {
    for (const [input, query] of [
      ['/api/dining/slots', { date: '2026-12-01', partySize: 2 }],
      ['/api/menu-items/getallmenu', { limit: 100 }],
      ['/api/staff/bookings', { q: 'Asha Rao & family: 2 rooms #1 +91 98/100' }],
      ['/api/staff/today', { date: undefined }],
      ['/api/staff/guests?phone=1', { phone: '+919876543210', all: true }],
      ['/api/x?keep=1#part', { add: ['a', 'b'], n: 0 }],
      ['/api/x', { filter: { kind: 'room' } }],
      ['/api/x', {}],
    ] as const) {
      const ours = read(withQuery(input, query));
      const theirs = read(ufoWithQuery(input, query));
      expect(ours, `${input} with ${JSON.stringify(query)}`).toEqual(theirs);
    }
  });
});

describe('ofetch’s JSON reader on JSON.parse', () => {
  it('reads a JSON answer as destr does, and leaves other text as it came', () => {
    for (const body of [
      '{"booking":{"id":"b1","total":59000,"paid":true,"notes":null}}',
      '[1,2,3]',
      '"text"',
      '42',
      'true',
      'null',
      '',
      '<html>proxy error</html>',
      'Not JSON at all',
    ])
      expect(destr(body), body).toEqual(realDestr(body));
    const object = { a: 1 };
    expect(destr(object)).toBe(object);
  });

  it('drops a key that would reach the prototype of what it builds', () => {
    const read = destr('{"__proto__":{"polluted":true},"constructor":{"x":1},"ok":1}') as Record<
      string,
      unknown
    >;
    expect(read).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
