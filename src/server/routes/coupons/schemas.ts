import { z } from '@hono/zod-openapi';

const Scope = z.enum(['rooms', 'dining', 'halls']);
const instant = z.iso.datetime({
  offset: true,
  message: 'Use an ISO date-time such as 2026-12-31T23:59:59+05:30.',
});

export const ApplyCouponBody = z
  .object({
    code: z.string().trim().min(1, 'Please enter a coupon code').max(40),
    amount: z
      .number()
      .positive('The amount must be above zero.')
      .max(1_00_00_000)
      .openapi({ description: 'Rupees' }),
    scope: Scope.default('rooms').openapi({ description: 'What is being paid for' }),
  })
  .openapi('CouponApply');

export const ApplyCouponResult = z
  .object({
    valid: z.literal(true),
    discount: z.number(),
    finalAmount: z.number(),
    discountPaise: z.number().int(),
    finalAmountPaise: z.number().int(),
    code: z.string(),
    message: z.string(),
  })
  .openapi('CouponApplied');

const couponFields = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{3,20}$/, 'Use 3 to 20 letters and digits.'),
  description: z.string().trim().max(200),
  discountType: z.enum(['percent', 'flat']),
  discountValue: z
    .number()
    .int()
    .positive('The discount must be above zero.')
    .openapi({ description: 'Percent (1-100) for a percent coupon, paise for a flat one' }),
  minAmountPaise: z.number().int().nonnegative(),
  maxDiscountPaise: z.number().int().positive().nullable(),
  validFrom: instant,
  validUntil: instant.nullable(),
  usageLimit: z.number().int().positive().nullable(),
  perUserLimit: z.number().int().positive().nullable(),
  appliesTo: z.array(Scope).min(1, 'Choose what the coupon applies to.'),
  active: z.boolean(),
};

const percentFits = (c: { discountType?: string; discountValue?: number }) =>
  c.discountType !== 'percent' || c.discountValue === undefined || c.discountValue <= 100;
const percentMessage = { message: 'A percent coupon takes 1 to 100 percent.', path: ['discountValue'] };

export const CreateCouponBody = z
  .strictObject({
    code: couponFields.code,
    discountType: couponFields.discountType,
    discountValue: couponFields.discountValue,
    description: couponFields.description.optional(),
    minAmountPaise: couponFields.minAmountPaise.optional(),
    maxDiscountPaise: couponFields.maxDiscountPaise.optional(),
    validFrom: couponFields.validFrom.optional(),
    validUntil: couponFields.validUntil.optional(),
    usageLimit: couponFields.usageLimit.optional(),
    perUserLimit: couponFields.perUserLimit.optional(),
    appliesTo: couponFields.appliesTo.optional(),
    active: couponFields.active.optional(),
  })
  .refine(percentFits, percentMessage)
  .openapi('CouponCreate');

export const UpdateCouponBody = z
  .strictObject({
    code: couponFields.code.optional(),
    discountType: couponFields.discountType.optional(),
    discountValue: couponFields.discountValue.optional(),
    description: couponFields.description.optional(),
    minAmountPaise: couponFields.minAmountPaise.optional(),
    maxDiscountPaise: couponFields.maxDiscountPaise.optional(),
    validFrom: couponFields.validFrom.optional(),
    validUntil: couponFields.validUntil.optional(),
    usageLimit: couponFields.usageLimit.optional(),
    perUserLimit: couponFields.perUserLimit.optional(),
    appliesTo: couponFields.appliesTo.optional(),
    active: couponFields.active.optional(),
  })
  .refine(percentFits, percentMessage)
  .openapi('CouponUpdate');

export const CouponSchema = z
  .object({
    id: z.uuid(),
    code: z.string(),
    description: z.string(),
    discountType: z.enum(['percent', 'flat']),
    discountValue: z.number().int(),
    minAmountPaise: z.number().int(),
    maxDiscountPaise: z.number().int().nullable(),
    validFrom: z.string(),
    validUntil: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    perUserLimit: z.number().int().nullable(),
    usedCount: z.number().int(),
    appliesTo: z.array(Scope),
    active: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi('Coupon');

export const CouponListQuery = z.object({
  search: z.string().trim().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Turns the API's ISO instants into dates for the database. */
export function couponDates<T extends { validFrom?: string; validUntil?: string | null }>(input: T) {
  const { validFrom, validUntil, ...rest } = input;
  return {
    ...rest,
    ...(validFrom === undefined ? {} : { validFrom: new Date(validFrom) }),
    ...(validUntil === undefined ? {} : { validUntil: validUntil === null ? null : new Date(validUntil) }),
  };
}
