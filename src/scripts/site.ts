// Every page's plain-script behaviour from one module, so that a page fetches one script (and the stores it
// shares with islands) instead of one per component. What every page has (toasts, the header's login state) starts
// at once, each part in a task of its own so that no one long task holds up a tap; what only some pages have is
// fetched when its markup is on the page, so a page pays for its own parts and an island's page for none of them
// (decision 121). Every form works without these (decision 120): they only answer in place.
// The layout starts it as a page-script island once the first screen is painted (`client:painted`, decision 124):
// until then every link and form works as plain HTML, and so does the phone menu (a popover, decision 126).

import { $toasts, holdToast, showFlashedToasts } from '~/stores/toasts';
import { startHeader } from './header';
import { pageScript } from './script-island/server';

/** The layout's `<SiteScript client:painted />`: the browser imports this module once the first screen is painted. */
export const SiteScript = pageScript();

// Imported in the browser, it starts; the server imports it only to render the island, which is empty.
if (typeof document !== 'undefined') startSite();

function startSite() {
  // The toasts first: the header may raise one (an expired session).
  for (const part of [startToasts, startHeader]) setTimeout(part, 0);

  /** The parts some pages have: the markup that asks for each, and how to fetch and start it. */
  const parts: [selector: string, start: () => Promise<unknown>][] = [
    ['[data-carousel]', () => import('./hero-carousel').then((m) => m.startHeroCarousel())],
    ['[data-stay-search]', () => import('./stay-search').then((m) => m.startStaySearch())],
    ['[data-favorite]', () => import('./favorite-hearts').then((m) => m.startFavoriteHearts())],
    ['[data-package]', () => import('./package-expiry').then((m) => m.fillPackageCards())],
    ['[data-lightbox]', () => import('./lightbox').then((m) => m.startLightbox())],
    ['[data-contact-form]', () => import('./contact-forms').then((m) => m.startContactForms())],
  ];
  for (const [selector, start] of parts) {
    if (document.querySelector(selector)) start().catch(() => {});
  }

  // The footer's SUBSCRIBE answers in place: its code is fetched when the guest turns to the form, and a submit
  // waits for it (or, if it cannot be fetched, posts the form as a browser without script would).
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-newsletter]')) {
    const load = () => import('./newsletter');
    form.addEventListener('focusin', () => load().catch(() => {}), { once: true });
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      load().then(
        (m) => m.sendNewsletterForm(form),
        () => form.submit(),
      );
    });
  }
}

/**
 * The toast area's code is fetched with the first toast (one flashed by the previous page, or raised here): most
 * pages show none. Until it has painted a toast, the toast's countdown waits, as it does for the area itself.
 */
function startToasts() {
  let asked = false;
  const load = () => {
    if (asked) return;
    asked = true;
    import('./toast-area')
      .then((m) => {
        stop();
        m.startToastArea();
      })
      .catch(() => {});
  };
  const stop = $toasts.listen((toasts) => {
    for (const t of toasts) holdToast(t.id, 'unpainted');
    load();
  });
  showFlashedToasts();
  // One an island raised before this script started.
  if ($toasts.get().length > 0) load();
}
