import type { FavoriteType } from '~/contracts/favorites';
import { $auth } from '~/stores/auth';
import { $favorites, addFavorite, isFavorite, loadFavorites, toggleFavorite } from '~/stores/favorites';

const HEART_TYPES: readonly FavoriteType[] = ['offer', 'package', 'menu_item'];

/**
 * The hearts on the offer, package and dish cards: each shows whether the signed-in guest has it among their
 * favorites, and toggles it through the shared `$favorites` store (a dish's only adds, spec §4, and asks a
 * logged-out guest in the menu's words); a logged-out guest is asked to log in.
 * A card names its item by its id (a content entry's, a dish's: `data-favorite`) and type (`data-favorite-type`).
 */
export function startFavoriteHearts(scope: ParentNode = document): void {
  const hearts = [...scope.querySelectorAll<HTMLButtonElement>('[data-favorite]')];
  if (hearts.length === 0) return;
  const typeOf = (button: HTMLButtonElement): FavoriteType => {
    const type = button.dataset.favoriteType as FavoriteType;
    return HEART_TYPES.includes(type) ? type : 'offer';
  };
  const paint = () => {
    for (const button of hearts) {
      const on = isFavorite(typeOf(button), button.dataset.favorite ?? '');
      button.setAttribute('aria-pressed', String(on));
    }
  };
  for (const button of hearts) {
    button.addEventListener('click', async () => {
      button.disabled = true;
      const [type, id] = [typeOf(button), button.dataset.favorite ?? ''];
      await (type === 'menu_item'
        ? addFavorite(type, id, 'Please login first to add favorites')
        : toggleFavorite(type, id));
      button.disabled = false;
    });
    // Answering taps from now on (as the lightbox and the contact forms mark themselves).
    button.dataset.ready = '';
  }
  $favorites.subscribe(paint);
  $auth.subscribe(() => void loadFavorites());
}
