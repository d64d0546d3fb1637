// A photograph an editor drops into src/content/pictures/ replaces the demo drawing of the same name (issue 31,
// item 14): the rule, and the real folders as the build reads them.
import { copyFileSync, rmSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { picturesByKey } from './images';

/** Where a picture comes from: under Vitest an image module's default is its path, under Astro its metadata. */
const srcOf = (image: unknown) => (typeof image === 'string' ? image : (image as { src: string }).src);
const picture = (src: string) => ({ default: { src, width: 800, height: 800, format: 'jpg' as const } });

describe('picturesByKey', () => {
  it('takes the picture of a key from the last folder that has it', () => {
    const byKey = picturesByKey(
      { './demo/dish-galouti-kebab.jpg': picture('/drawn.jpg'), './demo/room-default.jpg': picture('/room.jpg') },
      { '../content/pictures/dish-galouti-kebab.webp': picture('/photo.webp') },
    );
    expect(byKey.get('dish-galouti-kebab')?.src).toBe('/photo.webp');
    expect(byKey.get('room-default')?.src).toBe('/room.jpg');
  });
});

describe('a file dropped into src/content/pictures/', () => {
  const dropped = 'src/content/pictures/dish-ker-sangri.jpg';
  afterEach(() => rmSync(dropped, { force: true }));

  it('wins over the drawing the next time the pictures are read', async () => {
    const before = await import('./images');
    const drawn = srcOf(before.demoImage('dish-ker-sangri'));
    expect(drawn).toContain('assets/demo/dish-ker-sangri');
    copyFileSync('src/assets/demo/dish-galouti-kebab.jpg', dropped);
    vi.resetModules();
    // A fresh module id makes Vite read the folders again, as the next build does.
    const after: typeof before = await import(/* @vite-ignore */ `./images?dropped=${Date.now()}`);
    expect(srcOf(after.demoImage('dish-ker-sangri'))).toContain('content/pictures/dish-ker-sangri.jpg');
    expect(srcOf(after.demoImage('dish-galouti-kebab'))).toContain('assets/demo/dish-galouti-kebab');
  });
});
