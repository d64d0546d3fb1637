// `npm run weigh -- /room-booking /booking-details`: where a page's script comes from. Builds the site with source
// maps (BUILD_SOURCEMAPS=1; `--no-build` reuses such a build), serves it on its own port, and splits the gzip of
// every script the page runs at load (as tests/e2e/js-budget.e2e.ts weighs it) over the source files, each mapped
// segment's length scaled by its file's gzip ratio (decision 127's method). The figures are a few hundred bytes
// above the budget test's: each file ends with its source-map comment.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { javaScriptOf } from '../tests/e2e/js-weight.ts';
import { startBuiltServer } from './built-server.ts';

const port = Number(process.env.WEIGH_PORT ?? 4413);
const origin = `http://127.0.0.1:${port}`;
const client = join(process.cwd(), 'dist', 'client');
const pages = process.argv.slice(2).filter((a) => a.startsWith('/'));
const shown = Number(process.argv.find((a) => a.startsWith('--top='))?.slice('--top='.length) ?? 40);
if (pages.length === 0) {
  console.error(
    'Name the pages to weigh: npm run weigh -- /room-booking /booking-details [--top=40] [--no-build]',
  );
  process.exit(1);
}

if (!process.argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, BUILD_SOURCEMAPS: '1' },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

/** A script file's gzip bytes split over the sources its map names. */
function bySource(file: string): Map<string, number> {
  const code = readFileSync(join(client, file), 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const mapFile = join(client, `${file}.map`);
  if (!existsSync(mapFile)) return new Map([[`${file} (no map)`, gzip]]);
  const lineStarts = [0];
  for (let i = code.indexOf('\n'); i !== -1; i = code.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const marks: { at: number; source: string }[] = [];
  eachMapping(new TraceMap(readFileSync(mapFile, 'utf8')), (m) => {
    marks.push({
      at: (lineStarts[m.generatedLine - 1] ?? 0) + m.generatedColumn,
      source: m.source ?? '(unmapped)',
    });
  });
  marks.sort((a, b) => a.at - b.at);
  const chars = new Map<string, number>();
  let from = 0;
  let source = '(bundler prelude)';
  for (const mark of [...marks, { at: code.length, source: '' }]) {
    chars.set(source, (chars.get(source) ?? 0) + mark.at - from);
    from = mark.at;
    source = mark.source;
  }
  const shortName = (s: string) => s.replace(/^.*node_modules\//, '').replace(/^.*?\/src\//, 'src/');
  const bytes = new Map<string, number>();
  for (const [s, n] of chars)
    bytes.set(shortName(s), (bytes.get(shortName(s)) ?? 0) + (n / code.length) * gzip);
  return bytes;
}

const server = await startBuiltServer(origin, { ...process.env, PORT: String(port) }, 'weigh');
try {
  for (const page of pages) {
    const js = javaScriptOf(await (await fetch(origin + page)).text());
    const total = new Map<string, number>();
    for (const file of js.files) for (const [s, b] of bySource(file)) total.set(s, (total.get(s) ?? 0) + b);
    console.log(
      `\n${page}: ${js.bytes} B of script at load (gzip 9), ${js.files.length} files; later import() +${js.lazyBytes}`,
    );
    for (const [s, b] of [...total].sort((a, b) => b[1] - a[1]).slice(0, shown))
      console.log(`${String(Math.round(b)).padStart(7)}  ${s}`);
  }
} finally {
  await server.stop();
}
