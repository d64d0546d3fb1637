// A dish photo an admin uploaded in the staff console (decision 108): the dish's image key names the stored file,
// so pages and the API find its address from the key alone, as they do for the demo's pictures.

/** Served from here: GET /api/menu-photos/<32 hex digits>.webp. */
export const MENU_PHOTO_URL_PREFIX = '/api/menu-photos/';
const PHOTO_KEY = /^photo-([a-f0-9]{32})$/;

/** The image key of a stored photo file (`<hex>.webp` → `photo-<hex>`). */
export const menuPhotoKey = (fileName: string) => `photo-${fileName.replace(/\.webp$/, '')}`;

/** The stored file of a photo key, or null for any other key (a demo or editor's picture). */
export function menuPhotoFile(key: string): string | null {
  const hex = PHOTO_KEY.exec(key)?.[1];
  return hex ? `${hex}.webp` : null;
}

/** The public address of an uploaded photo's key, or null when the key names a picture built with the site. */
export function uploadedPhotoUrl(key: string): string | null {
  const file = menuPhotoFile(key);
  return file ? `${MENU_PHOTO_URL_PREFIX}${file}` : null;
}
