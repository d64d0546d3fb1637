import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkContent, problemText } from './check';
import { projectCopy } from './project-copy';

// Decision 155 (issue 45, editors): `npm run content:check` reads every content file as the build does and names
// each problem by file and line with its fix, in an editor's words. Each test breaks a copy of the project.
let copy: ReturnType<typeof projectCopy>;
const POST = 'src/content/blog/monsoon-on-lake-pichola.md';

beforeAll(() => {
  copy = projectCopy();
});
afterEach(() => copy.restore());
afterAll(() => copy.remove());

const problems = () => checkContent(copy.root).problems;

describe('content:check', () => {
  it('finds nothing wrong in the content as it is', () => {
    const { problems: found, files } = checkContent(copy.root);
    expect(found).toEqual([]);
    expect(files).toBeGreaterThanOrEqual(14);
  }, 60_000);

  it('names the file and line of a colon in an unquoted value, and the quotes that mend it', () => {
    copy.edit(POST, (t) => t.replace('When the rains arrive, Udaipur', 'When the rains arrive: Udaipur'));
    const [found, ...more] = problems();
    expect(more).toEqual([]);
    expect(problemText(found!)).toBe(
      `${POST}, line 4: The value of "description" holds a colon followed by a space, which YAML reads as the start of another field.\n` +
        '  Fix: Put the whole value in double quotes: description: "When the rains arrive: Udaipur turns green overnight. A season guide to the lake, the ghats and the palace rooftops in July and August."',
    );
  });

  it('names a picture that is not there, a misspelt field, a field left out and a link to no page', () => {
    copy.edit(POST, (t) =>
      t.replace('cover: blog-monsoon', 'cover: blog-monsun').replace('coverAlt:', 'coverAlts:'),
    );
    copy.edit('src/content/hero-slides.json', (t) =>
      t.replace('"href": "/room-booking"', '"href": "/room-bookings"'),
    );
    expect(problems().map(problemText)).toEqual([
      // Astro's schema names the field left out at the entry's first line.
      `${POST}, line 1: coverAlt: Required.\n  Fix: Add the field "coverAlt" to this entry.`,
      `${POST}, line 7: cover: No such picture in src/assets/demo/ or src/content/pictures/ (give the file name without its extension).`,
      `${POST}, line 8: "coverAlts" is not a field of blog: the site would ignore it.\n  Fix: Did you mean "coverAlt"?`,
      expect.stringMatching(
        /^src\/content\/hero-slides\.json, line \d+: The link \/room-bookings leads to no page of the site\.\n {2}Fix: Link a page that exists/,
      ),
    ]);
  }, 60_000);

  it('names the line of a broken JSON file, and a markdown link to no page', () => {
    copy.edit('src/content/facilities.json', (t) => t.replace(/",\n(\s*)"text"/, '"\n$1"text"'));
    copy.edit(POST, (t) => `${t}\nSee [our rooms](/rooms-and-suites) for the lake view.\n`);
    const found = problems();
    expect(found.map((p) => p.file)).toEqual([
      'src/content/blog/monsoon-on-lake-pichola.md',
      'src/content/facilities.json',
    ]);
    expect(found[0]!.message).toBe('The link /rooms-and-suites leads to no page of the site.');
    expect(found[1]).toMatchObject({
      line: expect.any(Number),
      message: expect.stringMatching(/^The JSON cannot be read here/),
    });
    expect(found[1]!.line).toBeGreaterThan(1);
  });
});
