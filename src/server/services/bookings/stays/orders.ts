import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { OrderEntry } from '../../../../contracts/orders';
import { clockTime } from '../../../../lib/listing-status';
import { toRupees } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { roomBookings, rooms, roomUnits } from '../../../db/schema';
import { hotelTimes } from '../../hotel-facts';
import type { Clock } from '../kind';
import { paymentOfRows, paymentsOf } from '../order-payments';

const CHECK_OUT = clockTime(hotelTimes.checkOut);

/** A guest's stays for their bookings list: one entry per booking (a group's rooms together), newest first. */
export async function stayOrders(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]> {
  const rows = await db
    .select({ b: roomBookings, r: rooms, roomNumber: roomUnits.roomNumber })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(
      and(eq(roomBookings.userId, userId), ne(roomBookings.status, 'expired'), isNull(roomBookings.hiddenAt)),
    )
    .orderBy(asc(roomBookings.createdAt), roomUnits.roomNumber);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.b.groupId ?? row.b.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const paid = await paymentsOf(
    db,
    'room',
    rows.map((r) => r.b.id),
  );
  return [...groups.values()].reverse().map((group) => {
    const { b, r } = group[0]!;
    const rowIds = group.map((g) => g.b.id);
    const totalPaise = group.reduce((sum, g) => sum + g.b.totalPaise, 0);
    return {
      kind: 'room' as const,
      id: b.id,
      bookingCode: b.bookingCode,
      status: b.status,
      overOn: b.checkOut,
      overAt: CHECK_OUT,
      detailsHref: `/booking-details?id=${b.id}`,
      created_at: b.createdAt.toISOString(),
      payment: paymentOfRows(paid, rowIds),
      roomBooking: {
        id: b.id,
        bookingCode: b.bookingCode,
        name: group.length > 1 ? `${group.length} × ${r.name}` : r.name,
        image: clock.imageUrl(r.image),
        description: r.description,
        room: { roomNumber: group[0]!.roomNumber },
        roomNumbers: group.map((g) => g.roomNumber),
        checkInDate: b.checkIn,
        checkOutDate: b.checkOut,
        nights: b.nights,
        numGuests: group.reduce((sum, g) => sum + g.b.numGuests, 0),
        total: toRupees(totalPaise),
        totalPaise,
        status: b.status,
      },
    };
  });
}
