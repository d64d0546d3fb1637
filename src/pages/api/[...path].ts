import type { APIRoute } from 'astro';
import { demoImageUrl } from '../../assets/images';
import { getRuntime } from '../../server/runtime';

export const prerender = false;

/** Every /api request goes to the Hono app; if the database cannot open, say why in the API's error shape. */
export const ALL: APIRoute = async (context) => {
  const { request } = context;
  try {
    const { app } = await getRuntime(demoImageUrl);
    return await app.fetch(request, { clientAddress: socketAddress(context) });
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The database could not be opened.';
    const body = { message, code: 'DATABASE_UNAVAILABLE', requestId: crypto.randomUUID() };
    return Response.json(body, { status: 503 });
  }
};

/** The caller's socket address, for per-IP limits (Astro throws when the host cannot tell). */
function socketAddress(context: Parameters<APIRoute>[0]): string | undefined {
  try {
    return context.clientAddress;
  } catch {
    return undefined;
  }
}
