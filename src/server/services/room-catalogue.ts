import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Room } from '~/contracts/rooms';
import { LIVE_STATUSES } from '~/lib/bookings';
import type { IsoDate } from '~/lib/dates';
import { formatInr, toRupees } from '~/lib/money';
import { defaultOccupancy } from '~/lib/party';
import type { RoomType } from '~/lib/rooms';
import type { Database, Db } from '../db/client';
import { createRoomUnit } from '../db/factories';
import { roomBookings, rooms, roomUnits } from '../db/schema';
import { AppError, sqlState, UNIQUE_VIOLATION } from '../errors';
import { changedFacts, recordStaffAction, type StaffActor } from './audit';
import { roomCalendar } from './bookings/stays/calendar';
import { releaseLapsedHolds } from './bookings/sweep';

type RoomRow = typeof rooms.$inferSelect;

function roomView(room: RoomRow, imageUrl: (key: string) => string, free: number | null): Room {
  return {
    id: room.id,
    slug: room.slug,
    name: room.name,
    description: room.description,
    image: imageUrl(room.image),
    imageKey: room.image,
    rating: room.rating,
    reviews: room.reviews,
    price: toRupees(room.pricePaise),
    pricePaise: room.pricePaise,
    perNight: `${formatInr(room.pricePaise)} / night`,
    amenities: room.amenities,
    available: free === null ? true : free > 0,
    freeUnits: free,
    tag: room.tag,
    maxGuests: room.maxGuests,
    roomType: room.roomType,
    bed: room.bed,
    view: room.view,
    sizeSqm: room.sizeSqm,
  };
}

/**
 * The hotel's listings, cheapest first; with a stay, each says whether a unit is free for it. A read from the
 * process's calendar of the rooms (no write, and no query while nothing has changed: calendar.ts).
 */
export async function listRooms(
  database: Database,
  query: { checkIn?: IsoDate; checkOut?: IsoDate; roomType?: RoomType },
  options: { now: Date; imageUrl: (key: string) => string },
): Promise<Room[]> {
  const calendar = await roomCalendar(database, options.now);
  const list = calendar.activeListings(query.roomType);
  if (!query.checkIn || !query.checkOut) return list.map((r) => roomView(r, options.imageUrl, null));
  const free = calendar.freeUnits(
    { checkIn: query.checkIn, checkOut: query.checkOut, roomType: query.roomType },
    options.now,
  );
  const counts = new Map<string, number>();
  for (const unit of free) counts.set(unit.roomId, (counts.get(unit.roomId) ?? 0) + 1);
  return list.map((r) => roomView(r, options.imageUrl, counts.get(r.id) ?? 0));
}

/** One listing by id; a withdrawn or unknown one is a 404. */
export async function roomById(db: Db, id: string, imageUrl: (key: string) => string): Promise<Room> {
  const [room] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.active, true)));
  if (!room) throw new AppError('NOT_FOUND', 'Room not found.');
  return roomView(room, imageUrl, null);
}

/** The fields an admin sets on a listing. */
export type RoomInput = Partial<
  Pick<
    RoomRow,
    | 'name'
    | 'description'
    | 'roomType'
    | 'image'
    | 'tag'
    | 'rating'
    | 'reviews'
    | 'pricePaise'
    | 'maxGuests'
    | 'amenities'
    | 'bed'
    | 'view'
    | 'sizeSqm'
  >
> & { slug?: string };

function slugOf(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${base || 'room'}-${crypto.randomUUID().slice(0, 6)}`;
}

/** A listing's facts the audit keeps before and after a change. */
const auditedFacts = (room: RoomRow) => ({
  name: room.name,
  roomType: room.roomType,
  pricePaise: room.pricePaise,
  maxGuests: room.maxGuests,
  description: room.description,
  amenities: room.amenities,
  tag: room.tag,
  image: room.image,
  bed: room.bed,
  view: room.view,
  sizeSqm: room.sizeSqm,
});

/** The catalogue's word for a room number someone else took meanwhile (the unique index refused it). */
const numberTaken = (error: unknown) => {
  if (sqlState(error) === UNIQUE_VIOLATION)
    return new AppError(
      'CONFLICT',
      'One of these room numbers was added meanwhile. Check the list and try again.',
    );
  return error;
};

async function refuseTakenNumbers(db: Db, roomNumbers: string[]) {
  const taken = roomNumbers.length
    ? await db
        .select({ n: roomUnits.roomNumber })
        .from(roomUnits)
        .where(inArray(roomUnits.roomNumber, roomNumbers))
    : [];
  if (taken.length) throw new AppError('CONFLICT', `Room number ${taken[0]!.n} already exists.`);
}

/** A unit's floor, read from its number's first digit as the demo's numbering does (401 is on the fourth). */
const floorOf = (number: string) => Number.parseInt(number[0] ?? '1', 10) || 1;

/** Adds a listing and its numbered rooms (admin), audited with its facts and numbers. */
export async function addRoom(
  db: Db,
  input: RoomInput &
    Required<Pick<RoomInput, 'name' | 'description' | 'roomType' | 'pricePaise' | 'maxGuests'>>,
  roomNumbers: string[],
  options: { now: Date; imageUrl: (key: string) => string; by: StaffActor },
): Promise<Room> {
  await refuseTakenNumbers(db, roomNumbers);
  try {
    const room = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rooms)
        .values({
          image: 'room-default',
          ...defaultOccupancy(input.maxGuests),
          ...input,
          slug: input.slug ?? slugOf(input.name),
        })
        .returning();
      for (const number of roomNumbers) await createRoomUnit(tx, row!.id, number, floorOf(number));
      await recordStaffAction(
        tx,
        options.by,
        {
          action: 'room.add',
          target: { kind: 'room', id: row!.id },
          after: { ...auditedFacts(row!), roomNumbers },
        },
        options.now,
      );
      return row!;
    });
    return roomView(room, options.imageUrl, null);
  } catch (error) {
    // Another request added one of these numbers (or this slug) since the check above: the database's unique
    // index refused it, and the transaction left nothing behind.
    throw numberTaken(error);
  }
}

/** Adds numbered rooms (units) to an open listing (admin), audited with the numbers added. */
export async function addRoomUnits(
  db: Db,
  id: string,
  roomNumbers: string[],
  options: { now: Date; by: StaffActor },
): Promise<{ roomNumbers: string[] }> {
  await refuseTakenNumbers(db, roomNumbers);
  try {
    return await db.transaction(async (tx) => {
      const [room] = await tx
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.id, id), eq(rooms.active, true)))
        .for('update');
      if (!room) throw new AppError('NOT_FOUND', 'Room not found.');
      const before = await tx
        .select({ n: roomUnits.roomNumber })
        .from(roomUnits)
        .where(eq(roomUnits.roomId, id))
        .orderBy(roomUnits.roomNumber);
      for (const number of roomNumbers) await createRoomUnit(tx, id, number, floorOf(number));
      const was = before.map((u) => u.n);
      const now = [...was, ...roomNumbers].sort();
      await recordStaffAction(
        tx,
        options.by,
        {
          action: 'room.add_units',
          target: { kind: 'room', id },
          before: { roomNumbers: was },
          after: { roomNumbers: now },
        },
        options.now,
      );
      return { roomNumbers: now };
    });
  } catch (error) {
    throw numberTaken(error);
  }
}

/** Changes a listing's fields (admin), audited with what changed. */
export async function updateRoom(
  db: Db,
  id: string,
  input: RoomInput,
  options: { now: Date; imageUrl: (key: string) => string; by: StaffActor },
): Promise<Room> {
  const room = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(rooms)
      .where(and(eq(rooms.id, id), eq(rooms.active, true)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Room not found.');
    const [after] = await tx
      .update(rooms)
      .set({
        ...input,
        // A listing that takes fewer guests takes them on its own occupancy (decision 133).
        ...(input.maxGuests === undefined ? {} : defaultOccupancy(input.maxGuests)),
        updatedAt: options.now,
      })
      .where(eq(rooms.id, id))
      .returning();
    await recordStaffAction(
      tx,
      options.by,
      {
        action: 'room.update',
        target: { kind: 'room', id },
        ...changedFacts(auditedFacts(before), auditedFacts(after!)),
      },
      options.now,
    );
    return after!;
  });
  return roomView(room, options.imageUrl, null);
}

/** Withdraws a listing (admin), audited; refused while a guest holds a stay that has not ended. */
export async function withdrawRoom(
  db: Db,
  id: string,
  options: { now: Date; today: IsoDate; by: StaffActor },
): Promise<void> {
  await roomById(db, id, (k) => k);
  // A stay whose hold lapsed holds nothing: expire it first, so it does not count as an upcoming booking.
  await releaseLapsedHolds(db, options.now);
  await db.transaction(async (tx) => {
    const [room] = await tx
      .select({ id: rooms.id })
      .from(rooms)
      .where(and(eq(rooms.id, id), eq(rooms.active, true)))
      .for('update');
    if (!room) throw new AppError('NOT_FOUND', 'Room not found.');
    const [upcoming] = await tx
      .select({ id: roomBookings.id })
      .from(roomBookings)
      .where(
        and(
          eq(roomBookings.roomId, id),
          inArray(roomBookings.status, [...LIVE_STATUSES]),
          gt(roomBookings.checkOut, options.today),
        ),
      )
      .limit(1);
    if (upcoming) {
      throw new AppError('ROOM_HAS_BOOKINGS', 'This room has upcoming bookings and cannot be deleted.');
    }
    // Withdrawn, not erased: past bookings still point at it.
    await tx.update(rooms).set({ active: false, updatedAt: options.now }).where(eq(rooms.id, id));
    await recordStaffAction(
      tx,
      options.by,
      {
        action: 'room.withdraw',
        target: { kind: 'room', id },
        before: { active: true },
        after: { active: false },
      },
      options.now,
    );
  });
}
