import type { Hall } from '~/contracts/halls';
import { CardPicture, containerCardSizes } from '../ui/CardPicture';
import type { CardImage } from '../ui/card-image';
import { StarIcon } from '../ui/StarIcon';

/** Whether a hall can be booked for the search shown: not yet searched, free, or taken. */
export type HallState = 'unsearched' | 'free' | 'taken';

interface Props {
  hall: Hall;
  image: CardImage;
  state: HallState;
  onBook(): void;
}

/** One hall: picture, rating, price, location, capacity, description, features and what can be done now. */
export function HallCard({ hall, image, state, onBook }: Props) {
  return (
    <article className="hall-card" aria-labelledby={`hall-${hall.id}`}>
      <CardPicture
        image={image}
        sizes={containerCardSizes('420px')}
        alt={hall.name}
        width={640}
        height={420}
      />
      <div className="hall-card-body">
        <div className="hall-card-head">
          <h3 id={`hall-${hall.id}`}>{hall.name}</h3>
          <p className="hall-rating">
            <StarIcon /> {hall.rating.toFixed(1)} <span className="muted">({hall.reviews} reviews)</span>
          </p>
        </div>
        <p className="hall-meta">
          <span>{hall.location}</span>
          <span>Up to {hall.capacity} guests</span>
        </p>
        <p>{hall.description}</p>
        <ul className="hall-features" aria-label="Features">
          {hall.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        <div className="hall-card-foot">
          <p className="hall-price">
            <strong>{hall.price}</strong> <span className="muted">per slot {hall.priceTerms}</span>
          </p>
          {state === 'free' && (
            <button type="button" className="btn btn-gold" onClick={onBook}>
              Book {hall.name}
            </button>
          )}
          {state === 'taken' && <span className="hall-badge hall-badge-taken">Not available</span>}
        </div>
      </div>
    </article>
  );
}
