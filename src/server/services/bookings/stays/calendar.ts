import { and, gt, inArray } from 'drizzle-orm';
import { HOLDING_STATUSES } from '~/lib/bookings';
import type { IsoDate } from '~/lib/dates';
import type { RoomType } from '~/lib/rooms';
import type { Database } from '~/server/db/client';
import { roomBookings, rooms, roomUnitClosures, roomUnits } from '~/server/db/schema';

type ListingRow = typeof rooms.$inferSelect;

/** A physical room free for a whole stay, with its listing's price and capacity. */
export interface FreeUnit {
  id: string;
  roomNumber: string;
  roomId: string;
  roomName: string;
  roomType: RoomType;
  pricePaise: number;
  maxGuests: number;
}

/** A stay asked about: its nights, optionally one type or one listing. */
export interface StayQuestion {
  checkIn: IsoDate;
  checkOut: IsoDate;
  roomType?: RoomType;
  roomId?: string;
}

/** A booking that may hold its unit: its nights [checkIn, checkOut) and, for an unpaid one, its hold's end. */
interface Held {
  checkIn: string;
  checkOut: string;
  /** Milliseconds; null for a paid or stayed booking (or a pending one without a deadline): held for good. */
  holdEndsAt: number | null;
}

/**
 * Bookings that ended before this many days ago are left out of the calendar: no question asks about them
 * (a stay starts on the hotel's today at the earliest), and two days cover any time zone.
 */
const PAST_DAYS_KEPT = 2;

/**
 * The rooms' calendar as one process keeps it: the listings, the units in service and every booking that can
 * still hold a unit, read at one availability generation. Answers for any stay are worked out from it in
 * memory, at the instant asked: a hold counts until its deadline passes, so a lapsed hold frees its unit with
 * no write and no new read (the same rule as `freeUnits`, the query a booking runs in its transaction).
 */
export class RoomCalendar {
  /** Units of active listings in service, cheapest first, then by number (the query's order). */
  private readonly units: FreeUnit[];
  private readonly heldByUnit = new Map<string, Held[]>();

  constructor(
    /** Every listing, withdrawn ones included, cheapest first. */
    readonly listings: readonly ListingRow[],
    units: readonly { id: string; roomId: string; roomNumber: string; inService: boolean }[],
    held: readonly (Held & { unitId: string })[],
    closed: readonly (Held & { unitId: string })[] = [],
  ) {
    const byId = new Map(listings.map((l) => [l.id, l]));
    this.units = units
      .flatMap((unit) => {
        const listing = byId.get(unit.roomId);
        if (!listing?.active || !unit.inService) return [];
        return [
          {
            id: unit.id,
            roomNumber: unit.roomNumber,
            roomId: listing.id,
            roomName: listing.name,
            roomType: listing.roomType,
            pricePaise: listing.pricePaise,
            maxGuests: listing.maxGuests,
          },
        ];
      })
      .sort(
        (a, b) =>
          a.pricePaise - b.pricePaise ||
          (a.roomNumber < b.roomNumber ? -1 : a.roomNumber > b.roomNumber ? 1 : 0),
      );
    for (const { unitId, ...booking } of [...held, ...closed]) {
      const list = this.heldByUnit.get(unitId);
      if (list) list.push(booking);
      else this.heldByUnit.set(unitId, [booking]);
    }
  }

  /** Units free for every night of [checkIn, checkOut) at `now`, cheapest first; optionally of one type or listing. */
  freeUnits(stay: StayQuestion, now: Date): FreeUnit[] {
    const at = now.getTime();
    return this.units.filter(
      (unit) =>
        (!stay.roomType || unit.roomType === stay.roomType) &&
        (!stay.roomId || unit.roomId === stay.roomId) &&
        !(this.heldByUnit.get(unit.id) ?? []).some(
          (b) =>
            b.checkIn < stay.checkOut &&
            stay.checkIn < b.checkOut &&
            (b.holdEndsAt === null || b.holdEndsAt > at),
        ),
    );
  }

  /** The listings guests see (active), cheapest first, optionally of one type. */
  activeListings(roomType?: RoomType): ListingRow[] {
    return this.listings.filter((l) => l.active && (!roomType || l.roomType === roomType));
  }
}

async function readCalendar(database: Database, now: Date): Promise<RoomCalendar> {
  const { db } = database;
  const since = new Date(now.getTime() - PAST_DAYS_KEPT * 86_400_000).toISOString().slice(0, 10);
  const [listings, units, held, closed] = await Promise.all([
    db.select().from(rooms).orderBy(rooms.pricePaise),
    db
      .select({
        id: roomUnits.id,
        roomId: roomUnits.roomId,
        roomNumber: roomUnits.roomNumber,
        inService: roomUnits.inService,
      })
      .from(roomUnits),
    db
      .select({
        unitId: roomBookings.roomUnitId,
        checkIn: roomBookings.checkIn,
        checkOut: roomBookings.checkOut,
        status: roomBookings.status,
        holdExpiresAt: roomBookings.holdExpiresAt,
      })
      .from(roomBookings)
      .where(and(inArray(roomBookings.status, [...HOLDING_STATUSES]), gt(roomBookings.checkOut, since))),
    db
      .select({
        unitId: roomUnitClosures.roomUnitId,
        checkIn: roomUnitClosures.startsOn,
        checkOut: roomUnitClosures.endsOn,
      })
      .from(roomUnitClosures)
      .where(gt(roomUnitClosures.endsOn, since)),
  ]);
  return new RoomCalendar(
    listings,
    units,
    held.map((b) => ({
      unitId: b.unitId,
      checkIn: b.checkIn,
      checkOut: b.checkOut,
      holdEndsAt: b.status === 'pending' && b.holdExpiresAt ? new Date(b.holdExpiresAt).getTime() : null,
    })),
    // A unit out of service is held for those nights for good, like a paid stay.
    closed.map((c) => ({ ...c, holdEndsAt: null })),
  );
}

const kept = new WeakMap<Database, { generation: bigint; from: number; calendar: Promise<RoomCalendar> }>();

/**
 * The process's calendar, current as of this call: the availability generation (moved at the commit of any
 * booking, hold or catalogue change, in any process: drizzle/0003) is read first, and the kept calendar is
 * used only if it was read at that generation or a later one; otherwise it is read again, once for everyone
 * asking meanwhile. Because the generation is taken before the rows, a calendar is never filed under a
 * generation newer than the data it holds (docs/decisions/048-availability-cache.md). It leaves out bookings
 * over two days before the `now` it was read at, so it is read again if asked about an earlier instant (a
 * test's clock may go back; a guest's does not).
 */
export async function roomCalendar(database: Database, now: Date): Promise<RoomCalendar> {
  const at = BigInt(await database.availabilityGeneration());
  const known = kept.get(database);
  if (known && known.generation >= at && now.getTime() >= known.from) return known.calendar;
  const calendar = readCalendar(database, now);
  kept.set(database, { generation: at, from: now.getTime(), calendar });
  // A failed read is not kept: the next guest asks the database again.
  calendar.catch(() => {
    if (kept.get(database)?.calendar === calendar) kept.delete(database);
  });
  return calendar;
}
