import { useRef } from 'react';
import type { Room } from '~/contracts/rooms';
import { gstAdded } from '~/lib/gst';
import { formatInr } from '~/lib/money';
import { CardPicture } from '../ui/CardPicture';
import { type CardImage, cardImage } from '../ui/card-image';
import { StarIcon } from '../ui/StarIcon';

/** The rooms as a horizontal strip with previous and next buttons; each slide links to its card. */
export function RoomCarousel({ rooms, images }: { rooms: Room[]; images: Record<string, CardImage> }) {
  const track = useRef<HTMLUListElement>(null);
  const scroll = (direction: 1 | -1) => {
    const el = track.current;
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return (
    <section className="room-carousel" aria-label="Featured rooms">
      <div className="room-carousel-head">
        <h2>Featured stays</h2>
        <div className="room-carousel-arrows">
          <button
            type="button"
            className="icon-button"
            aria-label="Previous rooms"
            onClick={() => scroll(-1)}
          >
            ‹
          </button>
          <button type="button" className="icon-button" aria-label="Next rooms" onClick={() => scroll(1)}>
            ›
          </button>
        </div>
      </div>
      <ul className="room-carousel-track" ref={track}>
        {rooms.map((room) => {
          const image = cardImage(images, room.imageKey, room.image);
          return (
            <li key={room.id} className="room-slide">
              <a href={`#${room.slug}`}>
                <CardPicture image={image} sizes="280px" width={280} height={175} alt="" />
                <span className="room-slide-text">
                  <span className="room-slide-name">{room.name}</span>
                  <span className="room-slide-meta">
                    {formatInr(room.pricePaise)} / night {gstAdded('accommodation', room.pricePaise, false)} ·{' '}
                    <StarIcon /> {room.rating.toFixed(1)}
                  </span>
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
