// Where each content collection keeps its files (read from src/content.config.ts, so there is one list), and each
// file's entries with the line each of their fields starts on: what the checks below report against.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import yaml from 'js-yaml';

/** A collection and the files it loads: one JSON file of entries, or a folder of markdown files. */
export interface Collection {
  name: string;
  loader: 'file' | 'glob';
  /** The JSON file (`file`) or the folder (`glob`), relative to the project. */
  path: string;
}

/** One entry as an editor wrote it: its fields, and the line of the file each field starts on. */
export interface Entry {
  collection: string;
  file: string;
  id: string;
  data: Record<string, unknown>;
  lines: Record<string, number>;
  /** The line the entry starts on (its `---` or its `{`). */
  line: number;
  /** The markdown under the frontmatter, with the line it starts on. */
  body?: { text: string; line: number };
}

/** A problem of a content file: where, what, and how to mend it, in an editor's words. */
export interface Problem {
  file: string;
  line: number;
  message: string;
  fix?: string;
}

/**
 * The collections of src/content.config.ts: each `const name = defineCollection({ loader: file('…') })` or
 * `glob({ … base: '…' })`, as long as it is listed in `export const collections`.
 */
export function collectionsOf(root: string): Collection[] {
  const config = readFileSync(join(root, 'src/content.config.ts'), 'utf8');
  const listed = /export const collections = \{([^}]*)\}/.exec(config)?.[1]?.split(',') ?? [];
  return listed
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => {
      const start = config.indexOf(`const ${name} = defineCollection(`);
      const loader = config.slice(start, start + 400);
      const file = /loader: file\('([^']+)'\)/.exec(loader);
      const glob = /loader: glob\(\{[^}]*base: '([^']+)'/.exec(loader);
      if (start < 0 || (!file && !glob)) {
        throw new Error(
          `content:check cannot find where the ${name} collection loads from in src/content.config.ts`,
        );
      }
      return file
        ? { name, loader: 'file' as const, path: file[1]! }
        : { name, loader: 'glob' as const, path: glob![1]!.replace(/^\.\//, '') };
    });
}

/** The line (from 1) of a character's position in a text. */
export const lineAt = (text: string, position: number) => text.slice(0, position).split('\n').length;

/** A markdown file's frontmatter and body, or null when it has none (its first line is not `---`). */
export function splitFrontmatter(text: string) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(text);
  if (!match) return null;
  return { yaml: match[1]!, body: text.slice(match[0].length), bodyLine: lineAt(text, match[0].length) };
}

/** The markdown files of a folder and its sub-folders, relative to the project. */
export function markdownFiles(root: string, folder: string): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => relative(root, join(dir, name)));
}

/** The line each top-level key of a YAML block starts on, counted from `first`. */
function yamlKeyLines(block: string, first: number): Record<string, number> {
  const lines: Record<string, number> = {};
  block.split('\n').forEach((text, i) => {
    const key = /^([A-Za-z_][\w-]*)\s*:/.exec(text)?.[1];
    if (key && !(key in lines)) lines[key] = first + i;
  });
  return lines;
}

/** A markdown entry whose frontmatter parsed. */
export function markdownEntry(collection: string, file: string, text: string): Entry | null {
  const parts = splitFrontmatter(text);
  if (!parts) return null;
  const data = (yaml.load(parts.yaml) ?? {}) as Record<string, unknown>;
  const id = file.split('/').at(-1)!.replace(/\.md$/, '');
  return {
    collection,
    file,
    id,
    data,
    lines: yamlKeyLines(parts.yaml, 2),
    line: 1,
    body: { text: parts.body, line: parts.bodyLine },
  };
}

/** The entries of a JSON file loader that parsed: each object of its array, with its keys' lines. */
export function jsonEntries(collection: string, file: string, text: string): Entry[] {
  const parsed = JSON.parse(text) as unknown;
  const items = Array.isArray(parsed)
    ? parsed
    : Object.entries(parsed as object).map(([id, v]) => ({ id, ...v }));
  // Each entry's keys are found after its own opening brace, one entry after the other.
  let from = 0;
  return (items as Record<string, unknown>[]).map((data, i) => {
    const id = String(data.id ?? i);
    const at =
      data.id === undefined
        ? text.indexOf('{', from + 1)
        : text.indexOf(`"id": ${JSON.stringify(data.id)}`, from);
    const start = at < 0 ? from : at;
    const lines: Record<string, number> = {};
    for (const key of Object.keys(data)) {
      const position = text.indexOf(`"${key}"`, start);
      if (position >= 0) lines[key] = lineAt(text, position);
    }
    from = start + 1;
    return { collection, file, id, data, lines, line: lineAt(text, start) };
  });
}
