import type { StoredUser } from '~/stores/auth';
import { hotelToday } from '~/stores/hotel';
import { type BookedDish, BookTableModal } from './BookTableModal';

/** The React renderer's client entry (`@astrojs/react/client.js`), which draws an island into an element. */
type DrawIsland = typeof import('@astrojs/react/client.js')['default'];

/**
 * Opens Book a Table over the dining menu, which is the server's HTML with no island (decision 130): the menu's part
 * of the site script fetches this module and React's renderer when a signed-in guest first asks for a table. The
 * modal is drawn as Astro draws a `client:only` island, by the renderer's own client entry (the file every island
 * page loads: importing `react-dom` here would split it from that entry and cost every island page a file more),
 * in an element of its own that goes when the modal closes.
 */
export function openBookTable(drawIsland: DrawIsland, dish: BookedDish | null, user: StoredUser): void {
  const host = document.body.appendChild(document.createElement('div'));
  // The renderer draws only into an element Astro marks as not yet drawn.
  host.setAttribute('ssr', '');
  // The dialog's own close event can come once more as the modal unmounts.
  const close = () => {
    if (!host.isConnected) return;
    host.dispatchEvent(new Event('astro:unmount'));
    host.remove();
  };
  drawIsland(host)(
    BookTableModal,
    { dish, user, today: hotelToday(), onClose: close },
    {},
    { client: 'only' },
  );
}
