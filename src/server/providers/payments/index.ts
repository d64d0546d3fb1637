import type { Env } from '../../env';
import { razorpayProvider } from './razorpay';
import { sandboxProvider } from './sandbox';
import type { PaymentProvider } from './types';

export type { CheckoutConfig, PaymentProvider } from './types';

/** Chooses the payment provider from settings: Razorpay when its keys are set (or asked for), else the sandbox. */
export function choosePaymentProvider(env: Env): PaymentProvider {
  const wantsRazorpay = env.PAYMENT_PROVIDER === 'razorpay' || (!env.PAYMENT_PROVIDER && env.RAZORPAY_KEY_ID);
  if (!wantsRazorpay) return sandboxProvider(env.SANDBOX_PAYMENT_SECRET);
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
