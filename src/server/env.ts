import { z } from 'zod';

/** Every setting the server reads, with its default; the README lists the same. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(4321),
    HOST: z.string().default('localhost'),
    SITE_URL: z.url().default('http://localhost:4321'),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().default('./data'),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    HOTEL_TIMEZONE: z.string().default('Asia/Kolkata'),
    JWT_SECRET: z
      .string()
      .min(16, 'JWT_SECRET must be at least 16 characters')
      .default('dev-only-secret-change-me-please'),
    SMS_PROVIDER: z.enum(['console', 'msg91']).default('console'),
    MSG91_AUTH_KEY: z.string().optional(),
    MSG91_TEMPLATE_ID: z.string().optional(),
    MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
    OTP_IP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(100),
    TRUST_PROXY: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).optional(),
    RAZORPAY_KEY_ID: z.string().optional(),
    RAZORPAY_KEY_SECRET: z.string().optional(),
    RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
    RAZORPAY_BASE_URL: z.url().default('https://api.razorpay.com'),
    SANDBOX_PAYMENT_SECRET: z.string().default('sandbox-secret'),
  })
  .superRefine((env, ctx) => {
    if (env.SMS_PROVIDER !== 'msg91') return;
    for (const key of ['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: `${key} is required when SMS_PROVIDER=msg91` });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses settings from a plain object (process.env in production, literals in tests). */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty line in .env (`DATABASE_URL=`) means "use the default", not "set to nothing".
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}
