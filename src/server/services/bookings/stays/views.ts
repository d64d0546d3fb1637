import { desc, eq, type SQL } from 'drizzle-orm';
import type { RoomBooking } from '../../../../contracts/bookings';
import { toRupees } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { roomBookings, rooms, roomUnits } from '../../../db/schema';

/** Room bookings matching a condition, newest first, shaped for the API. */
export async function roomBookingViews(
  db: DbOrTx,
  where: SQL | undefined,
  imageUrl: (key: string) => string,
): Promise<RoomBooking[]> {
  const rows = await db
    .select({ b: roomBookings, r: rooms, u: roomUnits })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(where)
    .orderBy(desc(roomBookings.createdAt), roomUnits.roomNumber);
  return rows.map(({ b, r, u }) => ({
    id: b.id,
    bookingCode: b.bookingCode,
    groupId: b.groupId,
    userId: b.userId,
    roomId: b.roomId,
    status: b.status,
    checkInDate: b.checkIn,
    checkOutDate: b.checkOut,
    nights: b.nights,
    numGuests: b.numGuests,
    name: r.name,
    image: imageUrl(r.image),
    description: r.description,
    roomType: r.roomType,
    room: { id: r.id, unitId: u.id, roomNumber: u.roomNumber, name: r.name, type: r.roomType },
    pricePerNight: toRupees(b.pricePerNightPaise),
    subtotal: toRupees(b.subtotalPaise),
    discount: toRupees(b.discountPaise),
    total: toRupees(b.totalPaise),
    pricePerNightPaise: b.pricePerNightPaise,
    subtotalPaise: b.subtotalPaise,
    discountPaise: b.discountPaise,
    totalPaise: b.totalPaise,
    offerCode: b.offerCode,
    couponCode: b.couponCode,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    specialRequests: b.specialRequests,
    createdAt: b.createdAt.toISOString(),
  }));
}
