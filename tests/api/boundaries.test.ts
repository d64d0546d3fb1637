import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../..', import.meta.url).pathname;

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return filesUnder(path);
    return /\.(ts|tsx|astro|mjs)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The modules a file imports, as written (relative paths resolved against the repository root). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]/g),
  ];
  return specifiers
    .map((m) => m[1] ?? m[2] ?? '')
    .map((spec) => (spec.startsWith('.') ? relative(root, join(root, file, '..', spec)) : spec));
}

const offenders = (dirs: string[], allowed: (file: string, imported: string) => boolean) =>
  dirs.flatMap(filesUnder).flatMap((file) =>
    importsOf(file)
      .filter((imported) => imported.startsWith('src/server') && !allowed(file, imported))
      .map((imported) => `${file} imports ${imported}`),
  );

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
    const found = kindFolders.flatMap(filesUnder).flatMap((file) =>
      importsOf(file)
        .filter((imported) => consumers.some((c) => imported === `src/server/services/bookings/${c}`))
        .map((imported) => `${file} imports ${imported}`),
    );
    expect(found).toEqual([]);
  });
});
