// What ofetch asks of `ufo` (its two URL helpers), written on the browser's own URLSearchParams: the islands' client
// (src/islands/api.ts) is the only caller, with a base of `/api`, paths from the code and flat query objects.
// The build resolves ofetch's `ufo` here (./vite-plugin.ts); ufo's general URL toolkit was 1.3 KB of gzip on every
// island page. `platform.test.ts` holds both to ufo's answers for every shape of call the client makes.

/** An address with a scheme of its own (`https://…`), as ufo tells one. */
const hasProtocol = (input: string) => /^[\s\w\0+.-]{2,}:[/\\]{1,2}/.test(input);

/** `input` under `base`, unless it is already there or names an origin of its own. */
export function withBase(input: string, base: string): string {
  const root = base.replace(/\/+$/, '');
  if (!root || hasProtocol(input)) return input;
  if (input.startsWith(root) && /^($|[/?#])/.test(input.slice(root.length))) return input;
  return `${root}${input.startsWith('/') ? '' : '/'}${input}`;
}

/** `input` with `query`'s values set in its search (an array as repeated keys, an object as JSON). */
export function withQuery(input: string, query: Record<string, unknown>): string {
  const hashAt = input.indexOf('#');
  const hash = hashAt < 0 ? '' : input.slice(hashAt);
  const rest = hashAt < 0 ? input : input.slice(0, hashAt);
  const searchAt = rest.indexOf('?');
  const params = new URLSearchParams(searchAt < 0 ? '' : rest.slice(searchAt + 1));
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.delete(key);
    for (const item of Array.isArray(value) ? value : [value])
      params.append(
        key,
        item !== null && typeof item === 'object' ? JSON.stringify(item) : String(item ?? ''),
      );
  }
  const search = params.toString();
  return `${searchAt < 0 ? rest : rest.slice(0, searchAt)}${search ? `?${search}` : ''}${hash}`;
}
