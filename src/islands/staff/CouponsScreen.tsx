import { useState } from 'react';
import type { z } from 'zod';
import type { Coupon as CouponSchema } from '~/contracts/coupons';
import { dateInZone, formatHotelDate, type IsoDate, zonedInstant } from '~/lib/dates';
import { formatInr, toRupees } from '~/lib/money';
import { COUPON_SCOPES } from '~/lib/pricing';
import { hotelRules } from '~/stores/hotel';
import { AuditHistory } from './AuditHistory';
import type { CatalogueField } from './CatalogueForm';
import { type FormValues, numberOrNull, textOf } from './catalogue-values';
import { OpenedCatalogueForm } from './OpenedCatalogueForm';
import { StaffGate } from './StaffGate';
import { LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

type Coupon = z.infer<typeof CouponSchema>;

const SCOPE_WORDS: Record<(typeof COUPON_SCOPES)[number], string> = {
  rooms: 'Rooms',
  dining: 'Dining',
  halls: 'Halls',
};

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
    options: COUPON_SCOPES.map((s) => ({ value: s, label: SCOPE_WORDS[s] })),
  },
  { name: 'minRooms', label: 'Rooms at least (optional)', kind: 'number', min: 1 },
  { name: 'minNights', label: 'Nights at least (optional)', kind: 'number', min: 1 },
  { name: 'datesFrom', label: 'Booking starts from (optional)', kind: 'date' },
  { name: 'datesUntil', label: 'Booking starts until (optional)', kind: 'date' },
];

const timeZone = () => hotelRules().timeZone;
const hotelDate = (iso: string) => dateInZone(new Date(iso), timeZone());
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

const discountWords = (c: Coupon) =>
  c.discountType === 'percent'
    ? `${c.discountValue}% off${c.maxDiscountPaise ? `, at most ${formatInr(c.maxDiscountPaise)}` : ''}`
    : `${formatInr(c.discountValue)} off`;

const validWords = (c: Coupon) =>
  `${formatHotelDate(hotelDate(c.validFrom))} to ${c.validUntil ? formatHotelDate(hotelDate(c.validUntil)) : 'no end'}`;

const limitWords = (c: Coupon) =>
  [
    `${c.usedCount} used${c.usageLimit ? ` of ${c.usageLimit}` : ''}`,
    c.perUserLimit ? `${c.perUserLimit} a guest` : '',
  ]
    .filter(Boolean)
    .join(', ');

const conditionWords = (c: Coupon) =>
  [
    c.minAmountPaise ? `from ${formatInr(c.minAmountPaise)}` : '',
    c.minRooms ? `${c.minRooms}+ rooms` : '',
    c.minNights ? `${c.minNights}+ nights` : '',
    c.datesFrom || c.datesUntil
      ? `starting ${c.datesFrom ? formatHotelDate(c.datesFrom as IsoDate) : 'any day'} to ${c.datesUntil ? formatHotelDate(c.datesUntil as IsoDate) : 'any day'}`
      : '',
  ]
    .filter(Boolean)
    .join('; ') || '—';

/** Whether guests can use a coupon now: withdrawn by the hotel, ended by its dates, or active. */
const stateOf = (c: Coupon) =>
  !c.active ? 'withdrawn' : c.validUntil && new Date(c.validUntil) < new Date() ? 'ended' : 'active';

/** Every coupon with its terms; an admin adds one, edits one in place, withdraws or puts one back. */
function Coupons() {
  const coupons = useStaffLoad<{ coupons: Coupon[] }>('/coupons', { limit: 100 });
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, said, run } = useStaffAction(coupons.reload);
  if (!coupons.data) return <LoadState error={coupons.error} />;
  const save = async (key: string, path: string, method: 'POST' | 'PUT', values: FormValues) => {
    const body = bodyOf(values);
    if (await run(key, path, body, method, `${body.code.toUpperCase()} saved.`)) setEditing(null);
  };
  const today = dateInZone(new Date(), timeZone());
  return (
    <>
      <ActionMessage said={said} />
      {editing === 'new' ? (
        <section className="staff-panel" aria-label="New coupon">
          <OpenedCatalogueForm
            title="Add a coupon"
            level={2}
            fields={COUPON_FIELDS}
            initial={{ discountType: 'percent', appliesTo: ['rooms'], validFrom: today, minAmountPaise: '0' }}
            submit="Add the coupon"
            busy={busy !== null}
            said={said?.key === 'new' ? said : null}
            onSubmit={(values) => save('new', '/coupons/create-coupon', 'POST', values)}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <p>
          <button type="button" className="staff-button" onClick={() => setEditing('new')}>
            Add a coupon
          </button>
        </p>
      )}
      <section className="staff-section" aria-labelledby="coupons">
        <h2 id="coupons">Every coupon, newest first</h2>
        <StaffTable
          columns={['Code', 'Discount', 'Applies to', 'Valid', 'Uses', 'Conditions', 'State', 'Changes']}
        >
          {coupons.data.coupons.map((c) => [
            <tr key={c.id}>
              <th scope="row">
                {c.code}
                {c.description && (
                  <>
                    <br />
                    <span className="staff-note">{c.description}</span>
                  </>
                )}
              </th>
              <td>{discountWords(c)}</td>
              <td>{c.appliesTo.map((s) => SCOPE_WORDS[s]).join(', ')}</td>
              <td>{validWords(c)}</td>
              <td>{limitWords(c)}</td>
              <td>{conditionWords(c)}</td>
              <td>
                <span className={`staff-pill ${stateOf(c) === 'active' ? 'good' : ''}`}>{stateOf(c)}</span>
              </td>
              <td className="actions">
                <button
                  type="button"
                  className="staff-button quiet"
                  aria-expanded={editing === c.id}
                  aria-label={`Edit ${c.code}`}
                  onClick={() => setEditing(editing === c.id ? null : c.id)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="staff-button quiet"
                  disabled={busy !== null}
                  aria-label={`${c.active ? 'Withdraw' : 'Put back'} ${c.code}`}
                  onClick={() =>
                    run(
                      c.id,
                      `/coupons/${c.id}`,
                      { active: !c.active },
                      'PUT',
                      `${c.code} ${c.active ? 'withdrawn' : 'put back'}.`,
                    )
                  }
                >
                  {c.active ? 'Withdraw' : 'Put back'}
                </button>
                <AuditHistory id={c.id} name={c.code} version={c.updatedAt} />
              </td>
            </tr>,
            editing === c.id && (
              <tr key={`${c.id}-edit`} className="staff-editing">
                <td colSpan={8}>
                  <OpenedCatalogueForm
                    title={`Edit ${c.code}`}
                    fields={COUPON_FIELDS}
                    initial={valuesOf(c)}
                    submit={`Save ${c.code}`}
                    busy={busy !== null}
                    said={said?.key === c.id ? said : null}
                    onSubmit={(values) => save(c.id, `/coupons/${c.id}`, 'PUT', values)}
                    onCancel={() => setEditing(null)}
                  />
                </td>
              </tr>
            ),
          ])}
        </StaffTable>
      </section>
    </>
  );
}

/** The catalogue's coupons (admins), audited change by change. */
export default function CouponsScreen() {
  return <StaffGate admin>{() => <Coupons />}</StaffGate>;
}
