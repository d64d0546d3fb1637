// `npm start`: builds when there is no build yet, takes the embedded database's lock, starts the server,
// and makes the first API call so that migrations and the demo seed run before the first guest arrives.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import compression from 'compression';
import { acquireDataDirLock, DataDirLockedError } from '../src/server/db/data-dir-lock.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const env = process.env;
env.HOST ??= 'localhost';
env.PORT ??= '4321';
env.NODE_ENV ??= 'production';

if (!env.DATABASE_URL) {
  try {
    acquireDataDirLock(env.DATA_DIR ?? './data');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

const entry = new URL('../dist/server/entry.mjs', import.meta.url);
if (!existsSync(entry) || process.argv.includes('--build')) {
  console.log('No build found: building the site first (npm run build)…');
  const build = spawnSync('npx', ['astro', 'build'], {
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

env.ASTRO_NODE_AUTOSTART = 'disabled';
const { handler } = await import(entry.href);
// Astro's standalone handler (static files, then pages and /api) behind gzip/brotli: pages, scripts and
// JSON travel compressed, which the mobile page-speed budget needs (the adapter itself never compresses).
const compress = compression();
const httpServer = createServer((req, res) => compress(req, res, () => handler(req, res)));
const server = {
  server: httpServer,
  stop: () => new Promise((resolve) => httpServer.close(() => resolve(undefined))),
};
httpServer.listen(Number(env.PORT), env.HOST);
await new Promise((resolve, reject) => {
  server.server.once('listening', resolve);
  server.server.once('error', reject);
}).catch((error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `\nPort ${env.PORT} is already in use. Stop the other server or choose another with PORT=…\n`
      : error,
  );
  process.exit(1);
});

const origin = `http://${env.HOST.includes(':') ? `[${env.HOST}]` : env.HOST}:${env.PORT}`;
const health = await fetch(`${origin}/api/health`).catch((error) => ({ ok: false, error }));
if (!health.ok) {
  const body = 'json' in health ? await health.json().catch(() => ({})) : {};
  console.error(`\nThe API could not start: ${body.message ?? health.error ?? 'unknown error'}\n`);
  process.exit(1);
}
console.log(`\nThe palace is open at ${origin}\n`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
