import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { pictureDecodes } from '../../src/server/services/profile-pictures';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const picturesOnDisk = () => {
  try {
    return readdirSync(join(t.dataDir, 'uploads', 'profile-pictures'));
  } catch {
    return [];
  }
};

/** A plain PNG of the given size: one colour, so even 7000 × 7000 compresses to a few hundred KB. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 140 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

function upload(headers: Record<string, string>, bytes: Uint8Array, fields: Record<string, string> = {}) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('profilePicture', new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' }));
  return t.call('PUT', '/api/auth/profile', { body, headers });
}
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('profile pictures under load', () => {
  it('refuses a picture of more than 4096 × 4096 pixels from its header, storing nothing', async () => {
    const guest = await signedInGuest(t.db, { name: 'Before' });
    const bomb = await png(7000, 7000);
    expect(bomb.byteLength).toBeLessThan(2 * 1024 * 1024);
    const files = picturesOnDisk().length;
    const res = await upload(guest.headers, bomb, { name: 'After' });
    expect(res.status).toBe(400);
    const message = 'The picture has too many pixels: at most 4096 × 4096. Please choose a smaller one.';
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message,
      fields: { profilePicture: message },
    });
    expect(await row(guest.user.id)).toMatchObject({ name: 'Before', profileImage: null });
    expect(picturesOnDisk().length).toBe(files);
    expect((await upload(guest.headers, await png(4096, 4096))).status).toBe(200);
  });

  it('takes ten pictures from one guest in an hour and refuses the eleventh with 429', async () => {
    const guest = await signedInGuest(t.db, { name: 'Busy' });
    const small = await png(64, 64);
    let latest = '';
    for (let i = 0; i < 10; i++) {
      const res = await upload(guest.headers, small);
      expect(res.status, `upload ${i + 1}`).toBe(200);
      latest = (await res.json()).user.profile_image;
    }
    const eleventh = await upload(guest.headers, small, { name: 'Renamed' });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('3600');
    expect(await eleventh.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'You have uploaded 10 pictures in the last hour. Please try again later.',
    });
    expect(await row(guest.user.id)).toMatchObject({ name: 'Busy', profileImage: latest });
    // Another guest is not held back by this one.
    const other = await signedInGuest(t.db);
    expect((await upload(other.headers, small)).status).toBe(200);
  });

  it('decodes eight pictures sent at once one after another', async () => {
    const guests = await Promise.all(Array.from({ length: 8 }, () => signedInGuest(t.db)));
    const picture = await png(2400, 1800);
    pictureDecodes.peak = 0;
    const answers = await Promise.all(guests.map((guest) => upload(guest.headers, picture)));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(200));
    expect(pictureDecodes).toEqual({ active: 0, peak: 1 });
  });
});
