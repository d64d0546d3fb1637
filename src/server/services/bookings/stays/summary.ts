import { eq, inArray } from 'drizzle-orm';
import type { StayDetail } from '../../../../contracts/checkout';
import type { Priced } from '../../../../contracts/pricing';
import { formatInr } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { roomBookings, rooms, roomUnits } from '../../../db/schema';
import { hotelTimes } from '../../hotel-facts';
import type { BookingRef, Clock } from '../kind';
import { bookingRef } from '../ref';

const nightsText = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

/** A stay by the id of any of its rooms: the whole group booked together, as payments see it. */
export async function findStay(db: DbOrTx, id: string): Promise<BookingRef | undefined> {
  const [first] = await db.select().from(roomBookings).where(eq(roomBookings.id, id));
  if (!first) return undefined;
  const rows = first.groupId
    ? await db.select().from(roomBookings).where(eq(roomBookings.groupId, first.groupId))
    : [first];
  const [room] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, first.roomId));
  const count = rows.length;
  return bookingRef('room', first, {
    totalPaise: rows.reduce((sum, r) => sum + r.totalPaise, 0),
    rowIds: rows.map((r) => r.id),
    description: `${count > 1 ? `${count} x ` : ''}${room?.name ?? 'Room'}, ${nightsText(first.nights)}`,
    startsOn: first.checkIn,
  });
}

async function stayRows(db: DbOrTx, booking: BookingRef) {
  const rows = await db
    .select({ b: roomBookings, roomName: rooms.name, image: rooms.image, roomNumber: roomUnits.roomNumber })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(inArray(roomBookings.id, booking.rowIds))
    .orderBy(roomUnits.roomNumber);
  const first = rows.find((r) => r.b.id === booking.id) ?? rows[0]!;
  return { rows, first };
}

/** The stay's bill as it was priced: a line per room, and the discount its codes took. */
export async function stayBill(db: DbOrTx, booking: BookingRef): Promise<Priced> {
  const { rows, first } = await stayRows(db, booking);
  const discountPaise = rows.reduce((s, r) => s + r.b.discountPaise, 0);
  const codes = [first.b.offerCode, first.b.couponCode].filter((c): c is string => Boolean(c));
  return {
    lines: rows.map((r) => ({
      label: `Room ${r.roomNumber} · ${r.roomName}`,
      detail: `${formatInr(r.b.pricePerNightPaise)} × ${nightsText(r.b.nights)}`,
      amountPaise: r.b.subtotalPaise,
    })),
    discounts:
      discountPaise > 0
        ? [
            {
              label: `Discount${codes.length ? ` (${codes.join(', ')})` : ''}`,
              code: codes.join(','),
              amountPaise: discountPaise,
            },
          ]
        : [],
    subtotalPaise: rows.reduce((s, r) => s + r.b.subtotalPaise, 0),
    discountPaise,
    totalPaise: rows.reduce((s, r) => s + r.b.totalPaise, 0),
  };
}

/** What the booking details page shows of a stay. */
export async function stayDetail(
  db: DbOrTx,
  booking: BookingRef,
  clock: Pick<Clock, 'imageUrl'>,
): Promise<StayDetail> {
  const { rows, first } = await stayRows(db, booking);
  return {
    name: first.roomName,
    image: clock.imageUrl(first.image),
    roomNumbers: rows.map((r) => r.roomNumber),
    rooms: rows.length,
    checkInDate: first.b.checkIn,
    checkOutDate: first.b.checkOut,
    checkInTime: hotelTimes.checkIn,
    nights: first.b.nights,
    numGuests: first.b.numGuests,
    pricePerNightPaise: first.b.pricePerNightPaise,
    subtotalPaise: rows.reduce((s, r) => s + r.b.subtotalPaise, 0),
    discountPaise: rows.reduce((s, r) => s + r.b.discountPaise, 0),
    offerCode: first.b.offerCode ?? first.b.couponCode,
    specialRequests: first.b.specialRequests ?? '',
  };
}
