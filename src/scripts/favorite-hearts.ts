import { $auth } from '../stores/auth';
import { toast } from '../stores/toasts';

/** The event a heart raises for a signed-in guest; the favorites feature listens for it on `document`. */
export const FAVORITE_TOGGLE_EVENT = 'palace:favorite-toggle';

/** What the favorites feature receives: the card's content id and the heart button, to set `aria-pressed`. */
export interface FavoriteToggleDetail {
  offerId: string;
  button: HTMLButtonElement;
}

/**
 * Wires the hearts on offer cards: a logged-out guest is asked to log in; a signed-in guest's click is
 * handed on as a `palace:favorite-toggle` event (the account issue's favorites toggle it for real).
 */
export function startFavoriteHearts(scope: ParentNode = document): void {
  for (const button of scope.querySelectorAll<HTMLButtonElement>('[data-favorite]')) {
    button.addEventListener('click', () => {
      const { token, user } = $auth.get();
      if (!token || !user) {
        toast.error('Please log in to add favorites');
        return;
      }
      const detail: FavoriteToggleDetail = { offerId: button.dataset.favorite ?? '', button };
      document.dispatchEvent(new CustomEvent(FAVORITE_TOGGLE_EVENT, { detail }));
    });
  }
}
