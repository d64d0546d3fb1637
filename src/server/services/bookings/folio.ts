// A stay's folio (docs/decisions/145-folio-charges-desk-payments.md): charges to the room, voids, payments and
// refunds at the front desk, every one a ledger row written under the booking's locks (its rows, its payments, in
// that order), its balance read from the ledger. Check-out settles it (transitions/staff.ts asks `checkOutRefusal`).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { BookingKindName } from '~/contracts/common';
import type { Folio as FolioView } from '~/contracts/folio';
import {
  DESK_METHOD_WORDS,
  type DeskMethod,
  type FolioBalance,
  type FolioChargeInput,
  folioBalance,
  taxCharge,
} from '~/lib/folio';
import { reckon } from '~/lib/ledger';
import { formatInr } from '~/lib/money';
import { documentTotals } from '~/lib/tax-documents';
import type { Db, DbOrTx } from '../../db/client';
import { ledgerEntries, payments, roomBookings, users } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { recordStaffAction } from '../audit';
import { chargesIn, type FolioCharge } from '../charged-tax';
import { issueDeskReceipt, issueDeskRefund } from '../documents/advances';
import { chargedLines, documentOf } from '../documents/issue';
import { hotelTaxFacts } from '../hotel-facts';
import { owedAtDesk, settleOwedAtDesk } from '../ledger/desk-refunds';
import { giveBackAtDesk, ledgerRows, lockPaidPayments } from '../ledger/entries';
import type { NoticeSchedule } from '../notices/schedule';
import { lockedBalance } from '../wallet';
import { folioFigures } from './folio-balance';
import type { BookingRef, Clock } from './kind';
import { findBooking, lockedBooking } from './registry';
import { BOOKING_REWARD_COINS, grantBookingReward } from './rewards';
import { confirmed } from './transitions';

type Moment = Pick<Clock, 'now' | 'timeZone'>;

/** A stay's folio as the desk reads it: its charges, its balance, and whether it is still open. */
export interface Folio {
  booking: BookingRef;
  charges: FolioCharge[];
  balance: FolioBalance;
  /** Open while the stay is confirmed (not checked out, not cancelled): charges, payments and refunds are taken. */
  open: boolean;
  /** Held for payment (a walk-in paying at the desk): its whole total taken at the desk confirms it. */
  held: boolean;
  /** Whether a charge to the room is taken now: a room of the stay is in house. */
  inHouse: boolean;
}

/** Whether a room of the stay is in house (checked in, not out). */
async function stayInHouse(db: DbOrTx, booking: BookingRef): Promise<boolean> {
  if (booking.kind !== 'room') return false;
  const rows = await db
    .select({ in: roomBookings.checkedInAt, out: roomBookings.checkedOutAt })
    .from(roomBookings)
    .where(inArray(roomBookings.id, booking.rowIds));
  return rows.some((r) => r.in && !r.out);
}

/** A booking's folio as it stands. */
export async function folioOf(db: DbOrTx, booking: BookingRef): Promise<Folio> {
  const { charges, balance } = await folioFigures(db, booking);
  return {
    booking,
    charges,
    balance,
    open: booking.status === 'confirmed',
    held: booking.status === 'pending' && !booking.paymentRefusal,
    inHouse: booking.status === 'confirmed' && (await stayInHouse(db, booking)),
  };
}

/** The booking named, or a 404. */
async function bookingNamed(db: DbOrTx, id: string, kind?: BookingKindName): Promise<BookingRef> {
  const booking = await findBooking(db, id);
  if (!booking || (kind && booking.kind !== kind)) throw new AppError('NOT_FOUND', 'Booking not found.');
  return booking;
}

/** Why the folio takes no money now, or null: only a confirmed booking's folio is open. */
function closedRefusal(booking: BookingRef): string | null {
  if (booking.status === 'completed')
    return 'This stay has checked out: its folio is closed and its tax invoice issued.';
  if (booking.status !== 'confirmed')
    return `A ${booking.status} booking has no open folio: only a confirmed booking takes charges and payments.`;
  return null;
}

/** Takes the booking's locks in the one order (its rows, then its payments) and reads it as it stands. */
async function lockFolio(tx: DbOrTx, booking: BookingRef): Promise<BookingRef> {
  const now = await lockedBooking(tx, booking);
  if (!now) throw new AppError('NOT_FOUND', 'Booking not found.');
  await lockPaidPayments(tx, now);
  return now;
}

/** Who acts at the desk. */
export interface DeskStaff {
  staffId: string;
}

/** A charge to the room, as the desk enters it. */
export type RoomCharge = FolioChargeInput & DeskStaff & { bookingId: string };

/**
 * Staff charge a stay in house (a restaurant bill, the minibar, another service), taxed at its own rate; refused,
 * nothing written, when no room of the stay is in house. Decided under the booking's locks, so a charge racing the
 * check-out either lands before it (and the check-out sees it due) or is refused after it. Audited.
 */
export async function chargeToRoom(db: Db, input: RoomCharge, clock: Moment): Promise<FolioCharge> {
  if (input.kind === 'minibar' && !input.item) throw fieldError('item', 'Choose the minibar item.');
  const found = await bookingNamed(db, input.bookingId, 'room');
  return db.transaction(async (tx) => {
    const booking = await lockFolio(tx, found);
    const closed = closedRefusal(booking);
    if (closed) throw new AppError('CONFLICT', closed);
    if (!(await stayInHouse(tx, booking)))
      throw new AppError('CONFLICT', 'Charges go on a stay in house: check the guest in first.');
    const taxed = taxCharge(input, hotelTaxFacts);
    const [row] = await tx
      .insert(ledgerEntries)
      .values({
        entry: 'folio_charge',
        userId: booking.userId,
        bookingKind: booking.kind,
        bookingId: booking.id,
        amountPaise: taxed.totalPaise,
        cgstPaise: taxed.cgstPaise,
        sgstPaise: taxed.sgstPaise,
        taxablePaise: taxed.taxablePaise,
        sac: taxed.sac,
        rateBp: taxed.rateBp,
        chargeKind: input.kind,
        reason: input.description.trim(),
        staffId: input.staffId,
        createdAt: clock.now,
      })
      .returning();
    await recordStaffAction(
      tx,
      { id: input.staffId },
      {
        action: 'folio.charge',
        target: { kind: booking.kind, id: booking.id },
        before: null,
        after: {
          kind: input.kind,
          description: row!.reason,
          totalPaise: taxed.totalPaise,
          rateBp: taxed.rateBp,
        },
      },
      clock.now,
    );
    return chargesIn([row!])[0]!;
  });
}

/**
 * Staff void a charge before check-out, with a reason: a `folio_void` row naming it (the charge stays in the ledger),
 * once; refused once the stay has checked out (its invoice is issued: a credit note corrects it then). Audited.
 */
export async function voidCharge(
  db: Db,
  input: DeskStaff & { bookingId: string; chargeId: string; reason: string },
  clock: Moment,
): Promise<FolioCharge> {
  const found = await bookingNamed(db, input.bookingId, 'room');
  return db.transaction(async (tx) => {
    const booking = await lockFolio(tx, found);
    const closed = closedRefusal(booking);
    if (closed) throw new AppError('CONFLICT', closed);
    const charge = chargesIn(await ledgerRows(tx, booking.kind, booking.rowIds)).find(
      (c) => c.id === input.chargeId,
    );
    if (!charge) throw new AppError('NOT_FOUND', 'Charge not found on this folio.');
    if (charge.voided) throw new AppError('CONFLICT', 'This charge was already voided.');
    await tx.insert(ledgerEntries).values({
      entry: 'folio_void',
      userId: booking.userId,
      bookingKind: booking.kind,
      bookingId: booking.id,
      voidsId: charge.id,
      amountPaise: charge.totalPaise,
      cgstPaise: charge.cgstPaise,
      sgstPaise: charge.sgstPaise,
      reason: input.reason.trim(),
      staffId: input.staffId,
      createdAt: clock.now,
    });
    await recordStaffAction(
      tx,
      { id: input.staffId, reason: input.reason.trim() },
      {
        action: 'folio.void',
        target: { kind: booking.kind, id: booking.id },
        before: { charge: charge.description, totalPaise: charge.totalPaise, voided: false },
        after: { voided: true },
      },
      clock.now,
    );
    return { ...charge, voided: { reason: input.reason.trim(), staffId: input.staffId, at: clock.now } };
  });
}

/** A payment at the desk: which booking, how, how much, the terminal's or UPI reference, who, and a retry's key. */
export interface DeskPaymentInput extends DeskStaff {
  /** The booking's kind, when the caller knows it (checked: another kind's id is not found). */
  bookingKind?: BookingKindName;
  bookingId: string;
  method: DeskMethod;
  amountPaise: number;
  reference?: string | null;
  /** The same key twice takes the money once (a double click, a retry): the second answers the first. */
  idempotencyKey?: string | null;
}

/** A payment taken at the desk, and the folio's balance after it. */
export interface DeskPaymentTaken {
  paymentId: string;
  amountPaise: number;
  method: DeskMethod;
  reference: string | null;
  takenAt: Date;
  balance: FolioBalance;
  /** The receipt voucher issued for it, when one was. */
  receipt: string | null;
  replayed: boolean;
}

const orderIdOf = (key: string) => `desk_${key}`.slice(0, 200);

/** Refuses a desk amount that is not a positive whole number of paise, or a card or UPI payment with no reference. */
function refuseDeskInput(input: { method: DeskMethod; amountPaise: number; reference?: string | null }) {
  if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0)
    throw new AppError('VALIDATION_FAILED', 'The amount is a whole number of paise above nothing.');
  if (input.method !== 'cash' && !input.reference?.trim())
    throw fieldError(
      'reference',
      `A ${DESK_METHOD_WORDS[input.method]} payment needs its reference, from the terminal slip or the UPI app.`,
    );
}

/**
 * Takes money at the front desk against a confirmed booking (a stay's folio), or confirms a booking held for payment
 * (a walk-in paying at the desk) with its whole total: cash, the card terminal or a UPI QR, with who took it, when and
 * the reference. Decided under the booking's locks: at most what is
 * due (two desks taking the last balance at once: one takes it, the other is told nothing is due). A payments row
 * (provider `desk`), whose `captured` ledger row the database writes; a receipt voucher for it before the tax invoice.
 * Once per idempotency key. Audited.
 */
export async function takeDeskPayment(
  db: Db,
  input: DeskPaymentInput,
  clock: Moment & { schedule?: NoticeSchedule },
): Promise<DeskPaymentTaken> {
  refuseDeskInput(input);
  const found = await bookingNamed(db, input.bookingId, input.bookingKind);
  const orderId = orderIdOf(input.idempotencyKey?.trim() || randomUUID());
  return db.transaction(async (tx) => {
    const booking = await lockFolio(tx, found);
    const [first] = await tx.select().from(payments).where(eq(payments.providerOrderId, orderId));
    if (first) {
      const { balance } = await folioFigures(tx, booking);
      return {
        paymentId: first.id,
        amountPaise: first.amountPaise,
        method: first.method as DeskMethod,
        reference: first.reference,
        takenAt: first.createdAt,
        balance,
        receipt: null,
        replayed: true,
      };
    }
    const held = booking.status === 'pending';
    const closed = held ? heldRefusal(booking, input.amountPaise) : closedRefusal(booking);
    if (closed) throw new AppError('CONFLICT', closed);
    const before = (await folioFigures(tx, booking)).balance;
    if (before.duePaise <= 0) throw new AppError('CONFLICT', 'Nothing is due on this folio: it is settled.');
    if (input.amountPaise > before.duePaise) {
      throw new AppError(
        'CONFLICT',
        `Only ${formatInr(before.duePaise)} is due on this folio: take at most that, not ${formatInr(input.amountPaise)}.`,
      );
    }
    const reference = input.method === 'cash' ? null : input.reference!.trim();
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: booking.userId,
        bookingKind: booking.kind,
        bookingId: booking.id,
        provider: 'desk',
        providerOrderId: orderId,
        amountPaise: input.amountPaise,
        receipt: booking.code,
        status: 'paid',
        method: input.method,
        takenBy: input.staffId,
        reference,
        createdAt: clock.now,
        updatedAt: clock.now,
      })
      .returning();
    // A booking held for payment (a walk-in paying at the desk) is confirmed by it, as a capture confirms one: its
    // rows, reward, receipt voucher and the guest's confirmation; refused, nothing taken, if its room went meanwhile.
    const receipt = held
      ? await confirmHeld(tx, booking, clock)
      : await issueDeskReceipt(tx, booking, payment!, clock);
    const after = (await folioFigures(tx, booking)).balance;
    // A booking confirmed to pay at the hotel (decision 147) earns its reward when its folio is settled (decision
    // 151): the guest's coins locked last, and granted once by its key (a paid booking's was granted at its capture).
    const rewarded = !held && after.duePaise <= 0 ? await rewardSettled(tx, booking) : false;
    await recordStaffAction(
      tx,
      { id: input.staffId },
      {
        action: 'folio.payment',
        target: { kind: booking.kind, id: booking.id },
        before: { duePaise: before.duePaise },
        after: {
          amountPaise: input.amountPaise,
          method: input.method,
          reference,
          receipt: receipt?.number ?? null,
          ...(rewarded ? { rewardCoins: BOOKING_REWARD_COINS } : {}),
        },
      },
      clock.now,
    );
    return {
      paymentId: payment!.id,
      amountPaise: input.amountPaise,
      method: input.method,
      reference,
      takenAt: clock.now,
      balance: after,
      receipt: receipt?.number ?? null,
      replayed: false,
    };
  });
}

/** Grants a settled booking's reward under the guest's coins lock; whether this call credited it. */
async function rewardSettled(tx: DbOrTx, booking: BookingRef): Promise<boolean> {
  await lockedBalance(tx, booking.userId);
  return (await grantBookingReward(tx, booking))?.created ?? false;
}

/** Why a booking held for payment cannot be confirmed by this desk payment, or null: only its whole total does it. */
function heldRefusal(booking: BookingRef, amountPaise: number): string | null {
  if (booking.paymentRefusal) return booking.paymentRefusal;
  if (amountPaise !== booking.totalPaise) {
    return `This booking is held for payment: it is confirmed by its whole total, ${formatInr(booking.totalPaise)}, taken at once.`;
  }
  return null;
}

/** Confirms a held booking paid at the desk; its receipt voucher's number. */
async function confirmHeld(
  tx: DbOrTx,
  booking: BookingRef,
  clock: Moment & { schedule?: NoticeSchedule },
): Promise<{ number: string } | undefined> {
  if (!clock.schedule) throw new Error('confirming a held booking needs the notice schedule');
  const outcome = await confirmed(tx, booking, { now: clock.now, schedule: clock.schedule });
  if (outcome !== 'confirmed') {
    throw new AppError(
      'CONFLICT',
      'What this booking held was taken after its hold lapsed: nothing was taken.',
    );
  }
  return documentOf(tx, booking, 'receipt_voucher');
}

/** Money given back at the desk: which booking, how, how much, the reference, why, who. */
export interface DeskRefundInput extends DeskStaff {
  bookingId: string;
  method: DeskMethod;
  amountPaise: number;
  reference?: string | null;
  reason: string;
}

/**
 * Gives money back at the front desk from a folio in credit (a charge voided after it was paid, a payment taken
 * twice by mistake): at most the credit, from the booking's payments newest first, settled at once (the provider is
 * never asked), with a refund voucher. Decided under the booking's locks. Audited with the reason.
 */
export async function refundAtDesk(db: Db, input: DeskRefundInput, clock: Moment) {
  refuseDeskInput(input);
  const found = await bookingNamed(db, input.bookingId);
  return db.transaction(async (tx) => {
    const booking = await lockFolio(tx, found);
    if (booking.status === 'cancelled') return giveBackOwedAtDesk(tx, booking, input, clock);
    const closed = closedRefusal(booking);
    if (closed) throw new AppError('CONFLICT', closed);
    const before = (await folioFigures(tx, booking)).balance;
    const credit = -before.duePaise;
    if (credit <= 0)
      throw new AppError('CONFLICT', 'Nothing is owed back on this folio: it holds no credit.');
    if (input.amountPaise > credit) {
      throw new AppError(
        'CONFLICT',
        `The folio holds ${formatInr(credit)} more than its charges: give back at most that, not ${formatInr(input.amountPaise)}.`,
      );
    }
    const totals = documentTotals(await chargedLines(tx, booking));
    const reference = input.method === 'cash' ? null : input.reference!.trim();
    const tax = figuresOfBill(input.amountPaise, totals);
    const [first] = await giveBackAtDesk(
      tx,
      booking,
      {
        amountPaise: input.amountPaise,
        ...tax,
        reason: input.reason.trim(),
        staffId: input.staffId,
        method: input.method,
        reference,
      },
      clock.now,
    );
    const voucher = await issueDeskRefund(
      tx,
      booking,
      { id: first!.id, amountPaise: input.amountPaise },
      clock,
    );
    await recordStaffAction(
      tx,
      { id: input.staffId, reason: input.reason.trim() },
      {
        action: 'folio.refund',
        target: { kind: booking.kind, id: booking.id },
        before: { creditPaise: credit },
        after: {
          amountPaise: input.amountPaise,
          method: input.method,
          reference,
          voucher: voucher?.number ?? null,
        },
      },
      clock.now,
    );
    return { balance: (await folioFigures(tx, booking)).balance, voucher: voucher?.number ?? null };
  });
}

/**
 * A cancelled booking paid at the desk gives its money back at the desk (decision 151): the whole of what its
 * cancellation owed back from the desk's payments, settled in the transaction that holds the booking's locks; its
 * refund voucher or credit note was issued by the cancellation. Audited with the reason.
 */
async function giveBackOwedAtDesk(tx: DbOrTx, booking: BookingRef, input: DeskRefundInput, clock: Moment) {
  const reference = input.method === 'cash' ? null : input.reference!.trim();
  const given = await settleOwedAtDesk(
    tx,
    booking,
    input.amountPaise,
    { staffId: input.staffId, method: input.method, reference },
    clock.now,
  );
  await recordStaffAction(
    tx,
    { id: input.staffId, reason: input.reason.trim() },
    {
      action: 'folio.refund',
      target: { kind: booking.kind, id: booking.id },
      before: { owedAtDeskPaise: input.amountPaise },
      after: {
        amountPaise: input.amountPaise,
        method: input.method,
        reference,
        refunds: given.map((r) => r.id),
      },
    },
    clock.now,
  );
  return { balance: (await folioFigures(tx, booking)).balance, voucher: null };
}

/** An amount's GST in proportion to a bill's (what money given back carries, decision 099). */
function figuresOfBill(
  amountPaise: number,
  bill: { totalPaise: number; cgstPaise: number; sgstPaise: number },
) {
  if (bill.totalPaise <= 0) return { cgstPaise: 0, sgstPaise: 0 };
  const share = Math.min(amountPaise, bill.totalPaise);
  return {
    cgstPaise: Math.floor((share * bill.cgstPaise) / bill.totalPaise),
    sgstPaise: Math.floor((share * bill.sgstPaise) / bill.totalPaise),
  };
}

/** The folio as the console shows it: charges and money with who and when, and the balance. */
export async function folioView(db: DbOrTx, id: string): Promise<FolioView> {
  const booking = await bookingNamed(db, id);
  const folio = await folioOf(db, booking);
  const rows = await ledgerRows(db, booking.kind, booking.rowIds);
  const paid = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingKind, booking.kind), inArray(payments.bookingId, booking.rowIds)));
  const staffIds = [
    ...new Set(
      [...rows.map((r) => r.staffId), ...paid.map((p) => p.takenBy)].filter((x): x is string => !!x),
    ),
  ];
  const names = new Map(
    staffIds.length === 0
      ? []
      : (
          await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, staffIds))
        ).map((u) => [u.id, u.name] as const),
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const voidOf = new Map(rows.filter((r) => r.entry === 'folio_void').map((r) => [r.voidsId!, r]));
  const byPayment = new Map(paid.map((p) => [p.id, p]));
  const money = rows.flatMap((r): FolioView['money'] => {
    if (r.entry === 'captured') {
      const p = byPayment.get(r.paymentId!);
      const desk = p?.provider === 'desk';
      return [
        {
          what: 'payment' as const,
          amountPaise: r.amountPaise,
          how: desk
            ? DESK_METHOD_WORDS[p!.method as DeskMethod]
            : `Online (${p?.method ?? p?.provider ?? 'provider'})`,
          reference: desk ? p!.reference : (p?.providerPaymentId ?? null),
          at: r.createdAt.toISOString(),
          by: desk ? nameOf(p!.takenBy) : null,
        },
      ];
    }
    if (r.entry === 'refund_owed') {
      const settled = rows.find((s) => s.entry === 'refund_settled' && s.refundId === r.id);
      return [
        {
          what: 'refund' as const,
          amountPaise: r.amountPaise,
          how: settled?.deskMethod
            ? `${DESK_METHOD_WORDS[settled.deskMethod]} at the desk`
            : byPayment.get(r.paymentId!)?.provider === 'desk'
              ? 'Owed back at the desk'
              : 'To the card or account paid with',
          reference: settled?.deskReference ?? settled?.providerRefundId ?? null,
          at: (settled ?? r).createdAt.toISOString(),
          by: nameOf(settled?.staffId ?? r.staffId),
        },
      ];
    }
    return [];
  });
  return {
    bookingId: booking.id,
    code: booking.code,
    open: folio.open,
    held: folio.held,
    inHouse: folio.inHouse,
    booking: { description: booking.description, totalPaise: booking.totalPaise },
    charges: folio.charges.map((c) => {
      const v = voidOf.get(c.id);
      return {
        id: c.id,
        kind: c.kind,
        description: c.description,
        sac: c.sac,
        rateBp: c.rateBp,
        taxablePaise: c.taxablePaise,
        cgstPaise: c.cgstPaise,
        sgstPaise: c.sgstPaise,
        totalPaise: c.totalPaise,
        chargedAt: c.chargedAt.toISOString(),
        chargedBy: nameOf(c.staffId),
        voided: v ? { reason: v.reason!, at: v.createdAt.toISOString(), by: nameOf(v.staffId) } : null,
      };
    }),
    money,
    balance: folio.balance,
    owedAtDeskPaise: (await owedAtDesk(db, booking)).reduce((n, r) => n + r.amountPaise, 0),
  };
}
