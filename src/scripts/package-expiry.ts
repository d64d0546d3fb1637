import type { PackageCard } from '~/contracts/packages';
import { formatInr } from '~/lib/money';

/** Fills one card with its package's data: rules, price for its party, the room's own price beside it, expiry. */
function fill(card: HTMLElement, p: PackageCard): void {
  const terms = card.querySelector<HTMLElement>('[data-package-terms]');
  if (terms) terms.textContent = p.terms;
  const price = card.querySelector<HTMLElement>('[data-package-price]');
  if (price) {
    const guests = `${p.guests} ${p.guests === 1 ? 'guest' : 'guests'}`;
    const now = Object.assign(document.createElement('span'), {
      className: 'price-now',
      textContent: formatInr(p.pricePerNightPaise),
    });
    const unit = Object.assign(document.createElement('span'), {
      className: 'price-unit',
      textContent: ` / night ${p.gst}`,
    });
    const line = document.createElement('p');
    line.append(now, unit);
    // What it includes for whom, and the room's own price for the same nights: never a "was" price (decision 150).
    const whom = Object.assign(document.createElement('p'), {
      className: 'price-was',
      textContent: `For ${guests}, everything above included`,
    });
    const compare = Object.assign(document.createElement('p'), {
      className: 'price-compare',
      textContent: p.firstStay ? p.firstStay.words : '',
    });
    price.replaceChildren(line, whom, ...(p.firstStay ? [compare] : []));
  }
  const link = card.querySelector<HTMLAnchorElement>('a[data-book]');
  if (!p.expired) {
    if (link) link.href = p.bookHref;
    return;
  }
  card.classList.add('is-expired');
  card.querySelector<HTMLElement>('[data-expired-label]')?.removeAttribute('hidden');
  if (link) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    button.disabled = true;
    button.textContent = 'Offer expired';
    link.replaceWith(button);
  }
}

/** The offers page's package cards, filled from the data an admin sets in the console (decision 150). */
export async function fillPackageCards(): Promise<void> {
  const cards = document.querySelectorAll<HTMLElement>('[data-package]');
  if (!cards.length) return;
  const res = await fetch('/api/packages').catch(() => null);
  const { packages } = (res?.ok ? await res.json() : { packages: [] }) as { packages: PackageCard[] };
  for (const card of cards) {
    const p = packages.find((x) => x.id === card.dataset.package);
    if (p) fill(card, p);
    // Filled, or left with its words and the room search's link when the data could not be read.
    card.dataset.ready = '';
  }
}
