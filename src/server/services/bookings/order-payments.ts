import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { NoOrderPayment, OrderPayment } from '~/contracts/orders';
import { toRupees } from '~/lib/money';
import { SETTLED_PAYMENT_STATUSES } from '~/lib/payments';
import { moneyStanding } from '~/lib/refunds';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { partsOf } from '../payments/part-refunds';

/**
 * What was paid for each booking row of a kind, keyed by the row id the payments name: every payment that went
 * through (paid, or given back since, whole or in part) added up, with what of it is refunded or on its way back,
 * the latest one's reference and method. Open and failed orders are not payments.
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
  const parts = await partsOf(
    db,
    rows.map((p) => p.id),
  );
  const found = new Map<string, OrderPayment>();
  for (const p of rows) {
    const own = parts.filter((part) => part.paymentId === p.id);
    const back = (status: 'refunded' | 'refund_pending') =>
      own.length > 0
        ? own
            .filter((part) => (part.status === 'refunded') === (status === 'refunded'))
            .reduce((n, part) => n + part.amountPaise, 0)
        : p.status === status
          ? p.amountPaise
          : 0;
    const before = found.get(p.bookingId);
    const amountPaise = (before?.amountPaise ?? 0) + p.amountPaise;
    const refundedPaise = (before?.refundedPaise ?? 0) + back('refunded');
    const refundPendingPaise = (before?.refundPendingPaise ?? 0) + back('refund_pending');
    found.set(p.bookingId, {
      amount: toRupees(amountPaise),
      amountPaise,
      // The latest payment's reference, time and method (rows come newest first).
      transaction_id: before ? before.transaction_id : p.providerPaymentId,
      created_at: before ? before.created_at : p.createdAt.toISOString(),
      // The sandbox reports no method, nor Razorpay's checkout before its webhook: the provider stands in.
      payment_method: before ? before.payment_method : (p.method ?? p.provider),
      status: before ? before.status : (p.status as OrderPayment['status']),
      refundedPaise,
      refundPendingPaise,
      standing: moneyStanding({ amountPaise, refundedPaise, refundPendingPaise }),
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
