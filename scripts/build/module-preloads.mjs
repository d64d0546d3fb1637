// An Astro integration: after the build, every prebuilt page gets a <link rel="modulepreload"> for each chunk
// its module scripts import (followed through their static imports), so the browser fetches them alongside
// the script instead of one round trip after it. Vite does this for the HTML it builds itself; Astro does not.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIC_IMPORT =
  /(?:^|[;}\s])(?:import\s*(?:[\w*{}\s,$]+from\s*)?|export\s*[\w*{}\s,$]+from\s*)["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * The chunks a module imports statically, directly or not, as site paths.
 * @param {string} root the client build folder
 * @param {string} path the module's site path, e.g. /_astro/site.abc.js
 * @param {Set<string>} [seen]
 */
export async function importedChunks(root, path, seen = new Set()) {
  const code = await readFile(join(root, path), 'utf8');
  for (const [, spec = ''] of code.matchAll(STATIC_IMPORT)) {
    const chunk = new URL(spec, `http://site${path}`).pathname;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    await importedChunks(root, chunk, seen);
  }
  return seen;
}

/**
 * A page's HTML with a modulepreload link for each chunk its module scripts import.
 * @param {string} html
 * @param {string} root the client build folder
 */
export async function withModulePreloads(html, root) {
  const chunks = new Set();
  for (const [, src = ''] of html.matchAll(/<script type="module" src="(\/[^"]+\.js)"/g)) {
    for (const chunk of await importedChunks(root, src)) chunks.add(chunk);
  }
  const links = [...chunks]
    .filter((chunk) => !html.includes(`href="${chunk}"`))
    .map((chunk) => `<link rel="modulepreload" href="${chunk}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

/** @returns {import('astro').AstroIntegration} */
export default function modulePreloads() {
  return {
    name: 'palace:module-preloads',
    hooks: {
      'astro:build:done': async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((file) => file.endsWith('.html'));
        for (const file of files) {
          const html = await readFile(join(root, file), 'utf8');
          const updated = await withModulePreloads(html, root);
          if (updated !== html) await writeFile(join(root, file), updated);
        }
      },
    },
  };
}
