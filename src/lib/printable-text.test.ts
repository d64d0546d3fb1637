import { describe, expect, it } from 'vitest';
import { isPrintable, PRINTABLE_LINE } from './printable-text';

describe('printable text', () => {
  it('refuses every C0 and C1 control and the bidi embeddings, overrides and isolates; keeps the rest', () => {
    for (let code = 0; code <= 0x2100; code++) {
      const char = String.fromCharCode(code);
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const control = code <= 0x1f || (code >= 0x7f && code <= 0x9f);
      const bidi = (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
      const lineBreak = char === '\n' || char === '\r';
      expect(isPrintable(`a${char}b`), `U+${code.toString(16)}`).toBe(!control && !bidi);
      expect(isPrintable(`a${char}b`, true), `U+${code.toString(16)} in lines`).toBe(
        (!control || lineBreak) && !bidi,
      );
    }
    // Beyond the basic plane (an emoji, a rare letter): printed as typed. The pattern has no flags (the document
    // shows it as it is).
    expect(isPrintable('Asha 😀 𑀅')).toBe(true);
    expect(PRINTABLE_LINE.flags).toBe('');
  });
});
