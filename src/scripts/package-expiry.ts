import { isPackageExpired } from '~/lib/packages';
import { hotelToday } from '~/stores/hotel';

/** A package that expired after the page was built shows as Expired, its button disabled, all the same. */
export function markExpiredPackages(): void {
  const cards = document.querySelectorAll<HTMLElement>('[data-package]');
  // Only where there are packages: the hotel's date needs a time-zone formatter, slow to make the first time.
  if (!cards.length) return;
  const today = hotelToday();
  for (const card of cards) {
    const validUntil = card.dataset.validUntil;
    if (!validUntil || !isPackageExpired(validUntil, today) || card.classList.contains('is-expired'))
      continue;
    card.classList.add('is-expired');
    card.querySelector<HTMLElement>('[data-expired-label]')?.removeAttribute('hidden');
    const link = card.querySelector<HTMLAnchorElement>('a[data-book]');
    if (link) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = link.className;
      button.disabled = true;
      button.textContent = 'Offer expired';
      link.replaceWith(button);
    }
  }
}
