import { desc, eq } from 'drizzle-orm';
import type { CheckoutSummary } from '~/contracts/checkout';
import { isRefundStatus } from '~/lib/payments';
import type { DbOrTx } from '../../db/client';
import { payments, users } from '../../db/schema';
import { AppError } from '../../errors';
import { refundView } from '../payments/refunds';
import type { Clock } from './kind';
import { findOwnBooking, kindNamed } from './registry';
import { rewardCoinsOf } from './rewards';

/** Everything a booking details page shows, for the caller's own booking of any kind. */
export async function checkoutSummary(
  db: DbOrTx,
  input: { bookingId: string; userId: string; clock: Clock },
): Promise<CheckoutSummary> {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  const kind = kindNamed(booking.kind);
  const [[latest], [guest], bill, detail] = await Promise.all([
    db
      .select()
      .from(payments)
      .where(eq(payments.bookingId, booking.id))
      .orderBy(desc(payments.createdAt))
      .limit(1),
    db
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, booking.userId)),
    kind.bill(db, booking),
    kind.detail(db, booking, input.clock),
  ]);
  const refusal = kind.cancellationRefusal(booking, input.clock);
  return {
    id: booking.id,
    kind: booking.kind,
    bookingCode: booking.code,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    holdMinutes: kind.holdMinutes,
    rewardCoins: rewardCoinsOf(kind),
    totalPaise: booking.totalPaise,
    description: booking.description,
    bill,
    cancellation: { allowed: refusal === null, policy: kind.cancellationPolicy },
    guest: guest ?? null,
    payment: latest
      ? {
          status: latest.status,
          orderId: latest.providerOrderId,
          failureReason: latest.failureReason,
          refund: isRefundStatus(latest.status) ? refundView(latest) : null,
        }
      : null,
    [booking.kind]: detail,
  } as CheckoutSummary;
}

/** Saves the guest's special requests on their own booking (every row booked together). */
export async function saveSpecialRequests(
  db: DbOrTx,
  input: { bookingId: string; userId: string; text: string; now: Date },
) {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This booking was cancelled.');
  await kindNamed(booking.kind).saveSpecialRequests(db, booking, input.text, input.now);
  return { specialRequests: input.text };
}
