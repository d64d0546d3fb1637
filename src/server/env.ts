import { z } from 'zod';
import site from '../content/site.json' with { type: 'json' };
import { COIN_MAX_SHARE_PERCENT, COIN_VALUE_PAISE } from '../lib/coin-terms.ts';
import {
  BOOKINGS_PER_ADDRESS_PER_HOUR,
  BOOKINGS_PER_GUEST_PER_HOUR,
  UNPAID_BOOKINGS_PER_GUEST,
} from '../lib/hold-rules.ts';
import { hotelTaxProblems } from '../lib/hotel-tax.ts';
import { PAYMENT_PROVIDERS } from '../lib/payments.ts';
import { DEMO_SECRETS, productionProblems } from './app-mode.ts';
import { misnamedSettings } from './setting-names.ts';

/** APP_MODE: `demo` unless told otherwise (docs/decisions/046-demo-and-production-modes.md). */
const appModeSchema = z.enum(['demo', 'production']).default('demo');

/** The zone in which the hotel's "today" is decided: an IANA zone name. */
const HotelTimeZone = z
  .string()
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'HOTEL_TIMEZONE must be an IANA time zone such as Asia/Kolkata')
  .default('Asia/Kolkata');

/** Every setting the server reads, with its default; the README lists the same. */
export const envSchema = z
  .object({
    APP_MODE: appModeSchema,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().default('localhost'),
    // Unset: the origin the server listens on (siteOriginOf); behind TRUST_PROXY, each request's (public-origin.ts).
    SITE_URL: z.url().optional(),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOTEL_TIMEZONE: HotelTimeZone,
    JWT_SECRET: z
      .string()
      .min(16, 'JWT_SECRET must be at least 16 characters')
      .default(DEMO_SECRETS.JWT_SECRET),
    OTP_SECRET: z
      .string()
      .min(16, 'OTP_SECRET must be at least 16 characters')
      .default(DEMO_SECRETS.OTP_SECRET),
    // Signs the links in emails, a key per purpose (decision 114); JWT_SECRET only checks links sent before it.
    LINK_SECRET: z
      .string()
      .min(16, 'LINK_SECRET must be at least 16 characters')
      .default(DEMO_SECRETS.LINK_SECRET),
    SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    MSG91_NOTICE_TEMPLATE_ID: z.string().optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    OTP_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
    UNPAID_BOOKINGS_PER_GUEST: z.coerce.number().int().min(1).default(UNPAID_BOOKINGS_PER_GUEST),
    BOOKINGS_PER_GUEST_PER_HOUR: z.coerce.number().int().min(1).default(BOOKINGS_PER_GUEST_PER_HOUR),
    BOOKINGS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(BOOKINGS_PER_ADDRESS_PER_HOUR),
    COIN_VALUE_PAISE: z.coerce.number().int().min(1).max(100_000).default(COIN_VALUE_PAISE),
    COIN_MAX_SHARE_PERCENT: z.coerce.number().int().min(0).max(100).default(COIN_MAX_SHARE_PERCENT),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    MAIL_PROVIDER: z.enum(['console', 'smtp']).default('console'),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('The Supar Palace <stay@suparpalace.in>'),
    HOTEL_STAFF_EMAIL: z.email().default('stay@suparpalace.in'),
    // Whether the front desk may check a stay in the day before its arrival date (decision 140).
    HOTEL_EARLY_ARRIVAL: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    // Whether check-in needs every adult of the room registered (decision 146; IFR 2025 r. 17). `false` only where the
    // register is kept on paper.
    HOTEL_REGISTRATION_REQUIRED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    // How long a booking made at the front desk is held unpaid (decision 147): paid at the desk, or by the link sent.
    DESK_HOLD_MINUTES: z.coerce.number().int().min(5).max(240).default(30),
    PAYMENT_LINK_HOLD_MINUTES: z.coerce.number().int().min(15).max(1440).default(120),
    // Whether the rooms chart may move a stay to a room of another type, its price kept (decision 144).
    HOTEL_MOVE_ACROSS_TYPES: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    NOTICE_STAY_REMINDER_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'NOTICE_STAY_REMINDER_AT must be a 24-hour time such as 10:00')
      .default('10:00'),
    NOTICE_TABLE_REMINDER_HOURS: z.coerce.number().int().min(1).max(48).default(3),
    NOTICE_WORKER_INTERVAL_MS: z.coerce.number().int().min(200).max(3_600_000).default(10_000),
    NOTICE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
    // The privacy centre and the retention job (decision 100).
    ERASURE_NOTICE_HOURS: z.coerce.number().int().min(0).max(720).default(48),
    RETENTION_SIGN_IN_DAYS: z.coerce.number().int().min(365).max(3650).default(365),
    RETENTION_MESSAGE_LOG_DAYS: z.coerce.number().int().min(365).max(3650).default(365),
    RETENTION_CONTACT_DAYS: z.coerce.number().int().min(30).max(3650).default(365),
    // The hotel register (IDs, Form C) is kept at least a year after the stay (IFR 2025 r. 17(1)), then deleted.
    RETENTION_REGISTRATION_DAYS: z.coerce.number().int().min(365).max(3650).default(365),
    RETENTION_RATE_LIMIT_HOURS: z.coerce.number().int().min(2).max(720).default(48),
    RETENTION_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(3_600_000),
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
    SANDBOX_PAYMENT_SECRET: z.string().default(DEMO_SECRETS.SANDBOX_PAYMENT_SECRET),
  })
  .superRefine((env, ctx) => {
    const requireAll = (keys: readonly (keyof typeof env)[], when: string) => {
      for (const key of keys) {
        if (!env[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when ${when}` });
      }
    };
    if (env.SMS_PROVIDER === 'msg91')
      requireAll(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'], 'SMS_PROVIDER=msg91');
    if (env.MAIL_PROVIDER === 'smtp') requireAll(['SMTP_URL'], 'MAIL_PROVIDER=smtp');
    if (env.PAYMENT_PROVIDER === 'razorpay') {
      requireAll(['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'], 'PAYMENT_PROVIDER=razorpay');
    }
    if (env.APP_MODE !== 'production') return;
    // Whole sentences that start with the setting's name, so they carry no path of their own.
    for (const { setting, message } of productionProblems(env)) {
      ctx.addIssue({ code: 'custom', path: [], message: `${setting} ${message}` });
    }
    // Tax documents print the hotel's registration: production must not issue one with a wrong GSTIN.
    for (const message of siteTaxProblems()) ctx.addIssue({ code: 'custom', path: [], message });
  });

type ParsedEnv = z.infer<typeof envSchema>;
/** The settings, with SITE_URL always an origin: the one set, or the one the server listens on. */
export type Env = Omit<ParsedEnv, 'SITE_URL'> & {
  SITE_URL: string;
  /** Whether SITE_URL was set; when not, links follow where the site is really served from. */
  SITE_URL_SET: boolean;
};

/** The origin `npm start` listens on: HOST and PORT, a wildcard host read as localhost. */
export function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** SITE_URL as set (without a trailing slash), or else the listening origin. */
function withSiteOrigin(env: ParsedEnv): Env {
  const set = env.SITE_URL !== undefined;
  const origin = set ? env.SITE_URL!.replace(/\/+$/, '') : listeningOrigin(env.HOST, env.PORT);
  return { ...env, SITE_URL: origin, SITE_URL_SET: set };
}

/** The hotel's GST facts as the site facts give them (src/content/site.json, `tax`), and what is wrong with them. */
export function siteTaxProblems(entries: readonly (typeof site)[number][] = site): string[] {
  const [facts] = entries;
  if (!facts?.tax)
    return ['src/content/site.json has no tax entry: the GST registration tax documents print'];
  return hotelTaxProblems(facts.tax, facts.address.region).map(
    (problem) => `src/content/site.json ${problem}`,
  );
}

/** Settings that cannot run: the message names every problem; `problems` lists them one by one. */
export class SettingsError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'SettingsError';
    this.problems = problems;
  }
}

// An empty line in .env (`DATABASE_URL=`) means "use the default", not "set to nothing".
const given = (source: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));

/**
 * Variables that look like settings of this server but are not (`SMS_PROVIDR`, `RAZORPAY_KEYID`): production
 * refuses to start on them, a demo prints them as warnings (scripts/start.mjs).
 */
export function misnamedSettingsIn(source: Record<string, string | undefined> = process.env): string[] {
  return misnamedSettings(source, Object.keys(envSchema.shape));
}

/** Parses settings from a plain object (process.env in production, literals in tests). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(given(source));
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message));
  // A misspelt setting silently leaves its default in force; production must not run on a default it never chose.
  if (given(source).APP_MODE === 'production') problems.push(...misnamedSettingsIn(source));
  if (!parsed.success || problems.length > 0) throw new SettingsError(problems);
  return withSiteOrigin(parsed.data);
}

/** The mode alone, for the build (which bakes the demo notice into the pages and needs no secrets). */
export function appModeOf(source: Record<string, string | undefined> = process.env): Env['APP_MODE'] {
  const parsed = appModeSchema.safeParse(given(source).APP_MODE);
  if (!parsed.success) throw new SettingsError(['APP_MODE: must be demo or production']);
  return parsed.data;
}

/** The hotel's time zone alone: what prebuilt pages need, read before any other setting may be there. */
export function hotelTimeZoneSetting(source: Record<string, string | undefined> = process.env): string {
  const parsed = HotelTimeZone.safeParse(source.HOTEL_TIMEZONE || undefined);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
