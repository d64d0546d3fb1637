import { useEffect } from 'react';
import type { Favorite } from '~/contracts/favorites';
import { useStore } from '~/islands/ui/use-store';
import { $favorites, loadFavorites, removeFavorite } from '~/stores/favorites';
import { StarIcon } from '../ui/StarIcon';

const TYPE_LABEL: Record<Favorite['favorite_type'], string> = {
  room: 'Room',
  menu_item: 'Dish',
  offer: 'Offer',
  package: 'Package',
};

/** The Favorites tab: the guest's hearted rooms, dishes, offers and packages; remove is optimistic. */
export default function FavoritesTab() {
  const { status, items } = useStore($favorites);
  useEffect(() => {
    void loadFavorites(true);
  }, []);

  if (status === 'error')
    return (
      <p role="alert" className="tab-message">
        Failed to load favorites
      </p>
    );
  if (status !== 'ready' && items.length === 0) {
    return (
      <p role="status" className="tab-message">
        Loading your favorites…
      </p>
    );
  }
  if (items.length === 0) return <p className="tab-message">No favorites yet</p>;
  return (
    <ul className="favorite-grid" aria-label="Your favorites">
      {items.map((f) => (
        <li key={f.id} className="favorite-card" aria-label={f.details.name}>
          {f.details.image && <img src={f.details.image} alt="" width={320} height={200} loading="lazy" />}
          <div className="favorite-body">
            <p className="order-kind">{TYPE_LABEL[f.favorite_type]}</p>
            <h4>{f.details.name}</h4>
            {f.details.rating !== null && (
              <p className="muted">
                <StarIcon /> {f.details.rating.toFixed(1)}
                {f.details.prepTime && ` · ${f.details.prepTime}`}
              </p>
            )}
            <p className="favorite-text">{f.details.description}</p>
            {f.details.price && <p className="favorite-price">{f.details.price}</p>}
            <div className="favorite-actions">
              <a className="btn btn-maroon" href={f.bookHref}>
                Book now<span className="visually-hidden">: {f.details.name}</span>
              </a>
              <button type="button" className="btn btn-outline" onClick={() => void removeFavorite(f.id)}>
                Remove<span className="visually-hidden"> {f.details.name}</span>
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
