import { goToLogin } from '~/islands/ui/login-redirect';
import { $auth } from '~/stores/auth';
import { $roomToBook, type RoomToBook } from '~/stores/room-to-book';
import { toast } from '~/stores/toasts';
import type { PageScript } from './script-island/server';

/**
 * The room list's `<RoomSearchScript client:painted />`: the browser imports this module once the page has painted.
 * What `pageScript()` makes, on the server only, as the dining menu's (decision 130): the helper is not imported
 * here, since a second module calling it would move it out of the site script.
 */
export const RoomSearchScript = (
  import.meta.env.SSR ? Object.assign(() => null, { pageScript: true as const }) : null
) as PageScript;

// Imported in a browser, it starts; the server imports it only to render the island, which is empty.
if (typeof document !== 'undefined') startRoomSearch();

/**
 * /room-booking's search, answered in place (decision 129). The form is one the server answers (GET, every
 * stepper, chip and "Choose 2 rooms" a button that sends it): here a step moves its counter at once, the form is
 * sent without leaving the page, and the answer's list takes the old one's place with the search in the address.
 * A change of dates sends it too. Book Now hands the room to the booking dialog's island; Login to Book says why.
 */
function startRoomSearch(): void {
  const browser = document.querySelector<HTMLElement>('[data-room-browser]');
  const form = document.querySelector<HTMLFormElement>('#stay-search');
  if (!browser || !form) return;
  const field = (root: ParentNode, name: string) =>
    root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  let asked = 0;
  const hearts = import('./favorite-hearts');

  const pressChips = () => {
    for (const chip of browser.querySelectorAll<HTMLButtonElement>('.chip'))
      chip.setAttribute('aria-pressed', String(chip.value === field(form, 'type')?.value));
  };

  /** The form's fields as an address's query. */
  const query = () => {
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(form)) params.append(name, String(value));
    return params;
  };

  const search = async () => {
    const ticket = ++asked;
    const status = form.querySelector('[data-search-status]') as Element;
    const before = status.textContent;
    status.textContent = 'Checking availability…';
    try {
      const response = await fetch(`${form.action}?${query()}&part=list`);
      const answer = new DOMParser().parseFromString(await response.text(), 'text/html');
      // Only the answer to the latest search counts: the guest may have stepped on since.
      if (ticket !== asked) return;
      const answered = answer.querySelector('[data-search-status]');
      const list = answer.querySelector('[data-room-results]');
      if (!answered || !list) throw new Error(`The search was answered ${response.status}`);
      status.replaceWith(answered);
      // Dates the hotel cannot book: the refusal is shown, and the list stays the last one answered.
      if (answered.hasAttribute('data-problem')) return;
      for (const given of answer.querySelectorAll<HTMLInputElement>('#stay-search input')) {
        const mine = field(form, given.name);
        if (!mine || mine === document.activeElement) continue;
        mine.value = given.value;
        mine.min = given.min;
      }
      for (const counter of answer.querySelectorAll<HTMLElement>('[data-counter]')) {
        const name = counter.dataset.counter ?? '';
        const mine = form.querySelector<HTMLElement>(`[data-counter="${name}"]`);
        if (mine) setCounter(mine, Number(field(counter, name)?.value), counter.dataset.max);
      }
      pressChips();
      browser.querySelector('[data-room-results]')?.replaceWith(list);
      hearts.then(
        (m) => m.paintFavoriteHearts(),
        () => {},
      );
      history.replaceState(null, '', `?${query()}`);
    } catch {
      if (ticket !== asked) return;
      status.textContent = before;
      toast.error('Failed to load rooms.');
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const button = event.submitter as HTMLButtonElement | null;
    if (button?.name) {
      // A step, a chip or "Choose 2 rooms" takes effect at once, so quick taps add up before the answer comes.
      const counter = form.querySelector<HTMLElement>(`[data-counter="${button.name}"]`);
      if (counter) setCounter(counter, Number(button.value));
      else {
        const own = field(form, button.name);
        if (own) own.value = button.value;
        pressChips();
      }
    }
    void search();
  });
  form.addEventListener('change', (event) => {
    if ((event.target as HTMLInputElement).type === 'date') void search();
  });

  // The price calendar, fetched when the guest first opens it (decision 136).
  const opener = form.querySelector<HTMLButtonElement>('[data-price-picker]');
  if (opener) {
    opener.hidden = false;
    opener.onclick = () => import('./price-picker').then((m) => m.togglePricePicker(form, opener));
  }

  browser.addEventListener('click', (event) => {
    const target = event.target as Element;
    const arrow = target.closest<HTMLElement>('[data-scroll]');
    const track = browser.querySelector('.room-carousel-track');
    if (arrow && track)
      track.scrollBy({ left: Number(arrow.dataset.scroll) * track.clientWidth * 0.8, behavior: 'smooth' });
    const book = target.closest<HTMLElement>('[data-book]')?.dataset.book;
    if (book) {
      const shown = JSON.parse(browser.querySelector('[data-room-choices]')?.textContent ?? '{}');
      const room = shown.rooms?.find((r: RoomToBook['room']) => r.id === book);
      if (room) $roomToBook.set({ ...shown.stay, stayPackage: shown.stayPackage, room });
    }
  });
  document.getElementById('login-to-book')?.addEventListener('submit', (event) => {
    event.preventDefault();
    goToLogin('Please log in to book a room');
  });

  $auth.subscribe(({ token, user }) => browser.toggleAttribute('data-signed-in', Boolean(token && user)));
  // The hearts' part, fetched as the site script fetches it (a static import would make its file wrap its exports,
  // in a helper every page loads); once it answers, so does the whole list (the journeys wait for `data-ready`).
  hearts.then(
    ({ startFavoriteHearts }) => {
      startFavoriteHearts();
      browser.dataset.ready = '';
    },
    () => {},
  );
}

/** Sets a stepper (GuestCounter with a name) to `value`: its field, its output, and the values its buttons send. */
function setCounter(counter: HTMLElement, value: number, max = counter.dataset.max) {
  const [fewer, more] = counter.querySelectorAll('button');
  const shown = String(value);
  counter.dataset.max = max;
  (counter.querySelector('input') as HTMLInputElement).value = shown;
  (counter.querySelector('output') as HTMLOutputElement).value = shown;
  if (!fewer || !more) return;
  fewer.value = String(value - 1);
  more.value = String(value + 1);
  fewer.disabled = value <= 1;
  more.disabled = value >= Number(max);
}
