import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking, createTableBooking } from '../../src/server/db/factories';
import { referrals, users } from '../../src/server/db/schema';
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

/** A photo as a phone would send it: large, with EXIF metadata. */
const photo = (format: 'jpeg' | 'png' | 'webp' | 'gif', width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 30, b: 50 } } })
    .withExif({ IFD0: { Copyright: 'Guest camera', Artist: 'Secret Person' } })
    .toFormat(format)
    .toBuffer();

function form(fields: Record<string, string>, picture?: { bytes: Uint8Array; name: string; type: string }) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  if (picture)
    body.set(
      'profilePicture',
      new File([new Uint8Array(picture.bytes)], picture.name, { type: picture.type }),
    );
  return body;
}

const put = (headers: Record<string, string>, body: FormData, path = '/api/auth/profile') =>
  t.call('PUT', path, { body, headers });
const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/auth/profile', () => {
  it("answers with the caller's own profile", async () => {
    const guest = await signedInGuest(t.db, { name: 'Rhea Kapoor', email: 'rhea@example.in' });
    const res = await t.call('GET', '/api/auth/profile', { headers: guest.headers });
    expect(res.status).toBe(200);
    expect((await res.json()).user).toMatchObject({
      id: guest.user.id,
      name: 'Rhea Kapoor',
      email: 'rhea@example.in',
      wallet_balance: 0,
    });
  });

  it('counts the guest’s bookings (lapsed holds aside) and invites for the header', async () => {
    const guest = await signedInGuest(t.db);
    const other = await signedInGuest(t.db);
    const room = await createRoom(t.db);
    await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2027-05-01',
    });
    await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: room.units[1]!.id,
      checkIn: '2027-05-01',
      status: 'expired',
    });
    await createTableBooking(t.db, { userId: guest.user.id, date: '2027-05-02' });
    await createTableBooking(t.db, { userId: other.user.id, date: '2027-05-02' });
    await t.db
      .insert(referrals)
      .values({ referrerId: guest.user.id, refereeName: 'Zoya', refereeEmail: 'zoya@example.in' });
    const res = await t.call('GET', '/api/auth/profile', { headers: guest.headers });
    expect((await res.json()).stats).toEqual({ total_bookings: 2, referrals_made: 1 });
  });

  it('asks for a sign-in', async () => {
    const res = await t.call('GET', '/api/auth/profile');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBe('Please log in to continue.');
  });
});

describe('PUT /api/auth/profile', () => {
  it('saves name, email and address from the edit form, and clears a field sent empty', async () => {
    const guest = await signedInGuest(t.db, { address: 'Old address' });
    const res = await put(
      guest.headers,
      form({ name: 'Isha Menon', email: 'isha@example.in', phone: guest.user.phone, address: '' }),
    );
    expect(res.status).toBe(200);
    const body = await res.json();
    // A new address is unproven until its guest opens the link sent to it (decision 115).
    expect(body.message).toBe(
      'Profile updated successfully. We sent a link to isha@example.in. Open it within 24 hours to confirm your address.',
    );
    expect(body.user).toMatchObject({
      name: 'Isha Menon',
      email: 'isha@example.in',
      email_verified: false,
      address: null,
    });
    expect(await row(guest.user.id)).toMatchObject({
      name: 'Isha Menon',
      email: 'isha@example.in',
      address: null,
    });
  });

  it('takes JSON too, at /api/auth/update-profile as well', async () => {
    const guest = await signedInGuest(t.db);
    const res = await t.call('PUT', '/api/auth/update-profile', {
      json: { address: '12 Lake Palace Road, Udaipur' },
      headers: guest.headers,
    });
    expect(res.status).toBe(200);
    expect((await row(guest.user.id)).address).toBe('12 Lake Palace Road, Udaipur');
  });

  it('stores a picture re-encoded, bounded and without metadata, served as WebP', async () => {
    const guest = await signedInGuest(t.db);
    const jpeg = await photo('jpeg');
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await put(
      guest.headers,
      form({ name: 'Arjun' }, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' }),
    );
    expect(res.status).toBe(200);
    const url: string = (await res.json()).user.profile_image;
    expect(url).toMatch(/^\/api\/profile-pictures\/[a-f0-9]{32}\.webp$/);

    const served = await t.call('GET', url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();

    // A new picture replaces the old file.
    const png = await photo('png', 300, 200);
    const again = await put(guest.headers, form({}, { bytes: png, name: 'me.png', type: 'image/png' }));
    expect(again.status).toBe(200);
    const second: string = (await again.json()).user.profile_image;
    expect(second).not.toBe(url);
    expect((await t.call('GET', url)).status).toBe(404);
    expect(picturesOnDisk()).toContain(second.split('/').pop());
    const webp = await photo('webp', 600, 600);
    expect(
      (await put(guest.headers, form({}, { bytes: webp, name: 'me.webp', type: 'image/webp' }))).status,
    ).toBe(200);
  });

  it('refuses anything but a JPEG, PNG or WebP of 2 MB at most, leaving the old picture and fields in place', async () => {
    const guest = await signedInGuest(t.db, { name: 'Before' });
    const first = await put(
      guest.headers,
      form({}, { bytes: await photo('jpeg'), name: 'a.jpg', type: 'image/jpeg' }),
    );
    const kept: string = (await first.json()).user.profile_image;
    const files = picturesOnDisk().length;

    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
    );
    const noise = await sharp(randomBytes(1000 * 800 * 3), { raw: { width: 1000, height: 800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const refused = [
      [
        { bytes: await photo('gif', 50, 50), name: 'a.png', type: 'image/png' },
        'Please choose a JPEG, PNG or WebP image.',
      ],
      [{ bytes: svg, name: 'a.jpg', type: 'image/jpeg' }, 'Please choose a JPEG, PNG or WebP image.'],
      [
        { bytes: new TextEncoder().encode('just text'), name: 'b.webp', type: 'image/webp' },
        'Please choose a JPEG, PNG or WebP image.',
      ],
      [
        { bytes: (await photo('jpeg')).subarray(0, 2000), name: 'cut.jpg', type: 'image/jpeg' },
        'The picture could not be read. Please choose another image.',
      ],
      [{ bytes: noise, name: 'big.png', type: 'image/png' }, 'The picture must be 2 MB or smaller.'],
    ] as const;
    for (const [picture, message] of refused) {
      const res = await put(guest.headers, form({ name: 'After' }, picture));
      expect(res.status, picture.name).toBe(400);
      expect(await res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message,
        fields: { profilePicture: message },
      });
    }
    const text = await put(guest.headers, form({ profilePicture: 'not a file' }));
    expect(text.status).toBe(400);
    expect(await row(guest.user.id)).toMatchObject({ name: 'Before', profileImage: kept });
    expect(picturesOnDisk().length).toBe(files);
    expect((await t.call('GET', kept)).status).toBe(200);
  });

  it('never sets a role, a balance or another guest’s phone number', async () => {
    const guest = await signedInGuest(t.db, { name: 'Nikhil' });
    const other = await signedInGuest(t.db, { name: 'Other' });
    const sneaky = await put(
      guest.headers,
      form({
        name: 'Nikhil S',
        role: 'admin',
        wallet_balance: '99999',
        id: other.user.id,
        referral_code: 'MINE',
      }),
    );
    expect(sneaky.status).toBe(200);
    expect((await sneaky.json()).user).toMatchObject({ id: guest.user.id, role: 'guest', wallet_balance: 0 });
    expect(await row(guest.user.id)).toMatchObject({ role: 'guest', referralCode: guest.user.referralCode });
    expect(await row(other.user.id)).toMatchObject({ name: 'Other' });

    const takeover = await put(guest.headers, form({ name: 'Taken', phone: other.user.phone }));
    expect(takeover.status).toBe(400);
    expect((await takeover.json()).message).toBe(
      'Your phone number is how you sign in; it cannot be changed here.',
    );
    const elsewhere = await put(guest.headers, form({ phone: '+919000012345' }));
    expect(elsewhere.status).toBe(400);
    expect(await row(guest.user.id)).toMatchObject({ name: 'Nikhil S', phone: guest.user.phone });
  });

  it("changes only the caller's own record, whatever the body says", async () => {
    const guest = await signedInGuest(t.db, { name: 'First' });
    const other = await signedInGuest(t.db, { name: 'Second' });
    const res = await put(other.headers, form({ name: 'Changed' }));
    expect(res.status).toBe(200);
    expect((await row(guest.user.id)).name).toBe('First');
    expect((await row(other.user.id)).name).toBe('Changed');
  });

  it('names the bad field and changes nothing', async () => {
    const guest = await signedInGuest(t.db, { name: 'Same', email: 'same@example.in' });
    for (const [fields, message] of [
      [{ email: 'not-an-email' }, 'Enter a valid email address.'],
      [{ name: '   ' }, 'Please enter your name.'],
      [{ phone: 'abc' }, 'Enter a valid mobile number.'],
      [{ address: 'x'.repeat(501) }, 'Keep it under 500 characters.'],
    ] as const) {
      const res = await put(guest.headers, form(fields));
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBe(message);
    }
    const wrongType = await t.call('PUT', '/api/auth/profile', {
      body: 'name=x',
      headers: { ...guest.headers, 'content-type': 'text/plain' },
    });
    expect(wrongType.status).toBe(415);
    expect(await row(guest.user.id)).toMatchObject({ name: 'Same', email: 'same@example.in' });
  });

  it('asks for a sign-in', async () => {
    const res = await put({}, form({ name: 'Nobody' }));
    expect(res.status).toBe(401);
  });
});

describe('GET /api/profile-pictures/:name', () => {
  it('serves only stored names', async () => {
    for (const name of ['nope.webp', '..%2F..%2Fpackage.json', `${'a'.repeat(32)}.webp`]) {
      const res = await t.call('GET', `/api/profile-pictures/${name}`);
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('NOT_FOUND');
    }
  });
});
