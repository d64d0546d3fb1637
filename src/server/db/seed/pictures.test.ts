// Every dish, room and hall of the demo has a picture of its own (issue 31, item 14): no two share one, compared
// by the bytes of the file the site would show (an editor's photograph where there is one, else the drawing).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { demoHalls } from './halls';
import { demoMenu } from './menu';
import { demoRooms } from './rooms';

/** The file a picture key shows: a photograph in src/content/pictures/ first, else the drawing. */
function pictureFile(key: string): string {
  const photo = ['jpg', 'jpeg', 'png', 'webp', 'avif']
    .map((ext) => `src/content/pictures/${key}.${ext}`)
    .find((file) => existsSync(file));
  return photo ?? `src/assets/demo/${key}.jpg`;
}

const things = [
  ...demoMenu.map((d) => ({ what: `the dish ${d.name}`, key: d.image })),
  ...demoRooms.map((r) => ({ what: `the room ${r.name}`, key: r.image })),
  ...demoHalls.map((h) => ({ what: `the hall ${h.name}`, key: h.image })),
];

describe('the demo pictures', () => {
  it('give every dish, room and hall a picture file', () => {
    const missing = things.filter((t) => !existsSync(pictureFile(t.key)));
    expect(missing).toEqual([]);
    expect(things.length).toBe(27 + 6 + 4);
  });

  it('never show two dishes, rooms or halls the same picture', () => {
    const byHash = new Map<string, string[]>();
    for (const t of things) {
      const hash = createHash('sha256')
        .update(readFileSync(pictureFile(t.key)))
        .digest('hex');
      byHash.set(hash, [...(byHash.get(hash) ?? []), t.what]);
    }
    const shared = [...byHash.values()].filter((names) => names.length > 1);
    expect(shared).toEqual([]);
  });
});
