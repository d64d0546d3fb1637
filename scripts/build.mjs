// `npm run build` (decision 155): builds the site into a new folder under builds/ and points dist at it only when
// the build succeeded. A failed build (a typo in a content file, say) never touches the build the site is serving:
// the folder is removed, dist is unchanged, and the content's problems are named by file and line. A running server
// (`npm start`) switches to the new build within seconds, without a restart. Flags go on to `astro build`.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { newBuildDir, pruneBuilds, switchTo } from './builds.ts';
import { checkContent, problemText } from './content/check.ts';

const root = process.cwd();
const dir = newBuildDir();
const build = spawnSync('npx', ['astro', 'build', '--outDir', dir, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
if (build.status !== 0) {
  rmSync(dir, { recursive: true, force: true });
  console.error('\nThe build failed. The site keeps serving the build it had: dist/ is unchanged.');
  const { problems } = checkContent(root);
  if (problems.length > 0) console.error(`\n${problems.map(problemText).join('\n\n')}\n`);
  process.exit(build.status ?? 1);
}
switchTo(root, dir);
const removed = pruneBuilds(root);
console.log(
  `\nThe new build is live: dist/ → ${dir}${removed.length ? ` (${removed.length} older removed)` : ''}. A running server switches to it within seconds.`,
);
