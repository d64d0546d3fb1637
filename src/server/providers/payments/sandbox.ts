import { randomBytes } from 'node:crypto';
import type { SandboxPaymentOutcome } from '~/lib/payments';
import { checkoutSignature } from './signature';
import type { PaymentProvider } from './types';

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/** The offline provider: local orders, and checkout results signed with the sandbox secret. */
export function sandboxProvider(secret: string): PaymentProvider {
  return {
    name: 'sandbox',
    checkout: { provider: 'sandbox', keyId: 'rzp_sandbox', scriptUrl: '/sandbox-checkout.js' },
    keySecret: secret,
    webhookSecret: secret,
    async createOrder({ amountPaise, receipt }) {
      return { id: randomId('order_sbx'), amount: amountPaise, currency: 'INR', receipt };
    },
    // The offline "bank" returns the money at once.
    async refund() {
      return { id: randomId('rfnd_sbx'), status: 'processed' };
    },
  };
}

/** What the checkout handler receives when the sandbox "bank" approves or declines a payment. */
export function sandboxCheckoutResult(secret: string, orderId: string, outcome: SandboxPaymentOutcome) {
  const paymentId = randomId('pay_sbx');
  if (outcome === 'failure') {
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Your bank declined the payment (sandbox).',
        source: 'bank',
        reason: 'payment_failed',
        metadata: { order_id: orderId, payment_id: paymentId },
      },
    };
  }
  return {
    razorpay_payment_id: paymentId,
    razorpay_order_id: orderId,
    razorpay_signature: checkoutSignature(secret, orderId, paymentId),
  };
}
