import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys in the system Chromium (Playwright cannot download its own browser here),
// against a fresh build served by `npm start`'s script on its own port and its own embedded database.
const port = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://localhost:${port}`;
// Chromium's headless shell when the machine has it (Debian's chromium-headless-shell), as Playwright's own browser
// download would be: the same engine without the full browser around it, and a full run takes 8 minutes instead of
// 12 on two cores (decision 139). Else the full browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const dataDir = join(tmpdir(), `palace-e2e-${port}`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Whole journeys (sign in, book, pay, reload) on a two-core CI machine building and serving at once.
  timeout: process.env.CI ? 60_000 : 30_000,
  // CI builds, serves and drives two browsers on two cores: signed-in pages hydrate at idle and a redirect's toast
  // can take longer than the 5-s default to show there, though never missing (three such retries on 61509c5).
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    // Each run starts on an empty database, so rows and rate-limit hits of an earlier run do not carry over.
    command: `rm -rf '${dataDir}' && node scripts/build.mjs && node scripts/start.mjs`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: 'localhost',
      DATA_DIR: dataDir,
      SITE_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Every journey signs in from the same loopback address; the per-network code limit is for real carriers.
      OTP_IP_LIMIT_PER_HOUR: '10000',
      BOOKINGS_PER_ADDRESS_PER_HOUR: '10000',
      // Confirmations leave the outbox within a second, so journeys read them without a long wait.
      NOTICE_WORKER_INTERVAL_MS: '1000',
      // One try before a message is failed: the console's resend journey refuses one email on purpose.
      NOTICE_MAX_ATTEMPTS: '1',
    },
  },
});
