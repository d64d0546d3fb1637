import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PackageOffer } from '~/contracts/packages';
import type { Room, RoomList } from '~/contracts/rooms';
import { useStore } from '~/islands/ui/use-store';
import { addDays } from '~/lib/dates';
import { ROOM_RATE_TERMS } from '~/lib/price-terms';
import { roomFit } from '~/lib/room-fit';
import { ROOM_TYPES, type RoomType, roomTypeLabel } from '~/lib/rooms';
import { GUEST_LIMITS, stayProblem } from '~/lib/stay';
import { $favorites, loadFavorites, toggleFavorite } from '~/stores/favorites';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import { type CardImage, cardImage } from '../ui/card-image';
import { goToLogin } from '../ui/login-redirect';
import { useSignedInGuest } from '../ui/use-signed-in';
import { RoomCard } from './RoomCard';
import { RoomCarousel } from './RoomCarousel';
import '../ui/forms.css';
import './rooms-base.css';
import './rooms.css';
import { GuestCounter } from './GuestCounter';

// The booking dialog (its quote, coupon and price lines) is fetched when the guest taps Book, not with the list
// (decision 121).
const BookingModal = lazy(() => import('./BookingModal').then((m) => ({ default: m.BookingModal })));

interface Props {
  /** The list the server read for this request; null when it could not. */
  initialRooms: Room[] | null;
  today: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  /** Rooms booked together (the home search's room count). */
  rooms: number;
  images: Record<string, CardImage>;
  /** The package the search is for: only its room types are shown, priced on it, and booked on it. */
  stayPackage?: PackageOffer | null;
}

type Filter = 'all' | RoomType;

/** The room browsing page: dates, guests, type chips, the carousel and list, and the booking modal. */
export default function RoomBrowser(props: Props) {
  const { user } = useSignedInGuest();
  const favorites = useStore($favorites);
  useEffect(() => {
    if (user) void loadFavorites();
  }, [user]);
  const [checkIn, setCheckIn] = useState(props.checkIn);
  const [checkOut, setCheckOut] = useState(props.checkOut);
  const [guests, setGuests] = useState(props.guests);
  const [roomCount, setRoomCount] = useState(props.rooms);
  const [filter, setFilter] = useState<Filter>('all');
  const [rooms, setRooms] = useState(props.initialRooms);
  const [loading, setLoading] = useState(false);
  const [dateError, setDateError] = useState('');
  const [booking, setBooking] = useState<Room | null>(null);
  const firstRender = useRef(true);
  // A party larger than the largest room is welcome: the cards say how many rooms it needs.
  const largestRoom = Math.max(1, ...(rooms ?? []).map((r) => r.maxGuests));
  const mostGuests = largestRoom * roomCount;

  // The guests and rooms stay in the address, so a reload or a shared link asks the same.
  useEffect(() => {
    const url = new URL(window.location.href);
    url.searchParams.set('guests', String(guests));
    url.searchParams.set('rooms', String(roomCount));
    url.searchParams.delete('adults');
    url.searchParams.delete('children');
    window.history.replaceState(null, '', url);
  }, [guests, roomCount]);

  function changeRooms(count: number) {
    setRoomCount(count);
    setGuests((g) => Math.min(g, largestRoom * count));
  }

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const problem = stayProblem(checkIn, checkOut, props.today);
    setDateError(problem?.message ?? '');
    if (problem) return;
    const url = new URL(window.location.href);
    url.searchParams.set('checkIn', checkIn);
    url.searchParams.set('checkOut', checkOut);
    window.history.replaceState(null, '', url);
    let current = true;
    setLoading(true);
    api<RoomList>('/rooms/getrooms', { query: { checkIn, checkOut } })
      .then((body) => current && setRooms(body.rooms))
      .catch((e) => current && toast.error(e instanceof ApiError ? e.message : 'Failed to load rooms.'))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [checkIn, checkOut, props.today]);

  function changeCheckIn(value: string) {
    setCheckIn(value);
    if (value && checkOut <= value) setCheckOut(addDays(value, 1));
  }

  if (rooms === null) {
    return (
      <div className="rooms-state" role="alert">
        <p>Failed to load rooms.</p>
        <button type="button" className="btn btn-maroon" onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  }

  const pkg = props.stayPackage;
  const types = ROOM_TYPES.filter((t) => !pkg || pkg.roomTypes.includes(t));
  const shown = rooms.filter(
    (r) => (filter === 'all' || r.roomType === filter) && types.includes(r.roomType),
  );
  const login = () => goToLogin('Please log in to book a room');
  const favorite = (room: Room) => void toggleFavorite('room', room.id);

  return (
    <div className="room-browser">
      <form className="stay-search" aria-label="Your stay" onSubmit={(e) => e.preventDefault()}>
        <label>
          <span>Check-in</span>
          <input
            type="date"
            value={checkIn}
            min={props.today}
            onChange={(e) => changeCheckIn(e.target.value)}
            required
          />
        </label>
        <label>
          <span>Check-out</span>
          <input
            type="date"
            value={checkOut}
            min={checkIn ? addDays(checkIn, 1) : props.today}
            onChange={(e) => setCheckOut(e.target.value)}
            required
          />
        </label>
        <GuestCounter value={roomCount} max={GUEST_LIMITS.rooms.max} onChange={changeRooms} legend="Rooms" />
        <GuestCounter value={guests} max={mostGuests} onChange={setGuests} />
        <p className={dateError ? 'field-error' : 'muted'} role={dateError ? 'alert' : 'status'}>
          {dateError || (loading ? 'Checking availability…' : ROOM_RATE_TERMS)}
        </p>
      </form>

      <fieldset className="filter-chips">
        <legend className="visually-hidden">Room type</legend>
        {(['all', ...types] as Filter[]).map((type) => (
          <button
            key={type}
            type="button"
            className="chip"
            aria-pressed={filter === type}
            onClick={() => setFilter(type)}
          >
            {type === 'all' ? 'All Rooms' : roomTypeLabel(type)}
          </button>
        ))}
      </fieldset>

      {shown.length === 0 ? (
        <p className="rooms-state">No rooms available.</p>
      ) : (
        <>
          <RoomCarousel rooms={shown} images={props.images} />
          <section aria-label="All rooms" className="room-list" aria-busy={loading}>
            {shown.map((room) => (
              <RoomCard
                key={room.id}
                room={room}
                image={cardImage(props.images, room.imageKey, room.image)}
                signedIn={Boolean(user)}
                fit={roomFit(room, guests, roomCount)}
                rate={pkg && { title: pkg.title, nightlyPaise: pkg.nightlyPaise[room.id] ?? room.pricePaise }}
                onBook={setBooking}
                onChooseRooms={changeRooms}
                onLogin={login}
                onFavorite={favorite}
                favorite={favorites.items.some((f) => f.favorite_type === 'room' && f.favoriteId === room.id)}
              />
            ))}
          </section>
        </>
      )}

      {booking && user && (
        <Suspense fallback={null}>
          <BookingModal
            room={booking}
            user={user}
            checkIn={checkIn}
            checkOut={checkOut}
            guests={guests}
            rooms={roomCount}
            stayPackage={pkg}
            onClose={() => setBooking(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
