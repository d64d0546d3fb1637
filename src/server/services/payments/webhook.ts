import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import { hmacHex, signatureMatches } from '../../providers/payments/signature';

interface PaymentEntity {
  id?: string;
  order_id?: string;
  method?: string;
  error_description?: string;
}
interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: PaymentEntity };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; payment_id?: string } };
  };
}

/** What a webhook event asks of the server, read from its payload. */
export type WebhookAsk =
  | { type: 'captured'; orderId: string; paymentId: string; method?: string }
  | { type: 'refunded'; refundId: string; paymentId: string }
  | { type: 'failed'; orderId: string; reason: string }
  | { type: 'other' };

/**
 * Reads a provider webhook inside the caller's transaction: the signature is checked on the raw body and the
 * event recorded once, so a redelivery is answered `duplicate` (and, should the transaction fail, the event is
 * not recorded and its redelivery is handled again). Returns what the event asks.
 */
export async function readWebhook(
  tx: DbOrTx,
  provider: PaymentProvider,
  input: { rawBody: string; signature?: string; eventId?: string },
): Promise<WebhookAsk | 'duplicate'> {
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
  const [fresh] = await tx
    .insert(paymentEvents)
    .values({ eventId, provider: provider.name, eventType: type, payload: event })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  if (!fresh) return 'duplicate';

  const payment = event.payload?.payment?.entity;
  const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
  if ((type === 'payment.captured' || type === 'order.paid') && orderId && payment?.id) {
    return { type: 'captured', orderId, paymentId: payment.id, method: payment.method };
  }
  const refund = event.payload?.refund?.entity;
  if (type === 'refund.processed' && refund?.payment_id && refund.id) {
    return { type: 'refunded', refundId: refund.id, paymentId: refund.payment_id };
  }
  if (type === 'payment.failed' && orderId) {
    return { type: 'failed', orderId, reason: payment?.error_description ?? 'Payment failed' };
  }
  return { type: 'other' };
}
