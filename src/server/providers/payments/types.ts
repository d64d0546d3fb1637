import type { PaymentProviderName } from '~/lib/payments';

/** An order opened with the payment provider, amount in paise. */
export interface ProviderOrder {
  id: string;
  amount: number;
  currency: string;
  receipt: string;
}

/** What the provider says it captured for a payment: the amount (paise) and currency that reached the hotel. */
export interface CapturedAmount {
  amountPaise: number;
  currency: string;
}

/** What the browser needs to open the checkout. */
export interface CheckoutConfig {
  provider: PaymentProviderName;
  keyId: string;
  scriptUrl: string;
}

/** A payment provider: opens orders; checkout results and webhooks are verified with its secrets. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  readonly checkout: CheckoutConfig;
  /** Secret that signs checkout results (`order_id|payment_id`). */
  readonly keySecret: string;
  /** Secret that signs webhook bodies; undefined when webhooks are not configured. */
  readonly webhookSecret: string | undefined;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<ProviderOrder>;
  /**
   * What the provider captured for a payment, from its own record; null when it knows no such payment. The
   * checkout handler's result names no amount, so verification asks this before a booking is confirmed.
   */
  capturedAmount(paymentId: string): Promise<CapturedAmount | null>;
  /**
   * Refunds a captured payment in full or in part (several parts may be asked, up to what it captured);
   * `processed` when the money is already on its way back. `idempotencyKey` makes a retry the same refund.
   */
  refund(input: {
    paymentId: string;
    amountPaise: number;
    notes: Record<string, string>;
    idempotencyKey?: string;
  }): Promise<ProviderRefund>;
}

/** A refund the provider accepted. */
export interface ProviderRefund {
  id: string;
  status: 'pending' | 'processed';
}
