import { defineConfig } from 'vitest/config';
import { onThePlatform } from './src/islands/platform/vite-plugin';

// With TEST_DATABASE_URL set, the API tests run against that PostgreSQL server and the
// PostgreSQL-only suites (*.pg.test.ts: races that PGlite's single connection cannot show) join in.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  // The islands' client resolves ofetch's helpers as the pages' build does (decision 127).
  plugins: [onThePlatform],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  test: {
    include: onPostgres
      ? ['tests/api/**/*.test.ts', 'src/server/**/*.test.ts']
      : ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/api/**/*.test.ts'],
    exclude: onPostgres ? [] : ['**/*.pg.test.ts', 'node_modules/**'],
    environment: 'node',
    server: { deps: { inline: ['ofetch'] } },
    // One database migrated for the run; each test's fresh database is a copy of it (tests/fixtures/database.ts).
    globalSetup: ['tests/fixtures/migrated-database.ts'],
    // Two cores here: two workers, and room for PGlite's WASM start-up when the machine is busy.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    env: { LOG_LEVEL: 'silent', NODE_ENV: 'test' },
  },
});
