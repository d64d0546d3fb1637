// What a log line may say. ARCHITECTURE: "Logs never carry phone numbers, emails, codes or hashes"; database
// errors are the usual leak, since Drizzle's message lists the query's parameters and PostgreSQL quotes values.

const PERSONAL: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\b[a-f0-9]{32,}\b/gi, '[hash]'],
  [/\+?\d[\d ()-]{6,}\d/g, '[number]'],
  [/\b\d{6}\b/g, '[code]'],
];

/** Text with emails, hashes, phone numbers and six-digit codes masked. */
export function scrubText(text: string): string {
  return PERSONAL.reduce((out, [pattern, mask]) => out.replace(pattern, mask), text);
}

/** Keys whose values never reach a log line, wherever they sit (pino `redact` paths). */
export const REDACTED_KEYS = ['phone', 'email', 'otp', 'codeHash', 'address', 'params', 'detail'];

// The fields of a pg / PGlite DatabaseError that name things, never values.
const DATABASE_FIELDS = [
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

type Loose = Record<string, unknown>;

/** A PostgreSQL message with its quoted values masked: `…for type uuid: "abc"` → `…: "[value]"`. */
const withoutQuotedValues = (message: string) => message.replace(/: "(?:[^"]|"")*"/g, ': "[value]"');

/**
 * An error as a log line may show it: its type, message and stack frames; for a database error the SQLSTATE,
 * the constraint and the SQL text with `$1` placeholders, but never the parameters, PostgreSQL's `detail`
 * (`Key (phone)=(+91…)`) or a value quoted in its message. Causes follow, a few levels deep.
 */
export function redactedError(error: unknown, depth = 0): Loose {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { message: scrubText(String(error)) };
  }
  const source = error as Loose & Partial<Error>;
  const sqlState =
    typeof source.code === 'string' && /^[0-9A-Z]{5}$/.test(source.code) ? source.code : undefined;
  // PGlite's bundle minifies its class names, so a driver error is named for what it is.
  const named = source.constructor?.name !== 'Object' ? source.constructor?.name : undefined;
  const type = sqlState ? 'DatabaseError' : (named ?? 'Error');
  const query = typeof source.query === 'string' ? source.query : undefined;
  // Drizzle's message is "Failed query: <sql>\nparams: <values>": the SQL goes in its own field.
  const raw = String(source.message ?? '');
  let message = raw.startsWith('Failed query:') ? 'Failed query' : raw;
  if (sqlState) message = withoutQuotedValues(message);
  message = scrubText(message);
  const out: Loose = { type, message };
  if (sqlState) out.sqlState = sqlState;
  else if (typeof source.code === 'string') out.code = scrubText(source.code);
  for (const field of DATABASE_FIELDS) {
    if (typeof source[field] === 'string') out[field] = source[field];
  }
  if (query) out.query = scrubText(query);
  const frames =
    typeof source.stack === 'string' ? source.stack.split('\n').filter((l) => /^\s+at /.test(l)) : [];
  if (frames.length > 0) out.stack = [`${type}: ${message}`, ...frames.slice(0, 12)].join('\n');
  if (source.cause !== undefined && depth < 3) out.cause = redactedError(source.cause, depth + 1);
  return out;
}
