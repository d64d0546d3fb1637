import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';

/** What the listener needs of the API app: Hono's fetch, given the caller's address as `clientAddress`. */
interface FetchApp {
  fetch(request: Request, env: { clientAddress?: string }): Response | Promise<Response>;
}

/**
 * The API app as a Node request listener: how `npm start` serves /api straight from the Hono app (past
 * Astro's page handler) and how the multi-process tests serve it, with the socket's address for the
 * request log, limits and client-ip rules.
 */
export function apiRequestListener(
  app: FetchApp,
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return getRequestListener(
    (request, { incoming }) => app.fetch(request, { clientAddress: incoming.socket.remoteAddress }),
    { overrideGlobalObjects: false },
  );
}
