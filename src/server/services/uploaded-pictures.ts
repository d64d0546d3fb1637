// The one safe path for a picture sent to the site (a guest's profile picture, a dish's photo): checked by its
// content and header before anything is decoded, re-encoded as WebP without metadata, one decode at a time.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { AppError, fieldError } from '../errors';

/** Uploads larger than this are refused before decoding. */
export const PICTURE_MAX_BYTES = 2 * 1024 * 1024;
/** Uploads with more pixels are refused from their header: a small PNG can decode to a gigabyte. */
export const PICTURE_MAX_PIXELS = 4096 * 4096;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const STORED_NAME = /^[a-f0-9]{32}\.webp$/;

/** Where one kind of picture is kept and served, the box it is cut to, and the form field it arrives in. */
export interface PictureShelf {
  /** The folder under DATA_DIR/uploads. */
  folder: string;
  /** The public path a stored picture is served from, ending in a slash. */
  urlPrefix: string;
  width: number;
  height: number;
  /** The form field named in a refusal. */
  field: string;
  /** `cover` crops to the box (a portrait); `inside` keeps the whole picture within it (a document). */
  fit?: 'cover' | 'inside';
}

const folderOf = (dataDir: string, shelf: PictureShelf) => resolve(dataDir, 'uploads', shelf.folder);

/** Decodes in progress in this process, and the most there have been at once (tests read it). */
export const pictureDecodes = { active: 0, peak: 0 };
let decodeQueue: Promise<unknown> = Promise.resolve();

/** Runs one decode at a time in this process: eight large pictures at once would take a gigabyte. */
function oneDecodeAtATime<T>(decode: () => Promise<T>): Promise<T> {
  const run = decodeQueue.then(async () => {
    pictureDecodes.active += 1;
    pictureDecodes.peak = Math.max(pictureDecodes.peak, pictureDecodes.active);
    try {
      return await decode();
    } finally {
      pictureDecodes.active -= 1;
    }
  });
  decodeQueue = run.catch(() => undefined);
  return run;
}

const decoded = (upload: Uint8Array, shelf: PictureShelf) =>
  sharp(upload, { limitInputPixels: PICTURE_MAX_PIXELS })
    .rotate()
    .resize(shelf.width, shelf.height, { fit: shelf.fit ?? 'cover', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();

/**
 * Checks an upload by its content (JPEG, PNG or WebP, at most 2 MB and 4096 × 4096 pixels, read from its
 * header before anything is decoded), re-encodes it as a bounded WebP without metadata (EXIF, GPS), one
 * picture at a time, and stores it under a random name. Returns the stored file's name.
 */
export async function storePicture(
  dataDir: string,
  upload: Uint8Array,
  shelf: PictureShelf,
): Promise<string> {
  const refuse = (message: string) => fieldError(shelf.field, message);
  if (upload.byteLength === 0) throw refuse('The picture is empty.');
  if (upload.byteLength > PICTURE_MAX_BYTES) throw refuse('The picture must be 2 MB or smaller.');
  let header: Metadata | undefined;
  try {
    header = await sharp(upload).metadata();
  } catch {
    header = undefined;
  }
  if (!header?.format || !ACCEPTED_FORMATS.has(header.format)) {
    throw refuse('Please choose a JPEG, PNG or WebP image.');
  }
  if ((header.width ?? 0) * (header.height ?? 0) > PICTURE_MAX_PIXELS) {
    throw refuse('The picture has too many pixels: at most 4096 × 4096. Please choose a smaller one.');
  }
  let encoded: Buffer;
  try {
    encoded = await oneDecodeAtATime(() => decoded(upload, shelf));
  } catch {
    throw refuse('The picture could not be read. Please choose another image.');
  }
  const name = `${randomBytes(16).toString('hex')}.webp`;
  await mkdir(folderOf(dataDir, shelf), { recursive: true });
  await writeFile(join(folderOf(dataDir, shelf), name), encoded);
  return name;
}

/** The bytes of a stored picture by its file name; anything but our own names is a 404. */
export async function readPicture(dataDir: string, name: string, shelf: PictureShelf): Promise<Buffer> {
  const missing = new AppError('NOT_FOUND', 'No such picture.');
  if (!STORED_NAME.test(name)) throw missing;
  try {
    return await readFile(join(folderOf(dataDir, shelf), name));
  } catch {
    throw missing;
  }
}

/** Deletes a stored picture by its file name (a replaced or abandoned one); anything else is ignored. */
export async function removePicture(dataDir: string, name: string, shelf: PictureShelf): Promise<void> {
  if (STORED_NAME.test(name)) await rm(join(folderOf(dataDir, shelf), name), { force: true });
}
