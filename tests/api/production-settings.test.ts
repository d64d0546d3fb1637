import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import site from '../../src/content/site.json';
import { loadEnv, misnamedSettingsIn, SettingsError, siteTaxProblems } from '../../src/server/env';

// Issue 30, item 13: production took `JWT_SECRET=aaaaaaaaaaaaaaaa` (only its length was checked) and ignored
// misspelt settings (`SMS_PROVIDR`, `RAZORPAY_KEYID`) although the README says a wrong one is named at start-up.

/** Settings production accepts: strong secrets of its own, MSG91, SMTP and Razorpay. */
const production = {
  APP_MODE: 'production',
  JWT_SECRET: randomBytes(32).toString('hex'),
  OTP_SECRET: randomBytes(32).toString('base64'),
  LINK_SECRET: randomBytes(32).toString('hex'),
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'key',
  MSG91_TEMPLATE_ID: 'template',
  MSG91_NOTICE_TEMPLATE_ID: 'notice-template',
  MAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtps://hotel:password@smtp.example.com:465',
  RAZORPAY_KEY_ID: 'rzp_live_ILgsfZCZoFIKMb',
  // The shape of a key secret as Razorpay issues it: 24 letters and digits.
  RAZORPAY_KEY_SECRET: 'hD4kQ9wZt2LmX7pR0vN3sB8y',
  RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('base64url'),
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

describe('secrets in production', () => {
  it('accepts random secrets from openssl or a provider', () => {
    expect(problemsOf(production)).toEqual([]);
  });

  it.each([
    ['JWT_SECRET', 'aaaaaaaaaaaaaaaa', '16 characters, 1 of them different'],
    ['JWT_SECRET', 'test-secret-test-secret-test-secret', '35 characters, 6 of them different'],
    ['OTP_SECRET', 'abcdefgh12345678', '16 characters, 16 of them different'],
    ['LINK_SECRET', 'link-link-link-link-link-link-link', '34 characters, 5 of them different'],
    ['RAZORPAY_WEBHOOK_SECRET', 'razorpay-webhook-secret', '23 characters, 15 of them different'],
    ['RAZORPAY_KEY_SECRET', 'changeme', '8 characters, 7 of them different'],
    ['RAZORPAY_KEY_SECRET', 'xxxxxxxxxxxxxxxxxxxxxxxx', '24 characters, 1 of them different'],
  ])('refuses %s=%s, saying why', (setting, value, found) => {
    expect(problemsOf({ ...production, [setting]: value })).toEqual([
      expect.stringMatching(
        new RegExp(`^${setting} is too weak to guard real guests \\(${found}\\): production needs at least`),
      ),
    ]);
  });

  it('lets a demo keep its published and short secrets', () => {
    expect(problemsOf({ JWT_SECRET: 'aaaaaaaaaaaaaaaa', SANDBOX_PAYMENT_SECRET: 'sandbox-secret' })).toEqual(
      [],
    );
  });
});

describe('names that look like settings but are not', () => {
  it('refuses production on a close misspelling or an unknown name with one of our prefixes, naming each', () => {
    expect(
      problemsOf({
        ...production,
        SMS_PROVIDR: 'msg91',
        RAZORPAY_KEYID: 'rzp_live_x',
        sms_provider: 'msg91',
        DATABSE_URL: 'postgres://db/palace',
        RAZORPAY_SECRET: 'x',
        HOTEL_NAME: 'The Supar Palace',
      }),
    ).toEqual([
      'SMS_PROVIDR is not a setting of this server: did you mean SMS_PROVIDER?',
      'RAZORPAY_KEYID is not a setting of this server: did you mean RAZORPAY_KEY_ID?',
      'sms_provider is not a setting of this server: did you mean SMS_PROVIDER?',
      'DATABSE_URL is not a setting of this server: did you mean DATABASE_URL?',
      expect.stringMatching(
        /^RAZORPAY_SECRET is not a setting of this server \(the RAZORPAY_ settings are RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET,/,
      ),
      'HOTEL_NAME is not a setting of this server (the HOTEL_ settings are HOTEL_TIMEZONE, HOTEL_STAFF_EMAIL, HOTEL_EARLY_ARRIVAL, HOTEL_REGISTRATION_REQUIRED, HOTEL_MOVE_ACROSS_TYPES)',
    ]);
  });

  it('warns in a demo instead, which starts', () => {
    const source = { SMS_PROVIDR: 'msg91', OTP_IP_LIMIT_PER_HOR: '20' };
    expect(problemsOf(source)).toEqual([]);
    expect(misnamedSettingsIn(source)).toEqual([
      'SMS_PROVIDR is not a setting of this server: did you mean SMS_PROVIDER?',
      'OTP_IP_LIMIT_PER_HOR is not a setting of this server: did you mean OTP_IP_LIMIT_PER_HOUR?',
    ]);
  });

  it("leaves alone the machine's own variables, the tools' settings and empty lines", () => {
    const machine = {
      PATH: '/usr/bin',
      HOME: '/home/palace',
      HOSTNAME: 'web-1',
      USER: 'palace',
      SHELL: '/bin/bash',
      TERM: 'xterm',
      PWD: '/srv/palace',
      LANG: 'C.UTF-8',
      MAIL: '/var/mail/palace',
      TEST: 'true',
      TZ: 'Asia/Kolkata',
      NODE_OPTIONS: '--max-old-space-size=512',
      ASTRO_NODE_AUTOSTART: 'disabled',
      npm_config_cache: '/home/palace/.npm',
      CHROMIUM_PATH: '/usr/bin/chromium',
      E2E_PORT: '4394',
      TEST_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      SMS_PROVIDR: '',
    };
    expect(misnamedSettingsIn(machine)).toEqual([]);
    expect(problemsOf({ ...production, ...machine })).toEqual([]);
  });
});

describe("the hotel's GST registration (src/content/site.json, tax)", () => {
  const [facts] = site;
  const withTax = (tax: Partial<NonNullable<typeof facts>['tax']>) => [
    { ...facts!, tax: { ...facts!.tax, ...tax } },
  ];

  it('is well formed as shipped, so production starts with it', () => {
    expect(siteTaxProblems()).toEqual([]);
    expect(problemsOf(production)).toEqual([]);
  });

  it('refuses a GSTIN whose check character is wrong, and one of another state than the hotel', () => {
    expect(siteTaxProblems(withTax({ gstin: '08AAGCS7461M1ZR' }))).toEqual([
      'src/content/site.json tax.gstin: This GSTIN does not add up (its last character is a check on the others): please check it for a typing mistake.',
    ]);
    expect(siteTaxProblems(withTax({ gstin: '27AAPFU0939F1ZV' }))).toEqual([
      'src/content/site.json tax.stateCode: 08 is not the state of the GSTIN (27)',
    ]);
    expect(siteTaxProblems(withTax({ gstin: '27AAPFU0939F1ZV', stateCode: '27' }))).toEqual([
      "src/content/site.json tax.stateCode: 27 is Maharashtra, but the hotel's address is in Rajasthan",
    ]);
  });

  it('refuses a missing legal name or registration', () => {
    expect(siteTaxProblems(withTax({ legalName: '', gstin: '' }))).toEqual([
      'src/content/site.json tax.legalName: give the legal name on the GST registration',
      'src/content/site.json tax.gstin: Enter the GSTIN: 15 characters, starting with the two-digit state code.',
    ]);
    expect(siteTaxProblems([])).toEqual([
      'src/content/site.json has no tax entry: the GST registration tax documents print',
    ]);
  });

  it('refuses a legal name or address that would print hidden characters on every document (decision 114)', () => {
    expect(
      siteTaxProblems(
        withTax({ legalName: 'Supar \u202eHospitality', address: 'City Palace Road\u0007, Udaipur' }),
      ),
    ).toEqual([
      'src/content/site.json tax.legalName: The legal name has a hidden control or text-direction character (pasted text can carry one): type it again without it.',
      'src/content/site.json tax.address: The address has a hidden control or text-direction character (pasted text can carry one): type it again without it.',
    ]);
  });
});

describe('npm start in production', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'palace-settings-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it('refuses before it builds or opens anything, listing every problem at once', () => {
    const script = new URL('../../scripts/start.mjs', import.meta.url).pathname;
    const run = spawnSync(process.execPath, [script], {
      cwd,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        ...production,
        DATA_DIR: join(cwd, 'data'),
        JWT_SECRET: 'aaaaaaaaaaaaaaaa',
        MAIL_PROVIDER: 'console',
        SMS_PROVIDR: 'console',
        RAZORPAY_KEYID: 'rzp_live_x',
      },
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.split('\n').filter((line) => line.startsWith('  - '));
    expect(lines).toEqual([
      expect.stringMatching(
        /^ {2}- JWT_SECRET is too weak to guard real guests \(16 characters, 1 of them different\)/,
      ),
      expect.stringMatching(/^ {2}- MAIL_PROVIDER is console/),
      '  - SMS_PROVIDR is not a setting of this server: did you mean SMS_PROVIDER?',
      '  - RAZORPAY_KEYID is not a setting of this server: did you mean RAZORPAY_KEY_ID?',
    ]);
  });
});
