import type { APIRoute } from 'astro';
import { demoImageUrl } from '~/assets/images';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '~/server/errors';
import { getRuntime } from '~/server/runtime';

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
    // A server that cannot be reached gets the guest's sentence (the start script prints it; the cause goes to
    // the log); any other start-up failure (a locked data directory) says what to fix.
    let message = error instanceof Error ? error.message : 'The database could not be opened.';
    if (isDatabaseUnavailable(error)) {
      console.error('The database cannot be reached:', error);
      message = DATABASE_UNAVAILABLE_MESSAGE;
    }
    const body = { message, code: 'DATABASE_UNAVAILABLE', requestId: crypto.randomUUID() };
    return Response.json(body, { status: 503, headers: { 'Retry-After': '5' } });
  }
};
