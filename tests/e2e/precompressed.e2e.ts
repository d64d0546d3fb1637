import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { inlineHashes } from '../../src/server/http/static-files';
import { expect, test } from './fixtures';

// Issue 42: prebuilt pages and assets go out as the build compressed them (decision 121): the bytes on the wire
// are the build's .br or .gz file, with Content-Encoding, Vary and Content-Length; hashed assets are immutable for
// a year; a page's policy names its own inline code only.
const client = join(process.cwd(), 'dist', 'client');

/** A GET with the raw bytes of the answer, as they left the server (Playwright's client would decompress them). */
function rawGet(baseURL: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    const req = httpRequest(new URL(path, baseURL), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

test('a prebuilt page is sent from its brotli or gzip copy, or as it is, by what the browser accepts', async ({
  baseURL,
}) => {
  const file = join(client, 'about', 'index.html');
  for (const [accept, encoding, copy] of [
    ['gzip, deflate, br, zstd', 'br', `${file}.br`],
    ['gzip, deflate', 'gzip', `${file}.gz`],
    ['br;q=0, gzip', 'gzip', `${file}.gz`],
    ['identity', undefined, file],
  ] as const) {
    const answer = await rawGet(baseURL!, '/about', { 'accept-encoding': accept });
    const bytes = readFileSync(copy);
    expect(answer.status, accept).toBe(200);
    expect(answer.headers['content-encoding'], accept).toBe(encoding);
    expect(answer.headers.vary, accept).toBe('Accept-Encoding');
    expect(answer.headers['content-length'], accept).toBe(String(bytes.length));
    expect(answer.headers['content-type'], accept).toBe('text/html; charset=utf-8');
    expect(answer.body.equals(bytes), `${accept}: the body is the build's own file`).toBe(true);
  }
  // The copies are the page: brotli is the smallest.
  expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length);
});

test('a page asked again with its ETag is a 304, and each copy has its own ETag', async ({ baseURL }) => {
  const br = await rawGet(baseURL!, '/', { 'accept-encoding': 'br' });
  const gzip = await rawGet(baseURL!, '/', { 'accept-encoding': 'gzip' });
  expect(br.headers.etag).toMatch(/^"[\w-]+-br"$/);
  expect(gzip.headers.etag).not.toBe(br.headers.etag);
  expect(br.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  const again = await rawGet(baseURL!, '/', {
    'accept-encoding': 'br',
    'if-none-match': String(br.headers.etag),
  });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
});

test('hashed assets are immutable for a year and precompressed too', async ({ baseURL }) => {
  const html = readFileSync(join(client, 'index.html'), 'utf8');
  // The site script, which the page's island element fetches once the page has painted (decision 124).
  const script = /<astro-island\b[^>]*component-url="(\/_astro\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const answer = await rawGet(baseURL!, script!, { 'accept-encoding': 'br' });
  expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers['content-encoding']).toBe('br');
  expect(answer.body.equals(readFileSync(join(client, `${script}.br`)))).toBe(true);
});

test("each page's policy names its own inline scripts and styles, and no other page's", async ({
  request,
}) => {
  for (const [path, file] of [
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/user-profile', 'user-profile/index.html'],
    ['/staff/today', 'staff/today/index.html'],
  ] as const) {
    const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
    const own = inlineHashes(readFileSync(join(client, file), 'utf8'));
    const listed = (name: string) =>
      (new RegExp(`${name} ([^;]*)`).exec(policy)?.[1] ?? '')
        .split(' ')
        .filter((s) => s.startsWith("'sha256-"));
    expect(listed('script-src').sort(), `${path} script-src`).toEqual([...own.scripts].sort());
    expect(listed('style-src').sort(), `${path} style-src`).toEqual([...own.styles].sort());
    expect(policy.length, `${path} policy length`).toBeLessThan(1024);
  }
  // Pages rendered on request too: the policy sent with the page names what that very page carries.
  for (const path of ['/login', '/room-booking', '/booking-details']) {
    const response = await request.get(path);
    const policy = response.headers()['content-security-policy'] ?? '';
    const own = inlineHashes(await response.text());
    const listed = (name: string) =>
      (new RegExp(`${name} ([^;]*)`).exec(policy)?.[1] ?? '')
        .split(' ')
        .filter((s) => s.startsWith("'sha256-"));
    expect(own.scripts.length, `${path} has inline scripts`).toBeGreaterThan(0);
    expect(listed('script-src').sort(), `${path} script-src`).toEqual([...own.scripts].sort());
    expect(listed('style-src').sort(), `${path} style-src`).toEqual([...own.styles].sort());
  }
});
