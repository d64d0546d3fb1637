import type { z } from 'zod';
import type { Coupon as CouponSchema } from '~/contracts/coupons';
import type { IsoDate } from '~/lib/dates';
import { toRupees } from '~/lib/money';
import { COUPON_SCOPE_WORDS, COUPON_SCOPES } from '~/lib/pricing';
import { zonedInstant } from '~/lib/zones';
import { hotelRules, hotelToday } from '~/stores/hotel';
import CatalogueForm, { type CatalogueField } from './CatalogueForm';
import { type FormValues, numberOrNull, textOf } from './catalogue-values';
import type { Said } from './use-staff-action';

type Coupon = z.infer<typeof CouponSchema>;

// A coupon's form, fetched when an admin opens one (decision 122): most visits to the screen read the list.

// Named as the coupon API names them, so a refusal's words land beside their field; amounts in rupees here.
const COUPON_FIELDS: readonly CatalogueField[] = [
  { name: 'code', label: 'Code', required: true, hint: '3 to 20 letters and digits.' },
  {
    name: 'discountType',
    label: 'Kind',
    kind: 'select',
    options: [
      { value: 'percent', label: 'Percent off' },
      { value: 'flat', label: 'Rupees off' },
    ],
  },
  { name: 'discountValue', label: 'Discount (% or ₹)', kind: 'number', step: '0.01', min: 1, required: true },
  { name: 'description', label: 'Description', wide: true },
  { name: 'minAmountPaise', label: 'Least booking (₹)', kind: 'number', step: '0.01', min: 0 },
  { name: 'maxDiscountPaise', label: 'Most taken off (₹, optional)', kind: 'number', step: '0.01', min: 1 },
  { name: 'validFrom', label: 'Valid from', kind: 'date' },
  { name: 'validUntil', label: 'Valid until (optional)', kind: 'date' },
  { name: 'usageLimit', label: 'Uses in all (optional)', kind: 'number', min: 1 },
  { name: 'perUserLimit', label: 'Uses per guest (optional)', kind: 'number', min: 1 },
  {
    name: 'appliesTo',
    label: 'Applies to',
    kind: 'checks',
    options: COUPON_SCOPES.map((s) => ({ value: s, label: COUPON_SCOPE_WORDS[s] })),
  },
  { name: 'minRooms', label: 'Rooms at least (optional)', kind: 'number', min: 1 },
  { name: 'minNights', label: 'Nights at least (optional)', kind: 'number', min: 1 },
  { name: 'datesFrom', label: 'Booking starts from (optional)', kind: 'date' },
  { name: 'datesUntil', label: 'Booking starts until (optional)', kind: 'date' },
];

const timeZone = () => hotelRules().timeZone;
const hotelDate = (iso: string) => hotelToday(new Date(iso));
const paiseOrNull = (value: FormValues[string] | undefined) => {
  const rupees = numberOrNull(value);
  return rupees === null ? null : Math.round(rupees * 100);
};

const valuesOf = (c: Coupon): FormValues => ({
  code: c.code,
  discountType: c.discountType,
  discountValue: String(c.discountType === 'flat' ? toRupees(c.discountValue) : c.discountValue),
  description: c.description,
  minAmountPaise: String(toRupees(c.minAmountPaise)),
  maxDiscountPaise: c.maxDiscountPaise === null ? '' : String(toRupees(c.maxDiscountPaise)),
  validFrom: hotelDate(c.validFrom),
  validUntil: c.validUntil ? hotelDate(c.validUntil) : '',
  usageLimit: c.usageLimit?.toString() ?? '',
  perUserLimit: c.perUserLimit?.toString() ?? '',
  appliesTo: [...c.appliesTo],
  minRooms: c.minRooms?.toString() ?? '',
  minNights: c.minNights?.toString() ?? '',
  datesFrom: c.datesFrom ?? '',
  datesUntil: c.datesUntil ?? '',
});

/**
 * The coupon's terms as the coupon API takes them (it validates them): rupees to paise, and the validity's dates to
 * the instants the hotel's day starts and ends.
 */
function bodyOf(v: FormValues) {
  const flat = v.discountType === 'flat';
  const value = numberOrNull(v.discountValue);
  const from = textOf(v.validFrom);
  const until = textOf(v.validUntil);
  return {
    code: textOf(v.code),
    description: textOf(v.description),
    discountType: v.discountType,
    discountValue: value === null ? null : flat ? Math.round(value * 100) : value,
    minAmountPaise: paiseOrNull(v.minAmountPaise) ?? 0,
    maxDiscountPaise: paiseOrNull(v.maxDiscountPaise),
    ...(from ? { validFrom: zonedInstant(from as IsoDate, '00:00', timeZone()).toISOString() } : {}),
    validUntil: until
      ? new Date(zonedInstant(until as IsoDate, '23:59', timeZone()).getTime() + 59_000).toISOString()
      : null,
    usageLimit: numberOrNull(v.usageLimit),
    perUserLimit: numberOrNull(v.perUserLimit),
    appliesTo: v.appliesTo,
    minRooms: numberOrNull(v.minRooms),
    minNights: numberOrNull(v.minNights),
    datesFrom: textOf(v.datesFrom) || null,
    datesUntil: textOf(v.datesUntil) || null,
  };
}

/** A coupon as the form sends it. */
export type CouponBody = ReturnType<typeof bodyOf>;

/** The form of a coupon (`coupon`), or of a new one (`coupon` null), handing the screen the body the coupon API takes. */
export default function CouponForm({
  coupon,
  busy,
  said,
  onSave,
  onCancel,
}: {
  coupon: Coupon | null;
  busy: boolean;
  said: Said;
  onSave: (body: CouponBody) => void;
  onCancel: () => void;
}) {
  return (
    <CatalogueForm
      title={coupon ? `Edit ${coupon.code}` : 'Add a coupon'}
      level={coupon ? 3 : 2}
      fields={COUPON_FIELDS}
      initial={
        coupon
          ? valuesOf(coupon)
          : { discountType: 'percent', appliesTo: ['rooms'], validFrom: hotelToday(), minAmountPaise: '0' }
      }
      submit={coupon ? `Save ${coupon.code}` : 'Add the coupon'}
      busy={busy}
      said={said}
      onSubmit={(values) => onSave(bodyOf(values))}
      onCancel={onCancel}
    />
  );
}
