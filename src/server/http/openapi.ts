import type { ZodType } from 'zod';
import { ErrorBody } from '~/contracts/common';
import { requireAdmin, requireHousekeeping, requireStaff, requireUser } from './auth';

/** The OpenAPI security scheme of every route that needs a signed-in caller. */
export const BEARER_AUTH = 'bearerAuth';

/** A route's JSON request body. */
export const jsonBody = <T extends ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});

/** A route's JSON response. */
export const jsonResponse = <T extends ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

const refusal = (description: string) => jsonResponse(ErrorBody, description);
const refusalsByStatus = {
  400: refusal('Invalid input'),
  401: refusal('Not logged in or session ended'),
  403: refusal('Not allowed'),
  404: refusal('Not found'),
  405: refusal('Method not allowed'),
  409: refusal('Conflict'),
  413: refusal('Too large'),
  429: refusal('Too many requests'),
  502: refusal('A provider failed'),
  503: refusal('Unavailable'),
} as const;

type RefusalStatus = keyof typeof refusalsByStatus;

/** The refusals a route documents, in the one error shape: `refusals(400, 401, 404)`. */
export function refusals<S extends RefusalStatus>(
  ...statuses: S[]
): { [K in S]: (typeof refusalsByStatus)[K] } {
  return Object.fromEntries(statuses.map((s) => [s, refusalsByStatus[s]])) as {
    [K in S]: (typeof refusalsByStatus)[K];
  };
}

/** Route options for a signed-in caller: the check, and the security requirement in the OpenAPI document. */
export const signedIn = () => ({
  middleware: [requireUser()],
  security: [{ [BEARER_AUTH]: [] }],
});

/** The OpenAPI extension naming the least role a route admits, read by the console's access tests. */
export const ROLE_EXTENSION = 'x-hotel-role';

/** Route options for the hotel's people (staff or admin): the check, and the role the document names. */
export const staffOnly = () => ({
  middleware: [requireStaff()],
  security: [{ [BEARER_AUTH]: [] }],
  [ROLE_EXTENSION]: 'staff' as const,
});

/** Route options for housekeeping (housekeepers, staff and admins): the rooms' cleanliness (decision 144). */
export const housekeepingOnly = () => ({
  middleware: [requireHousekeeping()],
  security: [{ [BEARER_AUTH]: [] }],
  [ROLE_EXTENSION]: 'housekeeper' as const,
});

/** Route options for admins only: people, prices and the catalogue. */
export const adminOnly = () => ({
  middleware: [requireAdmin()],
  security: [{ [BEARER_AUTH]: [] }],
  [ROLE_EXTENSION]: 'admin' as const,
});

/** The paths only a demo serves (decision 046): a production document does not list them. */
const DEMO_ONLY_PATH = /^\/api\/dev\//;

interface Document {
  paths?: Record<string, unknown>;
  components?: { schemas?: Record<string, unknown> };
}

/**
 * The document as a server in `mode` serves it: in production without the demo's routes, and without the
 * schemas only they used.
 */
export function publishedDocument<D extends Document>(document: D, mode: 'demo' | 'production'): D {
  if (mode !== 'production') return document;
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).filter(([p]) => !DEMO_ONLY_PATH.test(p)),
  );
  const all = document.components?.schemas ?? {};
  // Keep the schemas the remaining paths name, and the ones those name in turn.
  const kept = new Set<string>();
  const visit = (value: unknown) => {
    for (const [, name] of JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !kept.has(name) && name in all) {
        kept.add(name);
        visit(all[name]);
      }
    }
  };
  visit(paths);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => kept.has(name)));
  return { ...document, paths, components: { ...document.components, schemas } };
}
