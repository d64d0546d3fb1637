/** JSON deeper than this is refused: no form or booking of ours nests past a handful of levels. */
export const MAX_INPUT_DEPTH = 32;

/** Why a value cannot be taken, in the words a guest reads after the field's name. */
export const UNSTORABLE = {
  // PostgreSQL refuses U+0000 in text, so it would otherwise surface as a database error.
  nul: 'Remove the invisible control character.',
  // A lone UTF-16 surrogate has no UTF-8 form, so it cannot be stored as text either.
  surrogate: 'Remove the broken character (half of a character pair).',
  deep: `The data is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`,
  // Beyond 2^53 a JSON number is no longer the number that was sent.
  number: 'This number is too large.',
} as const;

/** One refused value: the field's path (as zod names it: `items.0.name`) and the sentence. */
export interface Unstorable {
  path: string;
  message: string;
}

/** The problem with one piece of text, if it cannot be stored as PostgreSQL text. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return UNSTORABLE.nul;
  if (!text.isWellFormed()) return UNSTORABLE.surrogate;
  return undefined;
}

/** A field name fit to appear in a message, whatever the client put in it. */
export const printableName = (key: string) => key.replaceAll('\u0000', '').toWellFormed();
const joined = (path: string[], fallback: string) => path.map(printableName).join('.') || fallback;

/**
 * The first value in a parsed JSON document (or a form, or a query) that cannot be taken: a string or key
 * with NUL or a lone surrogate, a number past 2^53, or nesting past MAX_INPUT_DEPTH. Walks with its own
 * stack, so a document thousands of levels deep cannot overflow the call stack.
 */
export function findUnstorable(value: unknown, fallback = 'body'): Unstorable | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    const at = joined(item.path, fallback);
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { path: at, message: problem };
    } else if (typeof item.value === 'number') {
      if (!Number.isFinite(item.value) || Math.abs(item.value) > Number.MAX_SAFE_INTEGER) {
        return { path: at, message: UNSTORABLE.number };
      }
    } else if (item.value !== null && typeof item.value === 'object') {
      // Named by the top-level field that holds it: a path 32 segments long would help no one.
      const top = joined(item.path.slice(0, 1), fallback);
      if (item.path.length >= MAX_INPUT_DEPTH) return { path: top, message: UNSTORABLE.deep };
      const entries = Object.entries(item.value);
      // Pushed in reverse so that the first field in the document is reported first.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i]!;
        const keyProblem = textProblem(key);
        const path = [...item.path, key];
        if (keyProblem) stack.push({ value: key, path });
        else stack.push({ value: child, path });
      }
    }
  }
  return undefined;
}
