import type { CouponScope } from '~/lib/pricing';
import type { DbOrTx } from '~/server/db/client';
import { evaluateCoupon } from '../discounts';
import { bookingKinds, findOwnBooking } from './registry';

/** What a coupon is asked for: the scope the client names, the booking it names, or the page it is asked from. */
export interface CouponQuestion {
  scope?: CouponScope;
  bookingId?: string;
  /** The page the request came from (its Referer), when it is one of the site's own. */
  page?: URL | null;
}

/**
 * What the guest is paying for, for a coupon asked without saying (the spec's client sends only the code and the
 * amount): the scope the client names; else the kind of the booking it names, or that the page names in `?id=`
 * (a details page); else the kind booked on the page it came from (the dining menu books tables); else, when
 * nothing tells, a stay (the first kind), as the answer always was.
 */
async function couponScopeFor(db: DbOrTx, question: CouponQuestion, userId: string): Promise<CouponScope> {
  if (question.scope) return question.scope;
  const bookingId = question.bookingId ?? question.page?.searchParams.get('id') ?? null;
  if (bookingId && /^[0-9a-f-]{36}$/i.test(bookingId)) {
    const booking = await findOwnBooking(db, bookingId, userId).catch(() => null);
    if (booking) return bookingKinds.find((k) => k.name === booking.kind)!.couponScope;
  }
  const path = question.page?.pathname.replace(/\/+$/, '') || null;
  const onPage = bookingKinds.find((k) => path && k.bookingPages.includes(path));
  return (onPage ?? bookingKinds[0]!).couponScope;
}

/**
 * The apply-coupon answer's figures: what the coupon takes off the amount for this guest now, judged for what
 * they pay for (`couponScopeFor`), so that a code valid here is valid for the booking. Refuses with the reason.
 */
export async function applyCoupon(
  db: DbOrTx,
  input: { code: string; amountPaise: number; userId: string; question: CouponQuestion },
  now: Date,
) {
  const scope = await couponScopeFor(db, input.question, input.userId);
  const { coupon, discountPaise } = await evaluateCoupon(db, { ...input, scope }, now);
  return { coupon, discountPaise, scope };
}
