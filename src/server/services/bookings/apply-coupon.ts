import { type BookedFacts, factsWithoutRooms } from '~/lib/code-conditions';
import type { CouponScope } from '~/lib/pricing';
import type { DbOrTx } from '~/server/db/client';
import { evaluateCoupon } from '../discounts';
import type { BookingRef } from './kind';
import { bookingKinds, findOwnBooking } from './registry';

/** What a coupon is asked for: the scope the client names, the booking it names, or the page it is asked from. */
export interface CouponQuestion {
  scope?: CouponScope;
  bookingId?: string;
  /** The page the request came from (its Referer), when it is one of the site's own. */
  page?: URL | null;
  /** The room count and dates the page has chosen, when it sends them. */
  facts?: BookedFacts;
}

/** What a booking's codes are judged on: its rooms and nights (a stay), and its first day. */
function factsOf(booking: BookingRef): BookedFacts {
  if (booking.kind !== 'room') return factsWithoutRooms(booking.startsOn);
  return { rooms: booking.rowIds.length, nights: booking.nights, firstDay: booking.startsOn };
}

/**
 * What the guest is paying for, for a coupon asked without saying (the spec's client sends only the code and the
 * amount): the scope the client names; else the kind of the booking it names, or that the page names in `?id=`
 * (a details page); else the kind booked on the page it came from (the dining menu books tables); else, when
 * nothing tells, a stay (the first kind), as the answer always was. The booking named, when there is one, also
 * gives the facts the coupon's conditions are judged on.
 */
async function couponJudgedFor(
  db: DbOrTx,
  question: CouponQuestion,
  userId: string,
): Promise<{ scope: CouponScope; facts?: BookedFacts }> {
  const bookingId = question.bookingId ?? question.page?.searchParams.get('id') ?? null;
  if (bookingId && /^[0-9a-f-]{36}$/i.test(bookingId)) {
    const booking = await findOwnBooking(db, bookingId, userId).catch(() => null);
    if (booking) {
      const scope = bookingKinds.find((k) => k.name === booking.kind)!.couponScope;
      if (!question.scope || question.scope === scope) return { scope, facts: factsOf(booking) };
    }
  }
  if (question.scope) return { scope: question.scope, facts: question.facts };
  const path = question.page?.pathname.replace(/\/+$/, '') || null;
  const onPage = bookingKinds.find((k) => path && k.bookingPages.includes(path));
  return { scope: (onPage ?? bookingKinds[0]!).couponScope, facts: question.facts };
}

/**
 * The apply-coupon answer's figures: what the coupon takes off the amount for this guest now, judged for what
 * they pay for (`couponJudgedFor`) and, where known, for the booking's rooms, nights and dates, so that a code
 * valid here is valid for the booking. Refuses with the reason.
 */
export async function applyCoupon(
  db: DbOrTx,
  input: { code: string; amountPaise: number; userId: string; question: CouponQuestion },
  now: Date,
) {
  const { scope, facts } = await couponJudgedFor(db, input.question, input.userId);
  const { coupon, discountPaise } = await evaluateCoupon(db, { ...input, scope, facts }, now);
  return { coupon, discountPaise, scope };
}
