import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../errors';

/** Uploads larger than this are refused before decoding. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Stored pictures fit inside this square. */
export const PICTURE_MAX_SIDE = 512;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;
/** The public path a stored picture is served from (GET /api/profile-pictures/:name). */
export const PICTURE_URL_PREFIX = '/api/profile-pictures/';

const refuse = (message: string) =>
  new AppError('VALIDATION_FAILED', `profilePicture: ${message}`, { fields: { profilePicture: message } });

const folder = (dataDir: string) => resolve(dataDir, 'uploads', 'profile-pictures');

/**
 * Checks an upload by its content (JPEG, PNG or WebP, at most 2 MB), re-encodes it as a bounded WebP
 * without metadata (EXIF, GPS) and stores it under a random name. Returns its public URL.
 */
export async function storeProfilePicture(dataDir: string, upload: Uint8Array): Promise<string> {
  if (upload.byteLength === 0) throw refuse('The picture is empty.');
  if (upload.byteLength > PICTURE_MAX_BYTES) throw refuse('The picture must be 2 MB or smaller.');
  let format: string | undefined;
  try {
    format = (await sharp(upload).metadata()).format;
  } catch {
    format = undefined;
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw refuse('Please choose a JPEG, PNG or WebP image.');
  let encoded: Buffer;
  try {
    encoded = await sharp(upload, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PICTURE_MAX_SIDE, PICTURE_MAX_SIDE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse('The picture could not be read. Please choose another image.');
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(folder(dataDir), { recursive: true });
  await writeFile(join(folder(dataDir), name), encoded);
  return `${PICTURE_URL_PREFIX}${name}`;
}

/** The bytes of a stored picture by its file name; anything but our own names is a 404. */
export async function readProfilePicture(dataDir: string, name: string): Promise<Buffer> {
  const missing = new AppError('NOT_FOUND', 'No such picture.');
  if (!STORED_NAME.test(name)) throw missing;
  try {
    return await readFile(join(folder(dataDir), name));
  } catch {
    throw missing;
  }
}

/** Deletes a stored picture by its public URL (a replaced or abandoned one); unknown URLs are ignored. */
export async function removeProfilePicture(dataDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(PICTURE_URL_PREFIX)) return;
  const name = url.slice(PICTURE_URL_PREFIX.length);
  if (STORED_NAME.test(name)) await rm(join(folder(dataDir), name), { force: true });
}
