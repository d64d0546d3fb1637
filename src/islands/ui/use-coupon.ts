import { useState } from 'react';
import type { CouponResult, CouponScope } from '~/contracts/coupons';
import { toRupees } from '~/lib/money';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

/** What a booking form says about its coupon (the spec words them per form). */
export interface CouponWords {
  /** The toast once the server accepts the code. */
  applied(result: CouponResult): string;
  /** The line under the field when the code is refused. */
  refused(error: unknown): string;
  /** The toast when the code is refused. */
  refusedToast: string;
}

export interface CouponState {
  code: string;
  setCode(code: string): void;
  /** The code the server accepted, which the booking sends; null while none is. */
  applied: string | null;
  error: string;
  applying: boolean;
  apply(): Promise<void>;
  remove(): void;
}

/**
 * A booking form's coupon: the typed code, the server's check against the amount it would discount and the
 * booking's facts (`facts`: rooms and dates) a code's conditions are judged on.
 */
export function useCoupon(
  scope: CouponScope,
  amountPaise: () => number,
  words: CouponWords,
  facts: () => Record<string, string | number> = () => ({}),
): CouponState {
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [applying, setApplying] = useState(false);

  async function apply() {
    if (!code.trim()) {
      setError('Please enter a coupon code');
      return;
    }
    setApplying(true);
    setError('');
    try {
      const result = await api<CouponResult>('/coupons/apply-coupon', {
        method: 'POST',
        body: { ...facts(), code: code.trim(), amount: toRupees(amountPaise()), scope },
      });
      if (!result.valid) throw new ApiError(result.message, 200, 'COUPON_INVALID');
      setApplied(result.code);
      toast.success(words.applied(result));
    } catch (e) {
      setApplied(null);
      setError(words.refused(e));
      toast.error(words.refusedToast);
    } finally {
      setApplying(false);
    }
  }

  function remove() {
    setApplied(null);
    setCode('');
  }

  return { code, setCode: (c) => setCode(c.toUpperCase()), applied, error, applying, apply, remove };
}
