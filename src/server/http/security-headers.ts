// The site's one security header set. scripts/start.mjs puts it on every response (pages, static files, the
// API) and the API's own middleware sets it too, so route tests see it. Node built-ins and erasable TypeScript
// only: scripts/start.mjs and astro.config.mjs import this file as it is.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A directive a page's policy carries besides the script-src and style-src Astro writes. */
export type PageDirective = `${
  | 'default-src'
  | 'connect-src'
  | 'img-src'
  | 'font-src'
  | 'frame-src'
  | 'base-uri'
  | 'form-action'
  | 'object-src'
  | 'frame-ancestors'} ${string}`;

/**
 * Directives of every page's policy. Astro adds `script-src` and `style-src` itself, with the hashes of the
 * inline code it writes (island hydration, inlined styles), so no page needs 'unsafe-inline' for scripts.
 */
export const PAGE_DIRECTIVES: PageDirective[] = [
  "default-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "frame-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
];

/** The policy of everything that is not a page (API answers, scripts, pictures): it may load, run and frame nothing. */
export const RESOURCE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The policy of a picture (not an SVG, which could carry its own styles): as RESOURCE_POLICY, but the browser's own
 * viewer of a picture opened on its own (a gallery thumbnail's link) may style it and show it, so opening one logs
 * no refusal.
 */
export const PICTURE_POLICY = `${RESOURCE_POLICY}; img-src 'self'; style-src 'unsafe-inline'`;

/** A raster picture, by its path (a 304 carries no content type) or its content type. */
const RASTER_PATH = /\.(?:jpe?g|png|webp|avif|gif|ico)$/i;
const RASTER_TYPE = /^image\/(?:jpeg|png|webp|avif|gif|x-icon|vnd\.microsoft\.icon)\b/i;

/** Two years, the HSTS preload list's minimum. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** How the server decides whether a request came over https. */
export interface TransportSettings {
  /** The public origin (SITE_URL): an https origin means every guest arrives over https. */
  siteUrl: string;
  /** Behind a load balancer (TRUST_PROXY): believe its X-Forwarded-Proto. */
  trustProxy: boolean;
}

/** Whether a request reached the hotel over https: an https public origin, or a trusted proxy that says so. */
export function servedOverHttps(
  settings: TransportSettings,
  request: { url?: string; forwardedProto?: string | null },
): boolean {
  if (settings.siteUrl.startsWith('https:')) return true;
  if (request.url?.startsWith('https:')) return true;
  const proto = request.forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return settings.trustProxy && proto === 'https';
}

/**
 * The headers every response carries. A page replaces the default policy with its own (Astro's, carrying
 * PAGE_DIRECTIVES and its hashes); HSTS is sent only over https, so a plain-http localhost stays reachable.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': RESOURCE_POLICY,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

/** The policies Astro wrote for the prebuilt pages (dist/_headers.json), by exact path; empty before a build. */
export function readPagePolicies(file: URL): Map<string, string> {
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(readFileSync(file, 'utf8')) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  return new Map(
    entries.flatMap((entry) => {
      const policy = entry.headers.find((h) => h.key.toLowerCase() === 'content-security-policy');
      return policy ? [[entry.pathname, policy.value] as const] : [];
    }),
  );
}

/** A request's path as the prebuilt pages are keyed: no query, no trailing slash, no index.html. */
export function pageKey(url: string): string {
  const path = (url.split(/[?#]/)[0] ?? '/').replace(/(\/index)?\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}

/** An HTML page that brings no policy of its own and has no prebuilt one: nothing inline may run or apply. */
const BARE_PAGE_POLICY = `${PAGE_DIRECTIVES.join('; ')}; script-src 'self'; style-src 'self'`;

/**
 * For the Node server: sets the header set on a response before the handler writes it, and, as the headers
 * leave, gives an HTML page its own policy: a prebuilt page the one Astro wrote for its exact path (the node
 * adapter matches those paths by substring, so `/` could get another page's), a page rendered on request the
 * one Astro set, and any other HTML (the 404 page served for an unknown path) the 404 page's.
 */
export function applySecurityHeaders(settings: TransportSettings, pagePolicies = new Map<string, string>()) {
  const strayPagePolicy = pagePolicies.get('/404') ?? BARE_PAGE_POLICY;
  return (req: IncomingMessage, res: ServerResponse): void => {
    const https = servedOverHttps(settings, {
      forwardedProto: headerValue(req.headers['x-forwarded-proto']),
    });
    for (const [name, value] of Object.entries(securityHeaders(https))) res.setHeader(name, value);
    const path = (req.url ?? '/').split(/[?#]/)[0] ?? '/';
    const prebuilt = pagePolicies.get(pageKey(path));
    const writeHead = res.writeHead;
    res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
      // Headers handed to writeHead (as Astro does) are set first, so the choice below sees them.
      const last = rest.at(-1);
      if (last && typeof last === 'object' && !Array.isArray(last)) {
        for (const [name, value] of Object.entries(last))
          if (value !== undefined) this.setHeader(name, value);
        rest.pop();
      }
      // By path, not content type: a 304 for a prebuilt page carries no type, and its headers replace the
      // cached page's, policy included.
      const own = this.getHeader('content-security-policy');
      const type = String(this.getHeader('content-type') ?? '');
      const html = type.startsWith('text/html');
      if (prebuilt) this.setHeader('Content-Security-Policy', prebuilt);
      else if (html && (!own || own === RESOURCE_POLICY))
        this.setHeader('Content-Security-Policy', strayPagePolicy);
      else if (own === RESOURCE_POLICY && (RASTER_PATH.test(path) || RASTER_TYPE.test(type)))
        this.setHeader('Content-Security-Policy', PICTURE_POLICY);
      return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
    } as ServerResponse['writeHead'];
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
