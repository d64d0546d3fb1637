import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

function filesUnder(dir: string, options: { withTests?: boolean } = {}): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path, options);
    const isTest = /\.test\.tsx?$/.test(name);
    return /\.(ts|tsx|astro|mjs)$/.test(name) && (options.withTests || !isTest) ? [path] : [];
  });
}

/**
 * The modules a file's text imports, as written, with relative paths resolved against the repository root and
 * the `~/` alias (tsconfig paths `~/*` → `src/*`) read as `src/`.
 */
function importsIn(text: string, file: string): string[] {
  const specifiers = [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g),
  ];
  return specifiers
    .map((m) => m[1] ?? m[2] ?? '')
    .map((spec) => {
      if (spec.startsWith('.')) return relative(root, join(root, file, '..', spec));
      if (spec.startsWith('~/')) return `src/${spec.slice(2)}`;
      return spec;
    });
}

/** The modules a file imports (see `importsIn`). */
function importsOf(file: string): string[] {
  return importsIn(readFileSync(join(root, file), 'utf8'), file);
}

const offenders = (dirs: string[], allowed: (file: string, imported: string) => boolean) =>
  dirs
    .flatMap((dir) => filesUnder(dir))
    .flatMap((file) =>
      importsOf(file)
        .filter((imported) => imported.startsWith('src/server') && !allowed(file, imported))
        .map((imported) => `${file} imports ${imported}`),
    );

describe('the import reader', () => {
  it('reads relative and `~/` imports as paths from the repository root', () => {
    const text = [
      "import { x } from '../contracts/common';",
      "import type { Y } from '~/server/db/client';",
      "export * from '~/lib/dates';",
      "const z = await import('~/server/pages');",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsIn(text, 'src/lib/rooms.ts')).toEqual([
      'src/contracts/common',
      'src/server/db/client',
      'src/lib/dates',
      'src/server/pages',
      'zod',
    ]);
  });
});

describe('who may reach into the server', () => {
  it('islands, stores, scripts, contracts and shared lib code never import src/server', () => {
    expect(
      offenders(['src/islands', 'src/stores', 'src/scripts', 'src/contracts', 'src/lib'], () => false),
    ).toEqual([]);
  });

  it('pages, components and layouts reach the server only through its one module for pages', () => {
    const apiHost = (file: string) => file === 'src/pages/api/[...path].ts';
    const found = offenders(
      ['src/pages', 'src/components', 'src/layouts'],
      (file, imported) => imported === 'src/server/pages' || apiHost(file),
    );
    expect(found).toEqual([]);
  });

  it('shared lib code, tests included, imports nothing from the contracts or the server: contracts build on lib', () => {
    const found = filesUnder('src/lib', { withTests: true }).flatMap((file) =>
      importsOf(file)
        .filter((imported) => imported.startsWith('src/contracts') || imported.startsWith('src/server'))
        .map((imported) => `${file} imports ${imported}`),
    );
    expect(found).toEqual([]);
  });

  it('contracts import nothing but zod and shared lib code, so any island may use them', () => {
    const found = filesUnder('src/contracts').flatMap((file) =>
      importsOf(file)
        .filter(
          (imported) =>
            imported !== 'zod' && !imported.startsWith('src/contracts') && !imported.startsWith('src/lib'),
        )
        .map((imported) => `${file} imports ${imported}`),
    );
    expect(found).toEqual([]);
  });

  it('a booking kind folder imports, of the kind-neutral files, only their base (kinds stay leaves)', () => {
    const kindFolders = ['stays', 'tables', 'halls'].map((k) => `src/server/services/bookings/${k}`);
    // The interface and the row reader; never the registry or what goes through it.
    const base = ['kind', 'ref'].map((f) => `src/server/services/bookings/${f}`);
    const found = kindFolders
      .flatMap((dir) => filesUnder(dir))
      .flatMap((file) =>
        importsOf(file)
          .filter((imported) => /^src\/server\/services\/bookings\/[^/]+$/.test(imported))
          .filter((imported) => !base.includes(imported))
          .map((imported) => `${file} imports ${imported}`),
      );
    expect(found).toEqual([]);
  });
});

/** The file an import names, if it is one of `files` (extensions and index files as the bundler finds them). */
function fileOf(imported: string, files: Set<string>): string | undefined {
  const path = imported.replace(/\?.*$/, '');
  const candidates = ['', '.ts', '.tsx', '.mjs', '.astro', '/index.ts', '/index.tsx'].map(
    (end) => path + end,
  );
  return candidates.find((candidate) => files.has(candidate));
}

/** Every source file under src (tests aside) with the source files it imports, statically or by import(). */
function importGraph(texts: Map<string, string>): Map<string, string[]> {
  const files = new Set(texts.keys());
  return new Map(
    [...texts].map(([file, text]) => [
      file,
      importsIn(text, file).flatMap((imported) => fileOf(imported, files) ?? []),
    ]),
  );
}

const sourceTexts = () =>
  new Map(filesUnder('src').map((file) => [file, readFileSync(join(root, file), 'utf8')] as const));

/** The import circles of a graph: its strongly connected parts of two files or more, or a file importing itself. */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const part: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      part.push(member);
    } while (member !== file);
    if (part.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(part.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found;
}

/**
 * The layers of the code, top first: a file may import its own layer and the ones below, never one above. The
 * first layer whose test a file passes is its layer.
 */
const LAYERS: { name: string; holds: (file: string) => boolean }[] = [
  {
    name: 'pages and browser code',
    holds: (f) => /^src\/((pages|layouts|components|islands|scripts|stores)\/|middleware\.ts$)/.test(f),
  },
  {
    name: 'the server entry and routes',
    holds: (f) => /^src\/server\/((app|runtime|pages|forms)\.ts|routes\/)/.test(f),
  },
  { name: 'HTTP helpers', holds: (f) => f.startsWith('src/server/http/') },
  {
    name: 'account and catalogue services',
    holds: (f) =>
      /^src\/server\/services\/(guests|profile|sign-in|referrals|hall-catalogue|room-catalogue|listing-plans|room-closures|menu|menu-photos|favorites|private-dining|privacy|registration|staff)(\.ts|\/)/.test(
        f,
      ),
  },
  {
    name: 'the booking services',
    holds: (f) =>
      /^src\/server\/services\/bookings\/([^/]+|transitions\/[^/]+)\.ts$/.test(f) &&
      !/\/(kind|ref|order-payments)\.ts$/.test(f),
  },
  {
    name: 'the booking kinds',
    holds: (f) => /^src\/server\/services\/bookings\/(stays|tables|halls)\//.test(f),
  },
  { name: "the kinds' base", holds: (f) => f.startsWith('src/server/services/bookings/') },
  {
    name: 'what bookings use: notices, payments, coupons, the ledger…',
    holds: (f) => f.startsWith('src/server/services/'),
  },
  { name: 'database, providers, settings, errors', holds: (f) => f.startsWith('src/server/') },
  { name: 'contracts', holds: (f) => f.startsWith('src/contracts/') },
  { name: 'shared lib code', holds: () => true },
];
const layerOf = (file: string) => LAYERS.findIndex((layer) => layer.holds(file));

describe('the import graph', () => {
  it('has no circle, imports made at run time (import()) included', () => {
    expect(circles(importGraph(sourceTexts()))).toEqual([]);
  });

  it('finds a circle that a dynamic import closes, as the one queue.ts once hid', () => {
    const texts = new Map([
      ['src/server/a.ts', "import { b } from './b';"],
      ['src/server/b.ts', "import { c } from './c';"],
      ['src/server/c.ts', "const { a } = await import('./a');"],
      ['src/server/d.ts', "import { a } from './a';"],
    ]);
    expect(circles(importGraph(texts))).toEqual([['src/server/a.ts', 'src/server/b.ts', 'src/server/c.ts']]);
  });

  it('has no arrow running back up a layer', () => {
    const found = [...importGraph(sourceTexts())].flatMap(([file, imported]) =>
      imported
        .filter((target) => layerOf(target) < layerOf(file))
        .map(
          (target) =>
            `${file} (${LAYERS[layerOf(file)]!.name}) imports ${target} (${LAYERS[layerOf(target)]!.name})`,
        ),
    );
    expect(found).toEqual([]);
  });
});
