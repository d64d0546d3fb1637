import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importedChunks, withModulePreloads } from './module-preloads.mjs';

const root = mkdtempSync(join(tmpdir(), 'palace-preloads-'));
mkdirSync(join(root, '_astro'));
const chunk = (name: string, code: string) => writeFileSync(join(root, '_astro', name), code);
chunk('site.js', 'import{a as e}from"./stores.js";import"./money.js";e();import("./lazy.js");');
chunk('stores.js', 'import{n}from"./nanostores.js";export const a=()=>n;');
chunk('nanostores.js', 'export const n=1;');
chunk('money.js', 'export{n}from"./nanostores.js";');
chunk('lazy.js', 'import"./never.js";');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('modulepreload links for the prebuilt pages', () => {
  it('follows static imports (and re-exports) through every level, but not dynamic import()', async () => {
    expect([...(await importedChunks(root, '/_astro/site.js'))].sort()).toEqual([
      '/_astro/money.js',
      '/_astro/nanostores.js',
      '/_astro/stores.js',
    ]);
  });

  it("adds one link per chunk to the page's head, and none twice", async () => {
    const page =
      '<html><head><link rel="modulepreload" href="/_astro/money.js"></head><body>' +
      '<script type="module" src="/_astro/site.js"></script></body></html>';
    const html = await withModulePreloads(page, root);
    const links = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]);
    expect(links.sort()).toEqual(['/_astro/money.js', '/_astro/nanostores.js', '/_astro/stores.js']);
    expect(html.indexOf('/_astro/stores.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves a page without module scripts alone', async () => {
    const page = '<html><head></head><body><p>Hello</p></body></html>';
    expect(await withModulePreloads(page, root)).toBe(page);
  });
});
