import type { TaxDocumentSettlement } from '~/lib/tax-documents';
import type { DbOrTx } from '../../../db/client';
import { recordStaffAction, type StaffActor } from '../../audit';
import { CONFIRMING_EVENTS, queueBookingNotices } from '../../notices/queue';
import type { NoticeEvent, NoticeSchedule } from '../../notices/schedule';
import type { CoinsApplied } from '../coins';
import type { BookingRef } from '../kind';
import { startsOf } from '../registry';

/** When a transition happens, and when the reminders it queues are due. */
export interface Moment {
  now: Date;
  schedule: NoticeSchedule;
}

/** Queues the messages an event owes the booking's guest and the hotel, with the reminder a confirmation sets. */
export async function tell(tx: DbOrTx, event: NoticeEvent, booking: BookingRef, at: Moment): Promise<void> {
  const confirms = CONFIRMING_EVENTS.includes(event);
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
