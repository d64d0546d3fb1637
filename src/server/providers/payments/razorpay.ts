import { AppError } from '../../errors';
import type { PaymentProvider, ProviderOrder } from './types';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  baseUrl: string;
}

/** Razorpay over HTTPS: orders through the Orders API with Basic auth, amounts in paise. */
export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    checkout: {
      provider: 'razorpay',
      keyId: settings.keyId,
      scriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
    },
    keySecret: settings.keySecret,
    webhookSecret: settings.webhookSecret,
    async createOrder({ amountPaise, receipt, notes }) {
      let response: Response;
      try {
        response = await fetch(new URL('/v1/orders', settings.baseUrl), {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch {
        throw new AppError(
          'PAYMENT_PROVIDER_UNAVAILABLE',
          'The payment service did not answer. Please try again.',
        );
      }
      const body = (await response.json().catch(() => ({}))) as Partial<ProviderOrder> & {
        error?: { description?: string };
      };
      if (!response.ok || typeof body.id !== 'string') {
        const reason = body.error?.description ?? `status ${response.status}`;
        throw new AppError(
          'PAYMENT_PROVIDER_UNAVAILABLE',
          `The payment service refused the order: ${reason}`,
        );
      }
      return { id: body.id, amount: Number(body.amount), currency: body.currency ?? 'INR', receipt };
    },
  };
}
