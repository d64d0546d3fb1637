import { lazy, Suspense, useEffect, useState } from 'react';
import type { MenuItem, MenuItems, MenuPage } from '~/contracts/dining';
import { useStore } from '~/islands/ui/use-store';
import { MENU_CATEGORY_FILTERS, MENU_PAGE_SIZE, type MenuCategoryFilter, menuMatches } from '~/lib/menu';
import { $favorites, addFavorite, loadFavorites } from '~/stores/favorites';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import { type CardImage, cardImage } from '../ui/card-image';
import { goToLogin } from '../ui/login-redirect';
import { StarIcon } from '../ui/StarIcon';
import { useHotelToday } from '../ui/use-hotel-today';
import { useSignedInGuest } from '../ui/use-signed-in';
import { MenuCard } from './MenuCard';
import '../ui/forms.css';
import './dining.css';

interface Props {
  /** The menu the server read for this request; null when it could not. */
  initialItems: MenuItem[] | null;
  initialTop: MenuItem[];
  images: Record<string, CardImage>;
  hours: string;
  /** The restaurant's rating line from the site's offers ("4.9 from 187 diners"), shown after a star. */
  rating: string;
  closedToday: boolean;
  /** What GST every dish's price is charged with: "+ 18% GST" (the restaurant's rate, src/lib/price-terms.ts). */
  restaurantGst: string;
}

// The booking modals load when a guest first opens one: the menu itself paints and hydrates without them.
const BookTableModal = lazy(() => import('./BookTableModal').then((m) => ({ default: m.BookTableModal })));

type Load = { kind: 'ready'; items: MenuItem[] } | { kind: 'loading' } | { kind: 'failed' };

/** The dining menu: Book a Table, search and category, today's specials, the most loved, the menu by page. */
export default function DiningMenu(props: Props) {
  const { user, hydrated } = useSignedInGuest();
  const today = useHotelToday();
  const favorites = useStore($favorites);
  useEffect(() => {
    if (user) void loadFavorites();
  }, [user]);
  const [load, setLoad] = useState<Load>(
    props.initialItems ? { kind: 'ready', items: props.initialItems } : { kind: 'failed' },
  );
  const [top, setTop] = useState(props.initialTop);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<MenuCategoryFilter>('All');
  const [page, setPage] = useState(1);
  const [booking, setBooking] = useState<{ dish: MenuItem | null } | null>(null);

  async function retry() {
    setLoad({ kind: 'loading' });
    try {
      const [menu, liked] = await Promise.all([
        api<MenuPage>('/menu-items/getallmenu', { query: { limit: 100 } }),
        api<MenuItems>('/menu-items/top/liked'),
      ]);
      setLoad({ kind: 'ready', items: menu.items });
      setTop(liked.items);
    } catch {
      setLoad({ kind: 'failed' });
    }
  }

  function reserve(dish: MenuItem | null) {
    if (!user) {
      goToLogin('Please login first to book a table');
      return;
    }
    setBooking({ dish });
  }

  async function like(dish: MenuItem) {
    if (!user) {
      toast.error('Please login first to like a dish');
      return;
    }
    try {
      const liked = await api<{ likes: number; message: string }>(`/menu-items/${dish.id}/like`, {
        method: 'POST',
      });
      setLoad((l) =>
        l.kind === 'ready'
          ? {
              kind: 'ready',
              items: l.items.map((d) => (d.id === dish.id ? { ...d, likes: liked.likes } : d)),
            }
          : l,
      );
      toast.success(liked.message);
      setTop((await api<MenuItems>('/menu-items/top/liked')).items);
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Could not like the dish just now.');
    }
  }

  const card = (list: string) => (dish: MenuItem) => (
    <MenuCard
      key={`${list}-${dish.id}`}
      list={list}
      dish={dish}
      image={cardImage(props.images, dish.imageKey, dish.image)}
      signedIn={Boolean(user)}
      gstTerms={props.restaurantGst}
      onReserve={reserve}
      onLike={like}
      favorite={favorites.items.some((f) => f.favorite_type === 'menu_item' && f.favoriteId === dish.id)}
      onFavorite={(d) => void addFavorite('menu_item', d.id, 'Please login first to add favorites')}
    />
  );

  const header = (
    <div className="dining-header">
      <div>
        <p className={props.closedToday ? 'field-error' : 'dining-hours'}>
          {props.closedToday ? 'The restaurant is closed today.' : `Open today ${props.hours}`}
        </p>
        {props.rating && (
          <p className="muted">
            <StarIcon /> {props.rating}
          </p>
        )}
      </div>
      {hydrated && user ? (
        <button type="button" className="btn btn-gold" onClick={() => reserve(null)}>
          Book a Table
        </button>
      ) : (
        <button type="button" className="btn btn-outline" onClick={() => reserve(null)}>
          Login to Book
        </button>
      )}
    </div>
  );

  if (load.kind === 'loading') {
    return (
      <div className="dining-menu">
        {header}
        <section className="menu-grid" aria-busy="true" aria-label="Loading the menu">
          {[1, 2, 3].map((n) => (
            <div key={n} className="menu-card menu-skeleton" />
          ))}
        </section>
      </div>
    );
  }
  if (load.kind === 'failed') {
    return (
      <div className="dining-menu">
        {header}
        <div className="rooms-state" role="alert">
          <p>Failed to load menu items.</p>
          <button type="button" className="btn btn-maroon" onClick={retry}>
            Retry
          </button>
        </div>
      </div>
    );
  }

  const { items } = load;
  const filtered = items.filter((dish) => menuMatches(dish, { category, search }));
  const pages = Math.max(1, Math.ceil(filtered.length / MENU_PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const onPage = filtered.slice((shownPage - 1) * MENU_PAGE_SIZE, shownPage * MENU_PAGE_SIZE);
  const specials = items.filter((d) => d.featured || d.chefSpecial);
  const liveTop = top.map((t) => items.find((d) => d.id === t.id) ?? t);

  return (
    <div className="dining-menu">
      {header}
      {items.length === 0 ? (
        <p className="rooms-state">No menu data available.</p>
      ) : (
        <>
          <section className="menu-search" aria-label="Search the menu">
            <label className="form-field">
              <span>Search</span>
              <input
                type="search"
                value={search}
                placeholder="Paneer, kebab, saffron…"
                onChange={(e) => {
                  setSearch(e.target.value);
                  setPage(1);
                }}
              />
            </label>
            <label className="form-field">
              <span>Category</span>
              <select
                value={category}
                onChange={(e) => {
                  setCategory(e.target.value as MenuCategoryFilter);
                  setPage(1);
                }}
              >
                {MENU_CATEGORY_FILTERS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </label>
          </section>

          <section aria-labelledby="specials-heading">
            <h2 id="specials-heading">Today's Specials</h2>
            <div className="specials-row">{specials.map(card('special'))}</div>
          </section>

          <section aria-labelledby="loved-heading">
            <h2 id="loved-heading">Most Loved This Week</h2>
            {liveTop.length === 0 ? (
              <p className="muted">No dish has been liked this week yet: press Like on the one you love.</p>
            ) : (
              <ol className="loved-list">
                {liveTop.map((dish) => (
                  <li key={dish.id}>
                    <span>{dish.name}</span>
                    <span className="muted">
                      {dish.likes} {dish.likes === 1 ? 'like' : 'likes'}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>

          <section aria-labelledby="menu-heading">
            <h2 id="menu-heading">Our Menu</h2>
            <p className="muted" role="status" data-testid="menu-count">
              {filtered.length} {filtered.length === 1 ? 'dish' : 'dishes'}
              {category !== 'All' ? ` in ${category}` : ''}
              {search.trim() ? ` matching “${search.trim()}”` : ''}
            </p>
            {filtered.length === 0 ? (
              <p className="rooms-state">No dishes match your search.</p>
            ) : (
              <div className="menu-grid">{onPage.map(card('menu'))}</div>
            )}
            {pages > 1 && (
              <nav className="menu-pages" aria-label="Menu pages">
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={shownPage === 1}
                  onClick={() => setPage(shownPage - 1)}
                >
                  Previous
                </button>
                <span>
                  Page {shownPage} of {pages}
                </span>
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={shownPage === pages}
                  onClick={() => setPage(shownPage + 1)}
                >
                  Next
                </button>
              </nav>
            )}
          </section>
        </>
      )}
      {booking && user && today && (
        <Suspense fallback={null}>
          <BookTableModal dish={booking.dish} user={user} today={today} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </div>
  );
}
