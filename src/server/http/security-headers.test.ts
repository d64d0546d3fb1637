import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applySecurityHeaders,
  PICTURE_POLICY,
  pageKey,
  RESOURCE_POLICY,
  securityHeaders,
  servedOverHttps,
  type TransportSettings,
} from './security-headers';

const plain: TransportSettings = { siteUrl: 'http://localhost:4321', trustProxy: false };

describe('https', () => {
  it('is an https public origin, or a trusted proxy saying so', () => {
    expect(servedOverHttps(plain, {})).toBe(false);
    expect(servedOverHttps({ ...plain, siteUrl: 'https://palace.example' }, {})).toBe(true);
    expect(servedOverHttps(plain, { forwardedProto: 'https' })).toBe(false);
    expect(servedOverHttps({ ...plain, trustProxy: true }, { forwardedProto: 'https' })).toBe(true);
    expect(servedOverHttps({ ...plain, trustProxy: true }, { forwardedProto: 'http' })).toBe(false);
  });

  it('adds HSTS only then', () => {
    expect(securityHeaders(false)['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders(true)['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });
});

describe('prebuilt page paths', () => {
  it('ignore the query, a trailing slash and index.html', () => {
    expect(pageKey('/')).toBe('/');
    expect(pageKey('/index.html')).toBe('/');
    expect(pageKey('/about/?utm=x')).toBe('/about');
    expect(pageKey('/blogs/index.html')).toBe('/blogs');
    expect(pageKey('/404.html')).toBe('/404');
  });
});

describe('the Node server wrapper', () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  /** Serves `handler` behind the wrapper, as scripts/start.mjs does, and returns a fetch for its paths. */
  async function serve(handler: RequestListener, settings = plain, pages = new Map<string, string>()) {
    const secure = applySecurityHeaders(settings, pages);
    const server = createServer((req, res) => {
      secure(req, res);
      handler(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    close = () => server.close();
    const { port } = server.address() as AddressInfo;
    return (path: string, headers?: Record<string, string>) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers });
  }

  const pages = new Map([
    ['/', 'policy of the home page'],
    ['/blogs', 'policy of the journal'],
    ['/404', 'policy of the 404 page'],
  ]);

  it('puts the header set on a file, with the policy that lets nothing run', async () => {
    const get = await serve((_req, res) => {
      res.setHeader('content-type', 'text/javascript');
      res.end('1');
    });
    const res = await get('/sandbox-checkout.js');
    expect(res.headers.get('content-security-policy')).toBe(RESOURCE_POLICY);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('lets the browser show a picture opened on its own, and nothing more; an SVG gets the file policy', async () => {
    const get = await serve((req, res) => {
      if (req.url?.endsWith('.svg')) res.setHeader('content-type', 'image/svg+xml');
      else if (req.url?.startsWith('/_image')) res.setHeader('content-type', 'image/webp');
      else if (!req.url?.includes('revalidated')) res.setHeader('content-type', 'image/jpeg');
      if (req.url?.includes('revalidated')) res.statusCode = 304;
      res.end();
    });
    expect((await get('/_astro/hero.Ab12_800.jpg')).headers.get('content-security-policy')).toBe(
      PICTURE_POLICY,
    );
    expect((await get('/_image?href=x&w=640')).headers.get('content-security-policy')).toBe(PICTURE_POLICY);
    expect((await get('/revalidated.webp')).headers.get('content-security-policy')).toBe(PICTURE_POLICY);
    expect((await get('/favicon.svg')).headers.get('content-security-policy')).toBe(RESOURCE_POLICY);
    expect(PICTURE_POLICY).toContain("default-src 'none'");
    expect(PICTURE_POLICY).not.toMatch(/script-src|'unsafe-eval'/);
  });

  it("gives a prebuilt page its own policy, whatever another page's the adapter picked", async () => {
    const get = await serve(
      (_req, res) => {
        res.setHeader('content-type', 'text/html');
        res.setHeader('content-security-policy', 'policy of the journal');
        res.end('<h1>Home</h1>');
      },
      plain,
      pages,
    );
    expect((await get('/')).headers.get('content-security-policy')).toBe('policy of the home page');
    expect((await get('/blogs/')).headers.get('content-security-policy')).toBe('policy of the journal');
  });

  it("gives a 304 for a prebuilt page that page's policy too (the browser keeps the 304's headers)", async () => {
    const get = await serve(
      (_req, res) => {
        res.setHeader('content-security-policy', 'policy of the journal');
        res.statusCode = 304;
        res.end();
      },
      plain,
      pages,
    );
    const res = await get('/', { 'if-none-match': '"etag"' });
    expect(res.status).toBe(304);
    expect(res.headers.get('content-security-policy')).toBe('policy of the home page');
  });

  it('keeps the policy a page rendered on request brings, even when handed to writeHead', async () => {
    const get = await serve(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': 'its own policy' });
        res.end('<h1>Rooms</h1>');
      },
      plain,
      pages,
    );
    const res = await get('/room-booking?checkIn=2027-01-01');
    expect(res.headers.get('content-security-policy')).toBe('its own policy');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it("gives an HTML answer with no policy of its own (a stray path's 404 page) the 404 page's", async () => {
    const get = await serve(
      (_req, res) => {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<h1>Lost</h1>');
      },
      plain,
      pages,
    );
    expect((await get('/no-such-page')).headers.get('content-security-policy')).toBe(
      'policy of the 404 page',
    );
  });

  it('sends HSTS over https: an https SITE_URL, or a trusted proxy', async () => {
    const ok = (_req: unknown, res: { end: (body: string) => void }) => res.end('ok');
    const https = await serve(ok, { siteUrl: 'https://palace.example', trustProxy: false });
    expect((await https('/')).headers.get('strict-transport-security')).toMatch(/max-age=/);
    close?.();
    const proxied = await serve(ok, { ...plain, trustProxy: true });
    expect(
      (await proxied('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
    ).toMatch(/max-age=/);
    expect((await proxied('/')).headers.get('strict-transport-security')).toBeNull();
    close?.();
    const untrusted = await serve(ok);
    expect(
      (await untrusted('/', { 'x-forwarded-proto': 'https' })).headers.get('strict-transport-security'),
    ).toBeNull();
  });
});
