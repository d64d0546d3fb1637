import { createRoute, z } from '@hono/zod-openapi';
import { rupees, toRupees } from '../../../lib/money';
import { requireAdmin, requireUser } from '../../http/auth';
import { caller } from '../../http/clock';
import { IdParams } from '../../http/fields';
import { errorResponses, newRouter } from '../../http/router';
import {
  addCoupon,
  couponById,
  deleteCoupon,
  searchCoupons,
  updateCoupon,
} from '../../services/coupon-admin';
import { evaluateCoupon } from '../../services/discounts';
import {
  ApplyCouponBody,
  ApplyCouponResult,
  CouponListQuery,
  CouponSchema,
  CreateCouponBody,
  couponDates,
  UpdateCouponBody,
} from './schemas';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const body = <T extends z.ZodType>(schema: T) => ({
  content: { 'application/json': { schema } },
  required: true,
});
const One = z.object({ coupon: CouponSchema });
const adminErrors = {
  400: errorResponses[400],
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
};

const apply = createRoute({
  method: 'post',
  path: '/coupons/apply-coupon',
  tags: ['Coupons'],
  summary: 'What a coupon takes off an amount, for the signed-in guest (nothing is used up until booking)',
  middleware: [requireUser()] as const,
  request: { body: body(ApplyCouponBody) },
  responses: {
    200: json(ApplyCouponResult, 'The coupon applies'),
    400: errorResponses[400],
    401: errorResponses[401],
  },
});

const list = createRoute({
  method: 'get',
  path: '/coupons',
  tags: ['Coupons'],
  summary: 'Coupons, newest first (admin)',
  middleware: [requireAdmin()] as const,
  request: { query: CouponListQuery },
  responses: {
    200: json(
      z.object({
        coupons: z.array(CouponSchema),
        total: z.number().int(),
        page: z.number().int(),
        limit: z.number().int(),
      }),
      'A page of coupons',
    ),
    ...adminErrors,
  },
});

const getOne = createRoute({
  method: 'get',
  path: '/coupons/{id}',
  tags: ['Coupons'],
  summary: 'One coupon (admin)',
  middleware: [requireAdmin()] as const,
  request: { params: IdParams('coupon') },
  responses: { 200: json(One, 'The coupon'), ...adminErrors },
});

const create = createRoute({
  method: 'post',
  path: '/coupons/create-coupon',
  tags: ['Coupons'],
  summary: 'Create a coupon (admin)',
  middleware: [requireAdmin()] as const,
  request: { body: body(CreateCouponBody) },
  responses: { 201: json(One, 'Created'), ...adminErrors, 409: errorResponses[409] },
});

const update = createRoute({
  method: 'put',
  path: '/coupons/{id}',
  tags: ['Coupons'],
  summary: 'Change a coupon (admin)',
  middleware: [requireAdmin()] as const,
  request: { params: IdParams('coupon'), body: body(UpdateCouponBody) },
  responses: { 200: json(One, 'Updated'), ...adminErrors, 409: errorResponses[409] },
});

const remove = createRoute({
  method: 'delete',
  path: '/coupons/{id}',
  tags: ['Coupons'],
  summary: 'Delete a coupon (admin)',
  middleware: [requireAdmin()] as const,
  request: { params: IdParams('coupon') },
  responses: { 200: json(z.object({ message: z.string() }), 'Deleted'), ...adminErrors },
});

/** Applying a coupon (guests) and the coupon CRUD (admin). */
export const couponRoutes = newRouter()
  .openapi(apply, async (c) => {
    const { code, amount, scope } = c.req.valid('json');
    const amountPaise = rupees(amount);
    const { coupon, discountPaise } = await evaluateCoupon(
      c.get('deps').database.db,
      { code, userId: caller(c).id, amountPaise, scope },
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
      },
      200,
    );
  })
  .openapi(list, async (c) =>
    c.json(await searchCoupons(c.get('deps').database.db, c.req.valid('query')), 200),
  )
  .openapi(getOne, async (c) =>
    c.json({ coupon: await couponById(c.get('deps').database.db, c.req.valid('param').id) }, 200),
  )
  .openapi(create, async (c) =>
    c.json({ coupon: await addCoupon(c.get('deps').database.db, couponDates(c.req.valid('json'))) }, 201),
  )
  .openapi(update, async (c) => {
    const coupon = await updateCoupon(
      c.get('deps').database.db,
      c.req.valid('param').id,
      couponDates(c.req.valid('json')),
      c.get('deps').now(),
    );
    return c.json({ coupon }, 200);
  })
  .openapi(remove, async (c) => {
    await deleteCoupon(c.get('deps').database.db, c.req.valid('param').id);
    return c.json({ message: 'Coupon deleted.' }, 200);
  });
