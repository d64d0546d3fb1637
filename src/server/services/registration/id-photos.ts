// The photo of a guest's identity document: the site's one safe picture path (uploaded-pictures.ts), kept whole
// (not cropped) in a folder no public route serves; the console reads it through a staff-only route (no-store).
import { type PictureShelf, readPicture, removePicture, storePicture } from '../uploaded-pictures';

const ID_PHOTOS: PictureShelf = {
  folder: 'id-photos',
  urlPrefix: '',
  width: 1600,
  height: 1600,
  field: 'photo',
  fit: 'inside',
};

/** Checks, re-encodes (no metadata) and stores a document's photo; returns its file name. */
export const storeIdPhoto = (dataDir: string, upload: Uint8Array) => storePicture(dataDir, upload, ID_PHOTOS);

/** A stored document photo's bytes by its file name; anything else is a 404. */
export const readIdPhoto = (dataDir: string, name: string) => readPicture(dataDir, name, ID_PHOTOS);

/** Deletes a stored document photo (replaced, or past its retention); unknown names are ignored. */
export const removeIdPhoto = (dataDir: string, name: string | null | undefined) =>
  name ? removePicture(dataDir, name, ID_PHOTOS) : Promise.resolve();
