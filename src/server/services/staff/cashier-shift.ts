// A cashier's shift (decision 148, issue 44): the money one member of the desk (or everyone) took and gave back at
// the desk between two instants, by method, with the drawer's net: what a cashier counts and hands over at the end
// of a shift. Read from the desk's payments (provider `desk`, decision 145) and the refunds settled at the desk.
import { and, eq, gte, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { DESK_METHODS, type DeskMethod } from '~/lib/folio';
import type { DbOrTx } from '../../db/client';
import { ledgerEntries, payments, users } from '../../db/schema';
import { findBooking } from '../bookings/registry';

/** One movement at the desk. */
export interface ShiftLine {
  at: Date;
  kind: 'payment' | 'refund';
  method: DeskMethod;
  amountPaise: number;
  reference: string | null;
  bookingId: string;
  bookingCode: string;
  staffName: string | null;
}

/** A method's money in, out and net over the shift. */
export interface MethodTotal {
  method: DeskMethod;
  count: number;
  inPaise: number;
  outPaise: number;
  netPaise: number;
}

export interface CashierShift {
  from: Date;
  to: Date;
  lines: ShiftLine[];
  byMethod: MethodTotal[];
  inPaise: number;
  outPaise: number;
  netPaise: number;
}

/** The desk's movements in [from, to), of one staff member (or all when `staffId` is null), oldest first. */
export async function cashierShift(
  db: DbOrTx,
  window: { from: Date; to: Date; staffId: string | null },
): Promise<CashierShift> {
  const owed = alias(ledgerEntries, 'owed');
  const [taken, given] = await Promise.all([
    db
      .select({
        at: payments.createdAt,
        method: payments.method,
        amountPaise: payments.amountPaise,
        reference: payments.reference,
        bookingId: payments.bookingId,
        staffName: users.name,
      })
      .from(payments)
      .leftJoin(users, eq(users.id, payments.takenBy))
      .where(
        and(
          eq(payments.provider, 'desk'),
          eq(payments.status, 'paid'),
          gte(payments.createdAt, window.from),
          lt(payments.createdAt, window.to),
          window.staffId ? eq(payments.takenBy, window.staffId) : undefined,
        ),
      ),
    db
      .select({
        at: ledgerEntries.createdAt,
        method: ledgerEntries.deskMethod,
        amountPaise: owed.amountPaise,
        reference: ledgerEntries.deskReference,
        bookingId: ledgerEntries.bookingId,
        staffName: users.name,
      })
      .from(ledgerEntries)
      .innerJoin(owed, eq(owed.id, ledgerEntries.refundId))
      .leftJoin(users, eq(users.id, ledgerEntries.staffId))
      .where(
        and(
          eq(ledgerEntries.entry, 'refund_settled'),
          isNotNull(ledgerEntries.deskMethod),
          gte(ledgerEntries.createdAt, window.from),
          lt(ledgerEntries.createdAt, window.to),
          window.staffId ? eq(ledgerEntries.staffId, window.staffId) : undefined,
        ),
      ),
  ]);
  const codes = new Map<string, string>();
  for (const id of new Set([...taken, ...given].map((l) => l.bookingId)))
    codes.set(id, (await findBooking(db, id))?.code ?? '');
  const lines: ShiftLine[] = [
    ...taken.map((l) => ({ ...l, kind: 'payment' as const })),
    ...given.map((l) => ({ ...l, kind: 'refund' as const })),
  ]
    .map((l) => ({ ...l, method: l.method as DeskMethod, bookingCode: codes.get(l.bookingId) ?? '' }))
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  const byMethod = DESK_METHODS.map((method) => {
    const of = lines.filter((l) => l.method === method);
    const sum = (kind: ShiftLine['kind']) =>
      of.filter((l) => l.kind === kind).reduce((s, l) => s + l.amountPaise, 0);
    const inPaise = sum('payment');
    const outPaise = sum('refund');
    return { method, count: of.length, inPaise, outPaise, netPaise: inPaise - outPaise };
  });
  const inPaise = byMethod.reduce((s, m) => s + m.inPaise, 0);
  const outPaise = byMethod.reduce((s, m) => s + m.outPaise, 0);
  return { ...window, lines, byMethod, inPaise, outPaise, netPaise: inPaise - outPaise };
}
