import { describe, expect, it } from 'vitest';
import { chooseEncoding, inlineHashes, withOwnHashes } from './static-files';

describe('precompressed static files', () => {
  it('send brotli where it is taken, else gzip, else the file as it is', () => {
    const offered = ['br', 'gzip'];
    expect(chooseEncoding('gzip, deflate, br, zstd', offered)).toBe('br');
    expect(chooseEncoding('gzip, deflate', offered)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5', offered)).toBe('gzip');
    expect(chooseEncoding('*', offered)).toBe('br');
    expect(chooseEncoding('*;q=0, identity', offered)).toBeUndefined();
    expect(chooseEncoding(undefined, offered)).toBeUndefined();
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });

  it("hash a page's own inline scripts and styles, never its JSON data or its script files", () => {
    const html =
      '<script type="application/json" id="hotel-rules">{"a":1}</script><script type="module" src="/_astro/a.js"></script>' +
      '<script>(()=>{})()</script><style>a{color:red}</style><script>(()=>{})()</script>';
    const own = inlineHashes(html);
    expect(own.scripts).toHaveLength(1);
    // The hash of a{color:red}, as openssl dgst -sha256 -binary | base64 prints it.
    expect(own.styles).toEqual(["'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='"]);
  });

  it("keep a policy's other sources and put only the page's hashes in script-src and style-src", () => {
    const policy =
      "default-src 'self'; script-src 'self' 'sha256-AAA=' 'sha256-BBB='; style-src 'self' 'sha256-CCC='; frame-ancestors 'none'";
    expect(withOwnHashes(policy, { scripts: ["'sha256-BBB='"], styles: [] })).toBe(
      "default-src 'self'; script-src 'self' 'sha256-BBB='; style-src 'self'; frame-ancestors 'none'",
    );
  });
});
