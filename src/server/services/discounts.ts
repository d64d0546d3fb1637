import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { CodeType } from '~/contracts/bookings';
import type { BookingKindName } from '~/contracts/common';
import type { PriceDiscount } from '~/contracts/pricing';
import { type BookedFacts, type CodeConditions, conditionRefusal } from '~/lib/code-conditions';
import { formatInr } from '~/lib/money';
import { type CouponScope, type CouponTerms, couponDiscount } from '~/lib/pricing';
import type { DbOrTx } from '../db/client';
import { couponRedemptions, coupons, discountCodes } from '../db/schema';
import { AppError } from '../errors';

const conditionsOf = (row: CodeConditions): CodeConditions => ({
  minRooms: row.minRooms,
  minNights: row.minNights,
  datesFrom: row.datesFrom,
  datesUntil: row.datesUntil,
});

/** Refuses a code whose conditions this booking does not meet, saying the condition and what was booked. */
function assertConditions(
  code: string,
  conditions: CodeConditions,
  facts: BookedFacts | undefined,
  errorCode: 'COUPON_INVALID' | 'DISCOUNT_CODE_INVALID',
): void {
  const refusal = facts ? conditionRefusal(code, conditions, facts) : null;
  if (refusal) throw new AppError(errorCode, refusal);
}

/**
 * A reservation-form code that holds now: its percent off and its conditions. Given the booking's facts, a code
 * whose conditions they do not meet (GROUP20 for one room) is refused with the condition.
 */
export async function validateDiscountCode(
  db: DbOrTx,
  input: { code: string; codeType?: CodeType; facts?: BookedFacts },
  now: Date,
): Promise<{ code: string; codeType: CodeType; discountPercent: number; conditions: CodeConditions }> {
  const code = input.code.trim().toUpperCase();
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  if (!row?.active || (input.codeType && row.codeType !== input.codeType)) {
    throw new AppError('DISCOUNT_CODE_INVALID', 'Invalid discount code');
  }
  if (row.validFrom > now)
    throw new AppError('DISCOUNT_CODE_INVALID', 'This discount code is not valid yet.');
  if (row.validUntil && row.validUntil < now) {
    throw new AppError('DISCOUNT_CODE_INVALID', 'This discount code has expired.');
  }
  assertConditions(row.code, row, input.facts, 'DISCOUNT_CODE_INVALID');
  return {
    code: row.code,
    codeType: row.codeType,
    discountPercent: row.discountPercent,
    conditions: conditionsOf(row),
  };
}

const scopeWords: Record<CouponScope, string> = {
  rooms: 'room bookings',
  dining: 'dining bookings',
  halls: 'hall bookings',
};

/** A coupon a guest may use now for what they book: its terms, its conditions, and its limit per guest. */
export interface UsableCoupon extends CouponTerms, CodeConditions {
  id: string;
  code: string;
  perUserLimit: number | null;
}

/**
 * The coupon row if this guest may use it now for this scope (its amount aside) and, given the booking's facts,
 * for this booking (its conditions); refuses with the reason.
 */
export async function findUsableCoupon(
  db: DbOrTx,
  input: { code: string; userId: string; scope: CouponScope; facts?: BookedFacts },
  now: Date,
) {
  const code = input.code.trim().toUpperCase();
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code));
  if (!coupon?.active) throw new AppError('COUPON_INVALID', 'Invalid coupon code');
  if (coupon.validFrom > now) throw new AppError('COUPON_INVALID', 'This coupon is not valid yet.');
  if (coupon.validUntil && coupon.validUntil < now) {
    throw new AppError('COUPON_INVALID', 'This coupon has expired.');
  }
  if (!coupon.appliesTo.includes(input.scope)) {
    throw new AppError('COUPON_INVALID', `This coupon does not apply to ${scopeWords[input.scope]}.`);
  }
  assertConditions(coupon.code, coupon, input.facts, 'COUPON_INVALID');
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw new AppError('COUPON_INVALID', 'This coupon has been fully used.');
  }
  if (coupon.perUserLimit !== null) {
    const used = await usesBy(db, coupon.id, input.userId);
    if (used >= coupon.perUserLimit)
      throw new AppError('COUPON_INVALID', 'You have already used this coupon.');
  }
  return coupon;
}

/** What a coupon takes off an amount by its terms; refused, with the reason, below its minimum. */
export function couponOff(coupon: CouponTerms, amountPaise: number): number {
  const off = couponDiscount(coupon, amountPaise);
  if (off === null) {
    throw new AppError(
      'COUPON_INVALID',
      `This coupon needs a booking of at least ${formatInr(coupon.minAmountPaise)}.`,
    );
  }
  return off;
}

/** A coupon's line on a bill for an amount (every kind's price rule writes it alike), or null when it takes nothing. */
export function couponLine(
  coupon: { code: string } & CouponTerms,
  amountPaise: number,
): PriceDiscount | null {
  const off = couponOff(coupon, amountPaise);
  return off > 0 ? { label: `Coupon ${coupon.code}`, code: coupon.code, amountPaise: off } : null;
}

/** The coupon row and what it takes off an amount, for this guest, now; refuses with the reason. */
export async function evaluateCoupon(
  db: DbOrTx,
  input: { code: string; userId: string; amountPaise: number; scope: CouponScope; facts?: BookedFacts },
  now: Date,
) {
  const coupon = await findUsableCoupon(db, input, now);
  return { coupon, discountPaise: couponOff(coupon, input.amountPaise) };
}

async function usesBy(db: DbOrTx, couponId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return row?.n ?? 0;
}

/** A reservation-form code that holds: its type, percent off and conditions. */
export interface OfferCode {
  code: string;
  codeType: CodeType;
  percent: number;
  conditions: CodeConditions;
}

/** The codes a booking request names, each found usable now: the checkout coupon and the reservation-form code. */
export interface BookingCodes {
  coupon: UsableCoupon | null;
  offer: OfferCode | null;
}

/**
 * Looks up the codes a booking request names, for the guest, now: the coupon for the kind's scope (signing in is
 * needed to use one) and the reservation-form discount code. Refuses either with the reason.
 */
export async function bookingCodes(
  db: DbOrTx,
  request: {
    userId: string | null;
    couponCode: string | null;
    offerCode?: string | null;
    codeType?: CodeType;
  },
  scope: CouponScope,
  now: Date,
): Promise<BookingCodes> {
  let coupon: UsableCoupon | null = null;
  if (request.couponCode) {
    if (!request.userId) throw new AppError('UNAUTHENTICATED', 'Please log in to apply coupons.');
    coupon = await findUsableCoupon(db, { code: request.couponCode, userId: request.userId, scope }, now);
  }
  let offer: OfferCode | null = null;
  if (request.offerCode) {
    const found = await validateDiscountCode(
      db,
      { code: request.offerCode, codeType: request.codeType },
      now,
    );
    offer = {
      code: found.code,
      codeType: found.codeType,
      percent: found.discountPercent,
      conditions: found.conditions,
    };
  }
  return { coupon, offer };
}

/**
 * The codes of a booking being changed, found as for a new booking once the booking's own coupon use is given back
 * (so it never counts against the coupon's limits; the change uses the coupon again if it still holds).
 */
export async function codesForChange(
  tx: DbOrTx,
  booking: { kind: BookingKindName; rowIds: string[] },
  request: Parameters<typeof bookingCodes>[1],
  scope: CouponScope,
  now: Date,
): Promise<BookingCodes> {
  await releaseCouponUses(tx, booking.kind, booking.rowIds);
  return bookingCodes(tx, request, scope, now);
}

/**
 * Refuses the codes of a booking whose conditions it does not meet (minimum rooms or nights, its dates), with the
 * condition in the refusal. Every kind's plan calls it with what it books, so a quote, every create path and the
 * price agree (decision 097).
 */
export function assertCodesFit(codes: BookingCodes, facts: BookedFacts): void {
  if (codes.offer) assertConditions(codes.offer.code, codes.offer.conditions, facts, 'DISCOUNT_CODE_INVALID');
  if (codes.coupon) assertConditions(codes.coupon.code, codes.coupon, facts, 'COUPON_INVALID');
}

/** The coupon a price took something off, with what it took; null when the price has no line of it. */
export function couponTaken(
  coupon: UsableCoupon | null,
  discounts: readonly { code: string; amountPaise: number }[],
): (UsableCoupon & { discountPaise: number }) | null {
  if (!coupon) return null;
  const discountPaise = discounts.find((d) => d.code === coupon.code)?.amountPaise ?? 0;
  return discountPaise > 0 ? { ...coupon, discountPaise } : null;
}

/**
 * Records one use of a coupon inside the booking's transaction. The conditional increment locks the
 * coupon row, so concurrent uses queue up and neither the total nor the per-guest limit is overrun.
 */
export async function redeemCoupon(
  tx: DbOrTx,
  input: {
    couponId: string;
    perUserLimit: number | null;
    userId: string;
    bookingKind: BookingKindName;
    bookingId: string;
    discountPaise: number;
  },
): Promise<void> {
  const [bumped] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, input.couponId),
        sql`(${coupons.usageLimit} is null or ${coupons.usedCount} < ${coupons.usageLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (!bumped) throw new AppError('COUPON_INVALID', 'This coupon has been fully used.');
  if (input.perUserLimit !== null && (await usesBy(tx, input.couponId, input.userId)) >= input.perUserLimit) {
    throw new AppError('COUPON_INVALID', 'You have already used this coupon.');
  }
  await tx.insert(couponRedemptions).values({
    couponId: input.couponId,
    userId: input.userId,
    bookingKind: input.bookingKind,
    bookingId: input.bookingId,
    discountPaise: input.discountPaise,
  });
}

/** Gives a coupon use back for each of these bookings of one kind (cancelled or lapsed). */
export async function releaseCouponUses(
  tx: DbOrTx,
  kind: BookingKindName,
  bookingIds: string[],
): Promise<void> {
  if (bookingIds.length === 0) return;
  const released = await tx
    .delete(couponRedemptions)
    .where(and(eq(couponRedemptions.bookingKind, kind), inArray(couponRedemptions.bookingId, bookingIds)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released) {
    await tx
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
      .where(eq(coupons.id, couponId));
  }
}
