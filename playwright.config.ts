import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys in the system Chromium (Playwright cannot download its own browser here),
// against a fresh build served by `npm start`'s script on its own port and its own embedded database.
const port = Number(process.env.E2E_PORT ?? 4391);
const baseURL = `http://localhost:${port}`;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dataDir = join(tmpdir(), `palace-e2e-${port}`);
// Guest sessions issued into the fresh database before the server starts: the login helper falls back
// to them only when the build has no phone sign-in API (tests/e2e/login.ts).
const sessionFile = `${dataDir}-sessions.json`;
process.env.E2E_SESSION_FILE ??= sessionFile;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx astro build && npx tsx tests/e2e/prepare-sessions.ts > ${sessionFile} && node scripts/start.mjs`,
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
    },
  },
});
