// `npm run audit`: builds the site, serves it on its own port with a throw-away database, and runs
// Lighthouse (mobile, simulated throttling) with the system Chromium on every marketing page and every page a
// guest books through, printing the four scores, LCP, CLS, total blocking time and the JavaScript each page
// transfers. `npm run audit -- --no-build` reuses dist/ (built for the same SITE_URL); `-- --only=/room-booking`
// (comma-separated) scores some pages only; `-- --runs=5` scores each page five times and reports the median run
// (Lighthouse's own advice for its run-to-run variance, computeMedianRun) with the range of performance scores;
// AUDIT_REPORT_DIR=dir keeps each page's full Lighthouse report (the median run) there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';
import { warmImages } from '../src/server/http/image-cache.ts';
import { bookingPages, guestPages, signedInGuestPages, signedInPages, staffPages } from './booking-pages.mjs';
import { startBuiltServer } from './built-server.ts';
import { marketingPages } from './marketing-pages.mjs';

const port = Number(process.env.AUDIT_PORT ?? 4414);
const origin = `http://localhost:${port}`;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const pages = [...marketingPages, ...bookingPages, ...guestPages, ...staffPages].filter(
  (p) => !only || only.includes(p),
);
const runs = Math.max(
  1,
  Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 1),
);
if (!existsSync(chromePath)) {
  console.error(
    `No Chromium at ${chromePath}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const lighthouseVersion = JSON.parse(
  readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
).version;
const targets = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Issue 42: every guest page's largest contentful paint, median of the runs, in Lighthouse's simulated phone. */
const LCP_TARGET_MS = 1200;

// Lighthouse multiplies the main thread's time by four to stand for a phone: anything else busy on this machine
// (another browser, a test run) shows up as a lower score. Say so before scoring.
const otherChromium = spawnSync('pgrep', ['-c', '-f', 'chromium.*--type=renderer'], { encoding: 'utf8' });
if (Number(otherChromium.stdout) > 0)
  console.warn(
    `Warning: ${Number(otherChromium.stdout)} Chromium renderers are already running; their work will lower the scores.`,
  );

/** The load average once the site is built and served, just before scoring. */
let loadAtStart = 0;

const env = { ...process.env, SITE_URL: origin, PORT: String(port), HOST: 'localhost', LOG_LEVEL: 'warn' };
if (!process.argv.includes('--no-build')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {import('./built-server.ts').BuiltServer | undefined} */
let server;

const chrome = await (async () => {
  server = await startBuiltServer(origin, env, 'audit');
  // What the server warms in the background at start (the pictures its pages rendered on request resize),
  // finished before scoring, as a server that has been up for a minute or a CDN in front of it would be.
  await warmImages(origin);
  loadAtStart = loadavg()[0];
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'] });
})().catch(async (error) => {
  await server?.stop();
  throw error;
});

/** POSTs JSON to the API (as `token`'s guest when given) and answers its JSON, failing on a refusal. */
async function call(path, body, token) {
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST /api${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Signs `phone` in through the API (a new guest signs up first), the code read from the demo SMS outbox. */
async function signInThroughApi(phone, name) {
  await call(name ? '/auth/signup' : '/auth/send-otp', name ? { name, phone } : { phone });
  const { messages } = await (await fetch(`${origin}/api/dev/sms-outbox`)).json();
  const otp = messages.find((m) => m.to === phone && m.otp)?.otp;
  return call('/auth/verify-otp', { phone, otp });
}

/** Keeps a login in the audit's browser, as the code page would, and empties its HTTP cache. */
async function keepLogin({ token, user }) {
  await inTab(async (tab) => {
    await tab.goto(`${origin}/`);
    await tab.evaluate(
      (t, u) => {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
      },
      token,
      JSON.stringify(user),
    );
  });
  await clearHttpCache();
}

/**
 * Signs a guest up through the API, and for a page that shows a booking books what it shows for next month (a
 * table for two at the first open time for /menu-booking-details, else a room), leaving the guest's login in the
 * browser as the sign-in page would: the page is scored showing that guest's account or booking, not a prompt.
 * Answers the booking's id, if one was made.
 * @param {string} path the page
 */
async function signedInGuest(path) {
  const phone = `+919${String(Date.now()).slice(-9)}`;
  const { token, user } = await signInThroughApi(phone, 'Audit Guest');
  const day = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  let booking;
  if (path === '/menu-booking-details') {
    const date = day(30);
    const { slots } = await (await fetch(`${origin}/api/dining/slots?date=${date}&partySize=2`)).json();
    const time = slots.find((slot) => slot.open)?.time;
    if (!time) throw new Error(`No open table for two on ${date}`);
    const table = { date, time, partySize: 2, name: 'Audit Guest', phone: phone.slice(3), userId: user.id };
    ({ booking } = await call('/bookings/create', table, token));
  } else if (path === '/booking-details' || path === '/booking-confirmation') {
    const stay = { check_in_date: day(30), check_out_date: day(32) };
    const { rooms } = await call('/bookings/availability', { ...stay, room_type: 'deluxe' });
    ({ booking } = await call('/bookings/create', { ...stay, room_id: rooms[0].id, num_guests: 2 }, token));
  }
  await keepLogin({ token, user });
  return booking?.id;
}

/** Asks for a code through /login as a guest's browser would, and answers the cookie the server set for it. */
async function pendingSignInCookie() {
  const phone = `9${String(Date.now()).slice(-9)}`;
  const res = await fetch(`${origin}/login`, {
    method: 'POST',
    body: new URLSearchParams({ phone }),
    redirect: 'manual',
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('palace_sign_in='));
  if (!cookie) throw new Error(`POST /login answered ${res.status} without the sign-in cookie`);
  return cookie.split(';')[0];
}

let staffLogin;
/**
 * Signs in the demo's events-desk admin (decision 061), whom the staff console admits: once, and the same login kept
 * for every staff screen (a number may ask for a code only every 30 seconds, and a quiet machine scores faster).
 */
async function signedInStaff() {
  staffLogin ??= await signInThroughApi('+919000000001');
  await keepLogin(staffLogin);
}

/**
 * Lighthouse leaves localStorage alone between runs, so the login made for a signed-in page would follow into the
 * pages scored after it: remove it, so they are scored as a first-time visitor sees them.
 */
async function signOut() {
  await inTab(async (tab) => {
    await tab.goto(`${origin}/`);
    await tab.evaluate(() => localStorage.clear());
  });
}

/** Lighthouse keeps the HTTP cache along with the stored login: empty it, so the page is scored cold. */
async function clearHttpCache() {
  await inTab(async (tab) => {
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
  });
}

/** Runs `use` in a tab of its own in the audit's Chromium (the one Lighthouse drives), then closes the tab. */
async function inTab(use) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const tab = await browser.newPage();
    await use(tab);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

const rows = [];
/** Lighthouse's measure of this machine's speed at each run (higher is faster; it varies with other load). */
const benchmarkIndexes = [];
try {
  for (const path of pages) {
    // The checkout pages are scored signed in, on a real booking, the account signed in, the console as its
    // admin (Lighthouse keeps the stored login).
    const staff = staffPages.includes(path);
    const guest = signedInPages.includes(path) || signedInGuestPages.includes(path);
    const signedIn = staff || guest;
    let address = path;
    // The code page shows the number of the sign-in in progress (its cookie, decision 120): scored as the guest
    // who has just asked for a code sees it.
    const extraHeaders = path === '/otp-verification' ? { Cookie: await pendingSignInCookie() } : undefined;
    if (staff) await signedInStaff();
    else if (guest) {
      const id = await signedInGuest(path);
      if (id) address = `${path}?id=${id}`;
    }
    const lhrs = [];
    for (let run = 0; run < runs; run++) {
      if (signedIn && run > 0) await clearHttpCache();
      const result = await lighthouse(
        `${origin}${address}`,
        { port: chrome.port, logLevel: 'error', output: 'json', disableStorageReset: signedIn, extraHeaders },
        staff ? desktopConfig : undefined,
      );
      if (!result?.lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
      lhrs.push(result.lhr);
      benchmarkIndexes.push(result.lhr.environment.benchmarkIndex);
    }
    if (signedIn) await signOut();
    const lhr = computeMedianRun(lhrs);
    const performances = lhrs.map((l) => Math.round((l.categories.performance?.score ?? 0) * 100));
    if (process.env.AUDIT_REPORT_DIR) {
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '_');
      mkdirSync(process.env.AUDIT_REPORT_DIR, { recursive: true });
      writeFileSync(join(process.env.AUDIT_REPORT_DIR, `${name}.json`), JSON.stringify(lhr));
    }
    // A page that asks not to be indexed (sign-in and account pages) is scored without SEO.
    const noindex = lhr.audits['is-crawlable']?.score === 0;
    const score = (id) =>
      id === 'seo' && noindex ? '–' : Math.round((lhr.categories[id]?.score ?? 0) * 100);
    // LCP as the issue reads it: the median of the runs' own LCPs (the median run is chosen by FCP and TTI).
    const lcps = lhrs
      .map((l) => l.audits['largest-contentful-paint']?.numericValue ?? 0)
      .sort((a, b) => a - b);
    const lcpMs = lcps[Math.floor((lcps.length - 1) / 2)] ?? 0;
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const jsBytes = requests
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    rows.push({
      page: staff ? `${path} (desktop)` : path,
      staff,
      lcpMs,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: `${(lcpMs / 1000).toFixed(2)} s`,
      cls: (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
      tbt: `${Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0)} ms`,
      js: `${(jsBytes / 1024).toFixed(1)} KB`,
      ...(runs > 1 ? { runs: `${Math.min(...performances)}–${Math.max(...performances)}` } : {}),
    });
  }
} finally {
  chrome.kill();
  await server?.stop();
}

const columns = ['page', 'performance', 'accessibility', 'best-practices', 'seo', 'lcp', 'cls', 'tbt', 'js'];
if (runs > 1) columns.push('runs');
const width = (c) => Math.max(c.length, ...rows.map((r) => String(r[c]).length));
const line = (cells) => `| ${cells.join(' | ')} |`;
console.log(
  `\nLighthouse ${lighthouseVersion} mobile (staff pages desktop), simulated throttling, ${origin}${runs > 1 ? `: median of ${runs} runs (lcp: the median of the runs; "runs" the range of performance scores)` : ''}`,
);
console.log(
  `Machine: benchmark index ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}, load average ${loadAtStart.toFixed(2)} when scoring began\n`,
);
console.log(line(columns.map((c) => c.padEnd(width(c)))));
console.log(line(columns.map((c) => '-'.repeat(width(c)))));
for (const row of rows) console.log(line(columns.map((c) => String(row[c]).padEnd(width(c)))));

const misses = rows.flatMap((row) => [
  ...Object.entries(targets)
    .filter(([id, target]) => typeof row[id] === 'number' && row[id] < target)
    .map(([id, target]) => `${row.page}: ${id} ${row[id]} < ${target}`),
  ...(Number(row.cls) > 0 ? [`${row.page}: CLS ${row.cls} > 0`] : []),
  ...(!row.staff && row.lcpMs > LCP_TARGET_MS
    ? [`${row.page}: LCP ${row.lcp} > ${LCP_TARGET_MS / 1000} s`]
    : []),
]);
if (misses.length) {
  console.log(`\nBelow target:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else
  console.log(
    `\nEvery page meets the targets (performance 98+, the rest 100, CLS 0, a guest page's LCP at most 1.2 s).`,
  );
