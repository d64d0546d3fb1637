import { paymentProviderOf } from '../../app-mode';
import type { Env } from '../../env';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type { CapturedAmount, CheckoutConfig, PaymentProvider } from './types';

/** Chooses the payment provider from settings: Razorpay when its keys are set (or asked for), else the sandbox. */
export function choosePaymentProvider(env: Env): PaymentProvider {
  if (paymentProviderOf(env) === 'sandbox') return sandboxProvider(env.SANDBOX_PAYMENT_SECRET);
  if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET.');
  }
  return razorpayProvider({
    keyId: env.RAZORPAY_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
    baseUrl: env.RAZORPAY_BASE_URL,
  });
}
