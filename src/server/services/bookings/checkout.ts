import { and, desc, eq, isNull, or } from 'drizzle-orm';
import type { BillingDetails, BookingBilling } from '~/contracts/billing';
import type { CheckoutSummary } from '~/contracts/checkout';
import type { CoinTerms } from '~/lib/coins';
import type { Db, DbOrTx } from '../../db/client';
import { payments, users } from '../../db/schema';
import { AppError } from '../../errors';
import { billingEditable, billingFor, saveBookingBilling } from '../documents/billing';
import { documentAnchor } from '../documents/issue';
import { bookingRefund, paymentAsItStands } from '../ledger/reckoning';
import { verifiedEmailColumn } from '../verified-email';
import { guestArrival } from './arrivals';
import { type Booked, checkoutDisplay } from './checkout-facts';
import { coinsOffer } from './coins';
import type { BookingRef, Clock } from './kind';
import { findOwnBooking, kindNamed } from './registry';
import { rewardCoinsOf } from './rewards';
import { changeRefusal } from './transitions';

/** Everything a booking details page shows, for the caller's own booking of any kind. */
export async function checkoutSummary(
  db: DbOrTx,
  input: { bookingId: string; userId: string; clock: Clock; coinTerms: CoinTerms },
): Promise<CheckoutSummary> {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  const kind = kindNamed(booking.kind);
  const [[latest], [guest], bill, detail, billing, coins, refund] = await Promise.all([
    db
      .select()
      .from(payments)
      // An order for a change's difference counts once it was paid: an unpaid or given-up one is not the booking's.
      .where(
        and(eq(payments.bookingId, booking.id), or(isNull(payments.changeBody), eq(payments.status, 'paid'))),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1),
    db
      // The payment dialog is prefilled with it: an unproven address goes nowhere (decision 115).
      .select({ name: users.name, email: verifiedEmailColumn, phone: users.phone })
      .from(users)
      .where(eq(users.id, booking.userId)),
    kind.bill(db, booking),
    kind.detail(db, booking, input.clock),
    bookingBillingOf(db, booking),
    coinsOffer(db, booking, input.coinTerms),
    bookingRefund(db, booking),
  ]);
  const standing = latest ? await paymentAsItStands(db, latest) : null;
  // The kind's details under the kind's name, as in the summary itself.
  const booked = { kind: booking.kind, [booking.kind]: detail } as Booked;
  const refusal = kind.cancellationRefusal(booking, input.clock);
  const changeRefused = changeRefusal(booking, input.clock);
  const rewardCoins = rewardCoinsOf(kind);
  return {
    id: booking.id,
    kind: booking.kind,
    bookingCode: booking.code,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    holdMinutes: kind.holdMinutes,
    rewardCoins,
    totalPaise: booking.totalPaise,
    description: booking.description,
    bill,
    cancellation: { allowed: refusal === null, policy: kind.cancellationPolicy },
    change: { allowed: changeRefused === null, refusal: changeRefused },
    guest: guest ?? null,
    billing,
    coins,
    display: checkoutDisplay(booked, {
      status: booking.status,
      holdExpiresAt: booking.holdExpiresAt,
      holdMinutes: kind.holdMinutes,
      timeZone: input.clock.timeZone,
      rewardCoins,
      coinsSpent: coins.spent,
      changeRefusal: changeRefused,
      refund: latest && standing ? (refund?.message ?? null) : null,
      cancellation: refusal === null ? kind.cancellationPolicy : null,
      paid: standing?.status === 'paid',
      arrival: await guestArrival(db, booking),
    }),
    payment:
      latest && standing
        ? {
            status: standing.status,
            orderId: latest.providerOrderId,
            failureReason: standing.note,
            refund,
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

/** The billing details a booking's documents are made out to, and whether they can still change. */
async function bookingBillingOf(db: DbOrTx, booking: BookingRef): Promise<BookingBilling> {
  const billed = { kind: booking.kind, anchorId: documentAnchor(booking), userId: booking.userId };
  const [details, editable] = await Promise.all([
    billingFor(db, billed),
    billingEditable(db, billed.anchorId),
  ]);
  return { ...details, editable };
}

/**
 * Saves the billing details (GSTIN, name, address) of the guest's own booking, and on their profile for next
 * time; refused once its tax invoice is issued or the booking is cancelled.
 */
export async function saveBillingDetails(
  db: Db,
  input: { bookingId: string; userId: string; details: BillingDetails; now: Date },
): Promise<BookingBilling> {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This booking was cancelled.');
  const billed = { kind: booking.kind, anchorId: documentAnchor(booking), userId: booking.userId };
  const [guest] = await db.select({ name: users.name }).from(users).where(eq(users.id, booking.userId));
  const name = input.details.name || guest?.name || 'Guest';
  const saved = await db.transaction((tx) =>
    saveBookingBilling(tx, billed, { ...input.details, name }, input.now),
  );
  return { ...saved, editable: true };
}
