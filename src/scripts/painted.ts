import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-paint';

/**
 * `client:painted` (decision 124): hydrates an island a frame after the page's first contentful paint
 * (after-paint.ts), instead of while it is still being drawn (`client:load`). The island's HTML is rendered on the server, and every form in it
 * works without script (decision 120), so the first paint waits for neither React nor the island's code.
 * It also marks the page `<html data-painted>`, which lets the lists' card pictures load (global.css, decision 152):
 * every page of the site's layout has the site script's island with this directive.
 */
const painted: ClientDirective = (load) => {
  afterFirstPaint(async () => {
    document.documentElement.dataset.painted = '';
    const hydrate = await load();
    await hydrate();
  });
};

export default painted;
