import type { MenuItem, MenuItems } from '~/contracts/dining';
import type { BookedDish } from '~/islands/dining/BookTableModal';
import { MENU_PAGE_SIZE, type MenuCategoryFilter, menuMatches } from '~/lib/menu';
import { menuCount } from '~/lib/menu-count';
import { $auth } from '~/stores/auth';
import { flashToast, toast } from '~/stores/toasts';

// The dining menu's behaviour, fetched by its page script (./dining-menu.ts, decision 130). The menu is the server's
// HTML, and its search, category and pages a form the server answers; here they answer in place, a like is sent,
// and Book a Table or Reserve opens the table modal (React, fetched when a signed-in guest first asks for it). The
// hearts are the site script's `favorite-hearts`.

const signedInGuest = () => {
  const { token, user } = $auth.get();
  return token ? user : null;
};

/** Starts the menu's search, likes and booking buttons, then marks the menu ready (`data-ready`). */
export function startDiningMenu(): void {
  const menu = document.querySelector<HTMLElement>('[data-dining-menu]');
  if (!menu) return;
  startBooking(menu);
  startLikes(menu);
  startSearch(menu);
  menu.dataset.ready = '';
}

/** What Book a Table sends of a card's dish. */
function dishOf(card: HTMLElement): BookedDish {
  return {
    id: card.dataset.dish ?? '',
    name: card.querySelector('h3')?.textContent ?? '',
    pricePaise: Number(card.dataset.price),
    image: card.dataset.image ?? '',
    description: card.querySelector('.menu-description')?.textContent ?? '',
  };
}

function startBooking(menu: HTMLElement) {
  const buttons = [...menu.querySelectorAll<HTMLButtonElement>('[data-book-table]')];
  $auth.subscribe(() => {
    const signedIn = Boolean(signedInGuest());
    for (const button of buttons) {
      button.classList.toggle('btn-gold', signedIn);
      button.classList.toggle('btn-outline', !signedIn);
      // The header's button says what it does; a card's says Reserve either way.
      if (!button.dataset.bookTable) button.textContent = signedIn ? 'Book a Table' : 'Login to Book';
    }
  });
  // React's renderer and the modal, fetched side by side: as a signed-in guest points at or touches a booking
  // button, so that the tap finds them on their way.
  type Modal = [typeof import('@astrojs/react/client.js'), typeof import('~/islands/dining/book-table')];
  let modal: Promise<Modal> | undefined;
  const fetchModal = () => {
    // A fetch that failed is tried again at the next tap.
    modal ??= Promise.all([import('@astrojs/react/client.js'), import('~/islands/dining/book-table')]).catch(
      (error) => {
        modal = undefined;
        throw error;
      },
    );
    return modal;
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) {
    menu.addEventListener(type, (event) => {
      if (signedInGuest() && (event.target as Element).closest('[data-book-table]'))
        fetchModal().catch(() => {});
    });
  }
  menu.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-book-table]');
    if (!button) return;
    const user = signedInGuest();
    // A logged-out guest goes to log in by the button's own form (/login?next=…), told why on arrival.
    if (!user) return flashToast('error', 'Please login first to book a table');
    event.preventDefault();
    const card = button.closest<HTMLElement>('[data-dish]');
    fetchModal().then(
      ([react, { openBookTable }]) => openBookTable(react.default, card ? dishOf(card) : null, user),
      () => toast.error('Could not open Book a Table just now.'),
    );
  });
}

/** The API's answer, or its refusal's sentence as the error's message. */
async function ask<T>(method: string, path: string): Promise<T> {
  const response = await fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${$auth.get().token}` },
  });
  const body = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(body.message ?? 'Could not like the dish just now.');
  return body as T;
}

function startLikes(menu: HTMLElement) {
  const loved = menu.querySelector('[data-loved]');
  const lovedNone = menu.querySelector<HTMLElement>('[data-loved-none]');
  const showLoved = (items: MenuItem[]) => {
    loved?.replaceChildren(
      ...items.map((dish) => {
        const item = document.createElement('li');
        const count = document.createElement('span');
        count.className = 'muted';
        count.textContent = `${dish.likes} ${dish.likes === 1 ? 'like' : 'likes'}`;
        item.append(Object.assign(document.createElement('span'), { textContent: dish.name }), count);
        return item;
      }),
    );
    if (lovedNone) lovedNone.hidden = items.length > 0;
  };
  menu.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLElement>('[data-like]');
    if (!button) return;
    if (!signedInGuest()) return toast.error('Please login first to like a dish');
    const id = button.dataset.like;
    try {
      const liked = await ask<{ likes: number; message: string }>('POST', `/menu-items/${id}/like`);
      // The dish's likes on every card that shows it (today's specials and the menu).
      for (const like of menu.querySelectorAll<HTMLElement>(`[data-like="${id}"]`)) {
        const name = like.closest('[data-dish]')?.querySelector('h3')?.textContent;
        like.setAttribute('aria-label', `Like ${name} (${liked.likes} this week)`);
        const count = like.querySelector('[data-likes]');
        if (count) count.textContent = String(liked.likes);
      }
      toast.success(liked.message);
      showLoved((await ask<MenuItems>('GET', '/menu-items/top/liked')).items);
    } catch (e) {
      toast.error((e as Error).message);
    }
  });
}

/** Search, category and pages in place: the page's cards are moved in from the hidden rest of the menu. */
function startSearch(menu: HTMLElement) {
  const search = menu.querySelector<HTMLFormElement>('form[role="search"]');
  const grid = menu.querySelector<HTMLElement>('[data-menu-page]');
  const rest = menu.querySelector<HTMLElement>('[data-menu-rest]');
  const pager = menu.querySelector<HTMLFormElement>('[data-menu-pages]');
  if (!search || !grid || !rest || !pager) return;
  const words = search.elements.namedItem('q') as HTMLInputElement;
  const category = search.elements.namedItem('category') as HTMLSelectElement;
  const [previous, next] = [...pager.querySelectorAll('button')] as [HTMLButtonElement, HTMLButtonElement];
  const count = menu.querySelector('[data-testid="menu-count"]');
  const none = menu.querySelector<HTMLElement>('[data-menu-none]');
  const cards = (rest.dataset.order ?? '')
    .split(' ')
    .map((id) =>
      menu.querySelector<HTMLElement>(
        `[data-menu-page] [data-dish="${id}"], [data-menu-rest] [data-dish="${id}"]`,
      ),
    )
    .filter((card): card is HTMLElement => card !== null)
    .map((card) => ({
      card,
      dish: {
        name: card.querySelector('h3')?.textContent ?? '',
        description: card.querySelector('.menu-description')?.textContent ?? '',
        category: card.dataset.category ?? '',
      },
    }));

  const show = (page: number) => {
    const filter = { category: category.value as MenuCategoryFilter, search: words.value };
    const found = cards.filter(({ dish }) => menuMatches(dish, filter)).map(({ card }) => card);
    const pages = Math.max(1, Math.ceil(found.length / MENU_PAGE_SIZE));
    const shown = Math.min(Math.max(page, 1), pages);
    const onPage = found.slice((shown - 1) * MENU_PAGE_SIZE, shown * MENU_PAGE_SIZE);
    if (onPage.some((card, i) => grid.children[i] !== card) || grid.children.length !== onPage.length) {
      rest.append(...grid.children);
      grid.append(...onPage);
    }
    if (count) count.textContent = menuCount(found.length, filter.category, filter.search);
    if (none) none.hidden = found.length > 0;
    (pager.parentElement as HTMLElement).hidden = pages < 2;
    previous.value = String(shown - 1);
    next.value = String(shown + 1);
    previous.disabled = shown === 1;
    next.disabled = shown === pages;
    const label = pager.querySelector('span');
    if (label) label.textContent = `Page ${shown} of ${pages}`;
  };
  words.addEventListener('input', () => show(1));
  category.addEventListener('change', () => show(1));
  search.addEventListener('submit', (event) => {
    event.preventDefault();
    show(1);
  });
  pager.addEventListener('submit', (event) => {
    event.preventDefault();
    show(Number((event.submitter as HTMLButtonElement | null)?.value));
  });
  // What the guest typed or chose before this part ran counts (the server drew its page from the address).
  show(Number(previous.value) + 1);
}
