import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The most bytes of resized pictures a process keeps (oldest out first). */
export const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;

interface Picture {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

const KEPT_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified'];

/** Whether a request is for Astro's on-demand image endpoint (pictures of pages rendered on request). */
export const isImageRequest = (req: IncomingMessage) =>
  req.method === 'GET' && (req.url ?? '').startsWith('/_image?');

/**
 * Keeps the pictures Astro's image endpoint resizes on request (the pages rendered on request, such as
 * /room-booking and /booking-details, link `/_image?…` rather than prebuilt files), so each size and format is
 * encoded once per process instead of once per visit: a 1600-pixel AVIF took 2–5 s to encode on every
 * request, most of /room-booking's largest paint, and a reload of /booking-details could wait on it past its
 * load event. One resize per address at a time, shared by everyone asking meanwhile, and finished even when
 * the guest who asked first goes away. What a CDN in front of the servers does, in the process.
 */
export class ImageCache {
  private readonly pictures = new Map<string, Picture>();
  private readonly resizing = new Map<string, Promise<Picture>>();
  private bytes = 0;
  private readonly capacity: number;
  /** Marks the process's own request to the image endpoint, which must not come back here. */
  private readonly token = randomBytes(16).toString('hex');
  private origin = '';

  constructor(capacity = IMAGE_CACHE_BYTES) {
    this.capacity = capacity;
  }

  /** Where the server listens (its own resize requests go there); until set, requests pass straight through. */
  listenOn(origin: string) {
    this.origin = origin;
  }

  /** Answers from memory, from a resize under way, or by resizing once; `next` is Astro's handler. */
  serve(req: IncomingMessage, res: ServerResponse, next: () => void): void {
    if (!this.origin || req.headers['x-palace-resize'] === this.token) {
      next();
      return;
    }
    const key = req.url ?? '';
    const kept = this.pictures.get(key);
    if (kept) {
      this.send(req, res, kept);
      return;
    }
    let resize = this.resizing.get(key);
    if (!resize) {
      resize = this.resize(key).finally(() => this.resizing.delete(key));
      this.resizing.set(key, resize);
    }
    resize.then(
      (picture) => this.send(req, res, picture),
      () => {
        if (!res.headersSent) res.writeHead(503, { 'retry-after': '5' });
        res.end();
      },
    );
  }

  private async resize(key: string): Promise<Picture> {
    const answer = await fetch(`${this.origin}${key}`, { headers: { 'x-palace-resize': this.token } });
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = answer.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const picture = { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()) };
    if (picture.status === 200) this.remember(key, picture);
    return picture;
  }

  private send(req: IncomingMessage, res: ServerResponse, picture: Picture) {
    if (res.destroyed) return;
    const etag = picture.headers.etag;
    if (picture.status === 200 && etag && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { etag, 'cache-control': picture.headers['cache-control'] ?? '' }).end();
      return;
    }
    res.writeHead(picture.status, { ...picture.headers, 'content-length': String(picture.body.length) });
    res.end(picture.body);
  }

  private remember(key: string, picture: Picture) {
    if (picture.body.length === 0 || picture.body.length > this.capacity / 8) return;
    this.pictures.set(key, picture);
    this.bytes += picture.body.length;
    for (const [oldest, kept] of this.pictures) {
      if (this.bytes <= this.capacity) break;
      this.pictures.delete(oldest);
      this.bytes -= kept.body.length;
    }
  }

  /** How many pictures are kept, and their bytes. */
  get stats() {
    return { pictures: this.pictures.size, bytes: this.bytes };
  }
}

/** The `/_image?…` addresses a page links (src and srcset), with HTML entities undone. */
export function imageAddresses(html: string): string[] {
  const found = html.match(/\/_image\?[^"'\s,]+/g) ?? [];
  return [...new Set(found.map((url) => url.replaceAll('&amp;', '&')))];
}

/**
 * The pages rendered on request that show resized pictures, warmed at start in this order: the page a guest
 * books rooms through, the menu, the banquet halls, then the two checkouts (their banners; the booked
 * room's or dish's picture is resized on its first visit).
 */
export const PAGES_WITH_RESIZED_PICTURES = [
  '/room-booking',
  '/dining-menu',
  '/events-booking',
  '/booking-details',
  '/menu-booking-details',
] as const;

/**
 * One list from each page's addresses, taken in turns: every page's first pictures (its banner, the largest
 * paint) before any page's later ones, so a cold server gets each page's hero ready first.
 */
export function inTurns(lists: readonly (readonly string[])[]): string[] {
  const order: string[] = [];
  const longest = Math.max(0, ...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) {
      const address = list[i];
      if (address !== undefined && !order.includes(address)) order.push(address);
    }
  }
  return order;
}

/**
 * Asks a running server for the pictures the given pages link, one at a time (only those in `formats`, every
 * page's first pictures before any page's later ones), so the first guests find them resized. Called by the
 * server in the background once it is up (a failure only means a colder first visit), and awaited by the
 * audit and the benchmark, which measure a warmed server: all three warm the same pages and formats.
 */
export async function warmImages(
  origin: string,
  pages: readonly string[] = PAGES_WITH_RESIZED_PICTURES,
  formats: readonly string[] = ['avif', 'webp'],
): Promise<number> {
  const lists = [];
  for (const page of pages) {
    const html = await fetch(`${origin}${page}`).then((r) => (r.ok ? r.text() : ''));
    lists.push(imageAddresses(html).filter((address) => formats.some((f) => address.endsWith(`f=${f}`))));
  }
  let warmed = 0;
  for (const address of inTurns(lists)) {
    const res = await fetch(`${origin}${address}`);
    await res.arrayBuffer();
    if (res.ok) warmed++;
  }
  return warmed;
}
