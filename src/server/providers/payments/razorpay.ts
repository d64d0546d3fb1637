import { AppError } from '../../errors';
import type { PaymentProvider, ProviderOrder } from './types';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret?: string;
  baseUrl: string;
}

/**
 * Razorpay over HTTPS: orders through the Orders API, what a payment captured through the Payments API and refunds
 * through the Refunds API, with Basic auth, amounts in paise.
 */
export function razorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  /** Asks Razorpay's API; a network failure becomes a 502. */
  async function call(
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    try {
      return await fetch(new URL(path, settings.baseUrl), {
        method: payload === undefined ? 'GET' : 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', ...headers },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        'The payment service did not answer. Please try again.',
      );
    }
  }
  /** POSTs JSON to Razorpay; a network failure or a refusal becomes a 502 naming Razorpay's reason. */
  async function post<T>(
    path: string,
    payload: unknown,
    what: string,
    headers?: Record<string, string>,
  ): Promise<T & { id: string }> {
    const response = await call(path, payload, headers);
    const body = (await response.json().catch(() => ({}))) as T & {
      id?: unknown;
      error?: { description?: string };
    };
    if (!response.ok || typeof body.id !== 'string') {
      const reason = body.error?.description ?? `status ${response.status}`;
      throw new AppError(
        'PAYMENT_PROVIDER_UNAVAILABLE',
        `The payment service refused the ${what}: ${reason}`,
      );
    }
    return body as T & { id: string };
  }
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
      const body = await post<Partial<ProviderOrder>>(
        '/v1/orders',
        { amount: amountPaise, currency: 'INR', receipt, notes },
        'order',
      );
      return { id: body.id, amount: Number(body.amount), currency: body.currency ?? 'INR', receipt };
    },
    // Fetch a payment (GET /v1/payments/:id): Razorpay answers 400 or 404 for an id it does not know.
    async capturedAmount(paymentId) {
      const response = await call(`/v1/payments/${encodeURIComponent(paymentId)}`);
      if (response.status === 400 || response.status === 404) return null;
      const body = (await response.json().catch(() => ({}))) as { amount?: unknown; currency?: unknown };
      if (!response.ok || !Number.isInteger(body.amount) || typeof body.currency !== 'string') {
        throw new AppError(
          'PAYMENT_PROVIDER_UNAVAILABLE',
          `The payment service could not say what was paid (status ${response.status}). Please try again.`,
        );
      }
      return { amountPaise: body.amount as number, currency: body.currency };
    },
    // Create a normal refund: the amount in paise, a part or the whole; several parts up to what was captured.
    async refund({ paymentId, amountPaise, notes, idempotencyKey }) {
      const body = await post<{ status?: string }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', notes },
        'refund',
        idempotencyKey ? { 'X-Refund-Idempotency': idempotencyKey } : undefined,
      );
      return { id: body.id, status: body.status === 'processed' ? 'processed' : 'pending' };
    },
  };
}
