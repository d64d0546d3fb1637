// The console's bookings (issue 33 "Bookings"): one search across the kinds by reference, phone, name or date, and
// a booking's page with its history: made, every payment and refund, every message, every tax document and every
// staff action, in time order.
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookingKindName } from '~/lib/bookings';
import { type IsoDate, isIsoDate } from '~/lib/dates';
import { BOOKING_KIND_LABELS } from '~/lib/kind-labels';
import { type LedgerLine, type Reckoning, reckon, refundAmountText } from '~/lib/ledger';
import { formatInr } from '~/lib/money';
import { documentPurpose } from '~/lib/tax-documents';
import type { DbOrTx } from '../../db/client';
import {
  hallBookings,
  halls,
  notifications,
  payments,
  roomBookings,
  rooms,
  tableBookings,
  taxDocuments,
  users,
} from '../../db/schema';
import { AppError } from '../../errors';
import { auditTrailOf } from '../audit';
import { statusAt } from '../bookings/ref';
import { findBooking, kindNamed } from '../bookings/registry';
import { ledgerRows } from '../ledger/entries';
import { verifiedEmail } from '../verified-email';

/** A booking in the console's search results. */
export interface FoundBooking {
  kind: BookingKindName;
  /** What the kind is called in a list: "Stay", "Table", "Event". */
  kindLabel: string;
  id: string;
  code: string;
  guestName: string;
  phone: string;
  what: string;
  startsOn: string;
  status: string;
  totalPaise: number;
}

const RESULTS = 50;

/** What a search looks for: a reference (PAL-…, TBL-…, EVT-…), a phone's digits, a name, or a date. */
export function searchTerms(query: string): { text: string; digits: string | null; date: IsoDate | null } {
  const text = query.trim();
  const digits = text.replace(/\D/g, '');
  return {
    text,
    // Seven digits or more is a phone number (the last ten of an Indian mobile match with or without +91).
    digits: digits.length >= 7 && /^[+\d\s()-]+$/.test(text) ? digits.slice(-10) : null,
    date: isIsoDate(text) ? (text as IsoDate) : null,
  };
}

/**
 * Bookings of every kind matching the query (newest first, at most 50), each status as it stands at `now`: a hold
 * that lapsed reads as expired whether or not the background job has reached it (nothing is swept to read).
 */
export async function searchBookings(db: DbOrTx, query: string, now: Date): Promise<FoundBooking[]> {
  const { text, digits, date } = searchTerms(query);
  if (text.length < 2) return [];
  const like = `%${text.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const who = (name: SQL | AnyPgColumn) =>
    or(ilike(sql`${name}`, like), digits ? ilike(users.phone, `%${digits}`) : undefined);
  const stays = await db
    .select({ b: roomBookings, room: rooms.name, user: users })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(users, eq(users.id, roomBookings.userId))
    .where(
      or(
        ilike(roomBookings.bookingCode, like),
        who(sql`coalesce(${roomBookings.guestName}, ${users.name})`),
        date ? and(lte(roomBookings.checkIn, date), gte(roomBookings.checkOut, date)) : undefined,
      ),
    )
    .orderBy(desc(roomBookings.createdAt))
    .limit(RESULTS);
  const tables = await db
    .select({ b: tableBookings, user: users })
    .from(tableBookings)
    .innerJoin(users, eq(users.id, tableBookings.userId))
    .where(
      or(
        ilike(tableBookings.bookingCode, like),
        who(tableBookings.name),
        digits ? ilike(tableBookings.phone, `%${digits}`) : undefined,
        date ? eq(tableBookings.date, date) : undefined,
      ),
    )
    .orderBy(desc(tableBookings.createdAt))
    .limit(RESULTS);
  const events = await db
    .select({ b: hallBookings, hall: halls.name, user: users })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .innerJoin(users, eq(users.id, hallBookings.userId))
    .where(
      or(
        ilike(hallBookings.bookingCode, like),
        who(hallBookings.customerName),
        date ? and(lte(hallBookings.date, date), gte(hallBookings.endDate, date)) : undefined,
      ),
    )
    .orderBy(desc(hallBookings.createdAt))
    .limit(RESULTS);
  const found: (Omit<FoundBooking, 'kindLabel'> & { at: Date })[] = [
    ...stays.map(({ b, room, user }) => ({
      kind: 'room' as const,
      id: b.id,
      code: b.bookingCode,
      guestName: b.guestName || user.name,
      phone: user.phone,
      what: `${room}, ${b.nights} ${b.nights === 1 ? 'night' : 'nights'}`,
      startsOn: b.checkIn,
      status: statusAt(b, now),
      totalPaise: b.totalPaise,
      at: b.createdAt,
    })),
    ...tables.map(({ b, user }) => ({
      kind: 'table' as const,
      id: b.id,
      code: b.bookingCode,
      guestName: b.name,
      phone: b.phone || user.phone,
      what: `Table for ${b.partySize} at ${b.time}`,
      startsOn: b.date,
      status: statusAt(b, now),
      totalPaise: b.totalPaise,
      at: b.createdAt,
    })),
    ...events.map(({ b, hall, user }) => ({
      kind: 'hall' as const,
      id: b.id,
      code: b.bookingCode,
      guestName: b.customerName,
      phone: user.phone,
      what: `${hall}, ${b.eventType}`,
      startsOn: b.date,
      status: statusAt(b, now),
      totalPaise: b.totalPaise,
      at: b.createdAt,
    })),
  ];
  return found
    .sort((a, b) => b.at.getTime() - a.at.getTime())
    .slice(0, RESULTS)
    .map(({ at: _, ...booking }) => ({ ...booking, kindLabel: BOOKING_KIND_LABELS[booking.kind] }));
}

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
  };
  refund: {
    status: string;
    amountPaise: number;
    at: string | null;
    inPart: boolean;
    paidPaise: number;
  } | null;
  history: HistoryLine[];
}

/** A ledger row as the booking's history tells it (decision 113): what moved, how much, and why. */
function ledgerLine(
  row: LedgerLine,
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
        what: `Refunded${inPart(refund)}`,
        detail: `${refund ? amount(refund) : ''}, refund ${row.providerRefundId ?? '—'}`,
        by: null,
      };
    case 'refund_failed':
      return { what: 'Refund not made by the provider', detail: row.guestNote ?? '', by: null };
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
  const methodOf = new Map(orders.map((p) => [p.id, p.method ?? p.provider]));
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
  const booked: HistoryLine = {
    at: made!.at.toISOString(),
    what: 'Booked',
    detail: booking.description,
    by: guest?.name ?? null,
  };
  const events: HistoryLine[] = [
    ...orders.flatMap((p) => {
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
      what: `Staff: ${a.action}`,
      detail: [
        ...a.changes.map((c) => `${c.field} ${c.before ?? '—'} → ${c.after ?? '—'}`),
        a.reason ? `reason: ${a.reason}` : '',
      ]
        .filter(Boolean)
        .join('; '),
      by: a.actorName,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  // Being booked comes first whatever the clocks say (a row's own time is the database's).
  const history = [booked, ...events];
  const refund = refundOf(money);
  return {
    booking: {
      kind: booking.kind,
      id: booking.id,
      code: booking.code,
      status: statusAt(booking, now),
      description: booking.description,
      startsOn: booking.startsOn,
      totalPaise: booking.totalPaise,
      guest: { id: guest!.id, name: guest!.name, phone: guest!.phone, email: verifiedEmail(guest!) },
    },
    refund,
    history,
  };
}

/** What is given back of a booking, from its ledger: refunded once every refund is, in part while less than was paid. */
function refundOf(money: Reckoning): BookingRecord['refund'] {
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
  };
}
