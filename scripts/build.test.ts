import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveBuild, pruneBuilds, switchTo } from './builds';
import { projectCopy } from './content/project-copy';

// Decision 155 (issue 45, editors): a build goes into a new folder and dist is pointed at it only when it succeeded.
// One colon in a post's description once failed the build and took the serving site's build with it; now the
// build the site serves stays, and the error names the file and the line.
let copy: ReturnType<typeof projectCopy>;
beforeAll(() => {
  copy = projectCopy();
});
afterAll(() => copy.remove());

/** A build as the site serves it: a folder under builds/ with a page in it. */
function fakeBuild(name: string, page: string) {
  const dir = join(copy.root, 'builds', name, 'client');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), page);
  return `builds/${name}`;
}

describe('a build', () => {
  it('that fails on a content file leaves the serving build in place and names the file and line', () => {
    switchTo(copy.root, fakeBuild('2026-12-01T08-00-00-000Z', '<h1>Yesterday’s site</h1>'));
    copy.edit('src/content/blog/monsoon-on-lake-pichola.md', (t) =>
      t.replace('When the rains arrive, Udaipur', 'When the rains arrive: Udaipur'),
    );
    const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: copy.root, encoding: 'utf8' });
    expect(build.status).not.toBe(0);
    expect(build.stderr).toContain(
      'The build failed. The site keeps serving the build it had: dist/ is unchanged.',
    );
    expect(build.stderr).toContain(
      'src/content/blog/monsoon-on-lake-pichola.md, line 4: The value of "description" holds a colon followed by a space',
    );
    // dist still points at yesterday's build, whole; the failed build's folder is gone.
    expect(readlinkSync(join(copy.root, 'dist'))).toBe('builds/2026-12-01T08-00-00-000Z');
    expect(readFileSync(join(copy.root, 'dist', 'client', 'index.html'), 'utf8')).toBe(
      '<h1>Yesterday’s site</h1>',
    );
    expect(readdirSync(join(copy.root, 'builds'))).toEqual(['2026-12-01T08-00-00-000Z']);
  }, 180_000);

  it('that succeeds is switched to in one rename, a folder dist of old kept, and only the last two builds stay', () => {
    const root = copy.root;
    const next = fakeBuild('2026-12-02T08-00-00-000Z', '<h1>Today’s site</h1>');
    switchTo(root, next);
    expect(liveBuild(root)).toBe(join(root, next));
    expect(existsSync(join(root, 'dist.next-link'))).toBe(false);
    fakeBuild('2026-12-03T08-00-00-000Z', 'a later build');
    switchTo(root, 'builds/2026-12-03T08-00-00-000Z');
    expect(pruneBuilds(root).map((d) => d.slice(root.length))).toEqual(['/builds/2026-12-01T08-00-00-000Z']);
    expect(readdirSync(join(root, 'builds'))).toEqual([
      '2026-12-02T08-00-00-000Z',
      '2026-12-03T08-00-00-000Z',
    ]);
  });
});
