// The rooms chart (issue 44, decision 144): every room unit by listing, and for some dates its stays (the guest's
// name and the stay's one reference), its closures and its housekeeping.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { ChartStay, RoomsChart } from '~/contracts/staff-rooms';
import { addDays, type IsoDate } from '~/lib/dates';
import type { RoomCondition } from '~/lib/housekeeping';
import type { DbOrTx } from '../../db/client';
import { roomBookings, rooms, roomUnitClosures, roomUnits, users } from '../../db/schema';
import { holdsAt } from '../bookings/ref';
import { stayGuestNameSql, stayReferenceSql } from '../bookings/stays/reference';

/** Where one room of a stay stands on the chart: held unpaid, confirmed, in house, left, or a no-show. */
export function chartStanding(row: {
  status: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
}): ChartStay['standing'] {
  if (row.status === 'completed' || row.checkedOutAt) return 'checked_out';
  if (row.noShowAt) return 'no_show';
  if (row.checkedInAt) return 'in_house';
  return row.status === 'pending' ? 'held' : 'confirmed';
}

/** A unit's condition today: out of order while a closure covers today, else its cleanliness. */
export function conditionOn(
  today: IsoDate,
  housekeeping: RoomCondition,
  closures: readonly { startsOn: string; endsOn: string }[],
): RoomCondition {
  return closures.some((c) => c.startsOn <= today && c.endsOn > today) ? 'out_of_order' : housekeeping;
}

/**
 * The chart from `from` for `days` dates: each listing's units by number, each with the stays holding a night in
 * those dates (a hold lapsed at `now` holds nothing) and the closures overlapping them.
 */
export async function roomsChart(
  db: DbOrTx,
  window: { from: IsoDate; days: number },
  clock: { now: Date; today: IsoDate },
  moveAcrossTypes: boolean,
): Promise<RoomsChart> {
  const to = addDays(window.from, window.days);
  const units = await db
    .select({ unit: roomUnits, listing: rooms.name })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .orderBy(asc(roomUnits.roomNumber));
  const ids = units.map((u) => u.unit.id);
  const stays = ids.length
    ? await db
        .select({
          b: roomBookings,
          bookedAs: rooms.name,
          guestName: stayGuestNameSql,
          reference: stayReferenceSql,
        })
        .from(roomBookings)
        .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
        .innerJoin(users, eq(users.id, roomBookings.userId))
        .where(
          and(
            inArray(roomBookings.roomUnitId, ids),
            holdsAt(roomBookings, clock.now),
            lt(roomBookings.checkIn, to),
            gt(roomBookings.checkOut, window.from),
          ),
        )
        .orderBy(asc(roomBookings.checkIn))
    : [];
  const closures = await db
    .select()
    .from(roomUnitClosures)
    .where(and(lt(roomUnitClosures.startsOn, to), gt(roomUnitClosures.endsOn, window.from)))
    .orderBy(asc(roomUnitClosures.startsOn));
  const listings: RoomsChart['listings'] = [];
  for (const { unit, listing } of units) {
    let group = listings.find((l) => l.id === unit.roomId);
    if (!group) {
      group = { id: unit.roomId, name: listing, units: [] };
      listings.push(group);
    }
    const own = closures
      .filter((c) => c.roomUnitId === unit.id)
      .map(({ id, startsOn, endsOn, reason }) => ({ id, startsOn, endsOn, reason }));
    group.units.push({
      id: unit.id,
      roomNumber: unit.roomNumber,
      floor: unit.floor,
      inService: unit.inService,
      housekeeping: unit.housekeeping,
      condition: conditionOn(clock.today, unit.housekeeping, own),
      closures: own,
      stays: stays
        .filter((s) => s.b.roomUnitId === unit.id)
        .map(({ b, bookedAs, guestName, reference }) => ({
          id: b.id,
          reference,
          guestName,
          checkIn: b.checkIn,
          checkOut: b.checkOut,
          standing: chartStanding(b),
          bookedAs,
          bookedRoomId: b.roomId,
          totalPaise: b.totalPaise,
        })),
    });
  }
  return { from: window.from, days: window.days, today: clock.today, moveAcrossTypes, listings };
}
