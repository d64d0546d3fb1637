import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { AppError } from '../../errors';
import type { CapturedAmount, PaymentProvider } from '../../providers/payments';
import { hmacHex, signatureMatches } from '../../providers/payments/signature';

interface PaymentEntity {
  id?: string;
  order_id?: string;
  method?: string;
  amount?: unknown;
  currency?: unknown;
  error_description?: string;
}
interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string; notes?: unknown } };
  };
}

/** What a webhook event asks of the server, read from its payload. */
export type WebhookAsk =
  | { type: 'captured'; orderId: string; paymentId: string; method?: string; captured?: CapturedAmount }
  | { type: 'refunded'; refundId: string; paymentId: string; partRefundId?: string }
  | { type: 'refundFailed'; refundId: string; paymentId: string }
  | { type: 'failed'; orderId: string; reason: string }
  | { type: 'other' };

/** A webhook whose signature was checked: its id (for deduplication), type, body and what it asks. */
export interface SignedWebhook {
  eventId: string;
  type: string;
  event: WebhookEvent;
  ask: WebhookAsk;
}

/**
 * The amount a payment entity names (Razorpay's always carries `amount` in paise and `currency`), or undefined
 * when it names none that could have been captured: the provider's own record is asked then.
 */
function namedAmount(payment: PaymentEntity | undefined): CapturedAmount | undefined {
  const amount = payment?.amount;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) return undefined;
  return { amountPaise: amount, currency: typeof payment?.currency === 'string' ? payment.currency : 'INR' };
}

/**
 * Checks a provider webhook's signature on the raw body and reads what it asks, touching nothing: a bad signature
 * or body is refused before any record is made.
 */
export function signedWebhook(
  provider: PaymentProvider,
  input: { rawBody: string; signature?: string; eventId?: string },
): SignedWebhook {
  const secret = provider.webhookSecret;
  if (!secret) throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'Webhooks are not configured on this server.');
  if (!input.signature || !signatureMatches(hmacHex(secret, input.rawBody), input.signature)) {
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', 'The webhook signature does not match.');
  }
  let event: WebhookEvent;
  try {
    event = JSON.parse(input.rawBody) as WebhookEvent;
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON.');
  }
  const eventId = input.eventId ?? createHash('sha256').update(input.rawBody).digest('hex');
  const type = event.event ?? 'unknown';
  return { eventId, type, event, ask: askOf(type, event) };
}

function askOf(type: string, event: WebhookEvent): WebhookAsk {
  const payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if ((type === 'payment.captured' || type === 'order.paid') && orderId && payment?.id) {
    const captured = namedAmount(payment);
    return { type: 'captured', orderId, paymentId: payment.id, method: payment.method, captured };
  }
  const refund = event.payload?.refund?.entity;
  if (type === 'refund.processed' && refund?.payment_id && refund.id) {
    // Our id of a part refund rides in its notes (Razorpay echoes them), for a webhook that outruns its recording.
    const notes = refund.notes as Record<string, unknown> | undefined;
    const partRefundId = typeof notes?.part_refund_id === 'string' ? notes.part_refund_id : undefined;
    return { type: 'refunded', refundId: refund.id, paymentId: refund.payment_id, partRefundId };
  }
  if (type === 'refund.failed' && refund?.payment_id && refund.id) {
    return { type: 'refundFailed', refundId: refund.id, paymentId: refund.payment_id };
  }
  if (type === 'payment.failed' && orderId) {
    return { type: 'failed', orderId, reason: payment?.error_description ?? 'Payment failed' };
  }
  return { type: 'other' };
}

/**
 * Records a signed event inside the caller's transaction, once: a redelivery is answered `duplicate` (and, should
 * the transaction fail, the event is not recorded and its redelivery is handled again).
 */
export async function recordWebhook(
  tx: DbOrTx,
  provider: PaymentProvider,
  webhook: SignedWebhook,
): Promise<'fresh' | 'duplicate'> {
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({
      eventId: webhook.eventId,
      provider: provider.name,
      eventType: webhook.type,
      payload: webhook.event,
    })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return fresh ? 'fresh' : 'duplicate';
}
