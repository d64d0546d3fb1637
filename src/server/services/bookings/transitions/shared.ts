import { inArray } from 'drizzle-orm';
import type { TaxDocumentSettlement } from '~/lib/tax-documents';
import type { DbOrTx } from '../../../db/client';
import { lockWithinTransaction } from '../../../db/locks';
import { recordStaffAction, type StaffActor } from '../../audit';
import { queueBookingNotices } from '../../notices/queue';
import type { NoticeEvent, NoticeSchedule } from '../../notices/schedule';
import type { CoinsApplied } from '../coins';
import type { BookingRef } from '../kind';
import { kindNamed, startsOf } from '../registry';

/** When a transition happens, and when the reminders it queues are due. */
export interface Moment {
  now: Date;
  schedule: NoticeSchedule;
}

/**
 * The first locks of every transaction that moves a booking or its money, in the one order (decision 113): the
 * guest's holds lock, then the booking's rows. Its payments come next (ledger `lockPaidPayments`, or the capture's
 * own order), the guest's wallet last. Taken in this order everywhere, no two such transactions deadlock.
 */
export async function lockBooking(tx: DbOrTx, booking: Pick<BookingRef, 'kind' | 'userId' | 'rowIds'>) {
  const { table } = kindNamed(booking.kind);
  await lockWithinTransaction(tx, 'guestHolds', booking.userId);
  await tx.select({ id: table.id }).from(table).where(inArray(table.id, booking.rowIds)).for('update');
}

/** The booking's locks taken (`lockBooking`), and the booking as it stands under them; undefined when it is gone. */
export async function lockedBooking(tx: DbOrTx, booking: BookingRef): Promise<BookingRef | undefined> {
  await lockBooking(tx, booking);
  return kindNamed(booking.kind).find(tx, booking.id);
}

/** Queues the messages an event owes the booking's guest and the hotel, with the reminder a confirmation sets. */
export async function tell(tx: DbOrTx, event: NoticeEvent, booking: BookingRef, at: Moment): Promise<void> {
  const confirms = event === 'booking_confirmed' || event === 'hall_confirmed';
  const starts = confirms ? await startsOf(tx, booking, at.schedule.timeZone) : null;
  await queueBookingNotices(tx, event, booking, { ...at, starts });
}

/** How a booking was paid, for its documents: coins (when any) and the rest through the provider. */
export const settlementOf = (
  total: number,
  coins: CoinsApplied | null | undefined,
): TaxDocumentSettlement | null =>
  coins && coins.coins > 0
    ? { coins: coins.coins, coinsPaise: coins.coinsPaise, moneyPaise: total - coins.coinsPaise }
    : null;

/** The audit row of a staff action on a booking: its status (and any other facts given) before and after. */
export function audit(
  tx: DbOrTx,
  by: StaffActor,
  action: string,
  booking: BookingRef,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  now: Date,
) {
  return recordStaffAction(
    tx,
    by,
    { action, target: { kind: booking.kind, id: booking.id }, before, after },
    now,
  );
}
