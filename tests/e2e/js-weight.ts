import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Weighs the JavaScript a page runs from the build the web server was started from (dist/client): its inline
// scripts and each module it references, followed through their static imports.
const client = join(process.cwd(), 'dist', 'client');

function moduleGraph(entry: string, seen: Set<string>): void {
  if (seen.has(entry)) return;
  seen.add(entry);
  const code = readFileSync(join(client, entry), 'utf8');
  for (const match of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g)) {
    const spec = match[1] ?? '';
    const resolved = spec.startsWith('/') ? spec : join(entry, '..', spec);
    moduleGraph(resolved, seen);
  }
}

/** Gzip bytes of the JavaScript a page's HTML runs, and the files it came from. */
export function javaScriptOf(html: string): { bytes: number; files: string[] } {
  const files = new Set<string>();
  let bytes = 0;
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const [, attributes = '', body = ''] = match;
    if (/type="application\/ld\+json"/.test(attributes)) continue;
    const src = /src="([^"]+)"/.exec(attributes)?.[1];
    if (src) moduleGraph(src, files);
    else if (body.trim()) {
      bytes += gzipSync(body).length;
      for (const spec of body.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g))
        moduleGraph(spec[1] ?? '', files);
    }
  }
  // Astro's islands name their component and renderer modules in attributes, loaded on hydration.
  for (const match of html.matchAll(/\b(?:component-url|renderer-url)="([^"]+)"/g)) {
    moduleGraph(match[1] ?? '', files);
  }
  for (const file of files) bytes += gzipSync(readFileSync(join(client, file))).length;
  return { bytes, files: [...files] };
}
