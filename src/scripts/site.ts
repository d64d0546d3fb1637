// Every page's plain-script behaviour in one module, so that a page fetches one script (and the stores it
// shares with islands) instead of one per component: on a phone's first visit each request is a round trip
// before the page settles. Each part finds its own markup and does nothing on a page without it.
import { startContactForms } from './contact-forms';
import { startFavoriteHearts } from './favorite-hearts';
import { startHeader } from './header';
import { startHeroCarousel } from './hero-carousel';
import { startLightbox } from './lightbox';
import { startNewsletterForms } from './newsletter';
import { markExpiredPackages } from './package-expiry';
import { startStaySearch } from './stay-search';
import { startToastArea } from './toast-area';

/** The parts, in order; each starts in a task of its own, so that no one long task holds up a tap. */
const parts: Array<() => void> = [
  startToastArea,
  startHeader,
  startNewsletterForms,
  startHeroCarousel,
  startStaySearch,
  startFavoriteHearts,
  markExpiredPackages,
  startLightbox,
  startContactForms,
];
for (const part of parts) setTimeout(part, 0);
