import type { APIRoute } from 'astro';
import { demoImageUrl } from '../../assets/images';
import { getRuntime } from '../../server/runtime';

export const prerender = false;

// The per-IP limit on sign-in codes needs the caller's address; Astro throws where it has none.
function clientAddressOf(context: { clientAddress: string }): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}

/** Every /api request goes to the Hono app; if the database cannot open, say why in the API's error shape. */
export const ALL: APIRoute = async (context) => {
  try {
    const { app } = await getRuntime(demoImageUrl);
    return await app.fetch(context.request, { clientAddress: clientAddressOf(context) });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The database could not be opened.';
    const body = { message, code: 'DATABASE_UNAVAILABLE', requestId: crypto.randomUUID() };
    return Response.json(body, { status: 503 });
  }
};
