// Money owed back at the front desk (decision 151): a booking paid at the desk (decision 145) and cancelled, or
// changed to less, owes it back there; the desk gives it back in cash, by card or by UPI, never the provider.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DeskMethod } from '~/lib/folio';
import { type LedgerRefund, reckon } from '~/lib/ledger';
import { formatInr } from '~/lib/money';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, payments } from '../../db/schema';
import { AppError } from '../../errors';
import { atDesk, type LedgerBooking, lockPaidPayments, rowsOf } from './entries';

/** How the desk gave money back: who, how, and the slip's or UPI reference. */
export interface DeskGiving {
  staffId: string;
  method: DeskMethod;
  reference: string | null;
}

/**
 * What the booking owes back at the front desk and has not given (decision 151): refunds owed from money the desk
 * took (a cancellation, a cheaper change), which the provider is never asked for. Read, not locked.
 */
export async function owedAtDesk(db: DbOrTx, booking: LedgerBooking): Promise<LedgerRefund[]> {
  const desk = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.bookingKind, booking.kind),
        inArray(payments.bookingId, rowsOf(booking)),
        eq(payments.provider, 'desk'),
      ),
    );
  return unsettledOf(
    db,
    desk.map((p) => p.id),
  );
}

async function unsettledOf(db: DbOrTx, paymentIds: string[]): Promise<LedgerRefund[]> {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.paymentId, paymentIds))
    .orderBy(asc(ledgerEntries.seq));
  return reckon(rows).refunds.filter((r) => r.state !== 'refunded');
}

/**
 * The desk gives back everything owed back at the desk on the booking (decision 151), under the payments' locks
 * (taken after the booking's rows): one `refund_settled` row per refund, with who, how and the reference, in the
 * caller's transaction. `amountPaise` must be the whole of it (refused, 409, nothing written, otherwise); nothing
 * owed is refused too, so of two desks at once the second is told it was given.
 */
export async function settleOwedAtDesk(
  tx: DbOrTx,
  booking: LedgerBooking,
  amountPaise: number,
  giving: DeskGiving,
  now: Date,
): Promise<LedgerRefund[]> {
  const paid = (await lockPaidPayments(tx, booking)).filter(atDesk);
  const owed = await unsettledOf(
    tx,
    paid.map((p) => p.id),
  );
  const total = owed.reduce((n, r) => n + r.amountPaise, 0);
  if (total === 0)
    throw new AppError('CONFLICT', 'Nothing is owed back at the desk on this booking: it was given.');
  if (amountPaise !== total) {
    throw new AppError(
      'CONFLICT',
      `${formatInr(total)} is owed back at the desk on this booking: give back exactly that, not ${formatInr(amountPaise)}.`,
    );
  }
  for (const refund of owed) {
    const payment = paid.find((p) => p.id === refund.paymentId)!;
    await tx.insert(ledgerEntries).values({
      entry: 'refund_settled',
      userId: payment.userId,
      bookingKind: payment.bookingKind,
      bookingId: payment.bookingId,
      paymentId: payment.id,
      refundId: refund.id,
      staffId: giving.staffId,
      deskMethod: giving.method,
      deskReference: giving.reference,
      createdAt: now,
    });
  }
  return owed;
}
