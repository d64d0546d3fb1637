import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Weighs the JavaScript a page runs from the build the web server was started from (dist/client): its inline
// scripts and each module it references, followed through their static imports; and, apart, what the page
// may fetch later through a dynamic `import()` (a tab, a form loaded when asked).
const client = join(process.cwd(), 'dist', 'client');

/** Gzip bytes of a file, at the level the build's precompressed copies use. */
const weighed = new Map<string, number>();
function gzipBytes(file: string): number {
  let bytes = weighed.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(join(client, file)), { level: 9 }).length;
    weighed.set(file, bytes);
  }
  return bytes;
}

const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["']([^"'`]+\.js)["']/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g;

const resolve = (from: string, spec: string) => (spec.startsWith('/') ? spec : join('/', from, '..', spec));

/** Every module `entry` needs before it runs (itself and its static imports), and the dynamic imports among them. */
function moduleGraph(entry: string, seen: Set<string>, lazy: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(join(client, entry), 'utf8');
  for (const match of code.matchAll(STATIC_IMPORT)) moduleGraph(resolve(entry, match[1] ?? ''), seen, lazy);
  for (const match of code.matchAll(DYNAMIC_IMPORT)) lazy.add(resolve(entry, match[1] ?? ''));
}

const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipBytes(file), 0);

/**
 * The most one dynamic import (followed through the dynamic imports it makes in turn) adds to what is loaded
 * already: what a guest's first choice on the page (a tab, "Change dates") fetches on top of the load.
 */
function heaviestLazy(
  loaded: Set<string>,
  candidates: Set<string>,
  depth = 0,
): { bytes: number; file?: string } {
  let best: { bytes: number; file?: string } = { bytes: 0 };
  if (depth > 4) return best;
  for (const file of candidates) {
    if (loaded.has(file)) continue;
    const seen = new Set(loaded);
    const lazy = new Set<string>();
    moduleGraph(file, seen, lazy);
    const own = sum([...seen].filter((f) => !loaded.has(f)));
    const further = heaviestLazy(seen, lazy, depth + 1);
    if (own + further.bytes > best.bytes) best = { bytes: own + further.bytes, file };
  }
  return best;
}

/** What a page's HTML makes the browser run: gzip bytes at load, the files, Astro's own inline bytes, and the heaviest lazy part. */
export interface PageJavaScript {
  /** Gzip bytes of every script the page runs at load: inline scripts, module scripts and islands with their imports. */
  bytes: number;
  /** Of those, Astro's own inline scripts (the island element and its hydration directives). */
  astroBytes: number;
  /** The module files loaded at load. */
  files: string[];
  /** Whether the page hydrates a React island (React's client among its files). */
  react: boolean;
  /** The largest addition one dynamic import makes (with the dynamic imports it makes), and its module. */
  lazyBytes: number;
  lazyFile?: string;
}

/** Astro's own inline scripts: the `astro-island` element and the `Astro.load`/`Astro.idle`… directive loaders. */
const isAstroOwn = (body: string) =>
  /\bcustomElements\.define\(\s*["']astro-island["']|self\.Astro\|\|/.test(body);

/** Gzip bytes of the JavaScript a page's HTML runs, and the files it came from. */
export function javaScriptOf(html: string): PageJavaScript {
  const files = new Set<string>();
  const lazy = new Set<string>();
  let inline = 0;
  let astroBytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    const src = /src="([^"]+)"/.exec(attributes)?.[1];
    if (src) moduleGraph(src, files, lazy);
    else if (body.trim()) {
      const bytes = gzipSync(body, { level: 9 }).length;
      inline += bytes;
      if (isAstroOwn(body)) astroBytes += bytes;
      for (const spec of body.matchAll(STATIC_IMPORT)) moduleGraph(spec[1] ?? '', files, lazy);
    }
  }
  // Astro's islands name their component and renderer modules in attributes, loaded on hydration.
  for (const match of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) {
    moduleGraph(match[1] ?? '', files, lazy);
  }
  const later = heaviestLazy(files, lazy);
  return {
    bytes: inline + sum(files),
    astroBytes,
    files: [...files],
    react: [...files].some((f) => /\/client\.[\w-]+\.js$/.test(f)),
    lazyBytes: later.bytes,
    lazyFile: later.file,
  };
}
