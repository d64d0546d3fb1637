// Money owed back in parts across a booking's payments (docs/decisions/111-part-refunds.md).
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Refund } from '~/contracts/bookings';
import type { BookingKindName } from '~/contracts/common';
import { formatInr } from '~/lib/money';
import { shareInProportion } from '~/lib/refunds';
import type { Db, DbOrTx } from '../../db/client';
import { paymentRefunds, payments } from '../../db/schema';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';

type Payment = typeof payments.$inferSelect;
export type PaymentRefund = typeof paymentRefunds.$inferSelect;

/** A part owed back, with the provider's id of the payment it comes from, for the provider call after commit. */
export type OwedRefund = PaymentRefund & { providerPaymentId: string | null };

/** The booking whose money goes back: its kind, and the rows its payments may name. */
export interface RefundedBooking {
  kind: BookingKindName;
  id: string;
  rowIds: string[];
}

/** How much of a booking's money goes back, the GST in it, and why (the hotel's words, kept on the row). */
export interface RefundPart {
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  reason: string;
}

/** How long a refund the provider accepted takes to reach the guest (the policy page prints it). */
export const REFUND_ARRIVES_WITHIN = '5-7 working days';

/** "₹2,360 (₹360 of it GST)": an amount given back and the GST in it. */
export const refundAmountText = (amountPaise: number, gstPaise: number) =>
  `${formatInr(amountPaise)}${gstPaise > 0 ? ` (${formatInr(gstPaise)} of it GST)` : ''}`;

const partText = (part: PaymentRefund) =>
  `${refundAmountText(part.amountPaise, part.cgstPaise + part.sgstPaise)} of your payment`;
const onItsWay = (part: PaymentRefund) =>
  `${partText(part)} is being refunded to the card or account you paid with; it reaches you within ${REFUND_ARRIVES_WITHIN}.`;
const refunded = (part: PaymentRefund) =>
  `${partText(part)} has been refunded to the card or account you paid with.`;
/** The guest's words for a part the provider did not take (or returned as failed): the front desk acts. */
export const partByHand = (part: PaymentRefund) =>
  `${partText(part)} will be refunded; our front desk is arranging it and will write to you.`;

/** What the guest reads about a part of a payment given back. */
export function partRefundView(part: PaymentRefund): Refund {
  return {
    status: part.status === 'refunded' ? 'refunded' : 'refund_pending',
    amountPaise: part.amountPaise,
    gstPaise: part.cgstPaise + part.sgstPaise,
    message: part.status === 'refunded' ? refunded(part) : (part.failureReason ?? onItsWay(part)),
  };
}

/** The booking's payments still `paid`, newest first, locked until the transaction ends (the same order for all). */
export async function lockPaidPayments(tx: DbOrTx, booking: RefundedBooking): Promise<Payment[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingKind, booking.kind),
        inArray(payments.bookingId, booking.rowIds.length > 0 ? booking.rowIds : [booking.id]),
        eq(payments.status, 'paid'),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .for('update');
}

/** The parts of the given payments given back so far (pending or refunded), oldest first. */
export async function partsOf(db: DbOrTx, paymentIds: string[]): Promise<PaymentRefund[]> {
  if (paymentIds.length === 0) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.paymentId, paymentIds))
    .orderBy(paymentRefunds.createdAt, paymentRefunds.id);
}

/** How much of each payment is already given back in parts, by payment id. */
export function backByPayment(parts: PaymentRefund[]): Map<string, number> {
  const back = new Map<string, number>();
  for (const part of parts) back.set(part.paymentId, (back.get(part.paymentId) ?? 0) + part.amountPaise);
  return back;
}

/** A piece of a refund taken from one (locked) payment, with its share of the GST. */
export interface RefundPiece {
  payment: Payment;
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** Writes parts owed back, each from its (locked) payment. */
export async function insertParts(
  tx: DbOrTx,
  pieces: RefundPiece[],
  reason: string,
  now: Date,
): Promise<OwedRefund[]> {
  const owed: OwedRefund[] = [];
  for (const { payment, ...share } of pieces) {
    const [row] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        userId: payment.userId,
        bookingKind: payment.bookingKind,
        bookingId: payment.bookingId,
        ...share,
        reason,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    owed.push({ ...row!, providerPaymentId: payment.providerPaymentId });
  }
  return owed;
}

function refusePart(part: RefundPart) {
  const { amountPaise: amount, cgstPaise: cgst, sgstPaise: sgst } = part;
  const whole = [amount, cgst, sgst].every((n) => Number.isSafeInteger(n) && n >= 0);
  if (!whole || cgst + sgst > amount || !part.reason.trim()) {
    throw new AppError(
      'VALIDATION_FAILED',
      'A refund is a whole number of paise, its GST within it, with a reason.',
    );
  }
}

/**
 * Owes `amountPaise` of the booking's money back (a cheaper change), taken from its paid payments newest first,
 * each never below zero, under their row locks; returns what each payment owes, for the provider call after commit.
 * More than the payments have left is refused (409) and nothing is written.
 */
export async function owePartRefund(
  tx: DbOrTx,
  booking: RefundedBooking,
  part: RefundPart,
  now: Date,
): Promise<OwedRefund[]> {
  refusePart(part);
  if (part.amountPaise === 0) return [];
  const paid = await lockPaidPayments(tx, booking);
  const back = backByPayment(
    await partsOf(
      tx,
      paid.map((p) => p.id),
    ),
  );
  const taken: { payment: Payment; amountPaise: number }[] = [];
  let left = part.amountPaise;
  for (const payment of paid) {
    const take = Math.min(left, payment.amountPaise - (back.get(payment.id) ?? 0));
    if (take <= 0) continue;
    taken.push({ payment, amountPaise: take });
    left -= take;
    if (left === 0) break;
  }
  if (left > 0) {
    throw new AppError(
      'CONFLICT',
      `Only ${formatInr(part.amountPaise - left)} of this booking's payments is left to refund, not ${formatInr(part.amountPaise)}.`,
    );
  }
  const amounts = taken.map((p) => p.amountPaise);
  const cgst = shareInProportion(part.cgstPaise, amounts);
  const sgst = shareInProportion(part.sgstPaise, amounts);
  const pieces = taken.map((p, i) => ({ ...p, cgstPaise: cgst[i]!, sgstPaise: sgst[i]! }));
  return insertParts(tx, pieces, part.reason, now);
}

/**
 * A payment whose every part went back is `refunded` once the last part settles, if its booking's cancellation
 * had owed the rest of it (its status `refund_pending`).
 */
async function closeWhenAllBack(db: DbOrTx, paymentId: string, now: Date) {
  await db
    .update(payments)
    .set({ status: 'refunded', refundedAt: now, updatedAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'refund_pending'),
        sql`not exists (select 1 from ${paymentRefunds} where ${paymentRefunds.paymentId} = ${payments.id} and ${paymentRefunds.status} <> 'refunded')`,
      ),
    );
}

/** Asks the provider for one part and records its answer; a refusal or an outage leaves it owed, by hand. */
async function requestOne(
  db: Db,
  provider: PaymentProvider,
  logger: Logger,
  part: OwedRefund,
  now: Date,
): Promise<PaymentRefund> {
  let update: Partial<PaymentRefund>;
  try {
    if (!part.providerPaymentId) throw new Error('the payment has no provider payment id');
    const refund = await provider.refund({
      paymentId: part.providerPaymentId,
      amountPaise: part.amountPaise,
      notes: {
        booking_id: part.bookingId,
        booking_kind: part.bookingKind,
        reason: part.reason,
        part_refund_id: part.id,
      },
      // A retry of this part (a lost answer) is the same refund at the provider, never a second one.
      idempotencyKey: part.id,
    });
    update =
      refund.status === 'processed'
        ? { providerRefundId: refund.id, status: 'refunded', refundedAt: now, failureReason: null }
        : { providerRefundId: refund.id, failureReason: null };
  } catch (error) {
    logger.warn({ err: error, partRefundId: part.id }, 'part refund request failed: left for the front desk');
    update = { failureReason: partByHand(part) };
  }
  // The webhook may have settled it first: its state never moves back.
  const [saved] = await db
    .update(paymentRefunds)
    .set({ ...update, updatedAt: now })
    .where(and(eq(paymentRefunds.id, part.id), eq(paymentRefunds.status, 'pending')))
    .returning();
  if (saved?.status === 'refunded') await closeWhenAllBack(db, saved.paymentId, now);
  const [current] = saved
    ? [saved]
    : await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, part.id));
  return current!;
}

/**
 * After commit: asks the provider for each owed refund (partial amounts), records the answers; a failing provider
 * leaves it owed, for the front desk, with a message saying so. Returns what the guest reads of each.
 */
export async function requestRefunds(
  db: Db,
  provider: PaymentProvider,
  logger: Logger,
  owed: OwedRefund[],
  now: Date,
): Promise<Refund[]> {
  const answers: Refund[] = [];
  for (const part of owed) answers.push(partRefundView(await requestOne(db, provider, logger, part, now)));
  return answers;
}

/**
 * A part the provider reports returned (its webhook), settled once: found by the provider's refund id, or, when
 * the webhook outran the recording of that id, by our own id in the refund's notes. Undefined when it is no part.
 */
export async function settlePartRefund(
  tx: DbOrTx,
  input: { refundId: string; paymentId: string; partRefundId?: string; now: Date },
): Promise<{ id: string; settled: boolean } | undefined> {
  const ours = input.partRefundId && /^[0-9a-f-]{36}$/i.test(input.partRefundId) ? input.partRefundId : null;
  const same = or(
    eq(paymentRefunds.providerRefundId, input.refundId),
    ours ? and(isNull(paymentRefunds.providerRefundId), eq(paymentRefunds.id, ours)) : undefined,
  );
  const [part] = await tx
    .select({ id: paymentRefunds.id, status: paymentRefunds.status, paymentId: paymentRefunds.paymentId })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(and(same, eq(payments.providerPaymentId, input.paymentId)))
    .for('update', { of: paymentRefunds });
  if (!part) return undefined;
  if (part.status === 'refunded') return { id: part.id, settled: false };
  await tx
    .update(paymentRefunds)
    .set({
      status: 'refunded',
      providerRefundId: input.refundId,
      refundedAt: input.now,
      failureReason: null,
      updatedAt: input.now,
    })
    .where(eq(paymentRefunds.id, part.id));
  await closeWhenAllBack(tx, part.paymentId, input.now);
  return { id: part.id, settled: true };
}

/** A part the provider reports it could not return (`refund.failed`): owed still, the front desk arranging it. */
export async function failPartRefund(
  tx: DbOrTx,
  input: { refundId: string; paymentId: string; now: Date },
): Promise<boolean> {
  const [part] = await tx
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.providerRefundId, input.refundId), eq(paymentRefunds.status, 'pending')));
  if (!part) return false;
  await tx
    .update(paymentRefunds)
    .set({ failureReason: partByHand(part), updatedAt: input.now })
    .where(eq(paymentRefunds.id, part.id));
  return true;
}
