// The marks the front desk and the restaurant make on a paid booking (decision 104), read under the row's lock and
// judged by one refusal; the transition itself (`arrived`) is in transitions/staff.ts.
import { eq } from 'drizzle-orm';
import type { ArrivalMark } from '~/lib/bookings';
import type { DbOrTx } from '../../db/client';
import { roomBookings, tableBookings } from '../../db/schema';
import type { BookingRef } from './kind';

/** Which kind takes each arrival. */
export const ARRIVAL_KINDS: Record<ArrivalMark, BookingRef['kind']> = {
  check_in: 'room',
  check_out: 'room',
  seat: 'table',
  no_show: 'table',
};

/** A booking's row as the front desk marks it (status, checked in, no-show), locked for the marking. */
export async function lockedArrival(tx: DbOrTx, booking: BookingRef) {
  if (booking.kind === 'room') {
    const [stay] = await tx
      .select({ status: roomBookings.status, checkedInAt: roomBookings.checkedInAt })
      .from(roomBookings)
      .where(eq(roomBookings.id, booking.id))
      .for('update');
    return { status: stay?.status, checkedInAt: stay?.checkedInAt ?? null, noShowAt: null };
  }
  const [sitting] = await tx
    .select({ status: tableBookings.status, noShowAt: tableBookings.noShowAt })
    .from(tableBookings)
    .where(eq(tableBookings.id, booking.id))
    .for('update');
  return { status: sitting?.status, checkedInAt: null, noShowAt: sitting?.noShowAt ?? null };
}

/** Why an arrival cannot be marked on the booking as it stands (locked), or null when it can. */
export function arrivalRefusal(
  arrival: ArrivalMark,
  row: Awaited<ReturnType<typeof lockedArrival>>,
): string | null {
  if (row.status === 'completed') {
    return arrival === 'seat' || arrival === 'no_show'
      ? 'This party is already seated.'
      : 'This guest has already checked out.';
  }
  if (row.status !== 'confirmed') return `A ${row.status} booking cannot be marked: only a paid one can.`;
  if (row.noShowAt) return 'This party was already marked a no-show.';
  if (arrival === 'check_in' && row.checkedInAt) return 'This guest is already checked in.';
  if (arrival === 'check_out' && !row.checkedInAt) return 'Check the guest in before checking them out.';
  return null;
}
