import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ImageCache, imageAddresses, inTurns } from './image-cache';

// A stand-in for Astro's image endpoint: slow, counting its resizes, 404 for an unknown picture.
let resizes = 0;
let server: Server;
let origin = '';
const cache = new ImageCache();

beforeAll(async () => {
  server = createServer((req, res) => {
    cache.serve(req, res, () => {
      resizes++;
      setTimeout(() => {
        if (req.url?.includes('missing')) return res.writeHead(404).end('no such picture');
        res.writeHead(200, {
          'content-type': 'image/avif',
          etag: '"v1"',
          'cache-control': 'public, max-age=31536000',
        });
        res.end(Buffer.alloc(2048, 7));
      }, 200);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  cache.listenOn(origin);
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the picture cache', () => {
  it('resizes a picture once for everyone asking at the same time, then answers from memory', async () => {
    const url = `${origin}/_image?href=hero.jpg&w=1600&f=avif`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(url)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await answers[0]!.arrayBuffer()).byteLength).toBe(2048);
    expect(answers[0]!.headers.get('content-type')).toBe('image/avif');
    await fetch(url);
    expect(resizes).toBe(1);
  });

  it('finishes a resize when the guest who asked goes away, for the next one', async () => {
    const url = `${origin}/_image?href=hero.jpg&w=800&f=avif`;
    await fetch(url, { signal: AbortSignal.timeout(50) }).catch(() => undefined);
    const next = await fetch(url);
    expect(next.status).toBe(200);
    expect(resizes).toBe(2);
  });

  it('answers a browser that has the picture with 304', async () => {
    const res = await fetch(`${origin}/_image?href=hero.jpg&w=800&f=avif`, {
      headers: { 'if-none-match': '"v1"' },
    });
    expect(res.status).toBe(304);
  });

  it('passes a refusal on without keeping it', async () => {
    const url = `${origin}/_image?href=missing.jpg&w=800&f=avif`;
    expect((await fetch(url)).status).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    expect(resizes).toBe(4);
    expect(cache.stats.pictures).toBe(2);
  });

  it('reads the picture addresses of a page, srcset included', () => {
    const html =
      '<img src="/_image?href=a.jpg&amp;w=480&amp;f=webp" srcset="/_image?href=a.jpg&amp;w=480&amp;f=webp 480w, /_image?href=a.jpg&amp;w=960&amp;f=webp 960w">';
    expect(imageAddresses(html)).toEqual([
      '/_image?href=a.jpg&w=480&f=webp',
      '/_image?href=a.jpg&w=960&f=webp',
    ]);
  });

  it("warms every page's banner before any page's later pictures", () => {
    expect(
      inTurns([
        ['/rooms-hero', '/room-1', '/room-2'],
        ['/menu-hero', '/dish-1'],
        ['/halls-hero', '/room-1'],
      ]),
    ).toEqual(['/rooms-hero', '/menu-hero', '/halls-hero', '/room-1', '/dish-1', '/room-2']);
  });
});
