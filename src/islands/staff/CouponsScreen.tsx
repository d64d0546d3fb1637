import { lazy, Suspense, useState } from 'react';
import type { z } from 'zod';
import type { Coupon as CouponSchema } from '~/contracts/coupons';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { COUPON_SCOPE_WORDS } from '~/lib/pricing';
import { hotelToday } from '~/stores/hotel';
import { AuditHistory } from './AuditHistory';
import type { CouponBody } from './CouponForm';
import { StaffGate } from './StaffGate';
import { FormOpening, LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

type Coupon = z.infer<typeof CouponSchema>;

// A coupon's form is fetched when an admin opens one (decision 122).
const CouponForm = lazy(() => import('./CouponForm'));

const hotelDate = (iso: string) => hotelToday(new Date(iso));

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
  const save = async (key: string, path: string, method: 'POST' | 'PUT', body: CouponBody) => {
    if (await run(key, path, body, method, `${body.code.toUpperCase()} saved.`)) setEditing(null);
  };
  return (
    <>
      <ActionMessage said={said} />
      {editing === 'new' ? (
        <section className="staff-panel" aria-label="New coupon">
          <Suspense fallback={<FormOpening />}>
            <CouponForm
              coupon={null}
              busy={busy !== null}
              said={said?.key === 'new' ? said : null}
              onSave={(body) => save('new', '/coupons/create-coupon', 'POST', body)}
              onCancel={() => setEditing(null)}
            />
          </Suspense>
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
              <td>{c.appliesTo.map((s) => COUPON_SCOPE_WORDS[s]).join(', ')}</td>
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
                  <Suspense fallback={<FormOpening />}>
                    <CouponForm
                      coupon={c}
                      busy={busy !== null}
                      said={said?.key === c.id ? said : null}
                      onSave={(body) => save(c.id, `/coupons/${c.id}`, 'PUT', body)}
                      onCancel={() => setEditing(null)}
                    />
                  </Suspense>
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
