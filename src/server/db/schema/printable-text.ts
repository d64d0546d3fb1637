// The database's last line behind the contracts' printable text (decision 114): the columns a tax document's bill-to
// is taken from hold no control character and no bidirectional override, as src/lib/printable-text.ts refuses them
// at the edge (a test sweeps both over the same characters). U+0000 is left out: PostgreSQL text cannot hold it.
import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, check } from 'drizzle-orm/pg-core';

const BIDI = '\\u202a-\\u202e\\u2066-\\u2069';
/** Characters a line of text refuses (C0 and C1 controls, bidirectional overrides), as a regular expression. */
export const UNPRINTABLE_IN_LINE_SQL = `[\\u0001-\\u001f\\u007f-\\u009f${BIDI}]`;
/** The same for text of several lines, which keeps line feeds and carriage returns. */
export const UNPRINTABLE_IN_LINES_SQL = `[\\u0001-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI}]`;

/** A check that `column` is printable text (one line, or `lines`), named `<table>_<column>_printable`. */
export function printableCheck(name: string, column: AnyPgColumn, lines?: 'lines') {
  const refused: SQL = sql.raw(`'${lines ? UNPRINTABLE_IN_LINES_SQL : UNPRINTABLE_IN_LINE_SQL}'`);
  return check(name, sql`${column} !~ ${refused}`);
}
