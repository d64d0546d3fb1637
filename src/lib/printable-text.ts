// Imported by scripts/start.mjs through env.ts (hotel-tax.ts) under Node's own type stripping: erasable TypeScript.
// Free text that reaches a tax document, a message or the staff console (decision 114) carries no control character
// and no bidirectional override: both print invisibly, and an override (U+202A-U+202E, U+2066-U+2069) reorders what
// follows it, so a bill-to name could read otherwise than it was stored (Unicode TR #9; "Trojan Source",
// CVE-2021-42574). A field of several lines (an address, a note) keeps its newlines (LF, or CR LF as forms send).

/** C0 and C1 control characters (Unicode category Cc), with or without the line breaks a field of lines keeps. */
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f';
const CONTROLS_BUT_LINE_BREAKS = '\\u0000-\\u0009\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
/** The embeddings, overrides and isolates of the bidirectional algorithm (LRE RLE PDF LRO RLO, LRI RLI FSI PDI). */
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';

// Literals without flags: the OpenAPI document shows the pattern as it is (a surrogate pair passes: no code unit of
// one is in these ranges), and a bundle that does not use them leaves them out.
/** One line of text without control characters or bidirectional overrides. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is what it is for.
export const PRINTABLE_LINE = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
/** Lines of text: the same, with line feeds and carriage returns kept. */
export const PRINTABLE_LINES =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: naming the control characters is what it is for.
  /^[^\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;

/**
 * The one pattern of text both printable and not blank (`notBlank(min)` of the contracts: a character that is not
 * a space, at least `min - 2` more, another that is not a space), for a document that shows one pattern a field.
 */
export function printableNotBlankPattern(min: number, lines: boolean): string {
  const refused = `${lines ? CONTROLS_BUT_LINE_BREAKS : CONTROLS}${BIDI_CONTROLS}`;
  const any = `[^${refused}]`;
  const shown = `[^${refused}\\s]`;
  return min <= 1 ? `^${any}*${shown}${any}*$` : `^${any}*${shown}${any}{${min - 2},}${shown}${any}*$`;
}

/** The refusal of such a character, naming the field in words ("The billing name"). */
export const unprintableRefusal = (what: string) =>
  `${what} has a hidden control or text-direction character (pasted text can carry one): type it again without it.`;

/** Whether text may be printed as it is: one line, or lines when `lines`. */
export const isPrintable = (text: string, lines = false) =>
  (lines ? PRINTABLE_LINES : PRINTABLE_LINE).test(text);
