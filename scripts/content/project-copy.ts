// A throw-away copy of the project for tests that break its content and build it (decision 155): the sources, the
// scripts and the configuration, with the project's node_modules linked in. Removed by `remove()`.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const COPIED = ['src', 'public', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'];

export function projectCopy(from = process.cwd()) {
  const root = mkdtempSync(join(tmpdir(), 'palace-content-'));
  for (const name of COPIED) cpSync(join(from, name), join(root, name), { recursive: true });
  symlinkSync(join(from, 'node_modules'), join(root, 'node_modules'));
  const originals = new Map<string, string>();
  return {
    root,
    /** Rewrites a file of the copy; `restore()` puts every file back as it was. */
    edit(file: string, change: (text: string) => string) {
      const path = join(root, file);
      const text = readFileSync(path, 'utf8');
      if (!originals.has(path)) originals.set(path, text);
      writeFileSync(path, change(text));
    },
    restore() {
      for (const [path, text] of originals) writeFileSync(path, text);
      originals.clear();
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
