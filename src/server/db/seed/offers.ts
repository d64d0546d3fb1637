import { rupees } from '~/lib/money';
import { COUPON_SCOPES, type CouponScope } from '~/lib/pricing';

const DAY = 86_400_000;

/** Checkout coupons and reservation discount codes, dated relative to the day the seed runs. */
export function demoCoupons(now: Date) {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      code: 'WELCOME10',
      validFrom: now,
      description: '10% off your first stay or meal, up to ₹1,500',
      discountType: 'percent' as const,
      discountValue: 10,
      minAmountPaise: rupees(3_000),
      maxDiscountPaise: rupees(1_500),
      validUntil: inDays(365),
      perUserLimit: 1,
      appliesTo: [...COUPON_SCOPES],
    },
    {
      code: 'ROYALSTAY',
      validFrom: now,
      description: '15% off stays of ₹20,000 or more, up to ₹5,000',
      discountType: 'percent' as const,
      discountValue: 15,
      minAmountPaise: rupees(20_000),
      maxDiscountPaise: rupees(5_000),
      validUntil: inDays(180),
      usageLimit: 200,
      appliesTo: ['rooms'] as CouponScope[],
    },
    {
      code: 'FEAST500',
      validFrom: now,
      description: '₹500 off a dining bill of ₹2,000 or more',
      discountType: 'flat' as const,
      discountValue: rupees(500),
      minAmountPaise: rupees(2_000),
      validUntil: inDays(90),
      appliesTo: ['dining'] as CouponScope[],
    },
    {
      code: 'SHAADI25K',
      validFrom: now,
      description: '₹25,000 off a wedding booking of the Durbar Hall',
      discountType: 'flat' as const,
      discountValue: rupees(25_000),
      minAmountPaise: rupees(2_00_000),
      validUntil: inDays(365),
      usageLimit: 20,
      appliesTo: ['halls'] as CouponScope[],
    },
    {
      code: 'MONSOON24',
      description: 'Last monsoon’s offer (expired)',
      discountType: 'percent' as const,
      discountValue: 20,
      validFrom: inDays(-500),
      validUntil: inDays(-400),
      appliesTo: ['rooms', 'dining'] as CouponScope[],
    },
  ];
}

export function demoDiscountCodes(now: Date) {
  const inDays = (days: number) => new Date(now.getTime() + days * DAY);
  return [
    {
      code: 'PALACE10',
      validFrom: now,
      codeType: 'promo' as const,
      discountPercent: 10,
      description: 'Website promotion',
      validUntil: inDays(365),
    },
    {
      code: 'FESTIVE15',
      validFrom: now,
      codeType: 'promo' as const,
      discountPercent: 15,
      description: 'Festive season',
      validUntil: inDays(120),
    },
    {
      code: 'GROUP20',
      validFrom: now,
      codeType: 'group' as const,
      discountPercent: 20,
      description: 'Groups of five rooms or more',
      minRooms: 5,
      validUntil: inDays(365),
    },
    {
      code: 'CORP12',
      validFrom: now,
      codeType: 'group' as const,
      discountPercent: 12,
      description: 'Corporate groups',
      validUntil: inDays(365),
    },
    {
      code: 'SUMMER23',
      codeType: 'promo' as const,
      discountPercent: 25,
      description: 'Expired summer sale',
      validFrom: inDays(-900),
      validUntil: inDays(-800),
    },
  ];
}
