// Demo and production (docs/decisions/046-demo-and-production-modes.md). Erasable TypeScript importing only with
// `.ts` extensions: scripts/start.mjs loads the settings through env.ts before anything else.
import { type SecretOrigin, weakSecret } from './secret-strength.ts';

/** `demo` (the default: what a fresh `npm start` runs) or `production` (real guests, real money). */
export type AppMode = 'demo' | 'production';

/** Secrets a demo runs with. They are published in this repository, so production refuses every one. */
export const DEMO_SECRETS = {
  JWT_SECRET: 'dev-only-secret-change-me-please',
  OTP_SECRET: 'demo-only-otp-secret-change-me-please',
  LINK_SECRET: 'demo-only-link-secret-change-me-please',
  SANDBOX_PAYMENT_SECRET: 'sandbox-secret',
} as const;

/** The settings the production rules read. */
export interface ModeSettings {
  JWT_SECRET: string;
  OTP_SECRET: string;
  LINK_SECRET: string;
  SMS_PROVIDER: string;
  MSG91_NOTICE_TEMPLATE_ID?: string;
  MAIL_PROVIDER: string;
  PAYMENT_PROVIDER?: string;
  RAZORPAY_KEY_ID?: string;
  RAZORPAY_KEY_SECRET?: string;
  RAZORPAY_WEBHOOK_SECRET?: string;
  SANDBOX_PAYMENT_SECRET: string;
}

/** A setting production refuses, and why. */
export interface SettingProblem {
  setting: string;
  message: string;
}

/** Which payment provider the settings choose: Razorpay when named or when its key is set, else the sandbox. */
export function paymentProviderOf(settings: Pick<ModeSettings, 'PAYMENT_PROVIDER' | 'RAZORPAY_KEY_ID'>) {
  const razorpay =
    settings.PAYMENT_PROVIDER === 'razorpay' || (!settings.PAYMENT_PROVIDER && settings.RAZORPAY_KEY_ID);
  return razorpay ? ('razorpay' as const) : ('sandbox' as const);
}

const RANDOM_SECRET = 'set a long random value of its own (for example `openssl rand -hex 32`)';

/** Every reason a production server must not start with these settings: a published secret or a demo provider. */
export function productionProblems(settings: ModeSettings): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const refuse = (setting: string, message: string) => problems.push({ setting, message });
  // A secret in use that anyone could guess: too short, or too few different characters (secret-strength.ts).
  const guessable = (setting: string, value: string | undefined, origin: SecretOrigin) => {
    const weakness = value ? weakSecret(value, origin) : null;
    const advice = origin === 'own' ? RANDOM_SECRET : "copy it whole from the provider's dashboard";
    if (weakness) refuse(setting, `${weakness}; ${advice}`);
  };
  if (settings.JWT_SECRET === DEMO_SECRETS.JWT_SECRET) {
    refuse('JWT_SECRET', `is the published demo value, so anyone could sign a session: ${RANDOM_SECRET}`);
  } else guessable('JWT_SECRET', settings.JWT_SECRET, 'own');
  if (settings.OTP_SECRET === DEMO_SECRETS.OTP_SECRET) {
    refuse('OTP_SECRET', `is not set: it keys the stored sign-in code hashes; ${RANDOM_SECRET}`);
  } else if (settings.OTP_SECRET === settings.JWT_SECRET) {
    refuse('OTP_SECRET', 'must differ from JWT_SECRET (one leaked secret must not unlock both)');
  } else guessable('OTP_SECRET', settings.OTP_SECRET, 'own');
  if (settings.LINK_SECRET === DEMO_SECRETS.LINK_SECRET) {
    refuse(
      'LINK_SECRET',
      `is not set: it signs the unsubscribe and invitation links in emails, so anyone could make one; ${RANDOM_SECRET}`,
    );
  } else if (settings.LINK_SECRET === settings.JWT_SECRET || settings.LINK_SECRET === settings.OTP_SECRET) {
    refuse(
      'LINK_SECRET',
      'must differ from JWT_SECRET and OTP_SECRET (one leaked secret must not unlock another)',
    );
  } else guessable('LINK_SECRET', settings.LINK_SECRET, 'own');
  if (settings.SMS_PROVIDER === 'console') {
    refuse(
      'SMS_PROVIDER',
      'is console, which shows every sign-in code in the log and at /api/dev/sms-outbox: set SMS_PROVIDER=msg91',
    );
  }
  if (settings.SMS_PROVIDER === 'msg91' && !settings.MSG91_NOTICE_TEMPLATE_ID) {
    refuse(
      'MSG91_NOTICE_TEMPLATE_ID',
      'is not set, so booking confirmations and reminders could not be texted: set the DLT-approved Flow template',
    );
  }
  if (settings.MAIL_PROVIDER === 'console') {
    refuse(
      'MAIL_PROVIDER',
      "is console, which keeps guests' email at /api/dev/mail-outbox and sends none: set MAIL_PROVIDER=smtp",
    );
  }
  if (paymentProviderOf(settings) === 'sandbox') {
    refuse(
      'PAYMENT_PROVIDER',
      'is the payment sandbox, which approves any payment: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET',
    );
    if (settings.SANDBOX_PAYMENT_SECRET === DEMO_SECRETS.SANDBOX_PAYMENT_SECRET) {
      refuse(
        'SANDBOX_PAYMENT_SECRET',
        'is the published value `sandbox-secret`, so anyone could sign a payment',
      );
    }
  } else {
    // Razorpay issues the key secret; the hotel chooses the webhook's (the sandbox's is never used in production).
    guessable('RAZORPAY_KEY_SECRET', settings.RAZORPAY_KEY_SECRET, 'issued');
    if (!settings.RAZORPAY_WEBHOOK_SECRET) {
      refuse(
        'RAZORPAY_WEBHOOK_SECRET',
        "is not set, so a payment captured after the guest closed the page would never confirm: set the webhook's secret",
      );
    } else guessable('RAZORPAY_WEBHOOK_SECRET', settings.RAZORPAY_WEBHOOK_SECRET, 'own');
  }
  return problems;
}
