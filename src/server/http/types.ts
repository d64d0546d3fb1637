import type { Logger } from 'pino';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { MailProvider } from '../providers/mail';
import type { PaymentProvider } from '../providers/payments';
import type { SmsProvider } from '../providers/sms';
import type { SessionUser } from '../services/sessions';

/** What the API needs from the outside world; tests pass their own. */
export interface AppDeps {
  env: Env;
  database: Database;
  logger: Logger;
  /** The current instant; tests freeze it. */
  now?: () => Date;
  /** The payment provider; chosen from settings when not given. */
  payments?: PaymentProvider;
  /** Public URL of a demo image by its key (the site resolves these through astro:assets). */
  imageUrl?: (key: string) => string;
  /** The SMS gateway; by default the one SMS_PROVIDER names. */
  sms?: SmsProvider;
  /** The mail transport; by default the one MAIL_PROVIDER names. */
  mail?: MailProvider;
}

/** Hono's context variables, typed once. */
export interface AppEnv {
  /** What the hosting server passes along with each request (Astro's client address). */
  Bindings: { clientAddress?: string } | undefined;
  Variables: {
    requestId: string;
    logger: Logger;
    deps: Required<AppDeps>;
    /** The signed-in caller, set by requireUser / optionalUser. */
    user?: SessionUser;
  };
}
