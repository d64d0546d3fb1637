// Prebuilt pages and assets served from their precompressed copies (decision 121). The build writes a brotli and a
// gzip copy of every compressible file in dist/client and gives each prebuilt page a policy naming only its own
// inline code; scripts/start.mjs serves the copy the browser accepts, so no static file is compressed per request.
// Node built-ins and erasable TypeScript only: astro.config.mjs and scripts/start.mjs import this file as it is.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The types worth compressing, by extension (pictures and fonts are compressed already). */
const COMPRESSIBLE: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** A file's encodings in the order the server prefers them. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Hashed build assets never change under their name: a year, immutable. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** A page (or an unhashed file) may change with the next deploy: kept, but asked about again each time. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every compressible file under
 * `clientDir`, where the copy is smaller. Answers how many files were compressed and their bytes before and after.
 */
export function precompressBuild(clientDir: string): { files: number; bytes: number; brotli: number } {
  let files = 0;
  let bytes = 0;
  let brotli = 0;
  for (const file of filesUnder(clientDir)) {
    if (!(extname(file) in COMPRESSIBLE)) continue;
    const body = readFileSync(file);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = gzipSync(body, { level: 9 });
    if (br.length < body.length) writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
    files += 1;
    bytes += body.length;
    brotli += Math.min(br.length, body.length);
  }
  return { files, bytes, brotli };
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The hashes of a page's own inline scripts (JSON data blocks aside, which never run) and inline styles. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /type="application\/(?:ld\+)?json"/.test(attributes)) continue;
    scripts.add(sha256(body));
  }
  const styles = new Set<string>();
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) styles.add(sha256(body));
  return { scripts: [...scripts], styles: [...styles] };
}

/** A policy with its script-src and style-src hashes replaced by `own` (other sources, 'self' among them, kept). */
export function withOwnHashes(policy: string, own: { scripts: string[]; styles: string[] }): string {
  return policy
    .split(';')
    .map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      const kept = sources.filter((source) => !source.startsWith("'sha256-"));
      if (name === 'script-src') return [name, ...kept, ...own.scripts].join(' ');
      if (name === 'style-src') return [name, ...kept, ...own.styles].join(' ');
      return part.trim();
    })
    .filter(Boolean)
    .join('; ');
}

/** The prebuilt HTML file of a page path in `dist/_headers.json` (`/about` → about/index.html, `/404` → 404.html). */
function pageFile(clientDir: string, pathname: string): string | undefined {
  const candidates =
    pathname === '/' ? ['index.html'] : [`${pathname.slice(1)}/index.html`, `${pathname.slice(1)}.html`];
  return candidates.map((name) => join(clientDir, name)).find((file) => existsSync(file));
}

/**
 * Gives each prebuilt page in `dist/_headers.json` a policy naming only its own inline scripts and styles: Astro
 * writes every page's hashes into every policy (2.6 KB a page here). Answers the largest policy before and after.
 */
export function ownPagePolicies(distDir: string): { before: number; after: number } {
  const file = join(distDir, '_headers.json');
  if (!existsSync(file)) return { before: 0, after: 0 };
  const entries = JSON.parse(readFileSync(file, 'utf8')) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  let before = 0;
  let after = 0;
  for (const entry of entries) {
    const html = pageFile(join(distDir, 'client'), entry.pathname);
    if (!html) continue;
    const own = inlineHashes(readFileSync(html, 'utf8'));
    for (const header of entry.headers) {
      if (header.key.toLowerCase() !== 'content-security-policy') continue;
      before = Math.max(before, header.value.length);
      header.value = withOwnHashes(header.value, own);
      after = Math.max(after, header.value.length);
    }
  }
  writeFileSync(file, `${JSON.stringify(entries, null, 2)}\n`);
  return { before, after };
}

/** One servable file: its type, validator, cache rule and the copies on disk by encoding. */
interface StaticFile {
  path: string;
  type: string;
  etag: string;
  cacheControl: string;
  copies: Map<string, { file: string; size: number }>;
}

/** The encoding to send for an `Accept-Encoding`: brotli, else gzip, else none (q=0 refuses one). */
export function chooseEncoding(accept: string | undefined, offered: Iterable<string>): string | undefined {
  const accepted = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [coding = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(coding.trim(), q ? Number(q.slice(2)) : 1);
  }
  const star = accepted.get('*');
  for (const name of offered) {
    const q = accepted.get(name) ?? star ?? 0;
    if (q > 0) return name;
  }
  return undefined;
}

/**
 * The prebuilt site's compressible files by URL path, each served from the precompressed copy the browser
 * accepts with `Content-Encoding`, `Vary`, `Content-Length`, an ETag per copy and its cache rule; a page is found
 * at `/about`, `/about/` and `/about/index.html`. `serve` answers true when it sent the file.
 */
export function precompressedFiles(clientDir: string, assetsDir = '_astro') {
  const files = new Map<string, StaticFile>();
  if (existsSync(clientDir)) {
    for (const file of filesUnder(clientDir)) {
      const type = COMPRESSIBLE[extname(file)];
      if (!type) continue;
      const path = `/${relative(clientDir, file).split(sep).join('/')}`;
      const stat = statSync(file);
      const copies = new Map([['identity', { file, size: stat.size }]]);
      for (const { name, suffix } of ENCODINGS) {
        if (existsSync(file + suffix))
          copies.set(name, { file: file + suffix, size: statSync(file + suffix).size });
      }
      const entry: StaticFile = {
        path,
        type,
        etag: `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`,
        cacheControl: path.startsWith(`/${assetsDir}/`) ? IMMUTABLE : REVALIDATE,
        copies,
      };
      files.set(path, entry);
      if (path.endsWith('/index.html')) {
        const page = path.slice(0, -'/index.html'.length);
        files.set(page || '/', entry);
        if (page) files.set(`${page}/`, entry);
      }
    }
  }
  const bodies = new Map<string, Buffer>();
  const read = (file: string) => {
    let body = bodies.get(file);
    if (!body) {
      body = readFileSync(file);
      bodies.set(file, body);
    }
    return body;
  };
  return {
    /** How many URL paths it serves. */
    size: files.size,
    has: (path: string) => files.has(path),
    serve(req: IncomingMessage, res: ServerResponse): boolean {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      let path = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
      try {
        path = decodeURI(path);
      } catch {
        return false;
      }
      const entry = files.get(path);
      if (!entry) return false;
      const encodings = ENCODINGS.map((e) => e.name).filter((name) => entry.copies.has(name));
      const encoding = chooseEncoding(headerOf(req, 'accept-encoding'), encodings);
      const copy = entry.copies.get(encoding ?? 'identity')!;
      const etag = `"${entry.etag}${encoding ? `-${encoding}` : ''}"`;
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('Cache-Control', entry.cacheControl);
      res.setHeader('ETag', etag);
      if (
        headerOf(req, 'if-none-match')
          ?.split(',')
          .some((tag) => tag.trim().replace(/^W\//, '') === etag)
      ) {
        res.writeHead(304);
        res.end();
        return true;
      }
      res.setHeader('Content-Type', entry.type);
      res.setHeader('Content-Length', copy.size);
      if (encoding) res.setHeader('Content-Encoding', encoding);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : read(copy.file));
      return true;
    },
  };
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}
