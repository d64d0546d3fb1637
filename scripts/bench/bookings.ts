import { asc, eq } from 'drizzle-orm';
import { newBookingCode } from '../../src/lib/booking-code';
import { addDays } from '../../src/lib/dates';
import type { Db } from '../../src/server/db/client';
import { createGuest } from '../../src/server/db/factories';
import { roomBookings, rooms, roomUnits } from '../../src/server/db/schema';

const STATUSES = ['confirmed', 'confirmed', 'confirmed', 'completed', 'cancelled'] as const;

/**
 * Fills the calendar with `count` bookings spread over every unit: one-night stays separated by a
 * free night now and then, so they never overlap and later creates still find rooms.
 */
export async function generateBookings(db: Db, count: number, today: string): Promise<number> {
  const guests = [];
  for (let i = 0; i < 100; i++) guests.push(await createGuest(db));
  const units = await db
    .select({ id: roomUnits.id, roomId: roomUnits.roomId, price: rooms.pricePaise })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .orderBy(asc(roomUnits.roomNumber));
  const perUnit = Math.ceil(count / units.length);
  let made = 0;
  for (const [u, unit] of units.entries()) {
    const rows = [];
    let day = 0;
    for (let i = 0; i < perUnit && made + rows.length < count; i++) {
      day += (i + u) % 3 === 0 ? 2 : 1;
      const checkIn = addDays(today, day - 1);
      rows.push({
        bookingCode: newBookingCode(),
        userId: guests[(i + u) % guests.length]!.id,
        roomId: unit.roomId,
        roomUnitId: unit.id,
        checkIn,
        checkOut: addDays(checkIn, 1),
        numGuests: 1,
        adults: 1,
        nights: 1,
        pricePerNightPaise: unit.price,
        nightlyPaise: [unit.price],
        subtotalPaise: unit.price,
        // A bench row carries no GST lines: its charge is its tariff, as a booking made before GST was charged.
        taxablePaise: unit.price,
        totalPaise: unit.price,
        status: STATUSES[(i * 7 + u) % STATUSES.length]!,
      });
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(roomBookings).values(rows.slice(i, i + 500));
    made += rows.length;
  }
  return made;
}
