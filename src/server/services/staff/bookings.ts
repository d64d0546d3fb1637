// The console's booking page (issue 33 "Bookings"): a booking with its history: made, every payment and refund,
// every message, every tax document and every staff action, in time order; its guest, place and kind (decision 141).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { actionWords, changeWords } from '~/lib/audit-words';
import type { BookingKindName } from '~/lib/bookings';
import { DESK_METHOD_WORDS, type DeskMethod } from '~/lib/folio';
import { type Reckoning, reckon, refundAmountText } from '~/lib/ledger';
import { formatInr } from '~/lib/money';
import { documentPurpose } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import { notifications, payments, taxDocuments, users } from '../../db/schema';
import { AppError } from '../../errors';
import { auditTrailOf } from '../audit';
import { statusAt } from '../bookings/ref';
import { findBooking, kindNamed } from '../bookings/registry';
import { type LedgerRow, ledgerRows } from '../ledger/entries';
import { verifiedEmail } from '../verified-email';
import { type BookedAs, bookedAs } from './booked-as';

/** One line of a booking's history. */
export interface HistoryLine {
  at: string;
  what: string;
  detail: string;
  by: string | null;
}

/** A booking as its console page shows it: the facts, the refund's state, and the history. */
export interface BookingRecord {
  booking: {
    kind: BookingKindName;
    id: string;
    code: string;
    status: string;
    description: string;
    startsOn: string;
    totalPaise: number;
    guest: { id: string; name: string; phone: string; email: string | null };
    /** The staff member who booked it at the desk (a walk-in or a phone guest), or null when the guest booked. */
    bookedAtDeskBy: string | null;
  } & BookedAs;
  refund: {
    status: string;
    amountPaise: number;
    at: string | null;
    inPart: boolean;
    paidPaise: number;
    /** Given back (or owed) at the front desk: money the desk took (decision 151). */
    atDesk: boolean;
  } | null;
  history: HistoryLine[];
}

/** How a payment was made: the desk's method and reference, or the provider's method. */
const methodWords = (p: typeof payments.$inferSelect) =>
  p.provider === 'desk'
    ? [`at the desk by ${DESK_METHOD_WORDS[p.method as DeskMethod] ?? p.method}`, p.reference]
        .filter(Boolean)
        .join(', ')
    : (p.method ?? p.provider);

/** A ledger row as the booking's history tells it (decision 113): what moved, how much, and why. */
function ledgerLine(
  row: LedgerRow,
  money: Reckoning,
  methodOf: Map<string, string>,
): Omit<HistoryLine, 'at'> {
  const refund = row.refundId ? money.refunds.find((r) => r.id === row.refundId) : undefined;
  const inPart = (r: { whole: boolean } | undefined) => (r && !r.whole ? ' in part' : '');
  const amount = (r: { amountPaise: number; cgstPaise: number; sgstPaise: number }) =>
    refundAmountText(r.amountPaise, r.cgstPaise + r.sgstPaise);
  const coins = `${row.coins.toLocaleString('en-IN')} Supar Coins (${formatInr(row.amountPaise)})`;
  switch (row.entry) {
    case 'captured':
      return {
        what: 'Paid',
        detail: [formatInr(row.amountPaise), methodOf.get(row.paymentId!), row.reason]
          .filter(Boolean)
          .join(', '),
        by: null,
      };
    case 'coins_spent':
      return { what: 'Paid with Supar Coins', detail: coins, by: null };
    case 'coins_returned':
      return { what: 'Supar Coins returned', detail: `${coins}: ${row.reason ?? ''}`, by: null };
    case 'refund_owed': {
      const owed = money.refunds.find((r) => r.id === row.id);
      return {
        what: `Refund owed${inPart(owed)}`,
        detail: `${amount(row)}: ${row.reason}${row.guestNote ? `; ${row.guestNote}` : ''}`,
        by: null,
      };
    }
    case 'refund_requested':
      return {
        what: 'Refund asked of the provider',
        detail: `refund ${row.providerRefundId ?? '—'}`,
        by: null,
      };
    case 'refund_settled':
      return {
        what: `Refunded${inPart(refund)}${row.deskMethod ? ' at the desk' : ''}`,
        detail: row.deskMethod
          ? [refund ? amount(refund) : '', DESK_METHOD_WORDS[row.deskMethod], row.deskReference]
              .filter(Boolean)
              .join(', ')
          : `${refund ? amount(refund) : ''}, refund ${row.providerRefundId ?? '—'}`,
        by: null,
      };
    case 'refund_failed':
      return { what: 'Refund not made by the provider', detail: row.guestNote ?? '', by: null };
    case 'folio_charge':
      return {
        what: 'Charged to the room',
        detail: `${formatInr(row.amountPaise)}: ${row.reason}`,
        by: null,
      };
    case 'folio_void':
      return { what: 'Charge voided', detail: `${formatInr(row.amountPaise)}: ${row.reason}`, by: null };
  }
}

/** A booking's console page: its facts (its status as it stands at `now`) and everything that happened to it, oldest first. */
export async function bookingRecord(db: DbOrTx, id: string, now: Date): Promise<BookingRecord> {
  const booking = await findBooking(db, id);
  if (!booking) throw new AppError('NOT_FOUND', 'Booking not found.');
  const [guest] = await db.select().from(users).where(eq(users.id, booking.userId));
  const { table } = kindNamed(booking.kind);
  const [made] = await db.select({ at: table.createdAt }).from(table).where(eq(table.id, booking.id));
  const orders = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingKind, booking.kind), inArray(payments.bookingId, booking.rowIds)))
    .orderBy(asc(payments.createdAt));
  const rows = await ledgerRows(db, booking.kind, booking.rowIds);
  const money = reckon(rows);
  const methodOf = new Map(orders.map((p) => [p.id, methodWords(p)]));
  const messages = await db
    .select()
    .from(notifications)
    .where(eq(notifications.bookingId, booking.id))
    .orderBy(asc(notifications.createdAt));
  const documents = await db
    .select()
    .from(taxDocuments)
    .where(inArray(taxDocuments.bookingId, booking.rowIds))
    .orderBy(asc(taxDocuments.issuedAt));
  // The booking's own staff actions, and those on its messages (a failed one sent again).
  const audit = [
    ...(await auditTrailOf(db, booking.id)),
    ...(await Promise.all(messages.map((m) => auditTrailOf(db, m.id, 'notification')))).flat(),
  ];
  // A walk-in or a phone guest was booked by the desk (decision 147): its audit names who (decision 151).
  const deskBooked = audit.find((a) => a.action === 'desk.book');
  const bookedAtDeskBy = deskBooked ? (deskBooked.actorName ?? 'staff') : null;
  const booked: HistoryLine = {
    at: made!.at.toISOString(),
    what: bookedAtDeskBy ? 'Booked at the desk' : 'Booked',
    detail: booking.description,
    by: bookedAtDeskBy ?? guest?.name ?? null,
  };
  const events: HistoryLine[] = [
    // A desk payment is no order: its ledger row says it.
    ...orders
      .filter((p) => p.provider !== 'desk')
      .flatMap((p) => {
        const lines: HistoryLine[] = [
          {
            at: p.createdAt.toISOString(),
            what: 'Payment order opened',
            detail: `${formatInr(p.amountPaise)}, order ${p.providerOrderId}`,
            by: null,
          },
        ];
        if (p.status === 'failed') {
          const detail = p.failureReason ?? p.provider;
          lines.push({ at: p.updatedAt.toISOString(), what: 'Payment failed', detail, by: null });
        }
        return lines;
      }),
    // Every movement of the booking's money and coins, as its ledger has it.
    ...rows.map((row) => ({ at: row.createdAt.toISOString(), ...ledgerLine(row, money, methodOf) })),
    ...messages.map((m) => ({
      at: (m.sentAt ?? m.updatedAt).toISOString(),
      what: `Message ${m.status}`,
      detail: `${m.event.replace(/_/g, ' ')} by ${m.channel} to the ${m.audience}${m.lastError ? `: ${m.lastError}` : ''}`,
      by: null,
    })),
    ...documents.map((d) => ({
      at: d.issuedAt.toISOString(),
      what: 'Tax document issued',
      detail: [`${d.snapshot.title} ${d.number}, ${formatInr(d.totalPaise)}`, documentPurpose(d.snapshot)]
        .filter(Boolean)
        .join(': '),
      by: null,
    })),
    ...audit.map((a) => ({
      at: a.at,
      what: actionWords(a.action),
      detail: [changeWords(a.changes), a.reason ? `reason: ${a.reason}` : ''].filter(Boolean).join('; '),
      by: a.actorName,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  // Being booked comes first whatever the clocks say (a row's own time is the database's).
  const history = [booked, ...events];
  const deskPaid = new Set(orders.filter((p) => p.provider === 'desk').map((p) => p.id));
  const refund = refundOf(money, deskPaid);
  return {
    booking: {
      kind: booking.kind,
      id: booking.id,
      code: booking.code,
      status: statusAt(booking, now),
      description: booking.description,
      startsOn: booking.startsOn,
      totalPaise: booking.totalPaise,
      ...(await bookedAs(db, booking.kind, booking.rowIds)),
      guest: { id: guest!.id, name: guest!.name, phone: guest!.phone, email: verifiedEmail(guest!) },
      bookedAtDeskBy,
    },
    refund,
    history,
  };
}

/** What is given back of a booking, from its ledger: refunded once every refund is, in part while less than was paid. */
function refundOf(money: Reckoning, deskPaid: ReadonlySet<string>): BookingRecord['refund'] {
  if (money.refunds.length === 0) return null;
  const done = money.refunds.every((r) => r.state === 'refunded');
  const last = money.refunds
    .map((r) => r.settledAt?.toISOString() ?? '')
    .sort()
    .at(-1);
  const amountPaise = money.refundedPaise + money.refundPendingPaise;
  return {
    status: done ? 'refunded' : 'refund_pending',
    amountPaise,
    at: done && last ? last : null,
    inPart: amountPaise < money.paidPaise,
    paidPaise: money.paidPaise,
    atDesk: money.refunds.every((r) => deskPaid.has(r.paymentId)),
  };
}
