// `npm run content:check`: reads every content file as the build would and names each problem by file and line,
// with its fix (decision 155). Runs in seconds beside a serving site; exit code 1 when anything is wrong.
import { checkContent, problemText } from './content/check.ts';

const started = performance.now();
const { problems, files } = checkContent(process.cwd());
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (problems.length === 0) {
  console.log(`All ${files} content files read as the build reads them (${seconds} s).`);
} else {
  console.error(`\n${problems.map(problemText).join('\n\n')}\n`);
  console.error(
    `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} in the content (${seconds} s). The site keeps serving; mend these, then build.`,
  );
  process.exit(1);
}
