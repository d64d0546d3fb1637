// Builds side by side (decision 155): each `npm run build` writes a new folder under builds/, and dist (a symbolic
// link) is pointed at it only once the build has succeeded, in one rename. A failed build leaves dist, and the site
// serving it, as they were; a running server follows dist to the new build (scripts/start.mjs). Erasable TypeScript
// with no imports of the project: scripts/build.mjs and scripts/start.mjs load it as it is.
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { join } from 'node:path';

export const BUILDS = 'builds';

/** A new build's folder (relative to the project), named by its time: builds/2026-12-07T09-40-12-345Z. */
export function newBuildDir(now = new Date()): string {
  return `${BUILDS}/${now.toISOString().replace(/[:.]/g, '-')}`;
}

/** The real folder dist points at (the live build), or null when there is none yet. */
export function liveBuild(root: string): string | null {
  try {
    return realpathSync(join(root, 'dist'));
  } catch {
    return null;
  }
}

/**
 * Points dist at `dir` in one rename: a link made beside it, then moved over it, so dist is never missing. A dist
 * folder from before builds/ became the rule is kept as a build of its own.
 */
export function switchTo(root: string, dir: string): void {
  const dist = join(root, 'dist');
  mkdirSync(join(root, BUILDS), { recursive: true });
  if (existsSync(dist) && !lstatSync(dist).isSymbolicLink()) {
    renameSync(dist, join(root, BUILDS, 'before-builds'));
  }
  const link = join(root, 'dist.next-link');
  rmSync(link, { force: true });
  symlinkSync(dir, link);
  renameSync(link, dist);
}

/** Removes every build but the live one and the one before it (a server may still be serving that one). */
export function pruneBuilds(root: string, keep = 2): string[] {
  const folder = join(root, BUILDS);
  if (!existsSync(folder)) return [];
  const live = liveBuild(root);
  const builds = readdirSync(folder)
    .map((name) => join(folder, name))
    .sort()
    .reverse();
  const kept = new Set([live, ...builds.filter((b) => b !== live).slice(0, keep - 1)]);
  const removed = builds.filter((b) => !kept.has(b));
  for (const dir of removed) rmSync(dir, { recursive: true, force: true });
  return removed;
}
