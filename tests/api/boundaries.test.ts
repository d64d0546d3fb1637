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

  it('a booking kind folder never imports the registry or what goes through it, so kinds stay leaves', () => {
    const kindFolders = ['stays', 'tables', 'halls'].map((k) => `src/server/services/bookings/${k}`);
    const consumers = [
      'registry',
      'holds',
      'lifecycle',
      'checkout',
      'cancellation',
      'lists',
      'booking',
      'rewards',
      'rules',
    ];
    const found = kindFolders
      .flatMap((dir) => filesUnder(dir))
      .flatMap((file) =>
        importsOf(file)
          .filter((imported) => consumers.some((c) => imported === `src/server/services/bookings/${c}`))
          .map((imported) => `${file} imports ${imported}`),
      );
    expect(found).toEqual([]);
  });
});
