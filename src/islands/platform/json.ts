// What ofetch asks of `destr`: the body of a JSON answer as a value, and any other text as it came. The API answers
// JSON; `destr`'s forgiving parser (bare words, numbers, prototype guards) was 466 B of gzip on every island page.
// The build resolves ofetch's `destr` here (./vite-plugin.ts); `platform.test.ts` holds it to destr's answers.

/** A key a parsed body must not set on the objects it builds. */
const UNSAFE = new Set(['__proto__', 'constructor']);

export default function destr(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value, (key, item: unknown) => (UNSAFE.has(key) ? undefined : item));
  } catch {
    return value;
  }
}
