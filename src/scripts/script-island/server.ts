import type { NamedSSRLoadedRendererValue } from 'astro';

/**
 * A page script as an island (decision 124): a component that renders nothing, marked `pageScript` and carrying its
 * `start` (`pageScript(start)`), used with a client directive
 * (`<SiteScript client:painted />`) renders nothing on the server, and Astro's island element fetches its module
 * (and this renderer's client, `client.ts`) when the directive says, then calls `start()`. This is how the site
 * script waits for the first paint without a module fetched before it: the island element and the directive are
 * inline in the page, where a `<script>` would be a request of its own, and then another for its imports.
 */
export interface PageScript {
  (): null;
  pageScript: true;
  start: () => unknown;
}

/** A page script component for `start`. Called as a component (as React's renderer tries each one), it is nothing. */
export const pageScript = (start: () => unknown): PageScript =>
  Object.assign(() => null, { pageScript: true as const, start });

export const isPageScript = (component: unknown): component is PageScript =>
  typeof component === 'function' && (component as Partial<PageScript>).pageScript === true;

const renderer: NamedSSRLoadedRendererValue = {
  name: 'palace:page-script',
  check: async (component) => isPageScript(component),
  renderToStaticMarkup: async () => ({ html: '' }),
};

export default renderer;
