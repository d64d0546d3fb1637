import type { APIRoute } from 'astro';
import { demoImageUrl } from '../../assets/images';
import { getRuntime } from '../../server/runtime';

export const prerender = false;

/** Every /api request goes to the Hono app; if the database cannot open, say why in the API's error shape. */
export const ALL: APIRoute = async ({ request }) => {
  try {
    const { app } = await getRuntime(demoImageUrl);
    return await app.fetch(request);
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The database could not be opened.';
    const body = { message, code: 'DATABASE_UNAVAILABLE', requestId: crypto.randomUUID() };
    return Response.json(body, { status: 503 });
  }
};
