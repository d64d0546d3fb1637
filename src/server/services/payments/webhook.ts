import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { DbOrTx } from '../../db/client';
import { paymentEvents } from '../../db/schema';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import { hmacHex, signatureMatches } from '../../providers/payments/signature';
import type { NoticeSchedule } from '../notices/schedule';
import { fulfilPayment, recordFailedPayment } from './fulfilment';
import { settleRefund } from './refunds';

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

/**
 * Handles a provider webhook: the signature is checked on the raw body, the event is recorded once
 * (a redelivery is a no-op), a captured payment confirms its booking even if the browser never came back,
 * and a processed refund marks the cancelled booking's payment refunded.
 */
export async function handlePaymentWebhook(
  db: DbOrTx,
  provider: PaymentProvider,
  logger: Logger,
  input: { rawBody: string; signature?: string; eventId?: string; now: Date; schedule: NoticeSchedule },
): Promise<{ status: 'processed' | 'duplicate' | 'ignored' }> {
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

  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ eventId, provider: provider.name, eventType: type, payload: event })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (!fresh) return { status: 'duplicate' as const };

    const payment = event.payload?.payment?.entity;
    const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
    if ((type === 'payment.captured' || type === 'order.paid') && orderId && payment?.id) {
      const done = await fulfilPayment(tx, {
        orderId,
        paymentId: payment.id,
        method: payment.method,
        now: input.now,
        schedule: input.schedule,
      });
      if (!done) logger.warn({ orderId, eventId }, 'webhook for an order this server does not know');
      return { status: done ? ('processed' as const) : ('ignored' as const) };
    }
    const refund = event.payload?.refund?.entity;
    if (type === 'refund.processed' && refund?.payment_id && refund.id) {
      const settled = await settleRefund(tx, {
        refundId: refund.id,
        paymentId: refund.payment_id,
        now: input.now,
      });
      return { status: settled ? ('processed' as const) : ('ignored' as const) };
    }
    if (type === 'payment.failed' && orderId) {
      await recordFailedPayment(tx, {
        orderId,
        reason: payment?.error_description ?? 'Payment failed',
        now: input.now,
      });
      return { status: 'processed' as const };
    }
    return { status: 'ignored' as const };
  });
}
