import type { CouponState } from './use-coupon';
import './coupon-field.css';

interface Props {
  id: string;
  coupon: CouponState;
  /** Set while the form is busy otherwise (confirming). */
  disabled: boolean;
  hint: string;
}

/** The coupon row of a booking form: the code, Apply or Remove, and what happened under it. */
export function CouponField({ id, coupon, disabled, hint }: Props) {
  const messageId = `${id}-message`;
  return (
    <div className="coupon-row">
      <label htmlFor={id}>Coupon code</label>
      <div className="coupon-input">
        <input
          id={id}
          value={coupon.code}
          autoComplete="off"
          onChange={(e) => coupon.setCode(e.target.value)}
          disabled={Boolean(coupon.applied)}
          aria-invalid={Boolean(coupon.error)}
          aria-describedby={messageId}
        />
        {coupon.applied ? (
          <button type="button" className="btn btn-outline" onClick={coupon.remove}>
            Remove
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void coupon.apply()}
            disabled={disabled || coupon.applying}
          >
            {coupon.applying ? 'Applying…' : 'Apply'}
          </button>
        )}
      </div>
      <p
        id={messageId}
        className={coupon.error ? 'field-error' : 'muted'}
        role={coupon.error ? 'alert' : undefined}
      >
        {coupon.error || (coupon.applied ? `${coupon.applied} applied.` : hint)}
      </p>
    </div>
  );
}
