import { describe, expect, it } from 'vitest';
import { DEMO_SECRETS } from './app-mode';
import { appModeOf, loadEnv, SettingsError } from './env';

describe('settings', () => {
  it('default to the embedded database, console SMS and the sandbox', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 4321,
      DATA_DIR: './data',
      SMS_PROVIDER: 'console',
      HOTEL_TIMEZONE: 'Asia/Kolkata',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treat an empty line in .env as the default', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ PORT: '' }).PORT).toBe(4321);
  });

  it('name the setting that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('SMS settings', () => {
  it('ask for the MSG91 key and template when MSG91 sends the codes', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY.*MSG91_TEMPLATE_ID/);
    const env = loadEnv({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' });
    expect(env.MSG91_BASE_URL).toBe('https://control.msg91.com');
  });

  it('trust X-Forwarded-For only when told to', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});

/** A production configuration with nothing published and no demo provider. */
const production = {
  APP_MODE: 'production',
  JWT_SECRET: 'a-long-random-session-secret-0001',
  OTP_SECRET: 'a-long-random-otp-secret-00000002',
  LINK_SECRET: 'a-long-random-link-secret-0000003',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'template',
  MSG91_NOTICE_TEMPLATE_ID: 'notice-template',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://hotel:password@smtp.example.com:465',
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret-of-the-hotel-01',
};

/** The problems loadEnv names for these settings (none when they load). */
function problemsOf(source: Record<string, string | undefined>): string[] {
  try {
    loadEnv(source);
    return [];
  } catch (error) {
    if (!(error instanceof SettingsError)) throw error;
    return error.problems;
  }
}

describe('demo and production modes', () => {
  it('run a fresh start in demo mode, with demo secrets, console SMS and the sandbox', () => {
    const env = loadEnv({});
    expect(env.APP_MODE).toBe('demo');
    expect(env.OTP_SECRET).toBe(DEMO_SECRETS.OTP_SECRET);
    expect(env.OTP_SECRET).not.toBe(env.JWT_SECRET);
    expect(env.LINK_SECRET).toBe(DEMO_SECRETS.LINK_SECRET);
    expect(new Set([env.JWT_SECRET, env.OTP_SECRET, env.LINK_SECRET]).size).toBe(3);
    expect(appModeOf({})).toBe('demo');
    expect(appModeOf({ APP_MODE: 'production' })).toBe('production');
    expect(() => appModeOf({ APP_MODE: 'live' })).toThrow(/APP_MODE/);
  });

  it('refuse production with MSG91 but no template for booking messages', () => {
    expect(problemsOf({ ...production, MSG91_NOTICE_TEMPLATE_ID: '' })).toEqual([
      expect.stringMatching(/^MSG91_NOTICE_TEMPLATE_ID is not set, so booking confirmations/),
    ]);
  });

  it('refuse production on the defaults, naming every problem in one message', () => {
    expect(() => loadEnv({ APP_MODE: 'production' })).toThrow(
      /JWT_SECRET.*OTP_SECRET.*LINK_SECRET.*SMS_PROVIDER.*MAIL_PROVIDER.*PAYMENT_PROVIDER.*SANDBOX_PAYMENT_SECRET/,
    );
    expect(problemsOf({ APP_MODE: 'production' })).toEqual([
      expect.stringMatching(/^JWT_SECRET is the published demo value/),
      expect.stringMatching(/^OTP_SECRET is not set/),
      expect.stringMatching(/^LINK_SECRET is not set: it signs the unsubscribe and invitation links/),
      expect.stringMatching(/^SMS_PROVIDER is console/),
      expect.stringMatching(/^MAIL_PROVIDER is console/),
      expect.stringMatching(/^PAYMENT_PROVIDER is the payment sandbox/),
      expect.stringMatching(/^SANDBOX_PAYMENT_SECRET is the published value/),
    ]);
  });

  it('refuse production on each published secret or demo provider alone', () => {
    const cases: [Record<string, string | undefined>, RegExp][] = [
      [{ JWT_SECRET: DEMO_SECRETS.JWT_SECRET }, /^JWT_SECRET is the published demo value/],
      [{ OTP_SECRET: undefined }, /^OTP_SECRET is not set/],
      [{ OTP_SECRET: DEMO_SECRETS.OTP_SECRET }, /^OTP_SECRET is not set/],
      [{ OTP_SECRET: production.JWT_SECRET }, /^OTP_SECRET must differ from JWT_SECRET/],
      [{ LINK_SECRET: undefined }, /^LINK_SECRET is not set/],
      [{ LINK_SECRET: DEMO_SECRETS.LINK_SECRET }, /^LINK_SECRET is not set/],
      [{ LINK_SECRET: production.JWT_SECRET }, /^LINK_SECRET must differ from JWT_SECRET and OTP_SECRET/],
      [{ LINK_SECRET: production.OTP_SECRET }, /^LINK_SECRET must differ from JWT_SECRET and OTP_SECRET/],
      [{ SMS_PROVIDER: 'console' }, /^SMS_PROVIDER is console/],
      [{ MAIL_PROVIDER: 'console' }, /^MAIL_PROVIDER is console/],
      [
        { PAYMENT_PROVIDER: 'sandbox', SANDBOX_PAYMENT_SECRET: 'not-the-published-one' },
        /^PAYMENT_PROVIDER is the payment sandbox/,
      ],
      [{ RAZORPAY_WEBHOOK_SECRET: undefined }, /^RAZORPAY_WEBHOOK_SECRET is not set/],
    ];
    for (const [change, problem] of cases) {
      expect(problemsOf({ ...production, ...change }), JSON.stringify(change)).toEqual([
        expect.stringMatching(problem),
      ]);
    }
  });

  it('accept a production configuration with its own secrets and real providers', () => {
    const env = loadEnv(production);
    expect(env).toMatchObject({ APP_MODE: 'production', SMS_PROVIDER: 'msg91', MAIL_PROVIDER: 'smtp' });
    expect(env.OTP_SECRET).toBe(production.OTP_SECRET);
  });

  it('ask for the Razorpay keys when Razorpay is named, in any mode', () => {
    expect(problemsOf({ PAYMENT_PROVIDER: 'razorpay' })).toEqual([
      'RAZORPAY_KEY_ID: RAZORPAY_KEY_ID is required when PAYMENT_PROVIDER=razorpay',
      'RAZORPAY_KEY_SECRET: RAZORPAY_KEY_SECRET is required when PAYMENT_PROVIDER=razorpay',
    ]);
  });
});
