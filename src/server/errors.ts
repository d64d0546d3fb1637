import { DrizzleQueryError } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { guestSentence } from './field-words';

/** Machine codes of every refusal the API gives, each with its HTTP status (mapped here only). */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  INVALID_JSON: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  DISCOUNT_CODE_INVALID: 400,
  COUPON_INVALID: 400,
  PACKAGE_TERMS_UNMET: 400,
  STAY_RULE_UNMET: 409,
  UNAUTHENTICATED: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  BOOKING_NOT_PAYABLE: 409,
  COINS_REFUSED: 409,
  PAYMENT_SIGNATURE_INVALID: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  ROOM_UNAVAILABLE: 409,
  PACKAGE_EXPIRED: 409,
  HALL_UNAVAILABLE: 409,
  TABLE_UNAVAILABLE: 409,
  BOOKING_NOT_CANCELLABLE: 409,
  BOOKING_NOT_CHANGEABLE: 409,
  QUOTE_CHANGED: 409,
  ERASURE_REFUSED: 409,
  ROOM_HAS_BOOKINGS: 409,
  IDEMPOTENCY_CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  TOO_MANY_HOLDS: 429,
  OTP_TOO_MANY_TRIES: 429,
  DATABASE_UNAVAILABLE: 503,
  PAYMENT_PROVIDER_UNAVAILABLE: 502,
  INTERNAL: 500,
  SMS_FAILED: 502,
  MAIL_FAILED: 502,
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
  /** Set when the request's shape broke the OpenAPI document, not a rule a well-formed request can break. */
  refusedBy?: 'schema';
  /** With STAY_RULE_UNMET: the nearest stay the rules allow. */
  nearestStay?: { checkIn: string; checkOut: string };
}

/** PostgreSQL's SQLSTATE for a unique-constraint violation (a code, a room number or an order already taken). */
export const UNIQUE_VIOLATION = '23505';

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

/** The database's last line under Supar Coins (decision 116): a row that would take a guest's balance below zero. */
export const COINS_FLOOR = 'wallet_balance_not_negative';

/** Whether the database refused a wallet row because it would take a guest's Supar Coins below zero. */
export function isCoinsFloorRefusal(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23514' && constraint === COINS_FLOOR) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's SQLSTATE for a check-constraint violation. */
export const CHECK_VIOLATION = '23514';

/** The name of the constraint a driver error names (pg's and PGlite's `constraint`), possibly wrapped by Drizzle. */
export function constraintOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Whether the database refused text that would print hidden characters on a tax document (a `*_printable` check,
 * decision 114): the last line behind the contracts, so a request that reached it was bad, not the server.
 */
export function isUnprintableText(error: unknown): boolean {
  return sqlState(error) === CHECK_VIOLATION && /_printable$/.test(constraintOf(error) ?? '');
}

/** What a guest reads when the database refused such text. */
export const UNPRINTABLE_TEXT_MESSAGE =
  'Some text in the request has a hidden control or text-direction character: type it again without it.';

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

/**
 * A refusal of one field: the guest reads the message, which names the field in words or not at all (never
 * `phone: …`); a client finds the field by its wire name in `fields`.
 */
export function fieldError(field: string, message: string, code: ErrorCode = 'VALIDATION_FAILED'): AppError {
  return new AppError(code, message, { fields: { [field]: message } });
}

/** A zod refusal as the one 400: the first bad field's sentence (field-words.ts), plus a field → message map. */
export function validationFailure(error: ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || 'body';
    fields[key] ??= guestSentence(issue);
  }
  const [first] = Object.values(fields);
  const message = first ?? 'The request is not valid.';
  // A refusal of the request's shape, unless every issue is a rule the document states only in words.
  const shape = error.issues.some((issue) => !(issue.code === 'custom' && issue.params?.rule));
  return new AppError('VALIDATION_FAILED', message, shape ? { fields, refusedBy: 'schema' } : { fields });
}

/** What a guest reads when the database cannot be reached: the request changed nothing and may be retried. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot reach our records just now. Nothing was changed; please try again in a moment.';

/**
 * A connection the pool could not open: refused, timed out, or turned away by the server at start-up (SQLSTATE
 * 55000 "not currently accepting connections", 53300 too many connections, 57P03 starting up, 3D000 no such
 * database, 28P01 a password that no longer works). Whatever the server said, the request never reached the
 * database, so nothing changed and it may be retried (docs/decisions/093-hardening.md).
 */
export class DatabaseConnectError extends Error {
  constructor(cause: unknown) {
    super('could not open a database connection', { cause });
    this.name = 'DatabaseConnectError';
  }
}

// SQLSTATEs of a server that went away or will not take us, however the error reached us: class 08 (connection
// exception), 57P01–57P03 (terminated by an administrator, crashed, still starting) and 53300 (too many
// connections). 55000 is read only at connect time (DatabaseConnectError): from a statement it is a fault.
const UNAVAILABLE_STATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and PGlite say these in words only (with no code): a cut or closed connection, a full pool.
const UNAVAILABLE_WORDS =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Cannot use a pool after calling end|PGlite is closed)/;

/**
 * Whether an error means the database could not be reached (refused, cut, shut down, pool timed out, closed)
 * rather than a fault in the request. Walks Drizzle's `cause` chain and an AggregateError's `errors`.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 16; seen++) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    if (current instanceof DatabaseConnectError) return true;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (UNAVAILABLE_STATE.test(code) || UNAVAILABLE_SOCKET.has(code)) return true;
    } else if (typeof message === 'string' && !(current instanceof DrizzleQueryError)) {
      // Only the driver's own code-less errors are read: a server's message or Drizzle's (which lists the
      // query's parameters) can quote what a guest typed.
      if (UNAVAILABLE_WORDS.test(message)) return true;
    }
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, data exception: a number out of a column's
 * range, a date PostgreSQL cannot hold, text it cannot store). The request was bad, not the server.
 */
export function isDataException(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
