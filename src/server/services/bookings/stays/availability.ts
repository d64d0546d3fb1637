import type { Availability } from '~/contracts/bookings';
import type { IsoDate } from '~/lib/dates';
import { gstAdded } from '~/lib/gst';
import { formatInr, toRupees } from '~/lib/money';
import type { RoomType } from '~/lib/rooms';
import { stayProblem } from '~/lib/stay';
import type { Database } from '~/server/db/client';
import { fieldError } from '~/server/errors';
import { hotelTaxFacts } from '../../hotel-facts';
import type { Clock } from '../kind';
import { type FreeUnit, roomCalendar, type StayQuestion } from './calendar';

export type { FreeUnit, StayQuestion } from './calendar';

/**
 * Free units for a stay as a read: no write, worked out from the process's calendar of the rooms, which is
 * read again when a booking, hold or catalogue change commits anywhere (calendar.ts). Callers must not change
 * what they are given.
 */
export async function freeUnitsNow(
  database: Database,
  stay: StayQuestion,
  now: Date,
): Promise<readonly FreeUnit[]> {
  return (await roomCalendar(database, now)).freeUnits(stay, now);
}

/** The spec's availability answer: free units of a type for a stay, cheapest first. */
export async function availableUnits(
  database: Database,
  stay: { checkIn: IsoDate; checkOut: IsoDate; roomType?: RoomType },
  clock: Pick<Clock, 'today' | 'now'>,
): Promise<Availability> {
  const problem = stayProblem(stay.checkIn, stay.checkOut, clock.today);
  if (problem) throw fieldError(problem.field, problem.message);
  const units = await freeUnitsNow(database, stay, clock.now);
  const rooms = units.map((u) => ({
    id: u.id,
    roomNumber: u.roomNumber,
    type: u.roomType,
    price: toRupees(u.pricePaise),
    pricePaise: u.pricePaise,
    roomId: u.roomId,
    name: u.roomName,
    maxGuests: u.maxGuests,
    label: `Room ${u.roomNumber} · ${u.roomName} · ${formatInr(u.pricePaise)} / night ${gstAdded('accommodation', u.pricePaise, hotelTaxFacts.specifiedPremises)}`,
  }));
  return { available: rooms.length > 0, rooms };
}
