import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bookingPages } from '../../scripts/booking-pages.mjs';
import { expect, test } from './fixtures';
import { javaScriptOf } from './js-weight';
import { MARKETING_JS_BUDGET_BYTES, marketingPages } from './marketing-pages';

// Reads the build the web server was started from (dist/client) and weighs every script a page loads.
const client = join(process.cwd(), 'dist', 'client');

function htmlFor(path: string): string {
  return readFileSync(join(client, path === '/' ? 'index.html' : `${path}/index.html`), 'utf8');
}

/** Gzip bytes of the JavaScript a page runs, and the files it came from. */
function pageJavaScript(path: string): { bytes: number; files: string[] } {
  return javaScriptOf(htmlFor(path));
}

test('every marketing page ships at most 8 KB of JavaScript (gzip) and no React', () => {
  const rows = marketingPages.map((path) => ({ path, ...pageJavaScript(path) }));
  console.log(
    `\nJavaScript per page (gzip), budget ${MARKETING_JS_BUDGET_BYTES} B:\n${rows
      .map((r) => `  ${r.path.padEnd(34)} ${String(r.bytes).padStart(6)} B  (${r.files.length} files)`)
      .join('\n')}`,
  );
  for (const row of rows) {
    expect(
      row.files.filter((f) => /react|client\.[\w-]+\.js$/i.test(f)),
      `${row.path} loads React`,
    ).toEqual([]);
    expect(row.bytes, `${row.path} JavaScript (gzip bytes)`).toBeLessThanOrEqual(MARKETING_JS_BUDGET_BYTES);
  }
});

// One script per page (the site script and the chunks it shares with islands), not one per component: on a
// phone each extra script is another round trip before the page settles.
test('every marketing page runs the one site script', () => {
  for (const path of marketingPages) {
    const scripts = [...htmlFor(path).matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]);
    expect(
      scripts,
      `${path}: start new behaviour from src/scripts/site.ts, not a component's own script`,
    ).toHaveLength(1);
  }
});

/** The island budget of the pages a guest books through, gzip bytes: React, the islands and the site script. */
const BOOKING_PAGE_JS_BUDGET_BYTES = 90 * 1024;

// The booking pages are rendered on request or hold islands: weighed from the HTML the server sends, each script
// it runs and each island's component and renderer, followed through their static imports.
test('every booking page runs at most 90 KB of JavaScript (gzip), its islands and React included', async ({
  page,
}) => {
  const rows = [];
  for (const path of bookingPages) {
    rows.push({ path, ...javaScriptOf(await (await page.request.get(path)).text()) });
  }
  console.log(
    `\nJavaScript per booking page (gzip), budget ${BOOKING_PAGE_JS_BUDGET_BYTES} B:\n${rows
      .map((r) => `  ${r.path.padEnd(24)} ${String(r.bytes).padStart(6)} B  (${r.files.length} files)`)
      .join('\n')}`,
  );
  for (const row of rows) {
    expect(
      row.files.some((f) => /client\.[\w-]+\.js$/.test(f)),
      `${row.path} hydrates an island`,
    ).toBe(true);
    expect(row.bytes, `${row.path} JavaScript (gzip bytes)`).toBeLessThanOrEqual(
      BOOKING_PAGE_JS_BUDGET_BYTES,
    );
  }
});
