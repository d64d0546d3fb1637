// The payment's vocabulary: its states, who takes the money, and what the sandbox and the webhook answer.
// Imported by scripts/start.mjs through env.ts under Node's own type stripping: erasable TypeScript only.

/** A payment's state: an order opened, paid, failed, its refund owed, or refunded. */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment whose money is being, or has been, given back. */
export const REFUND_STATUSES = ['refund_pending', 'refunded'] as const satisfies readonly PaymentStatus[];

/** Whether a payment in this state is being, or has been, given back. */
export function isRefundStatus(status: PaymentStatus): boolean {
  return (REFUND_STATUSES as readonly PaymentStatus[]).includes(status);
}

/** A payment whose money reached the hotel, whatever became of it since. */
export const SETTLED_PAYMENT_STATUSES = [
  'paid',
  ...REFUND_STATUSES,
] as const satisfies readonly PaymentStatus[];

/** Whether the money of a payment in this state reached the hotel. */
export function isSettledPayment(status: PaymentStatus): boolean {
  return (SETTLED_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status);
}

/** Who takes the money: the local sandbox, or Razorpay when its keys are set. */
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the sandbox "bank" may answer a payment with. */
export const SANDBOX_PAYMENT_OUTCOMES = ['success', 'failure'] as const;
export type SandboxPaymentOutcome = (typeof SANDBOX_PAYMENT_OUTCOMES)[number];

/** What became of a provider's webhook: acted on, already seen, or nothing to do. */
export const WEBHOOK_OUTCOMES = ['processed', 'duplicate', 'ignored'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];

/** A part of a payment given back (decision 111): owed until the provider reports it returned. */
export const PART_REFUND_STATUSES = ['pending', 'refunded'] as const;
export type PartRefundStatus = (typeof PART_REFUND_STATUSES)[number];
