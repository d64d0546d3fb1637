import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { marked } from 'marked';

/** Where the editable message templates live (src/content/notices/README.md describes them). */
export const TEMPLATES_DIR = resolve(process.cwd(), 'src/content/notices');

/** One message template: its subject, its SMS line (guest messages) and its Markdown body. */
export interface NoticeTemplate {
  name: string;
  subject: string;
  sms: string | null;
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/;
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Reads a template file (`guest-booking-confirmed`); read each time, so an edit shows in the next message. */
export function loadTemplate(name: string, dir = TEMPLATES_DIR): NoticeTemplate {
  const source = readFileSync(resolve(dir, `${name}.md`), 'utf8');
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`Template ${name} has no front matter (--- subject: … ---)`);
  const fields = Object.fromEntries(
    match[1]!
      .split(/\r?\n/)
      .map((line) => /^(\w+):\s*(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!.trim()]),
  );
  if (!fields.subject) throw new Error(`Template ${name} has no subject`);
  return { name, subject: fields.subject, sms: fields.sms ?? null, body: match[2]!.trim() };
}

/** Fills `{{name}}` placeholders; an unknown name is an error (a typo must not reach a guest as braces). */
export function fill(template: string, values: Record<string, string>, encode = (v: string) => v): string {
  return template.replace(PLACEHOLDER, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Unknown placeholder {{${key}}} in a message template`);
    return encode(value);
  });
}

/** Text made safe inside HTML. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
// Values go into Markdown too: characters that would start emphasis or a link are taken literally.
const escapeMarkdown = (value: string) => escapeHtml(value).replace(/([\\`*_[\]])/g, '\\$1');

/** The body as HTML (values escaped for HTML and Markdown). */
export function renderHtml(body: string, values: Record<string, string>): string {
  return marked.parse(fill(body, values, escapeMarkdown), { async: false, gfm: true });
}

/** The body as plain text: Markdown's marks taken off, links written out. */
export function renderText(body: string, values: Record<string, string>): string {
  return fill(body, values)
    .replace(/^#+\s*/gm, '')
    .replace(/\[([^\]]+)\]\(([^)]+)\)/g, '$1: $2')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/^- /gm, '* ');
}
