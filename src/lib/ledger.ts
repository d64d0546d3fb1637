// The money ledger's vocabulary and its one reading (docs/decisions/113-money-ledger.md): every movement of money
// or coins on a booking is one row, and what a booking took, gave back and still owes is worked out from its rows
// here, for the guest's pages, the staff console, the documents, the messages and the privacy export alike.
// Imported by the server and by pure tests: erasable TypeScript only.
import { formatInr } from './money';
import { type MoneyStanding, moneyStanding } from './refunds';

/**
 * What a ledger row records. Money in: `captured` (a payment the provider took, a change's difference too).
 * Coins: `coins_spent` on the booking, `coins_returned` to the wallet. Money back: `refund_owed` (the hotel owes
 * it: the refund's identity), then `refund_requested` (the provider accepted it), `refund_settled` (the provider
 * returned it) or `refund_failed` (it did not: the front desk arranges it; a later request may follow). A stay's folio
 * (decision 145): `folio_charge` (staff charged the room: a restaurant bill, the minibar, another service, with its
 * own GST) and `folio_void` (a charge taken back before check-out, with a reason; the charge row stays).
 */
export const LEDGER_ENTRIES = [
  'captured',
  'coins_spent',
  'coins_returned',
  'refund_owed',
  'refund_requested',
  'refund_settled',
  'refund_failed',
  'folio_charge',
  'folio_void',
] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRIES)[number];

/**
 * Why money is owed back: the booking was cancelled, changed to a lower total, a capture confirmed nothing (its
 * booking taken, paid already, changed since, a change not made, another amount), or staff gave it back.
 */
export const REFUND_CAUSES = ['cancelled', 'change', 'unconfirmed', 'staff'] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/** How long a refund the provider accepted takes to reach the guest (the policy page prints it). */
export const REFUND_ARRIVES_WITHIN = '5-7 working days';

/** The fields of a ledger row the reading needs (the table's row satisfies it). */
export interface LedgerLine {
  id: string;
  entry: LedgerEntryKind;
  paymentId: string | null;
  refundId: string | null;
  amountPaise: number;
  coins: number;
  cgstPaise: number;
  sgstPaise: number;
  reason: string | null;
  guestNote: string | null;
  cause: RefundCause | null;
  providerRefundId: string | null;
  /** How the front desk gave a refund back (a settled row of a desk refund), if it did. */
  deskMethod?: string | null;
  createdAt: Date;
}

/** Where one refund stands: owed and not yet accepted or on its way, returned, or refused (the desk acts). */
export type RefundState = 'pending' | 'refunded' | 'by_hand';

/** One refund as the ledger tells it: what is owed, from which payment, why, and where it stands. */
export interface LedgerRefund {
  id: string;
  paymentId: string;
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  reason: string;
  cause: RefundCause | null;
  /** What the guest reads of it while it is not returned (a capture's reason, the desk arranging it), if not the usual. */
  guestNote: string | null;
  state: RefundState;
  /** The provider's id of the refund, once it accepted one. */
  providerRefundId: string | null;
  /** Whether the provider was ever asked (accepted, refused or returned). */
  asked: boolean;
  owedAt: Date;
  settledAt: Date | null;
  /** The whole of its payment, owed back at once and for good (read as "Your payment of …"); a change's is a part. */
  whole: boolean;
  /** Given back at the front desk (cash, card or UPI) rather than by the provider. */
  givenAtDesk: boolean;
}

/** One payment the provider took, and what of it is owed back. */
export interface LedgerPayment {
  paymentId: string;
  capturedPaise: number;
  owedBackPaise: number;
  refundedPaise: number;
  /** Whether it goes back for good (a cancellation, a capture that confirmed nothing), not in part for a change. */
  givenUp: boolean;
  capturedAt: Date;
}

/** A booking's money as its ledger rows tell it. */
export interface Reckoning {
  /** Money the provider took for the booking, every payment added up. */
  paidPaise: number;
  /** Money owed back and returned. */
  refundedPaise: number;
  /** Money owed back not yet returned (asked, refused, or not yet asked). */
  refundPendingPaise: number;
  /** Money the hotel keeps: paid less everything owed back. */
  keptPaise: number;
  coinsSpent: number;
  coinsSpentPaise: number;
  coinsReturned: number;
  coinsReturnedPaise: number;
  payments: LedgerPayment[];
  refunds: LedgerRefund[];
  standing: MoneyStanding;
}

const sum = (lines: { amountPaise: number }[]) => lines.reduce((n, l) => n + l.amountPaise, 0);

/** Works out a booking's money from its ledger rows (all of them: a payment's standing depends on the booking's). */
export function reckon(lines: readonly LedgerLine[]): Reckoning {
  const byRefund = new Map<string, LedgerLine[]>();
  for (const line of lines) {
    if (!line.refundId) continue;
    byRefund.set(line.refundId, [...(byRefund.get(line.refundId) ?? []), line]);
  }
  const captured = lines.filter((l) => l.entry === 'captured');
  const owed = lines.filter((l) => l.entry === 'refund_owed');
  const refunds: LedgerRefund[] = owed.map((row) => {
    const after = byRefund.get(row.id) ?? [];
    const settled = after.find((l) => l.entry === 'refund_settled');
    const last = after.filter((l) => l.entry !== 'refund_settled').at(-1);
    const asked = [...after].reverse().find((l) => l.providerRefundId);
    const payment = captured.find((c) => c.paymentId === row.paymentId);
    const sameRefunds = owed.filter((o) => o.paymentId === row.paymentId);
    return {
      id: row.id,
      paymentId: row.paymentId!,
      amountPaise: row.amountPaise,
      cgstPaise: row.cgstPaise,
      sgstPaise: row.sgstPaise,
      reason: row.reason ?? '',
      cause: row.cause,
      guestNote: last?.entry === 'refund_failed' ? last.guestNote : row.guestNote,
      state: settled ? 'refunded' : last?.entry === 'refund_failed' ? 'by_hand' : 'pending',
      providerRefundId: settled?.providerRefundId ?? asked?.providerRefundId ?? null,
      asked: after.length > 0,
      owedAt: row.createdAt,
      settledAt: settled?.createdAt ?? null,
      whole: row.cause !== 'change' && sameRefunds.length === 1 && payment?.amountPaise === row.amountPaise,
      givenAtDesk: !!settled?.deskMethod,
    };
  });
  // A booking cancelled gives every payment up, even one whose every part went back to changes before.
  const cancelled = refunds.some((r) => r.cause === 'cancelled');
  const payments: LedgerPayment[] = captured.map((c) => {
    const own = refunds.filter((r) => r.paymentId === c.paymentId);
    return {
      paymentId: c.paymentId!,
      capturedPaise: c.amountPaise,
      owedBackPaise: sum(own),
      refundedPaise: sum(own.filter((r) => r.state === 'refunded')),
      givenUp: cancelled || own.some((r) => r.cause !== 'change'),
      capturedAt: c.createdAt,
    };
  });
  const paidPaise = sum(captured);
  const refundedPaise = sum(refunds.filter((r) => r.state === 'refunded'));
  const owedPaise = sum(refunds);
  const refundPendingPaise = owedPaise - refundedPaise;
  const coinLines = (entry: LedgerEntryKind) => lines.filter((l) => l.entry === entry);
  const coins = (entry: LedgerEntryKind) => coinLines(entry).reduce((n, l) => n + l.coins, 0);
  return {
    paidPaise,
    refundedPaise,
    refundPendingPaise,
    keptPaise: paidPaise - owedPaise,
    coinsSpent: coins('coins_spent'),
    coinsSpentPaise: sum(coinLines('coins_spent')),
    coinsReturned: coins('coins_returned'),
    coinsReturnedPaise: sum(coinLines('coins_returned')),
    payments,
    refunds,
    standing: moneyStanding({ amountPaise: paidPaise, refundedPaise, refundPendingPaise }),
  };
}

/**
 * A payment's state as the API names it: an order (created, failed) until the provider took it; then `paid` while
 * it pays for the booking (changes may give parts of it back), `refund_pending` once all of it is owed back for good
 * (a cancellation, a capture that confirmed nothing), `refunded` once all of that is returned.
 */
export function paymentStanding(
  orderStatus: 'created' | 'paid' | 'failed',
  money: LedgerPayment | undefined,
): 'created' | 'paid' | 'failed' | 'refund_pending' | 'refunded' {
  if (!money) return orderStatus;
  if (!money.givenUp || money.owedBackPaise < money.capturedPaise) return 'paid';
  return money.refundedPaise >= money.capturedPaise ? 'refunded' : 'refund_pending';
}

/** "₹2,360 (₹360 of it GST)": an amount given back and the GST in it. */
export const refundAmountText = (amountPaise: number, gstPaise: number) =>
  `${formatInr(amountPaise)}${gstPaise > 0 ? ` (${formatInr(gstPaise)} of it GST)` : ''}`;

const refundGst = (refund: Pick<LedgerRefund, 'cgstPaise' | 'sgstPaise'>) =>
  refund.cgstPaise + refund.sgstPaise;

/** Whose money, in the guest's words: "Your payment of ₹29,500 (…)", or "₹2,360 (…) of your payment". */
const whoseText = (refund: LedgerRefund) =>
  refund.whole
    ? `Your payment of ${refundAmountText(refund.amountPaise, refundGst(refund))}`
    : `${refundAmountText(refund.amountPaise, refundGst(refund))} of your payment`;

/** The guest's words for a refund the provider did not take (or returned as failed): the front desk acts. */
export const byHandText = (refund: LedgerRefund) =>
  `${whoseText(refund)} will be refunded${refund.whole ? ' in full' : ''}; our front desk is arranging it and will write to you.`;

/**
 * The guest's words for money paid at the front desk and owed back (decision 151): the desk gives it back as it took
 * it, never the online provider, which never held it.
 */
export const atDeskText = (amountPaise: number, gstPaise: number) =>
  `${refundAmountText(amountPaise, gstPaise)} paid at our front desk will be given back by the desk, in cash, by card or by UPI; ask at the desk, or we will write to you.`;

/** What the guest reads of one refund: on its way, returned, or arranged by the front desk. */
export function refundMessage(refund: LedgerRefund): string {
  if (refund.state === 'refunded' && refund.givenAtDesk)
    return `${whoseText(refund)} has been given back to you at our front desk.`;
  if (refund.state === 'refunded')
    return `${whoseText(refund)} has been refunded to the card or account you paid with.`;
  if (refund.guestNote) return refund.guestNote;
  if (refund.state === 'by_hand') return byHandText(refund);
  return `${whoseText(refund)} is being refunded to the card or account you paid with; it reaches you within ${REFUND_ARRIVES_WITHIN}.`;
}

/** What the guest reads of a refund (the API's Refund). */
export interface RefundReading {
  status: 'refund_pending' | 'refunded';
  amountPaise: number;
  gstPaise: number;
  message: string;
}

/** One refund as the guest reads it. */
export const refundReading = (refund: LedgerRefund): RefundReading => ({
  status: refund.state === 'refunded' ? 'refunded' : 'refund_pending',
  amountPaise: refund.amountPaise,
  gstPaise: refundGst(refund),
  message: refundMessage(refund),
});

/**
 * What the guest reads of several refunds of one booking as one: the sum and its GST, refunded once all are; the
 * one refund as it is when there is one; null when nothing is given back.
 */
export function refundsTogether(readings: RefundReading[]): RefundReading | null {
  if (readings.length <= 1) return readings[0] ?? null;
  const amountPaise = readings.reduce((n, r) => n + r.amountPaise, 0);
  const gstPaise = readings.reduce((n, r) => n + r.gstPaise, 0);
  const done = readings.every((r) => r.status === 'refunded');
  return {
    status: done ? 'refunded' : 'refund_pending',
    amountPaise,
    gstPaise,
    message: done
      ? `${refundAmountText(amountPaise, gstPaise)} of your payments has been refunded to the card or account you paid with.`
      : readings.map((r) => r.message).join(' '),
  };
}

/** What the guest reads of everything a booking's ledger gives back, or null when nothing is. */
export const refundView = (money: Reckoning): RefundReading | null =>
  refundsTogether(money.refunds.map(refundReading));
