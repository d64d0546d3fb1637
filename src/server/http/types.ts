import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { SessionUser } from '../services/sessions';

/** What the API needs from the outside world; tests pass their own. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** The current instant; tests freeze it. */
  now?: () => Date;
  /** Public URL of a demo image by its key (the site resolves these through astro:assets). */
  imageUrl?: (key: string) => string;
}

/** Hono's context variables, typed once. */
export interface AppEnv {
  /** What the host passes to `app.fetch(request, bindings)`: the socket's address (Astro's clientAddress). */
  Bindings: { clientAddress?: string } | undefined;
  Variables: {
    requestId: string;
    logger: Logger;
    deps: Required<AppDeps>;
    /** The signed-in caller, set by requireUser / optionalUser. */
    user?: SessionUser;
  };
}
