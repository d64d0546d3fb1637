import { randomBytes } from 'node:crypto';
import type { SandboxPaymentOutcome } from '~/lib/payments';
import { checkoutSignature } from './signature';
import type { PaymentProvider } from './types';

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

// The sandbox keeps no records: its "bank" writes what it captured into the payment id it signs
// (`pay_sbx_<random>_<paise>`), so any process can read it back and no one can change it without the secret.
const CAPTURED_IN_ID = /^pay_sbx_[0-9a-f]{18}_([1-9][0-9]{0,11})$/;

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
    async capturedAmount(paymentId) {
      const paise = CAPTURED_IN_ID.exec(paymentId)?.[1];
      return paise ? { amountPaise: Number(paise), currency: 'INR' } : null;
    },
    // The offline "bank" returns the money at once: the whole or a part, never more than it captured.
    async refund({ paymentId, amountPaise }) {
      const captured = CAPTURED_IN_ID.exec(paymentId)?.[1];
      if (
        !Number.isSafeInteger(amountPaise) ||
        amountPaise <= 0 ||
        (captured && amountPaise > Number(captured))
      ) {
        throw new Error(`the sandbox cannot refund ${amountPaise} paise of ${paymentId}`);
      }
      return { id: randomId('rfnd_sbx'), status: 'processed' };
    },
  };
}

/**
 * What the checkout handler receives when the sandbox "bank" approves or declines a payment of an order. It
 * captures `capturedPaise` (the order's amount, or another figure to try a payment that differs from its order);
 * an order it does not know is paid with an amount no one can read back, so it confirms nothing.
 */
export function sandboxCheckoutResult(
  secret: string,
  orderId: string,
  outcome: SandboxPaymentOutcome,
  capturedPaise?: number,
) {
  const random = randomBytes(9).toString('hex');
  const paymentId = capturedPaise ? `pay_sbx_${random}_${capturedPaise}` : `pay_sbx_${random}`;
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
