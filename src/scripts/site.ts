// Every page's plain-script behaviour in one module, so that a page fetches one script (and the stores it
// shares with islands) instead of one per component: on a phone's first visit each request is a round trip
// before the page settles. Each part starts only where its markup is on the page.
import { startContactForms } from './contact-forms';
import { startFavoriteHearts } from './favorite-hearts';
import { startHeader } from './header';
import { startHeroCarousel } from './hero-carousel';
import { startLightbox } from './lightbox';
import { startNewsletterForms } from './newsletter';
import { markExpiredPackages } from './package-expiry';
import { startStaySearch } from './stay-search';
import { startToastArea } from './toast-area';

const toastArea = document.querySelector<HTMLElement>('[data-toast-area]');
if (toastArea) startToastArea(toastArea);
startHeader();
startNewsletterForms();

const carousel = document.querySelector<HTMLElement>('[data-carousel]');
if (carousel) startHeroCarousel(carousel);
const staySearch = document.querySelector<HTMLFormElement>('[data-stay-search]');
if (staySearch) startStaySearch(staySearch);
startFavoriteHearts();
markExpiredPackages();
const lightbox = document.querySelector<HTMLDialogElement>('[data-lightbox]');
if (lightbox)
  startLightbox(lightbox, [...document.querySelectorAll<HTMLButtonElement>('[data-lightbox-item]')]);
startContactForms();
