import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

// Decision 127: what the islands' client and the build's lazy parts run on is the browser's own, not a general
// library's. ofetch stays the islands' client (the design card's); the two small packages it imports are resolved
// to this folder's files, which do what the client asks of them with the platform's URLSearchParams and
// JSON.parse; and the build's helper for a lazy part's imports is ./preload.js. The tests (vitest.config.ts) run
// the same resolution, so src/islands/api.test.ts tests the client exactly as the pages run it.
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const OWN: Record<string, string> = { ufo: here('./url.ts'), destr: here('./json.ts') };
const PRELOAD_HELPER = '\0vite/preload-helper.js';

export const onThePlatform: Plugin = {
  name: 'palace:on-the-platform',
  enforce: 'pre',
  resolveId(source, importer) {
    if (importer && /[\\/]node_modules[\\/]ofetch[\\/]/.test(importer)) return OWN[source];
  },
  load(id) {
    if (id === PRELOAD_HELPER && this.environment?.config.consumer === 'client')
      return readFileSync(here('./preload.js'), 'utf8');
  },
};
