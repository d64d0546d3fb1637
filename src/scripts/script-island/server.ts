import type { NamedSSRLoadedRendererValue } from 'astro';

/**
 * A page script as an island (decision 124): a module that starts itself when the browser imports it exports a
 * `pageScript()` component, which a page uses with a client directive (`<SiteScript client:painted />`). The server
 * renders nothing for it, and Astro's island element imports the module when the directive says. This is how the
 * site script waits for the first paint with nothing fetched before it: the island element and the directive are
 * inline in the page, where a `<script>` would be a request of its own, and another for its imports. The renderer
 * has no client part, so the island fetches the module alone.
 */
export interface PageScript {
  (): null;
  pageScript: true;
}

/** The component a page script's module exports. Called as one (React's renderer tries each), it is nothing. */
export const pageScript = (): PageScript => Object.assign(() => null, { pageScript: true as const });

export const isPageScript = (component: unknown): component is PageScript =>
  typeof component === 'function' && (component as Partial<PageScript>).pageScript === true;

const renderer: NamedSSRLoadedRendererValue = {
  name: 'palace:page-script',
  check: async (component) => isPageScript(component),
  renderToStaticMarkup: async () => ({ html: '' }),
};

export default renderer;
