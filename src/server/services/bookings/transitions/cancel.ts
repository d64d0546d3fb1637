// CANCELLED: the guest within the kind's policy, or staff for the guest (decision 090).
import { and, inArray } from 'drizzle-orm';
import { LIVE_STATUSES } from '~/lib/bookings';
import { refundTax } from '~/lib/gst';
import type { DbOrTx } from '../../../db/client';
import { AppError } from '../../../errors';
import type { StaffActor } from '../../audit';
import { releaseCouponUses } from '../../discounts';
import { issueRefundDocument } from '../../documents/advances';
import { oweAllBack, type RefundsOwed } from '../../ledger/entries';
import type { NoticeSchedule } from '../../notices/schedule';
import { type CoinsApplied, returnCoins } from '../coins';
import type { BookingRef, Clock } from '../kind';
import { kindNamed, lockBooking } from '../registry';
import { reverseBookingReward } from '../rewards';
import { audit, settlementOf, tell } from './shared';

/**
 * Who cancels: the guest within the kind's policy, or a staff member (audited) for the guest, by the same policy or,
 * with `override`, whatever the window.
 */
export type Canceller = 'guest' | (StaffActor & { override: boolean });

/** What a cancellation did: the rows cancelled, the coins given back, the money now owed back, the reward taken back. */
export interface Cancelled {
  ids: string[];
  coinsReturned: CoinsApplied | null;
  /** What is left of every payment the provider took, owed back (ledger rows); the provider is asked after commit. */
  refundsOwed: RefundsOwed;
  coinsReversed: number;
}

/**
 * CANCELLED: the guest (within the kind's policy) or staff (whatever the window) cancel a live booking. Every row
 * booked together is cancelled, once: of two cancellations at once the second finds nothing live and is refused
 * as already cancelled. The coupon use is given back, every captured payment becomes owed back, less what was
 * refunded of it in part before (the caller asks the provider after the transaction), with the refund voucher or
 * credit note for all of it, what is left of the reward is
 * taken back, and the guest and the hotel are told (the reminders withdrawn).
 */
export async function cancelled(
  tx: DbOrTx,
  booking: BookingRef,
  by: Canceller,
  clock: Clock,
  schedule: NoticeSchedule,
): Promise<Cancelled> {
  const kind = kindNamed(booking.kind);
  const refusal = by === 'guest' || !by.override ? kind.cancellationRefusal(booking, clock) : null;
  if (refusal) throw new AppError('BOOKING_NOT_CANCELLABLE', refusal);
  const { table } = kind;
  // The one lock order: the guest's holds and the booking's rows, then (owing money back) its payments, then coins.
  await lockBooking(tx, booking);
  const rows = await tx
    .update(table)
    .set({ status: 'cancelled', updatedAt: clock.now })
    .where(and(inArray(table.id, booking.rowIds), inArray(table.status, [...LIVE_STATUSES])))
    .returning({ id: table.id });
  if (rows.length === 0) {
    const now = await kind.find(tx, booking.id);
    throw new AppError(
      'BOOKING_NOT_CANCELLABLE',
      now?.status === 'cancelled'
        ? 'This booking is already cancelled.'
        : `A ${now?.status} booking cannot be cancelled.`,
    );
  }
  const ids = rows.map((r) => r.id);
  await releaseCouponUses(tx, kind.name, ids);
  if (by !== 'guest') {
    await audit(
      tx,
      by,
      by.override ? 'booking.cancel_override' : 'booking.cancel',
      booking,
      { status: booking.status },
      { status: 'cancelled' },
      clock.now,
    );
  }
  // Coins the booking was paid with go back before any money (decision 105).
  const coinsReturned = await returnCoins(tx, booking);
  const refundsOwed = await oweAllBack(tx, booking, clock.now);
  if (refundsOwed.amountPaise > 0 || coinsReturned) {
    // Value going back: a refund voucher against the receipt voucher, or a credit note against the invoice. Coins
    // were a means of payment, so the document covers their worth too, with its share of the GST.
    const amountPaise = refundsOwed.amountPaise + (coinsReturned?.coinsPaise ?? 0);
    const tax = refundTax(amountPaise, booking);
    await issueRefundDocument(
      tx,
      booking,
      {
        amountPaise,
        cgstPaise: coinsReturned ? tax.cgstPaise : refundsOwed.cgstPaise,
        sgstPaise: coinsReturned ? tax.sgstPaise : refundsOwed.sgstPaise,
      },
      { now: clock.now, timeZone: clock.timeZone },
      settlementOf(amountPaise, coinsReturned),
    );
  }
  await tell(tx, 'booking_cancelled', booking, { now: clock.now, schedule });
  return { ids, coinsReturned, refundsOwed, coinsReversed: await reverseBookingReward(tx, booking) };
}
