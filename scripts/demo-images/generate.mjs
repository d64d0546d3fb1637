/**
 * Demo image generator for the palace hotel site.
 *
 * Every demo picture the site ships (src/assets/demo/*.jpg) is drawn here as an
 * SVG string (gradients, shapes, patterns; no text, no network, no AI models)
 * and rendered to a progressive mozjpeg JPEG with sharp. The output is
 * deterministic (seeded random numbers) and the generated JPEGs are committed,
 * so this only needs to run again when a picture should change.
 *
 * Each picture is one module in pictures/, named like its JPEG, exporting its
 * `size` and `draw(w, h)`, which returns the Scene it drew. What pictures share
 * lives in lib/: the palette and seeded random numbers (palette.mjs), SVG
 * elements (svg.mjs), the Scene (scene.mjs), and parts named for what they draw
 * (architecture, palace, nature, lights, camera, room, bedroom, furniture,
 * banquet, mandap, tablecloth, tableware, food, garnish). Every picture seeds
 * its own random numbers, so editing one picture never changes another; within
 * a picture, drawing in a different order changes the random numbers it gets.
 *
 * Run from the repository root (sharp is a dependency of the site):
 *   node scripts/demo-images/generate.mjs            # all images
 *   node scripts/demo-images/generate.mjs hero-rooms dish-main-1   # only some
 * DEMO_SVG_DIR=/tmp/svg also writes each picture's SVG there (to compare the
 * drawing before and after a change).
 * With sharp installed elsewhere, point NODE_PATH at that node_modules:
 *   NODE_PATH=/path/to/node_modules node scripts/demo-images/generate.mjs
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { C } from './lib/palette.mjs';

/** Loads sharp by ESM resolution, or by CommonJS resolution so NODE_PATH can point elsewhere. */
async function loadSharp() {
  try {
    return (await import('sharp')).default;
  } catch {
    // Fall back to CommonJS resolution, which honours NODE_PATH.
    const require = createRequire(import.meta.url);
    return require('sharp');
  }
}

const sharp = await loadSharp();
const HERE = dirname(fileURLToPath(import.meta.url));
const OUT = join(HERE, '..', '..', 'src', 'assets', 'demo');

/** Every picture in pictures/, in the order they are rendered when no names are given. */
const PICTURES = [
  'intro-palace',
  'hall-durbar',
  'hall-garden',
  'hero-events',
  'hero-dining',
  'dining-hall',
  'dining-terrace',
  'spa-pool',
  'lobby',
  'courtyard',
  'fitness',
  'event-wedding',
  'event-conference',
  'event-stage',
  'blog-monsoon',
  'blog-cuisine',
  'blog-heritage',
  'blog-wedding',
  'offer-honeymoon',
  'offer-weekend',
  'offer-family',
  'offer-business',
  'avatar-placeholder',
  'dish-starter-1',
  'dish-starter-2',
  'dish-main-1',
  'dish-main-2',
  'dish-main-3',
  'dish-dessert-1',
  'dish-dessert-2',
  'dish-drink-1',
  'dish-drink-2',
  'dish-galouti-kebab',
  'dish-paneer-tikka-ajwaini',
  'dish-dahi-ke-kebab',
  'dish-amritsari-fish-fry',
  'dish-tandoori-bharwan-aloo',
  'dish-dal-baati-churma',
  'dish-safed-maas',
  'dish-gatte-ki-sabzi',
  'dish-murgh-makhani',
  'dish-ker-sangri',
  'dish-jungli-maas',
  'dish-paneer-lababdar',
  'dish-malai-kofta',
  'dish-ghevar-with-rabri',
  'dish-kesar-pista-kulfi',
  'dish-moong-dal-halwa',
  'dish-shahi-tukda',
  'dish-rose-sharbat',
  'dish-saffron-lassi',
  'dish-kokum-spritz',
  'dish-filter-coffee',
  'dish-jaljeera-cooler',
  'dish-murgh-malai-tikka',
  'room-standard-1',
  'room-standard-2',
  'room-deluxe-1',
  'room-deluxe-2',
  'room-suite-1',
  'room-default',
  'room-suite-2',
  'hero-rooms',
];

/** Renders one picture to its JPEG and returns the line to log. */
async function render(name, picture) {
  const [w, h] = picture.size;
  const scene = picture.draw(w, h);
  const file = join(OUT, `${name}.jpg`);
  const info = await sharp(Buffer.from(scene.svg()))
    .flatten({ background: C.ivory })
    .jpeg({ quality: 82, progressive: true, mozjpeg: true })
    .toFile(file);
  return `${name}.jpg ${w}x${h} ${Math.round(info.size / 1024)} KB`;
}

async function main() {
  // A module left out of PICTURES would silently never be rendered.
  const unlisted = readdirSync(join(HERE, 'pictures'))
    .map((f) => f.replace(/\.mjs$/, ''))
    .filter((n) => !PICTURES.includes(n));
  if (unlisted.length) throw new Error(`pictures/ not listed in PICTURES: ${unlisted.join(', ')}`);
  mkdirSync(OUT, { recursive: true });
  const wanted = process.argv.slice(2);
  const names = wanted.length ? wanted : PICTURES;
  const unknown = names.filter((n) => !PICTURES.includes(n));
  if (unknown.length) throw new Error(`Unknown image(s): ${unknown.join(', ')}`);
  const pictures = await Promise.all(names.map((n) => import(`./pictures/${n}.mjs`)));
  if (process.env.DEMO_SVG_DIR) {
    mkdirSync(process.env.DEMO_SVG_DIR, { recursive: true });
    for (const [i, n] of names.entries())
      writeFileSync(join(process.env.DEMO_SVG_DIR, `${n}.svg`), pictures[i].draw(...pictures[i].size).svg());
  }
  for (const [i, n] of names.entries()) console.log(await render(n, pictures[i]));
}

await main();
