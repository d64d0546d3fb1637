import type { MenuItem } from '~/contracts/dining';
import { formatInr } from '~/lib/money';
import { CardPicture, containerCardSizes } from '../ui/CardPicture';
import type { CardImage } from '../ui/card-image';
import { HeartButton } from '../ui/HeartButton';
import { StarIcon } from '../ui/StarIcon';

interface Props {
  dish: MenuItem;
  image: CardImage;
  signedIn: boolean;
  /** The GST the price is charged with: "+ 18% GST". */
  gstTerms: string;
  /** Whether the guest has hearted this dish (the menu's hearts only add, spec §4). */
  favorite: boolean;
  /** Where the card is listed, so that its heading ids stay unique on the page. */
  list: string;
  onReserve(dish: MenuItem): void;
  onLike(dish: MenuItem): void;
  onFavorite(dish: MenuItem): void;
}

/** One dish: picture, price, rating, its badges, the heart, a like and Reserve. */
export function MenuCard({
  dish,
  image,
  signedIn,
  gstTerms,
  favorite,
  list,
  onReserve,
  onLike,
  onFavorite,
}: Props) {
  const headingId = `${list}-${dish.slug}`;
  return (
    <article className="menu-card" aria-labelledby={headingId}>
      <div className="menu-card-media">
        <CardPicture
          image={image}
          sizes={containerCardSizes('300px')}
          width={480}
          height={320}
          alt={dish.name}
        />
        <HeartButton name={dish.name} pressed={favorite} onClick={() => onFavorite(dish)} />
      </div>
      <div className="menu-card-body">
        <p className="menu-category">{dish.category}</p>
        <h3 id={headingId}>{dish.name}</h3>
        <ul className="menu-badges" aria-label="About this dish">
          {dish.veg && <li className="badge-veg">Veg</li>}
          {dish.spicy && <li className="badge-spicy">Spicy</li>}
          {dish.chefSpecial && <li className="badge-chef">Chef's special</li>}
        </ul>
        <p className="menu-description">{dish.description}</p>
        <p className="room-rating">
          <StarIcon /> {dish.rating.toFixed(1)}
          {dish.prepTime && <span className="muted"> · {dish.prepTime} min</span>}
        </p>
        <div className="menu-card-foot">
          <p className="menu-price">
            <strong>{formatInr(dish.pricePaise)}</strong> <span className="muted">{gstTerms}</span>
          </p>
          <button
            type="button"
            className="like-button"
            onClick={() => onLike(dish)}
            aria-label={`Like ${dish.name} (${dish.likes} this week)`}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" width="16" height="16">
              <path
                d="M7 10v11H3V10h4zm2 11h8.3a2 2 0 0 0 2-1.6l1.4-7A2 2 0 0 0 18.7 10H14V5.5A2.5 2.5 0 0 0 11.5 3L9 10v11z"
                fill="currentColor"
              />
            </svg>{' '}
            {dish.likes}
          </button>
          <button
            type="button"
            className={signedIn ? 'btn btn-gold' : 'btn btn-outline'}
            onClick={() => onReserve(dish)}
            aria-label={`Reserve a table with ${dish.name}`}
          >
            Reserve
          </button>
        </div>
      </div>
    </article>
  );
}
