// `npm run content:check` (decision 155): every content file read as the build reads it (YAML frontmatter, JSON,
// each collection's schema with its pictures, the links inside the site), each problem named by file and line with
// the fix in an editor's words, in seconds, without building or stopping the site.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { editDistance } from '../../src/server/setting-names.ts';
import {
  type Collection,
  collectionsOf,
  type Entry,
  jsonEntries,
  lineAt,
  markdownEntry,
  markdownFiles,
  type Problem,
} from './files.ts';

const YAML_FIX =
  'Each line of the frontmatter is `field: value`; a value holding a colon and a space, a # or quotes goes in double quotes.';

/** A YAML error in an editor's words, from the line it is on. */
function yamlProblem(
  file: string,
  source: string,
  error: { mark?: { line: number }; reason?: string },
): Problem {
  // The frontmatter starts on the file's second line (after `---`); js-yaml counts lines from 0.
  const line = (error.mark?.line ?? 0) + 2;
  const text = source.split('\n')[line - 1] ?? '';
  const pair = /^(\s*)([\w-]+):\s+(.*)$/.exec(text);
  if (/\t/.test(text.match(/^\s*/)?.[0] ?? '')) {
    return { file, line, message: 'This line is indented with a tab.', fix: 'Indent with spaces only.' };
  }
  if (pair && /:\s/.test(pair[3]!) && !/^["']/.test(pair[3]!)) {
    return {
      file,
      line,
      message: `The value of "${pair[2]}" holds a colon followed by a space, which YAML reads as the start of another field.`,
      fix: `Put the whole value in double quotes: ${pair[2]}: "${pair[3]!.replaceAll('"', '\\"')}"`,
    };
  }
  if (pair && /^[@`%*&!|>]/.test(pair[3]!)) {
    return {
      file,
      line,
      message: `The value of "${pair[2]}" starts with "${pair[3]![0]}", which YAML keeps for itself.`,
      fix: `Put the whole value in double quotes: ${pair[2]}: "${pair[3]}"`,
    };
  }
  return {
    file,
    line,
    message: `YAML cannot read this line (${error.reason ?? 'unreadable'}).`,
    fix: YAML_FIX,
  };
}

/** A JSON error in an editor's words, at the line V8 names. */
function jsonProblem(file: string, source: string, error: Error): Problem {
  const at = /\(line (\d+) column \d+\)/.exec(error.message)?.[1];
  const position = /at position (\d+)/.exec(error.message)?.[1];
  const line = at ? Number(at) : position ? lineAt(source, Number(position)) : 1;
  return {
    file,
    line,
    message: `The JSON cannot be read here (${error.message.replace(/ in JSON at .*$/, '').replace(/\.$/, '')}).`,
    fix: 'Check the commas and quotes around this line: each field is "name": value, fields are separated by commas, the last one has none after it, and every text is in double quotes.',
  };
}

/** Every collection's entries as written, and the problems of files that cannot be read at all. */
export function readEntries(root: string, collections: Collection[]) {
  const entries: Entry[] = [];
  const problems: Problem[] = [];
  for (const c of collections) {
    const files = c.loader === 'file' ? [c.path] : markdownFiles(root, c.path);
    for (const file of files) {
      const source = readFileSync(join(root, file), 'utf8');
      try {
        if (c.loader === 'file') entries.push(...jsonEntries(c.name, file, source));
        else {
          const entry = markdownEntry(c.name, file, source);
          if (entry) entries.push(entry);
          else
            problems.push({
              file,
              line: 1,
              message:
                'This post has no frontmatter: its first line must be --- and the fields end with another ---.',
              fix: 'Copy the first lines of another file of the same folder and change the values.',
            });
        }
      } catch (error) {
        problems.push(
          c.loader === 'file'
            ? jsonProblem(file, source, error as Error)
            : yamlProblem(file, source, error as { mark?: { line: number }; reason?: string }),
        );
      }
    }
  }
  return { entries, problems };
}

/** The schema problems Astro's own sync finds (the same schemas the build applies), placed on their lines. */
export function schemaProblems(root: string, entries: Entry[]): Problem[] {
  const sync = spawnSync('npx', ['astro', 'sync'], { cwd: root, encoding: 'utf8', env: process.env });
  if (sync.status === 0) return [];
  const out = stripVTControlCharacters(`${sync.stdout}\n${sync.stderr}`);
  const head = /\[\w+Error\] (\w+) → (\S+) data does not match collection schema\.\n\n([\s\S]*?)\n\n/.exec(
    out,
  );
  if (!head) {
    const location = /Location:\s*\n\s*(\S+?):(\d+):\d+/.exec(out);
    const message =
      out.split('\n').find((l) => /\[\w+Error\]|Error:/.test(l)) ?? 'The content could not be read.';
    return [
      {
        file: location ? relative(root, location[1]!) : 'src/content',
        line: location ? Math.max(1, Number(location[2])) : 1,
        message: message.replace(/^.*?\] /, '').trim(),
      },
    ];
  }
  const [, collection, id, fields] = head;
  const entry = entries.find((e) => e.collection === collection && e.id === id);
  return fields!
    .split('\n')
    .map((l) => /^\s*([\w.[\]]+): (.*)$/.exec(l.replaceAll('**', '')))
    .filter((m) => m !== null)
    .map(([, path, said]) => {
      const field = path!.split('.')[0]!;
      const message = said!.startsWith(`${path}: `) ? said!.slice(path!.length + 2) : said!;
      return {
        file: entry?.file ?? `${collection} ${id}`,
        line: entry?.lines[field] ?? entry?.line ?? 1,
        message: `${path}: ${message}.`.replace(/\.\.$/, '.'),
        fix: entry?.lines[field] === undefined ? `Add the field "${field}" to this entry.` : undefined,
      };
    });
}

type JsonSchema = { properties?: Record<string, JsonSchema>; items?: JsonSchema; anyOf?: JsonSchema[] };

/** Fields the schema does not know (a misspelt one is ignored by the build without a word): each named, with the nearest known one. */
export function unknownFieldProblems(root: string, entries: Entry[]): Problem[] {
  const problems: Problem[] = [];
  const schemas = new Map<string, JsonSchema>();
  for (const entry of entries) {
    const path = join(root, '.astro/collections', `${entry.collection}.schema.json`);
    if (!schemas.has(entry.collection) && existsSync(path))
      schemas.set(entry.collection, JSON.parse(readFileSync(path, 'utf8')) as JsonSchema);
    const known = Object.keys(schemas.get(entry.collection)?.properties ?? {});
    if (known.length === 0) continue;
    for (const field of Object.keys(entry.data)) {
      if (known.includes(field) || field === 'id') continue;
      const nearest = known.map((k) => ({ k, d: editDistance(k, field) })).sort((a, b) => a.d - b.d)[0];
      problems.push({
        file: entry.file,
        line: entry.lines[field] ?? entry.line,
        message: `"${field}" is not a field of ${entry.collection}: the site would ignore it.`,
        fix:
          nearest && nearest.d <= 2
            ? `Did you mean "${nearest.k}"?`
            : `The fields are: ${known.join(', ')} (README, Editing content).`,
      });
    }
  }
  return problems;
}

/** The site's page paths as patterns, from the files of src/pages (a [param] matches one segment, [...rest] any). */
export function sitePages(root: string): RegExp[] {
  const pages = join(root, 'src/pages');
  return readdirSync(pages, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(astro|md|ts)$/.test(f) && !f.startsWith('api') && !/\.(png|ico|txt|xml)\.ts$/.test(f))
    .map((f) => {
      const path = `/${f.replace(/\.(astro|md|ts)$/, '').replace(/(^|\/)index$/, '')}`;
      const pattern = path
        .split('/')
        .map((s) =>
          /^\[\.\.\./.test(s) ? '.*' : /^\[/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|\\]/g, '\\$&'),
        )
        .join('/');
      return new RegExp(`^${pattern === '/' ? '/' : pattern.replace(/\/$/, '')}/?$`);
    });
}

/** Links inside the site (fields and markdown) that lead to no page, and pictures in markdown that are not there. */
export function linkProblems(root: string, entries: Entry[]): Problem[] {
  const pages = sitePages(root);
  const leads = (href: string) => pages.some((p) => p.test(href.split(/[?#]/)[0]!));
  const problems: Problem[] = [];
  const visit = (entry: Entry, value: unknown, field: string) => {
    if (
      typeof value === 'string' &&
      /^\/(?!\/)/.test(value) &&
      /href|link|url/i.test(field) &&
      !leads(value)
    ) {
      problems.push({
        file: entry.file,
        line: entry.lines[field.split('.')[0]!] ?? entry.line,
        message: `The link ${value} leads to no page of the site.`,
        fix: 'Link a page that exists, e.g. /room-booking, /dining, /events or /contact-us.',
      });
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) visit(entry, v, `${field}.${k}`);
    }
  };
  for (const entry of entries) {
    for (const [field, value] of Object.entries(entry.data)) visit(entry, value, field);
    if (!entry.body) continue;
    for (const m of entry.body.text.matchAll(/(!?)\[[^\]]*\]\(([^)\s]+)[^)]*\)/g)) {
      const [, bang, href] = m;
      const line = entry.body.line + lineAt(entry.body.text, m.index) - 1;
      if (bang) {
        const local = href!.startsWith('/')
          ? join(root, 'public', href!)
          : join(root, dirname(entry.file), href!);
        if (!/^https?:/.test(href!) && !existsSync(local)) {
          problems.push({
            file: entry.file,
            line,
            message: `The picture ${href} is not there.`,
            fix: 'Put the picture beside the post (or in public/) and write its path as the file is named.',
          });
        }
      } else if (href!.startsWith('/') && !href!.startsWith('//') && !leads(href!)) {
        problems.push({
          file: entry.file,
          line,
          message: `The link ${href} leads to no page of the site.`,
          fix: 'Link a page that exists, e.g. /room-booking, /dining, /events or /contact-us.',
        });
      }
    }
  }
  return problems;
}

/** Every problem of the content files, in file and line order; none when the build would take them as they are. */
export function checkContent(root: string): { problems: Problem[]; files: number } {
  const collections = collectionsOf(root);
  const { entries, problems } = readEntries(root, collections);
  // Astro's sync stops at the first file it cannot read: unreadable files are reported above, each on its line.
  const found = [
    ...problems,
    ...(problems.length === 0 ? schemaProblems(root, entries) : []),
    ...unknownFieldProblems(root, entries),
    ...linkProblems(root, entries),
  ];
  const files = new Set([...entries.map((e) => e.file), ...problems.map((p) => p.file)]).size;
  return { problems: found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line), files };
}

/** A problem as the terminal shows it. */
export const problemText = (p: Problem) =>
  `${p.file}, line ${p.line}: ${p.message}${p.fix ? `\n  Fix: ${p.fix}` : ''}`;
