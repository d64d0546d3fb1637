import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPrintable, PRINTABLE_LINES, printableNotBlankPattern } from '~/lib/printable-text';
import { notBlank, printable } from './common';

// What may vary inside printed text: letters (Devanagari with its joiners too), spaces, line breaks, controls, bidi.
const piece = fc.constantFrom(
  'a',
  'Z',
  'श्री',
  '\u200c',
  '\u200d',
  ' ',
  '\u00a0',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200f',
  '😀',
);
const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));

describe('printable free text in the contracts (decision 114)', () => {
  it('shows the document one pattern that is exactly "printable and not blank"', () => {
    for (const min of [1, 2, 3, 10]) {
      for (const lines of [false, true]) {
        const joined = new RegExp(printableNotBlankPattern(min, lines));
        fc.assert(
          fc.property(text, (s) => joined.test(s) === (notBlank(min).test(s) && isPrintable(s, lines))),
        );
      }
    }
  });

  it('names the field in words when a contract refuses, after its own rules', () => {
    const name = printable(
      z.string().trim().min(1, 'Enter a name.').regex(notBlank(), 'Enter a name.'),
      'Your name',
    );
    expect(name.safeParse('Asha\u202eVerma').error?.issues[0]?.message).toBe(
      'Your name has a hidden control or text-direction character (pasted text can carry one): type it again without it.',
    );
    expect(name.safeParse('   ').error?.issues.map((i) => i.message)).toContain('Enter a name.');
    expect(name.parse('  Asha Verma ')).toBe('Asha Verma');
    expect(z.toJSONSchema(name)).toMatchObject({ pattern: printableNotBlankPattern(1, false) });
    const address = printable(z.string(), 'Your address', 'lines');
    expect(address.parse('14 Lake Road\r\nUdaipur')).toBe('14 Lake Road\r\nUdaipur');
    expect(z.toJSONSchema(address)).toMatchObject({ pattern: PRINTABLE_LINES.source });
    // A contract whose own pattern cannot be joined to this one is refused where it is written.
    expect(() => printable(z.string().regex(/^[0-9]+$/), 'The number')).toThrow(/cannot join/);
  });
});
