import type { FavoriteType } from '~/contracts/favorites';
import './heart-button.css';

interface Props {
  /** What the heart adds, for its label: "Add Deluxe King Room to favorites". */
  name: string;
  pressed: boolean;
  /** An island's heart; a card the server renders alone names its `favorite` for the site script instead. */
  onClick?(): void;
  /** The item the site script's hearts part adds (src/scripts/favorite-hearts.ts). */
  favorite?: { id: string; type: FavoriteType };
}

/** The heart on a card's picture: filled while the item is one of the guest's favorites. */
export function HeartButton({ name, pressed, onClick, favorite }: Props) {
  return (
    <button
      type="button"
      className="heart-button"
      aria-label={`Add ${name} to favorites`}
      aria-pressed={pressed}
      onClick={onClick}
      data-favorite={favorite?.id}
      data-favorite-type={favorite?.type}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" width="20" height="20">
        <path
          d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
          fill={pressed ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
        />
      </svg>
    </button>
  );
}
