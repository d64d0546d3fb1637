import { createRoute } from '@hono/zod-openapi';
import { idParams, Message } from '~/contracts/common';
import {
  ApplyCouponBody,
  CouponListQuery,
  CouponPage,
  CouponResult,
  CreateCouponBody,
  OneCoupon,
  UpdateCouponBody,
} from '~/contracts/coupons';
import { factsAsked } from '~/lib/code-conditions';
import { rupees, toRupees } from '~/lib/money';
import { AppError } from '../../errors';
import { asStaff, caller, db } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { sameSitePage } from '../../http/referer';
import { newRouter, type RouteGroup } from '../../http/router';
import { applyCoupon } from '../../services/bookings/apply-coupon';
import {
  addCoupon,
  couponById,
  deleteCoupon,
  searchCoupons,
  updateCoupon,
} from '../../services/coupon-admin';

const staff = refusals(400, 401, 403, 404);

const apply = createRoute({
  method: 'post',
  path: '/coupons/apply-coupon',
  tags: ['Coupons'],
  summary: 'What a coupon takes off an amount, for the signed-in guest (nothing is used up until booking)',
  description:
    'A coupon that does not apply is answered 200 with `valid: false`, the reason, no discount and the amount unchanged; a malformed request is a 400.',
  ...signedIn(),
  request: { body: jsonBody(ApplyCouponBody) },
  responses: {
    200: jsonResponse(CouponResult, 'Whether and how much the coupon applies'),
    ...refusals(400, 401),
  },
});

const list = createRoute({
  method: 'get',
  path: '/coupons',
  tags: ['Coupons'],
  summary: 'Coupons, newest first (admin)',
  ...adminOnly(),
  request: { query: CouponListQuery },
  responses: { 200: jsonResponse(CouponPage, 'A page of coupons'), ...staff },
});

const getOne = createRoute({
  method: 'get',
  path: '/coupons/{id}',
  tags: ['Coupons'],
  summary: 'One coupon (admin)',
  ...adminOnly(),
  request: { params: idParams('coupon') },
  responses: { 200: jsonResponse(OneCoupon, 'The coupon'), ...staff },
});

const create = createRoute({
  method: 'post',
  path: '/coupons/create-coupon',
  tags: ['Coupons'],
  summary: 'Create a coupon (admin)',
  ...adminOnly(),
  request: { body: jsonBody(CreateCouponBody) },
  responses: { 201: jsonResponse(OneCoupon, 'Created'), ...staff, ...refusals(409) },
});

const update = createRoute({
  method: 'put',
  path: '/coupons/{id}',
  tags: ['Coupons'],
  summary: 'Change a coupon (admin)',
  ...adminOnly(),
  request: { params: idParams('coupon'), body: jsonBody(UpdateCouponBody) },
  responses: { 200: jsonResponse(OneCoupon, 'Updated'), ...staff, ...refusals(409) },
});

const remove = createRoute({
  method: 'delete',
  path: '/coupons/{id}',
  tags: ['Coupons'],
  summary: 'Delete a coupon (admin)',
  ...adminOnly(),
  request: { params: idParams('coupon') },
  responses: { 200: jsonResponse(Message, 'Deleted'), ...staff },
});

/** Turns the API's ISO instants into dates for the database. */
function couponDates<T extends { validFrom?: string; validUntil?: string | null }>(input: T) {
  const { validFrom, validUntil, ...rest } = input;
  return {
    ...rest,
    ...(validFrom === undefined ? {} : { validFrom: new Date(validFrom) }),
    ...(validUntil === undefined ? {} : { validUntil: validUntil === null ? null : new Date(validUntil) }),
  };
}

/** Applying a coupon (guests) and the coupon CRUD (admin). */
export const couponRoutes: RouteGroup = {
  prefix: '/coupons',
  router: newRouter()
    .openapi(apply, async (c) => {
      const { code, amount, scope, booking_id, ...asked } = c.req.valid('json');
      const amountPaise = rupees(amount);
      try {
        const { coupon, discountPaise, ...judged } = await applyCoupon(
          db(c),
          {
            code,
            amountPaise,
            userId: caller(c).id,
            question: { scope, bookingId: booking_id, page: sameSitePage(c), facts: factsAsked(asked) },
          },
          c.get('deps').now(),
        );
        return c.json(
          {
            valid: true as const,
            discount: toRupees(discountPaise),
            finalAmount: toRupees(amountPaise - discountPaise),
            discountPaise,
            finalAmountPaise: amountPaise - discountPaise,
            code: coupon.code,
            message: 'Coupon applied successfully!',
            scope: judged.scope,
            appliesTo: coupon.appliesTo,
          },
          200,
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'COUPON_INVALID') throw error;
        return c.json(
          { valid: false as const, message: error.message, discount: 0 as const, finalAmount: amount },
          200,
        );
      }
    })
    .openapi(list, async (c) => c.json(await searchCoupons(db(c), c.req.valid('query')), 200))
    .openapi(getOne, async (c) => c.json({ coupon: await couponById(db(c), c.req.valid('param').id) }, 200))
    .openapi(create, async (c) =>
      c.json({ coupon: await addCoupon(db(c), couponDates(c.req.valid('json')), asStaff(c)) }, 201),
    )
    .openapi(update, async (c) => {
      const coupon = await updateCoupon(
        db(c),
        c.req.valid('param').id,
        couponDates(c.req.valid('json')),
        asStaff(c),
      );
      return c.json({ coupon }, 200);
    })
    .openapi(remove, async (c) => {
      await deleteCoupon(db(c), c.req.valid('param').id, asStaff(c));
      return c.json({ message: 'Coupon deleted.' }, 200);
    }),
};
