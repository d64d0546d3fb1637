import { FAVORITE_TYPES, type FavoriteType } from '~/lib/favorites';
import { $auth } from '~/stores/auth';
import { $favorites, addFavorite, isFavorite, loadFavorites, toggleFavorite } from '~/stores/favorites';

/**
 * The hearts on the cards the server draws (offers, packages, rooms, dishes): each shows whether the signed-in guest
 * has its item among their favorites, and toggles it through the shared `$favorites` store (a dish's only adds,
 * spec §4, and asks a logged-out guest in the menu's words); a logged-out guest is asked to log in. A card names its
 * item by its id (a content entry's, a room's or dish's: `data-favorite`) and type (`data-favorite-type`). One
 * listener on the page answers every heart, so hearts a list puts in later (the rooms' search answered in place)
 * answer too, and `paintFavoriteHearts` presses them.
 */
export function startFavoriteHearts(): void {
  if (started) return;
  started = true;
  document.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('[data-favorite]');
    if (!button) return;
    button.disabled = true;
    const [type, id] = [typeOf(button), button.dataset.favorite ?? ''];
    await (type === 'menu_item'
      ? addFavorite(type, id, 'Please login first to add favorites')
      : toggleFavorite(type, id));
    button.disabled = false;
  });
  $favorites.subscribe(paintFavoriteHearts);
  $auth.subscribe(() => void loadFavorites());
}

let started = false;

const typeOf = (button: HTMLButtonElement): FavoriteType => {
  const type = button.dataset.favoriteType as FavoriteType;
  return FAVORITE_TYPES.includes(type) ? type : 'offer';
};

/** Presses each heart on the page whose item is a favorite, and marks it as answering taps. */
export function paintFavoriteHearts(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-favorite]')) {
    button.setAttribute('aria-pressed', String(isFavorite(typeOf(button), button.dataset.favorite ?? '')));
    // Answering taps from now on (as the lightbox and the contact forms mark themselves).
    button.dataset.ready = '';
  }
}
