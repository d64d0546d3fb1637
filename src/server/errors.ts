import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Machine codes of every refusal the API gives, each with its HTTP status (mapped here only). */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  DISCOUNT_CODE_INVALID: 400,
  COUPON_INVALID: 400,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BOOKING_NOT_PAYABLE: 409,
  PAYMENT_AMOUNT_MISMATCH: 400,
  PAYMENT_SIGNATURE_INVALID: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  ROOM_UNAVAILABLE: 409,
  HALL_UNAVAILABLE: 409,
  BOOKING_NOT_CANCELLABLE: 409,
  ROOM_HAS_BOOKINGS: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  OTP_TOO_MANY_TRIES: 429,
  DATABASE_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  INTERNAL: 500,
  SMS_FAILED: 502,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof errorStatus;

/** The one error the services throw: a human sentence plus a machine code. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: Record<string, unknown>;

  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get status(): ContentfulStatusCode {
    return errorStatus[this.code];
  }
}

/** The body of every error response. */
export interface ErrorBody {
  message: string;
  code: string;
  requestId: string;
  fields?: Record<string, string>;
}

/** PostgreSQL's SQLSTATE for an exclusion-constraint violation (an overlapping stay or slot). */
export const EXCLUSION_VIOLATION = '23P01';

/** Reads the SQLSTATE of a driver error, whether PGlite's or pg's, possibly wrapped by Drizzle. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * PostgreSQL's SQLSTATE when it aborts one of two transactions that wait on each other. Concurrent inserts of
 * overlapping rows into an exclusion constraint can end this way instead of in 23P01.
 */
export const DEADLOCK_DETECTED = '40P01';

/**
 * Whether a write lost a race for the same nights or slot: the no-overlap constraint refused it, or PostgreSQL
 * aborted it in a deadlock with the winner. Either way nothing was written, and trying again is safe.
 */
export function lostOverlapRace(error: unknown): boolean {
  const state = sqlState(error);
  return state === EXCLUSION_VIOLATION || state === DEADLOCK_DETECTED;
}
