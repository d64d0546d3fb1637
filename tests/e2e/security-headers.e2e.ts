import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { APIResponse, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { islandsReady } from './islands';

// Every page of the built site (its sitemap and every route file in src/pages), a stray path that gets the
// 404 page, several API routes and static files: each answer carries the one security header set, and no page
// breaks its own policy in the browser.
const sitemapPages = [
  ...readFileSync(join(process.cwd(), 'dist', 'client', 'sitemap-0.xml'), 'utf8').matchAll(
    /<loc>([^<]+)<\/loc>/g,
  ),
].map((match) => new URL(match[1] ?? '/').pathname.replace(/(.)\/$/, '$1'));
const routeFiles = readdirSync(join(process.cwd(), 'src', 'pages'))
  .filter((file) => file.endsWith('.astro') && file !== '404.astro')
  .map((file) => (file === 'index.astro' ? '/' : `/${file.replace(/\.astro$/, '')}`));
const pages = [...new Set([...sitemapPages, ...routeFiles])].sort();

type Headers = Record<string, string>;

/** The directives of a policy by name. */
function directives(policy: string): Map<string, string[]> {
  const parsed = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(parsed.map(([name = '', ...sources]) => [name, sources]));
}

/** Checks the header set every response carries, whatever it is. */
function expectHeaderSet(headers: Headers, what: string) {
  const policy = headers['content-security-policy'];
  expect(policy, `${what}: Content-Security-Policy`).toBeTruthy();
  const parsed = directives(policy ?? '');
  expect(parsed.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'none'"]);
  const scripts = parsed.get('script-src') ?? parsed.get('default-src');
  expect(scripts, `${what}: script-src or default-src`).toBeDefined();
  expect(scripts, `${what}: inline scripts`).not.toContain("'unsafe-inline'");
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  // Served over plain http (SITE_URL is http://localhost, no trusted proxy): no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** A page's policy: its own scripts and styles only, by hash, and no plugins or foreign base URL. */
function expectPagePolicy(headers: Headers, what: string) {
  const parsed = directives(headers['content-security-policy'] ?? '');
  expect(parsed.get('script-src'), `${what}: script-src`).toContain("'self'");
  expect(parsed.get('object-src'), what).toEqual(["'none'"]);
  expect(parsed.get('base-uri'), what).toEqual(["'self'"]);
  expect(headers['content-security-policy'], what).not.toMatch(/razorpay/);
}

/** Records the page's CSP violations as the browser reports them. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

for (const path of pages) {
  test(`${path} sends the security headers, keeps to its policy and hydrates`, async ({ page }) => {
    await watchViolations(page);
    const response = (await page.goto(path, { waitUntil: 'networkidle' })) as Response;
    expect(response.status()).toBe(200);
    const headers = await response.allHeaders();
    expectHeaderSet(headers, path);
    expectPagePolicy(headers, path);
    await islandsReady(page);
    expect(await violations(page)).toEqual([]);
    // A reload revalidates the page (304); the headers of that answer replace the cached ones.
    await page.reload({ waitUntil: 'networkidle' });
    await islandsReady(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('the 404 page of a stray path keeps to its policy too', async ({ page, consoleErrors }) => {
  await watchViolations(page);
  const response = (await page.goto('/no-such-page', { waitUntil: 'networkidle' })) as Response;
  expect(response.status()).toBe(404);
  expectHeaderSet(await response.allHeaders(), '/no-such-page');
  expectPagePolicy(await response.allHeaders(), '/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This corridor leads nowhere');
  expect(await violations(page)).toEqual([]);
  // The browser logs the page's own 404 status; that one is expected.
  expect(consoleErrors.splice(0).filter((e) => !e.includes('status of 404'))).toEqual([]);
});

test('API answers and static files carry the same header set', async ({ page, request }) => {
  await page.goto('/');
  const script = await page.locator('astro-island[component-url]').first().getAttribute('component-url');
  const answers: [string, Promise<APIResponse>][] = [
    ['GET /api/health', request.get('/api/health')],
    ['GET /api/openapi.json', request.get('/api/openapi.json')],
    ['GET /api/no-such-route', request.get('/api/no-such-route')],
    ['GET /api/dev/sms-outbox', request.get('/api/dev/sms-outbox')],
    ['POST /api/auth/send-otp (bad input)', request.post('/api/auth/send-otp', { data: { phone: 'x' } })],
    ['POST /api/payments/webhook (unsigned)', request.post('/api/payments/webhook', { data: {} })],
    ['GET /api/bookings (no token)', request.get('/api/bookings')],
    ['GET /favicon.svg', request.get('/favicon.svg')],
    ['GET /sandbox-checkout.js', request.get('/sandbox-checkout.js')],
    ['GET /robots.txt', request.get('/robots.txt')],
    ['GET /sitemap-index.xml', request.get('/sitemap-index.xml')],
    ['GET /rss.xml', request.get('/rss.xml')],
    [`GET ${script}`, request.get(script ?? '/')],
  ];
  for (const [what, answer] of answers) {
    const response = await answer;
    expect(response.status(), what).toBeLessThan(500);
    expectHeaderSet(response.headers(), what);
  }
});

test('another site cannot frame a page', async ({ page, consoleErrors, baseURL }) => {
  // Another origin on this machine serves a page that frames the payment page.
  const framer = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(
      `<!doctype html><title>Framer</title><iframe title="framed" src="${baseURL}/booking-details"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    await expect
      .poll(() => consoleErrors.some((e) => /frame-ancestors|refused to (display|frame)/i.test(e)))
      .toBe(true);
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toHaveCount(0);
    consoleErrors.splice(0);
  } finally {
    framer.close();
  }
});
