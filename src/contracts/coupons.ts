// Coupons on the wire: applying one at checkout (guests) and the admin's coupon records.
import { z } from 'zod';
import { COUPON_SCOPES, DISCOUNT_KINDS } from '~/lib/pricing';
import {
  bookedFactsFields,
  isoDate,
  notBlank,
  numeric,
  printable,
  recordId,
  rule,
  rupeePrice,
  storedInteger,
} from './common';

export const CouponScope = z.enum(COUPON_SCOPES);
export type CouponScope = z.infer<typeof CouponScope>;

const instant = z.iso
  .datetime({ offset: true, message: 'Use an ISO date-time such as 2026-12-31T23:59:59+05:30.' })
  // PostgreSQL has no year 0, and a coupon from before the hotel's site is a typing slip.
  .refine((value) => value >= '2000', 'Use a date from the year 2000 on.');

export const ApplyCouponBody = z
  .object({
    code: z
      .string()
      .trim()
      .min(1, 'Please enter a coupon code')
      .max(40)
      .regex(notBlank(), 'Please enter a coupon code'),
    amount: numeric(
      rupeePrice(1_00_00_000, 'The amount').meta({
        description: 'Rupees (whole rupees or paise, at least ₹1)',
      }),
    ),
    scope: CouponScope.optional().meta({
      description:
        'What is being paid for. The spec’s client sends none: then the booking named (booking_id), else the page asked from (its Referer: the dining menu books tables), else a room booking',
    }),
    booking_id: recordId('booking').optional().meta({ description: 'The booking being paid for, if any' }),
    ...bookedFactsFields,
  })
  .meta({ id: 'CouponApply' });

/** Spec §3: discount, finalAmount, valid and message; a coupon that does not apply is `valid: false`. */
export const CouponResult = z
  .union([
    z.object({
      valid: z.literal(true),
      discount: z.number(),
      finalAmount: z.number(),
      discountPaise: z.number().int(),
      finalAmountPaise: z.number().int(),
      code: z.string(),
      message: z.string(),
      scope: CouponScope.meta({ description: 'What the coupon was judged for' }),
      appliesTo: z.array(CouponScope).meta({ description: 'Every kind of booking the coupon applies to' }),
    }),
    z.object({
      valid: z.literal(false),
      discount: z.literal(0),
      finalAmount: z.number(),
      message: z.string(),
    }),
  ])
  .meta({ id: 'CouponResult' });
export type CouponResult = z.infer<typeof CouponResult>;

const couponFields = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,20}$/, 'Use 3 to 20 letters and digits.'),
  discountType: z.enum(DISCOUNT_KINDS),
  discountValue: numeric(
    storedInteger()
      .positive('The discount must be above zero.')
      .meta({ description: 'Percent (1-100) for a percent coupon, paise for a flat one' }),
  ),
  description: printable(z.string().trim().max(200), 'The description'),
  minAmountPaise: numeric(storedInteger().nonnegative()),
  maxDiscountPaise: numeric(storedInteger().positive()).nullable(),
  validFrom: instant,
  validUntil: instant.nullable(),
  usageLimit: numeric(storedInteger().positive()).nullable(),
  perUserLimit: numeric(storedInteger().positive()).nullable(),
  appliesTo: z.array(CouponScope).min(1, 'Choose what the coupon applies to.'),
  minRooms: numeric(storedInteger().positive('Rooms must be at least one.')).nullable(),
  minNights: numeric(storedInteger().positive('Nights must be at least one.')).nullable(),
  datesFrom: isoDate().nullable(),
  datesUntil: isoDate().nullable(),
  active: z.boolean(),
};

const percentFits = (c: { discountType?: string; discountValue?: number }) =>
  c.discountType !== 'percent' || c.discountValue === undefined || c.discountValue <= 100;
const percentMessage = rule('A percent coupon takes 1 to 100 percent.', ['discountValue']);

export const CreateCouponBody = z
  .strictObject(couponFields)
  .partial()
  .required({ code: true, discountType: true, discountValue: true })
  .refine(percentFits, percentMessage)
  .meta({ id: 'CouponCreate' });

export const UpdateCouponBody = z
  .strictObject(couponFields)
  .partial()
  .refine(percentFits, percentMessage)
  .meta({ id: 'CouponUpdate' });

export const Coupon = z
  .object({
    id: z.uuid(),
    code: z.string(),
    description: z.string(),
    discountType: z.enum(DISCOUNT_KINDS),
    discountValue: z.number().int(),
    minAmountPaise: z.number().int(),
    maxDiscountPaise: z.number().int().nullable(),
    validFrom: z.string(),
    validUntil: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    perUserLimit: z.number().int().nullable(),
    usedCount: z.number().int(),
    appliesTo: z.array(CouponScope),
    minRooms: z.number().int().nullable().meta({ description: 'Rooms booked together, at least' }),
    minNights: z.number().int().nullable().meta({ description: 'Nights of the stay, at least' }),
    datesFrom: z.string().nullable().meta({ description: 'The booking starts on or after this date' }),
    datesUntil: z.string().nullable().meta({ description: 'The booking starts on or before this date' }),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Coupon' });

export const OneCoupon = z.object({ coupon: Coupon });
export const CouponPage = z.object({
  coupons: z.array(Coupon),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const CouponListQuery = z.object({
  search: z.string().trim().max(40).optional(),
  page: numeric(z.number().int().min(1)).default(1),
  limit: numeric(z.number().int().min(1).max(100)).default(20),
});
