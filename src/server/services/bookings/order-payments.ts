import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { NoOrderPayment, OrderPayment } from '~/contracts/orders';
import { toRupees } from '~/lib/money';
import { SETTLED_PAYMENT_STATUSES } from '~/lib/payments';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

/**
 * What was paid for each booking row of a kind, keyed by the row id the payment names: the latest payment
 * that went through (paid, or refunded after a cancellation). Open and failed orders are not payments.
 */
export async function paymentsOf(
  db: DbOrTx,
  kind: BookingKindName,
  rowIds: string[],
): Promise<Map<string, OrderPayment>> {
  if (rowIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingKind, kind),
        inArray(payments.bookingId, rowIds),
        inArray(payments.status, [...SETTLED_PAYMENT_STATUSES]),
      ),
    )
    .orderBy(desc(payments.createdAt));
  const found = new Map<string, OrderPayment>();
  for (const p of rows) {
    if (found.has(p.bookingId)) continue;
    found.set(p.bookingId, {
      amount: toRupees(p.amountPaise),
      amountPaise: p.amountPaise,
      transaction_id: p.providerPaymentId,
      created_at: p.createdAt.toISOString(),
      // The sandbox reports no method, nor Razorpay's checkout before its webhook: the provider stands in.
      payment_method: p.method ?? p.provider,
      status: p.status as OrderPayment['status'],
    });
  }
  return found;
}

/**
 * The payment of a booking made of one or several rows (a group stay is paid once, under any of its rows); an
 * empty object while nothing is paid, never null, as the spec's pages read its fields (decision 092).
 */
export function paymentOfRows(
  found: Map<string, OrderPayment>,
  rowIds: string[],
): OrderPayment | NoOrderPayment {
  for (const id of rowIds) {
    const payment = found.get(id);
    if (payment) return payment;
  }
  return {};
}
