// The payment's vocabulary: its states, who takes the money, and what the sandbox and the webhook answer.
// Imported by scripts/start.mjs through env.ts under Node's own type stripping: erasable TypeScript only.

/** An order's state: opened, paid (the provider took it), or its attempt failed. Refunds live in the ledger. */
export const ORDER_STATUSES = ['created', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * A payment's state as the API reads it: its order's, or, once paid, where its money stands in the ledger (all of
 * it owed back, or all of it returned: src/lib/ledger.ts `paymentStanding`).
 */
export const PAYMENT_STATUSES = ['created', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment whose money is being, or has been, given back, as the API reads it. */
export const REFUND_STATUSES = ['refund_pending', 'refunded'] as const satisfies readonly PaymentStatus[];

/** A payment whose money reached the hotel, whatever became of it since, as the API reads it. */
export const SETTLED_PAYMENT_STATUSES = [
  'paid',
  ...REFUND_STATUSES,
] as const satisfies readonly PaymentStatus[];

/** Who takes the money: the local sandbox, or Razorpay when its keys are set. */
export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the sandbox "bank" may answer a payment with. */
export const SANDBOX_PAYMENT_OUTCOMES = ['success', 'failure'] as const;
export type SandboxPaymentOutcome = (typeof SANDBOX_PAYMENT_OUTCOMES)[number];

/** What became of a provider's webhook: acted on, already seen, or nothing to do. */
export const WEBHOOK_OUTCOMES = ['processed', 'duplicate', 'ignored'] as const;
export type WebhookOutcome = (typeof WEBHOOK_OUTCOMES)[number];
