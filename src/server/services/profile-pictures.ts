// Guests' profile pictures: the site's one safe picture path (uploaded-pictures.ts), cut to a 512 px square.
import {
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXELS,
  type PictureShelf,
  pictureDecodes,
  readPicture,
  removePicture,
  storePicture,
} from './uploaded-pictures';

export { PICTURE_MAX_BYTES, PICTURE_MAX_PIXELS, pictureDecodes };
/** Stored pictures fit inside this square. */
export const PICTURE_MAX_SIDE = 512;
/** The public path a stored picture is served from (GET /api/profile-pictures/:name). */
export const PICTURE_URL_PREFIX = '/api/profile-pictures/';

const PROFILE_PICTURES: PictureShelf = {
  folder: 'profile-pictures',
  urlPrefix: PICTURE_URL_PREFIX,
  width: PICTURE_MAX_SIDE,
  height: PICTURE_MAX_SIDE,
  field: 'profilePicture',
};

/** Checks, re-encodes and stores a guest's picture (uploaded-pictures.ts); returns its public URL. */
export async function storeProfilePicture(dataDir: string, upload: Uint8Array): Promise<string> {
  return `${PICTURE_URL_PREFIX}${await storePicture(dataDir, upload, PROFILE_PICTURES)}`;
}

/** The bytes of a stored picture by its file name; anything but our own names is a 404. */
export const readProfilePicture = (dataDir: string, name: string) =>
  readPicture(dataDir, name, PROFILE_PICTURES);

/** Deletes a stored picture by its public URL (a replaced or abandoned one); unknown URLs are ignored. */
export async function removeProfilePicture(dataDir: string, url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(PICTURE_URL_PREFIX)) return;
  await removePicture(dataDir, url.slice(PICTURE_URL_PREFIX.length), PROFILE_PICTURES);
}
