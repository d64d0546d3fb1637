// A dish's photo uploaded in the console (decision 108): the profile pictures' safe path (uploaded-pictures.ts),
// cut to the menu card's 3:2 box, stored under DATA_DIR/uploads/menu-photos and served by the API.
import { MENU_PHOTO_URL_PREFIX, menuPhotoKey } from '~/lib/menu-photos';
import type { DbOrTx } from '../db/client';
import type { StaffActor } from './audit';
import { setDishPhoto } from './menu';
import { type PictureShelf, readPicture, removePicture, storePicture } from './uploaded-pictures';

const MENU_PHOTOS: PictureShelf = {
  folder: 'menu-photos',
  urlPrefix: MENU_PHOTO_URL_PREFIX,
  // The menu card shows a dish at 3:2, at most 720 px wide on a wide screen's dense display.
  width: 960,
  height: 640,
  field: 'photo',
};

/**
 * Checks and stores a dish's new photo and points the dish at it, audited (`menu_item.photo`); a refused change
 * deletes the new file. The photo it replaces is kept: a table booked with the dish may still show it.
 */
export async function replaceDishPhoto(
  db: DbOrTx,
  input: { id: string; upload: Uint8Array; dataDir: string; now: Date; by: StaffActor },
): Promise<string> {
  const file = await storePicture(input.dataDir, input.upload, MENU_PHOTOS);
  const key = menuPhotoKey(file);
  try {
    await setDishPhoto(db, input.id, key, { now: input.now, by: input.by });
  } catch (error) {
    await removePicture(input.dataDir, file, MENU_PHOTOS);
    throw error;
  }
  return key;
}

/** The bytes of a stored dish photo by its file name; anything else is a 404. */
export const readMenuPhoto = (dataDir: string, name: string) => readPicture(dataDir, name, MENU_PHOTOS);
