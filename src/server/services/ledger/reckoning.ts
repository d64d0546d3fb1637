// Reading the money ledger (docs/decisions/113-money-ledger.md): the one answer to "what did this booking take and
// give back, and why", for the guest's pages, the bookings list, the staff console, the documents and the messages.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { NoOrderPayment, OrderPayment } from '~/contracts/orders';
import { paymentStanding, type Reckoning, reckon, refundMessage, refundView } from '~/lib/ledger';
import { toRupees } from '~/lib/money';
import type { PaymentStatus } from '~/lib/payments';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import { type LedgerBooking, ledgerRows, rowsOf } from './entries';

type Payment = typeof payments.$inferSelect;

/** A booking's money as its ledger tells it. */
export async function bookingMoney(db: DbOrTx, booking: LedgerBooking): Promise<Reckoning> {
  return reckon(await ledgerRows(db, booking.kind, rowsOf(booking)));
}

/** What the guest reads of everything given back of a booking, or null when nothing is. */
export async function bookingRefund(db: DbOrTx, booking: LedgerBooking) {
  return refundView(await bookingMoney(db, booking));
}

/** A payment as the API reads it: its state, and what the guest reads of it (why it failed, or why it goes back). */
export interface PaymentAsItStands {
  status: PaymentStatus;
  note: string | null;
}

/** A payment's state as the API names it: its order's, or where its money stands in the ledger once taken. */
export async function paymentAsItStands(db: DbOrTx, payment: Payment): Promise<PaymentAsItStands> {
  if (payment.status !== 'paid') return { status: payment.status, note: payment.failureReason };
  // Read with the rest of its booking's money: a cancellation gives every payment of the booking up.
  const money = reckon(await ledgerRows(db, payment.bookingKind, [payment.bookingId]));
  const own = money.payments.find((p) => p.paymentId === payment.id);
  const status = paymentStanding('paid', own);
  // While all of it is on its way back: why (a capture that confirmed nothing), or how it comes back.
  const owed =
    status === 'refund_pending'
      ? money.refunds.find((r) => r.paymentId === payment.id && r.state !== 'refunded')
      : undefined;
  return { status, note: owed ? refundMessage(owed) : null };
}

/**
 * What was paid for each booking row of a kind, keyed by the row id its payments name: every payment the provider
 * took added up, with what of it is returned or on its way back (the ledger's), the latest one's reference and
 * method. Open and failed orders are not payments.
 */
export async function moneyByRow(
  db: DbOrTx,
  kind: BookingKindName,
  rowIds: string[],
): Promise<Map<string, OrderPayment>> {
  if (rowIds.length === 0) return new Map();
  const [taken, rows] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(
        and(eq(payments.bookingKind, kind), inArray(payments.bookingId, rowIds), eq(payments.status, 'paid')),
      )
      .orderBy(desc(payments.createdAt)),
    ledgerRows(db, kind, rowIds),
  ]);
  const found = new Map<string, OrderPayment>();
  for (const rowId of new Set(taken.map((p) => p.bookingId))) {
    const own = taken.filter((p) => p.bookingId === rowId);
    const money = reckon(rows.filter((r) => r.bookingId === rowId));
    const latest = own[0]!;
    found.set(rowId, {
      amount: toRupees(money.paidPaise),
      amountPaise: money.paidPaise,
      transaction_id: latest.providerPaymentId,
      created_at: latest.createdAt.toISOString(),
      // The sandbox reports no method, nor Razorpay's checkout before its webhook: the provider stands in.
      payment_method: latest.method ?? latest.provider,
      status: paymentStanding(
        'paid',
        money.payments.find((m) => m.paymentId === latest.id),
      ) as OrderPayment['status'],
      refundedPaise: money.refundedPaise,
      refundPendingPaise: money.refundPendingPaise,
      standing: money.standing,
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
