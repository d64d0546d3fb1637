// Writing the money ledger (docs/decisions/113-money-ledger.md): every movement of money or coins on a booking is
// one row, written in the transaction that causes it, decided from rows locked in one order (the booking's rows,
// then its payments, then the guest's wallet). The provider is asked only after commit (refunds.ts).
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { DeskMethod } from '~/lib/folio';
import { refundTax } from '~/lib/gst';
import { atDeskText, type LedgerLine, type LedgerRefund, type RefundCause, reckon } from '~/lib/ledger';
import { formatInr } from '~/lib/money';
import { shareInProportion } from '~/lib/refunds';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, payments } from '../../db/schema';
import { AppError } from '../../errors';

type Payment = typeof payments.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;

/** The booking whose money moves: its kind, its id, and the rows its payments may name (a group stay's). */
export interface LedgerBooking {
  kind: BookingKindName;
  id: string;
  rowIds: string[];
}

/** The GST a booking was charged: money given back takes its share of it (decision 099). */
export interface ChargedGst {
  totalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** A refund owed, with what the provider call after commit needs: the provider's id of the payment it comes from. */
export type OwedRefund = LedgerRow & {
  providerPaymentId: string | null;
  /** Owed from money taken at the front desk: the desk gives it back, the provider is never asked. */
  atDesk: boolean;
};

/** The rows a booking's payments and ledger rows may name: its own rows, or its id when it lists none. */
export const rowsOf = (booking: LedgerBooking) => (booking.rowIds.length > 0 ? booking.rowIds : [booking.id]);

/** A booking's ledger rows, in the order they were written. */
export async function ledgerRows(db: DbOrTx, kind: BookingKindName, rowIds: string[]): Promise<LedgerRow[]> {
  if (rowIds.length === 0) return [];
  return db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingKind, kind), inArray(ledgerEntries.bookingId, rowIds)))
    .orderBy(asc(ledgerEntries.seq));
}

/** The reading's view of a row. */
export const lineOf = (row: LedgerRow): LedgerLine => row;

/**
 * The booking's payments the provider took, newest first, locked until the transaction ends: the second lock of
 * the one order (after the booking's rows), so two movements of one booking's money are decided one at a time.
 */
export async function lockPaidPayments(tx: DbOrTx, booking: LedgerBooking): Promise<Payment[]> {
  return tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingKind, booking.kind),
        inArray(payments.bookingId, rowsOf(booking)),
        eq(payments.status, 'paid'),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .for('update');
}

/** Coins spent on a booking or given back from it, as the wallet row that moved them. */
export async function recordCoins(
  tx: DbOrTx,
  entry: 'coins_spent' | 'coins_returned',
  booking: Pick<LedgerBooking, 'kind' | 'id'>,
  wallet: { id: string; userId: string; suparCoins: number; valuePaise: number | null; description: string },
  now?: Date,
) {
  await tx.insert(ledgerEntries).values({
    entry,
    userId: wallet.userId,
    bookingKind: booking.kind,
    bookingId: booking.id,
    walletTransactionId: wallet.id,
    coins: wallet.suparCoins,
    amountPaise: wallet.valuePaise ?? 0,
    reason: wallet.description,
    ...(now ? { createdAt: now } : {}),
  });
}

/** A piece of money owed back from one (locked) payment, with its share of the GST. */
interface Piece {
  payment: Payment;
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** Whether a payment was taken at the front desk (decision 145): what it owes back, the desk gives back. */
export const atDesk = (payment: Payment) => payment.provider === 'desk';

/** Writes the refunds owed, one row per payment they come from. */
async function owe(
  tx: DbOrTx,
  pieces: Piece[],
  why: { reason: string; cause: RefundCause; guestNote?: string | null },
  now: Date,
): Promise<OwedRefund[]> {
  const owed: OwedRefund[] = [];
  for (const { payment, ...share } of pieces) {
    if (share.amountPaise <= 0) continue;
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        entry: 'refund_owed',
        userId: payment.userId,
        bookingKind: payment.bookingKind,
        bookingId: payment.bookingId,
        paymentId: payment.id,
        ...share,
        reason: why.reason,
        cause: why.cause,
        guestNote:
          why.guestNote ??
          (atDesk(payment) ? atDeskText(share.amountPaise, share.cgstPaise + share.sgstPaise) : null),
        createdAt: now,
      })
      .returning();
    owed.push({ ...row!, providerPaymentId: payment.providerPaymentId, atDesk: atDesk(payment) });
  }
  return owed;
}

/** What is left to give back of each (locked) payment, from the ledger. */
async function leftOf(tx: DbOrTx, paid: Payment[]): Promise<number[]> {
  if (paid.length === 0) return [];
  const rows = await tx
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.paymentId,
        paid.map((p) => p.id),
      ),
    )
    .orderBy(asc(ledgerEntries.seq));
  const money = reckon(rows);
  return paid.map((p) => {
    const line = money.payments.find((m) => m.paymentId === p.id);
    return line ? line.capturedPaise - line.owedBackPaise : 0;
  });
}

/** How much of a booking's money goes back, the GST in it, and why (the hotel's words, kept on the row). */
export interface RefundPart {
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  reason: string;
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
 * `part` of a booking's money taken from its payments newest first (the change's difference before the booking's
 * own), each never below nothing, under their locks, with its GST shared over them in proportion. More than the
 * payments have left is refused (409, "… left to `verb` …") before anything is written.
 */
async function takenFromPayments(tx: DbOrTx, booking: LedgerBooking, part: RefundPart, verb: string) {
  const paid = await lockPaidPayments(tx, booking);
  const left = await leftOf(tx, paid);
  const taken: { payment: Payment; amountPaise: number }[] = [];
  let rest = part.amountPaise;
  for (const [i, payment] of paid.entries()) {
    const take = Math.min(rest, left[i]!);
    if (take <= 0) continue;
    taken.push({ payment, amountPaise: take });
    rest -= take;
    if (rest === 0) break;
  }
  if (rest > 0) {
    throw new AppError(
      'CONFLICT',
      `Only ${formatInr(part.amountPaise - rest)} of this booking's payments is left to ${verb}, not ${formatInr(part.amountPaise)}.`,
    );
  }
  const amounts = taken.map((p) => p.amountPaise);
  const cgst = shareInProportion(part.cgstPaise, amounts);
  const sgst = shareInProportion(part.sgstPaise, amounts);
  return taken.map((p, i) => ({ ...p, cgstPaise: cgst[i]!, sgstPaise: sgst[i]! }));
}

/**
 * A cheaper change owes `part` of the booking's money back, taken from its payments newest first (the change's
 * difference before the booking's own), each never below nothing, under their locks. More than the payments have
 * left is refused (409) and nothing is written.
 */
export async function owePartRefund(
  tx: DbOrTx,
  booking: LedgerBooking,
  part: RefundPart,
  now: Date,
): Promise<OwedRefund[]> {
  refusePart(part);
  if (part.amountPaise === 0) return [];
  const pieces = await takenFromPayments(tx, booking, part, 'refund');
  return owe(tx, pieces, { reason: part.reason, cause: 'change' }, now);
}

/** What a cancellation owes back: every refund written, and their sum and GST. */
export interface RefundsOwed {
  refunds: OwedRefund[];
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * A cancellation owes back what is left of every payment the booking's provider took (after what changes gave
 * back), under the payments' locks, with the GST of all of it in proportion to the booking's bill, shared over the
 * payments.
 */
export async function oweAllBack(
  tx: DbOrTx,
  booking: LedgerBooking & ChargedGst,
  now: Date,
  cause: RefundCause = 'cancelled',
): Promise<RefundsOwed> {
  // Locked newest first, as every path locks them; owed back oldest first (the booking's own payment, then changes').
  const paid = (await lockPaidPayments(tx, booking)).reverse();
  const left = await leftOf(tx, paid);
  const amountPaise = left.reduce((n, l) => n + l, 0);
  const tax = refundTax(amountPaise, booking);
  const cgst = shareInProportion(tax.cgstPaise, left);
  const sgst = shareInProportion(tax.sgstPaise, left);
  const pieces = paid.map((payment, i) => ({
    payment,
    amountPaise: left[i]!,
    cgstPaise: cgst[i]!,
    sgstPaise: sgst[i]!,
  }));
  const refunds = await owe(tx, pieces, { reason: 'Booking cancelled', cause }, now);
  return { refunds, amountPaise, cgstPaise: tax.cgstPaise, sgstPaise: tax.sgstPaise };
}

/**
 * A capture that confirmed nothing (its booking taken, paid already, changed since; a change not made; another
 * amount) is owed back whole, for the reason the guest reads, with GST in proportion to the booking's bill.
 */
export async function oweCaptureBack(
  tx: DbOrTx,
  payment: Payment,
  guestNote: string,
  bill: ChargedGst | undefined,
  now: Date,
): Promise<OwedRefund> {
  const tax = bill ? refundTax(payment.amountPaise, bill) : { cgstPaise: 0, sgstPaise: 0 };
  const [owed] = await owe(
    tx,
    [{ payment, amountPaise: payment.amountPaise, ...tax }],
    { reason: 'The payment confirmed nothing', cause: 'unconfirmed', guestNote },
    now,
  );
  return owed!;
}

/** The refunds of these ids as they stand, for a reading after the provider was asked. */
export async function refundsNamed(db: DbOrTx, ids: string[]): Promise<LedgerRefund[]> {
  if (ids.length === 0) return [];
  const owed = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.id, ids));
  const paymentIds = [...new Set(owed.map((o) => o.paymentId!))];
  const rows = await db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.paymentId, paymentIds))
    .orderBy(asc(ledgerEntries.seq));
  return reckon(rows).refunds.filter((r) => ids.includes(r.id));
}

/** Money given back at the front desk: how much, its GST, why, by whom, how and with which reference. */
export interface DeskRefund extends RefundPart {
  staffId: string;
  method: DeskMethod;
  reference: string | null;
}

/**
 * A folio in credit gives money back at the front desk (decision 145): owed from the booking's (locked) payments
 * newest first, each never below nothing, and settled at once in the same transaction (handed back at the desk, so
 * the provider is never asked). More than the payments have left is refused (409) and nothing is written.
 */
export async function giveBackAtDesk(
  tx: DbOrTx,
  booking: LedgerBooking,
  refund: DeskRefund,
  now: Date,
): Promise<LedgerRow[]> {
  refusePart(refund);
  const pieces = await takenFromPayments(tx, booking, refund, 'give back');
  const owed: LedgerRow[] = [];
  for (const { payment, amountPaise, cgstPaise, sgstPaise } of pieces) {
    const base = {
      userId: payment.userId,
      bookingKind: payment.bookingKind,
      bookingId: payment.bookingId,
      paymentId: payment.id,
      staffId: refund.staffId,
      createdAt: now,
    };
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        ...base,
        entry: 'refund_owed',
        amountPaise,
        cgstPaise,
        sgstPaise,
        reason: refund.reason,
        cause: 'staff',
      })
      .returning();
    await tx.insert(ledgerEntries).values({
      ...base,
      entry: 'refund_settled',
      refundId: row!.id,
      deskMethod: refund.method,
      deskReference: refund.reference,
    });
    owed.push(row!);
  }
  return owed;
}
