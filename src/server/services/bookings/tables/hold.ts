import { newBookingCode } from '../../../../lib/booking-code';
import type { DbOrTx } from '../../../db/client';
import { diningDays, tableBookings } from '../../../db/schema';
import { redeemCoupon } from '../../discounts';
import { holdExpiry } from '../hold-time';
import type { Clock } from '../kind';
import { planTable } from './plan';
import type { TableRequest } from './request';

/** How long a new table booking is held while the guest pays. */
export const TABLE_HOLD_MINUTES = 15;

/**
 * Books the smallest free table (or joined pair) for the first asked time that has one, held `pending` for
 * 15 minutes, within the caller's transaction. Two guests who pick the same table at once are parted by the
 * no-overlap constraint: the loser's transaction fails whole and placeBooking plans it again.
 */
export async function holdTable(tx: DbOrTx, request: TableRequest & { userId: string }, clock: Clock) {
  const { slot, dish, coupon, price } = await planTable(tx, request, clock);
  await tx.insert(diningDays).values({ date: request.date }).onConflictDoNothing();
  const [row] = await tx
    .insert(tableBookings)
    .values({
      bookingCode: newBookingCode('DIN'),
      userId: request.userId,
      menuItemId: dish?.id ?? null,
      date: request.date,
      time: slot.time,
      firstTable: slot.seating.firstTable,
      tableCount: slot.seating.tableCount,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      partySize: request.partySize,
      name: request.name,
      phone: request.phone,
      email: request.email,
      note: request.note,
      subtotalPaise: price.subtotalPaise,
      discountPaise: price.discountPaise,
      totalPaise: price.totalPaise,
      couponCode: coupon && price.discountPaise > 0 ? coupon.code : null,
      status: 'pending',
      holdExpiresAt: holdExpiry(TABLE_HOLD_MINUTES, clock.now),
    })
    .returning({ id: tableBookings.id });
  if (coupon && price.discountPaise > 0) {
    await redeemCoupon(tx, {
      couponId: coupon.id,
      perUserLimit: coupon.perUserLimit,
      userId: request.userId,
      bookingKind: 'table',
      bookingId: row!.id,
      discountPaise: price.discountPaise,
    });
  }
  return row!.id;
}
