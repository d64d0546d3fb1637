import type { BookingKindName, BookingStatus } from '../../../contracts/common';
import type { IsoDate } from '../../../lib/dates';
import type { BookingRef } from './kind';

/** The columns every kind's booking row has. */
interface BookingRow {
  id: string;
  userId: string;
  bookingCode: string;
  status: BookingStatus;
  holdExpiresAt: Date | null;
  totalPaise: number;
}

/** A booking row as the kind-neutral parts see it; a group passes its rows and their summed total. */
export function bookingRef(
  kind: BookingKindName,
  row: BookingRow,
  more: {
    description: string;
    startsOn: IsoDate;
    startsAt?: Date;
    rowIds?: string[];
    totalPaise?: number;
    paymentRefusal?: string | null;
  },
): BookingRef {
  return {
    kind,
    id: row.id,
    userId: row.userId,
    code: row.bookingCode,
    status: row.status,
    holdExpiresAt: row.holdExpiresAt,
    totalPaise: more.totalPaise ?? row.totalPaise,
    rowIds: more.rowIds ?? [row.id],
    description: more.description,
    startsOn: more.startsOn,
    ...(more.startsAt ? { startsAt: more.startsAt } : {}),
    ...(more.paymentRefusal ? { paymentRefusal: more.paymentRefusal } : {}),
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
