import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-paint';

/**
 * `client:painted` (decision 124): hydrates an island a frame after the page's first contentful paint
 * (after-paint.ts), instead of while it is still being drawn (`client:load`). The island's HTML is rendered on the server, and every form in it
 * works without script (decision 120), so the first paint waits for neither React nor the island's code.
 */
const painted: ClientDirective = (load) => {
  afterFirstPaint(async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default painted;
