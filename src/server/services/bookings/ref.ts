import { and, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { BookingKindName, BookingStatus } from '~/contracts/common';
import { PAID_STATUSES } from '~/lib/bookings';
import type { IsoDate } from '~/lib/dates';
import type { BookingRef, BookingTable } from './kind';

/** The columns every kind's booking row has. */
interface BookingRow {
  id: string;
  userId: string;
  bookingCode: string;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  totalPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** A booking row as the kind-neutral parts see it; a group passes its rows and their summed total. */
export function bookingRef(
  kind: BookingKindName,
  row: BookingRow,
  more: {
    description: string;
    startsOn: IsoDate;
    nights?: number;
    startsAt?: Date;
    rowIds?: string[];
    /** A group's summed charge: its total with GST and the GST in it. */
    charged?: { totalPaise: number; cgstPaise: number; sgstPaise: number };
    paymentRefusal?: string | null;
    onPackage?: { id: string } | null;
  },
): BookingRef {
  return {
    kind,
    id: row.id,
    userId: row.userId,
    code: row.bookingCode,
    status: row.status,
    holdExpiresAt: row.holdExpiresAt,
    totalPaise: more.charged?.totalPaise ?? row.totalPaise,
    cgstPaise: more.charged?.cgstPaise ?? row.cgstPaise,
    sgstPaise: more.charged?.sgstPaise ?? row.sgstPaise,
    rowIds: more.rowIds ?? [row.id],
    description: more.description,
    startsOn: more.startsOn,
    ...(more.nights !== undefined ? { nights: more.nights } : {}),
    ...(more.startsAt ? { startsAt: more.startsAt } : {}),
    ...(more.paymentRefusal ? { paymentRefusal: more.paymentRefusal } : {}),
    ...(more.onPackage ? { onPackage: more.onPackage } : {}),
  };
}

/** The refusal every kind shares: only a pending or paid booking can be cancelled, and only once. */
export function statusRefusal(booking: BookingRef): string | null {
  if (booking.status === 'cancelled') return 'This booking is already cancelled.';
  if (booking.status !== 'pending' && booking.status !== 'confirmed') {
    return `A ${booking.status} booking cannot be cancelled.`;
  }
  return null;
}

/**
 * Whether a booking row holds what it took at `now`: paid (or used), or unpaid with its hold still running. A
 * lapsed hold frees it here without a write; the no-overlap constraint still counts the row until the sweep marks
 * it expired, which placing a booking does first, and a write the constraint refuses does before trying again
 * (sweep.ts).
 */
export const holdsAt = (table: BookingTable, now: Date): SQL =>
  or(
    inArray(table.status, [...PAID_STATUSES]),
    and(eq(table.status, 'pending'), or(isNull(table.holdExpiresAt), gt(table.holdExpiresAt, now))),
  )!;

/** An unpaid booking whose hold still runs: what a guest holds without having paid. */
export const unpaidHoldAt = (table: BookingTable, now: Date): SQL =>
  and(eq(table.status, 'pending'), gt(table.holdExpiresAt, now))!;

/** An unpaid booking whose hold has passed: it no longer holds anything, and the sweep expires it. */
export const lapsedAt = (table: BookingTable, now: Date): SQL =>
  and(eq(table.status, 'pending'), lte(table.holdExpiresAt, now))!;

/** Whether a booking read from its row is an unpaid hold that has passed at `now` (`lapsedAt`, for a row in hand). */
export const lapsed = (booking: { status: BookingStatus; holdExpiresAt: Date | null }, now: Date): boolean =>
  booking.status === 'pending' && booking.holdExpiresAt !== null && booking.holdExpiresAt <= now;

/**
 * A booking's status as it stands at `now`, swept or not: a lapsed hold reads as expired. What a staff screen shows
 * (decision 119): no read sweeps, so a hold the background job has not reached yet must not read as held.
 */
export const statusAt = (
  booking: { status: BookingStatus; holdExpiresAt: Date | null },
  now: Date,
): BookingStatus => (lapsed(booking, now) ? 'expired' : booking.status);
