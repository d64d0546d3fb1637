import { and, desc, eq, inArray } from 'drizzle-orm';
import type { HallBooking } from '../../../../contracts/halls';
import { toRupees } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { hallBookings, payments } from '../../../db/schema';
import type { Clock } from '../kind';
import { hallBookingViews } from './summary';

/** One entry of the spec's orders listing (§3 "Orders listing entry") for a hall booking. */
export interface HallOrder {
  hallBooking: HallBooking;
  payment: {
    amount: number;
    amountPaise: number;
    transaction_id: string;
    created_at: string;
    payment_method: string | null;
  } | null;
}

/**
 * This guest's hall bookings as orders-listing entries, newest first, each with its captured payment or null.
 * Integration point for the orders listing (issue 13): lapsed requests are left out, declined ones kept.
 */
export async function listOrders(db: DbOrTx, userId: string, clock: Clock): Promise<HallOrder[]> {
  const rows = await db
    .select({ id: hallBookings.id })
    .from(hallBookings)
    .where(
      and(
        eq(hallBookings.userId, userId),
        inArray(hallBookings.status, ['pending', 'confirmed', 'completed', 'cancelled']),
      ),
    )
    .orderBy(desc(hallBookings.createdAt));
  const views = await hallBookingViews(
    db,
    rows.map((r) => r.id),
    clock,
  );
  if (views.length === 0) return [];
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingKind, 'hall'),
        inArray(
          payments.bookingId,
          views.map((v) => v.id),
        ),
        inArray(payments.status, ['paid', 'refund_pending', 'refunded']),
      ),
    );
  return views.map((hallBooking) => {
    const payment = paid.find((p) => p.bookingId === hallBooking.id);
    return {
      hallBooking,
      payment: payment
        ? {
            amount: toRupees(payment.amountPaise),
            amountPaise: payment.amountPaise,
            transaction_id: payment.providerPaymentId ?? payment.providerOrderId,
            created_at: payment.updatedAt.toISOString(),
            payment_method: payment.method,
          }
        : null,
    };
  });
}
