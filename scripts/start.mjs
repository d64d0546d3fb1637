// `npm start`: checks the settings, builds when there is no build yet (or one made for the other mode), takes
// the embedded database's lock, starts the server, and makes the first API call so that migrations and the
// demo seed run before the first guest arrives. It serves the build dist points at, and follows dist to each new
// build `npm run build` makes while it runs (decision 155): a rebuild costs no downtime and a failed one nothing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import { acquireDataDirLock, DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { loadEnv, misnamedSettingsIn, SettingsError } from '../src/server/env.ts';
import { apiRequestListener } from '../src/server/http/api-listener.ts';
import { ImageCache, isImageRequest, warmImages } from '../src/server/http/image-cache.ts';
import { refuseConnect, refuseUnsupportedMethod } from '../src/server/http/methods.ts';
import { applySecurityHeaders, readPagePolicies } from '../src/server/http/security-headers.ts';
import { precompressedFiles } from '../src/server/http/static-files.ts';
import { liveBuild } from './builds.ts';

if (existsSync('.env')) process.loadEnvFile('.env');
const env = process.env;
env.HOST ??= 'localhost';
env.PORT ??= '4321';
env.NODE_ENV ??= 'production';

// Production refuses to start on a published secret or a demo provider, naming every problem at once.
let settings;
try {
  settings = loadEnv(env);
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  const list = error.problems.map((problem) => `  - ${problem}`).join('\n');
  console.error(`\nThe server cannot start with these settings:\n${list}\n(README: Demo and production)\n`);
  process.exit(1);
}
// Production refused these above; a demo names them and carries on.
const misnamed = misnamedSettingsIn(env);
if (misnamed.length > 0) {
  console.warn(
    `\nThese variables look like settings but are not read:\n${misnamed.map((m) => `  - ${m}`).join('\n')}\n`,
  );
}

if (!env.DATABASE_URL) {
  try {
    acquireDataDirLock(env.DATA_DIR ?? './data');
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));
// The build bakes the demo notice into the pages; astro.config.mjs records the mode it built for.
const builtFor = (dir) => {
  const file = join(dir, 'app-mode.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).APP_MODE : undefined;
};
const live = liveBuild(root);
if (!live || process.argv.includes('--build') || builtFor(live) !== settings.APP_MODE) {
  console.log(
    live && builtFor(live) !== settings.APP_MODE
      ? `The build in dist/ is not for ${settings.APP_MODE} mode: building the site again…`
      : 'No build found: building the site first (npm run build)…',
  );
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

env.ASTRO_NODE_AUTOSTART = 'disabled';
/**
 * One build as the server serves it: Astro's handler, its prebuilt files as the build compressed them (brotli or
 * gzip, never compressed again per request: decision 121) and each prebuilt page's own security policy.
 */
async function loadBuild(dir) {
  const { handler } = await import(pathToFileURL(join(dir, 'server', 'entry.mjs')).href);
  return {
    dir,
    handler,
    statics: precompressedFiles(join(dir, 'client') + sep),
    secure: applySecurityHeaders(
      { siteUrl: settings.SITE_URL, trustProxy: settings.TRUST_PROXY },
      readPagePolicies(pathToFileURL(join(dir, '_headers.json'))),
    ),
  };
}
let build = await loadBuild(liveBuild(root));
// Astro's standalone handler (other static files, pages rendered on request, /api until the API is up) behind
// gzip/brotli: what it makes per request travels compressed (the adapter itself never compresses). Brotli at
// quality 5, not the middleware's 4: a page rendered on request comes 6–8% smaller (a checkout's 14.2 KB to 13.3 KB,
// inside the 14.6 KB a new connection brings in its first round trip, decision 152) for a millisecond or two more.
const compress = compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });
// Until the API is up, /api goes through Astro's page handler (src/pages/api/[...path].ts starts the runtime
// and answers 503 while the database cannot open); from then on straight to the Hono app (`serveApi` below).
let api = null;
// Pictures resized on request (pages rendered on request link `/_image?…`) are encoded once per process.
const images = new ImageCache();
const isApi = (url = '') => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
// TRACE and CONNECT cannot become a fetch Request: refuse them here, where Astro's handler would 500.
const httpServer = createServer((req, res) => {
  // A request is served by the build live when it arrived, whatever a rebuild switches meanwhile.
  const { handler, statics, secure } = build;
  secure(req, res);
  if (refuseUnsupportedMethod(req, res)) return;
  if (isImageRequest(req)) return images.serve(req, res, () => handler(req, res));
  if (!isApi(req.url) && statics.serve(req, res)) return;
  compress(req, res, () => (api && isApi(req.url) ? api(req, res) : handler(req, res)));
});
httpServer.on('connect', refuseConnect);
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
images.listenOn(origin);
const health = await fetch(`${origin}/api/health`).catch((error) => ({ ok: false, error }));
if (!health.ok) {
  const body = 'json' in health ? await health.json().catch(() => ({})) : {};
  console.error(`\nThe API could not start: ${body.message ?? health.error ?? 'unknown error'}\n`);
  process.exit(1);
}
// The runtime the health call started (src/server/runtime.ts keeps it on globalThis): /api now skips Astro's
// page handler, the same Hono app with its error shape, request ids and logging, at a fraction of the cost.
const runtime = await globalThis[Symbol.for('palace.runtime')];
api = apiRequestListener(runtime.app);
console.log(`\nThe palace is open at ${origin}\n`);
// In the background: resize the pictures of the pages rendered on request before the first guest asks.
warmImages(origin).catch(() => {});
if (settings.APP_MODE === 'demo') {
  console.log(
    'DEMO MODE: test payments through the sandbox, sign-in codes in this log and at /api/dev/sms-outbox,\n' +
      'published secrets. Not for real guests: see "Demo and production" in the README (APP_MODE=production).\n',
  );
}

// A new build (`npm run build` while the site runs) is taken up within seconds: requests already in flight finish
// on the build they began on. A build that cannot be loaded leaves the one serving in place.
let switching = false;
setInterval(() => {
  const dir = liveBuild(root);
  if (!dir || dir === build.dir || switching) return;
  switching = true;
  loadBuild(dir)
    .then((next) => {
      build = next;
      console.log(`Serving the new build (${dir.slice(root.length)}).`);
    })
    .catch((error) =>
      console.error(`The new build in ${dir} could not be loaded; still serving the one before.`, error),
    )
    .finally(() => {
      switching = false;
    });
}, 2000).unref();

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
