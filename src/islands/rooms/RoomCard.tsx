import type { Room } from '~/contracts/rooms';
import { gstAdded } from '~/lib/gst';
import { formatInr } from '~/lib/money';
import type { RoomFit } from '~/lib/room-fit';
import { roomTypeLabel } from '~/lib/rooms';
import { CardPicture, containerCardSizes } from '../ui/CardPicture';
import type { CardImage } from '../ui/card-image';
import { HeartButton } from '../ui/HeartButton';
import { StarIcon } from '../ui/StarIcon';

interface Props {
  room: Room;
  image: CardImage;
  signedIn: boolean;
  /** How the party fits this room in the rooms chosen (lib/room-fit). */
  fit: RoomFit;
  /** The package the room is priced on, if the search is for one: its title and its nightly price here. */
  rate?: { title: string; nightlyPaise: number } | null | undefined;
  /** Whether the guest has hearted this room. */
  favorite: boolean;
  onBook(room: Room): void;
  /** Sets the number of rooms the page books (the card's "Choose 2 rooms"). */
  onChooseRooms(rooms: number): void;
  onLogin(): void;
  onFavorite(room: Room): void;
}

/** One room in the list: image, tag, rating, description, amenities, price and the booking button. */
export function RoomCard({
  room,
  image,
  signedIn,
  fit,
  rate,
  favorite,
  onBook,
  onChooseRooms,
  onLogin,
  onFavorite,
}: Props) {
  return (
    <article className="room-card" id={room.slug} aria-labelledby={`${room.slug}-name`}>
      <div className="room-card-media">
        <CardPicture
          image={image}
          sizes={containerCardSizes('420px')}
          width={640}
          height={400}
          alt={`${room.name} at the palace`}
        />
        {room.tag && <span className="room-tag">{room.tag}</span>}
        <HeartButton name={room.name} pressed={favorite} onClick={() => onFavorite(room)} />
      </div>
      <div className="room-card-body">
        <p className="room-type">{roomTypeLabel(room.roomType)}</p>
        <h3 id={`${room.slug}-name`}>{room.name}</h3>
        <p className="room-rating">
          <StarIcon /> {room.rating.toFixed(1)} <span className="muted">({room.reviews} reviews)</span>
        </p>
        <p className="room-description">{room.description}</p>
        <ul className="room-amenities" aria-label="Amenities">
          {room.amenities.map((a) => (
            <li key={a}>{a}</li>
          ))}
        </ul>
        <div className="room-card-foot">
          <p className="room-price">
            <strong>{formatInr(rate?.nightlyPaise ?? room.pricePaise)}</strong>{' '}
            <span className="muted">
              per night {rate && `on the ${rate.title} package `}
              {gstAdded('accommodation', rate?.nightlyPaise ?? room.pricePaise, false)} · up to{' '}
              {room.maxGuests} guests
            </span>
          </p>
          {!signedIn ? (
            <button type="button" className="btn btn-outline" onClick={onLogin}>
              Login to Book
            </button>
          ) : fit.kind === 'fits' ? (
            <button
              type="button"
              className="btn btn-gold"
              onClick={() => onBook(room)}
              aria-label={`Book Now: ${room.name}`}
            >
              Book Now
            </button>
          ) : fit.kind === 'choose' ? (
            <button
              type="button"
              className="btn btn-outline"
              onClick={() => onChooseRooms(fit.rooms)}
              aria-label={`Choose ${fit.rooms} ${fit.rooms === 1 ? 'room' : 'rooms'}: ${room.name}`}
            >
              Choose {fit.rooms} {fit.rooms === 1 ? 'room' : 'rooms'}
            </button>
          ) : (
            <button type="button" className="btn" disabled aria-label={`Not Available: ${room.name}`}>
              Not Available
            </button>
          )}
        </div>
        {fit.kind !== 'fits' && fit.why && <p className="room-note">{fit.why}</p>}
      </div>
    </article>
  );
}
