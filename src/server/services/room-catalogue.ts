import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Room, RoomMealPlan } from '~/contracts/rooms';
import { LIVE_STATUSES } from '~/lib/bookings';
import { addDays, type IsoDate } from '~/lib/dates';
import { formatInr, rupees, toRupees } from '~/lib/money';
import { defaultOccupancy, MEAL_PLANS, type SoldMealPlan } from '~/lib/party';
import { nightlyPrices, nightPrice } from '~/lib/rates';
import type { RoomType } from '~/lib/rooms';
import { guestsWords } from '~/lib/words';
import type { Database, Db, DbOrTx } from '../db/client';
import { createRoomUnit } from '../db/factories';
import { roomBookings, roomMealPlans, rooms, roomUnits } from '../db/schema';
import { AppError, CHECK_VIOLATION, constraintOf, fieldError, sqlState, UNIQUE_VIOLATION } from '../errors';
import { changedFacts, recordStaffAction, type StaffActor } from './audit';
import { roomCalendar } from './bookings/stays/calendar';
import { releaseLapsedHolds } from './bookings/sweep';
import { generationMemo } from './generation-memo';
import { type ListingRates, listingRates } from './rate-calendar';

type RoomRow = typeof rooms.$inferSelect;

/** A meal plan on the wire: its name and what it includes, its supplements in rupees and paise. */
export function mealPlanView(row: { plan: string; adultPaise: number; childPaise: number }): RoomMealPlan {
  const plan = row.plan as SoldMealPlan;
  return {
    plan,
    ...MEAL_PLANS[plan],
    adultPrice: toRupees(row.adultPaise),
    adultPaise: row.adultPaise,
    childPrice: toRupees(row.childPaise),
    childPaise: row.childPaise,
  };
}

/** The meal plans of listings, each listing's in the order CP, MAP, AP. */
export async function mealPlansOf(
  db: DbOrTx,
  roomIds: readonly string[],
): Promise<Map<string, RoomMealPlan[]>> {
  const plans = new Map<string, RoomMealPlan[]>();
  if (roomIds.length === 0) return plans;
  const rows = await db
    .select()
    .from(roomMealPlans)
    .where(inArray(roomMealPlans.roomId, [...roomIds]))
    .orderBy(asc(roomMealPlans.roomId), sql`array_position(array['CP', 'MAP', 'AP'], ${roomMealPlans.plan})`);
  for (const row of rows) plans.set(row.roomId, [...(plans.get(row.roomId) ?? []), mealPlanView(row)]);
  return plans;
}

function roomView(
  room: RoomRow,
  imageUrl: (key: string) => string,
  free: number | null,
  mealPlans: RoomMealPlan[] = [],
  prices: { tonightPaise: number; stayNightlyPaise: number[] | null } = {
    tonightPaise: room.pricePaise,
    stayNightlyPaise: null,
  },
): Room {
  return {
    id: room.id,
    slug: room.slug,
    name: room.name,
    description: room.description,
    image: imageUrl(room.image),
    imageKey: room.image,
    rating: room.rating,
    reviews: room.reviews,
    // The spec's price: the listing's tonight, by its rate calendar (decision 132).
    price: toRupees(prices.tonightPaise),
    pricePaise: prices.tonightPaise,
    basePrice: toRupees(room.pricePaise),
    basePricePaise: room.pricePaise,
    perNight: `${formatInr(prices.tonightPaise)} / night`,
    stayNightlyPaise: prices.stayNightlyPaise,
    amenities: room.amenities,
    available: free === null ? true : free > 0,
    freeUnits: free,
    tag: room.tag,
    maxGuests: room.maxGuests,
    roomType: room.roomType,
    bed: room.bed,
    view: room.view,
    sizeSqm: room.sizeSqm,
    weekendPrice: room.weekendPricePaise === null ? null : toRupees(room.weekendPricePaise),
    weekendPricePaise: room.weekendPricePaise,
    baseOccupancy: room.baseOccupancy,
    maxAdults: room.maxAdults,
    maxChildren: room.maxChildren,
    extraAdultPrice: toRupees(room.extraAdultPaise),
    extraAdultPaise: room.extraAdultPaise,
    extraChildPrice: toRupees(room.extraChildPaise),
    extraChildPaise: room.extraChildPaise,
    mealPlans,
  };
}

/** The room list's rates and meal plans, kept under the availability generation: the list asks no query again. */
const keptListRates = generationMemo<Map<string, ListingRates>>(200);

/**
 * The hotel's listings, cheapest first; with a stay, each says whether a unit is free for it. A read from the
 * process's calendar of the rooms (no write, and no query while nothing has changed: calendar.ts).
 */
export async function listRooms(
  database: Database,
  query: { checkIn?: IsoDate; checkOut?: IsoDate; roomType?: RoomType },
  options: { now: Date; today: IsoDate; imageUrl: (key: string) => string },
): Promise<Room[]> {
  // The generation first, as the room calendar takes it: rates kept under it are never newer than it says.
  const generation = BigInt(await database.availabilityGeneration());
  const calendar = await roomCalendar(database, options.now);
  const list = calendar.activeListings(query.roomType);
  const dated = query.checkIn && query.checkOut ? { checkIn: query.checkIn, checkOut: query.checkOut } : null;
  // One statement for every listing's calendar (tonight and the nights asked) and meal plans, kept while the
  // availability generation stands (rate, rule, plan and catalogue edits move it).
  const tonight = options.today;
  const from = dated && dated.checkIn < tonight ? dated.checkIn : tonight;
  const to = dated && dated.checkOut > addDays(tonight, 1) ? dated.checkOut : addDays(tonight, 1);
  const ids = list.map((r) => r.id);
  const rates = await keptListRates(database, generation, `${from}|${to}|${ids.join()}`, () =>
    listingRates(database.db, ids, from, to),
  );
  const view = (r: RoomRow, free: number | null) => {
    const listing = rates.get(r.id);
    if (!listing) return roomView(r, options.imageUrl, free);
    return roomView(r, options.imageUrl, free, listing.mealPlans.map(mealPlanView), {
      tonightPaise: nightPrice(listing.calendar, tonight),
      stayNightlyPaise: dated ? nightlyPrices(listing.calendar, dated.checkIn, dated.checkOut) : null,
    });
  };
  if (!dated) return list.map((r) => view(r, null));
  const free = calendar.freeUnits({ ...dated, roomType: query.roomType }, options.now);
  const counts = new Map<string, number>();
  for (const unit of free) counts.set(unit.roomId, (counts.get(unit.roomId) ?? 0) + 1);
  return list.map((r) => view(r, counts.get(r.id) ?? 0));
}

/** The active listing `id`, or a 404. */
async function activeListing(db: Db, id: string): Promise<RoomRow> {
  const [room] = await db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.active, true)));
  if (!room) throw new AppError('NOT_FOUND', 'Room not found.');
  return room;
}

/**
 * One listing by id, priced as the room list prices it: tonight's price by its rate calendar, with its meal plans
 * from the same statement. A withdrawn or unknown one is a 404.
 */
export async function roomById(
  db: Db,
  id: string,
  options: { today: IsoDate; imageUrl: (key: string) => string },
): Promise<Room> {
  const room = await activeListing(db, id);
  const listing = (await listingRates(db, [id], options.today, addDays(options.today, 1))).get(id);
  if (!listing) return roomView(room, options.imageUrl, null);
  return roomView(room, options.imageUrl, null, listing.mealPlans.map(mealPlanView), {
    tonightPaise: nightPrice(listing.calendar, options.today),
    stayNightlyPaise: null,
  });
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
    | 'weekendPricePaise'
    | 'baseOccupancy'
    | 'maxAdults'
    | 'maxChildren'
    | 'extraAdultPaise'
    | 'extraChildPaise'
  >
> & { slug?: string };

/** The rupee fields of a listing as the API takes them. */
interface RupeeFields {
  price?: number;
  weekendPrice?: number | null;
  extraAdultPrice?: number;
  extraChildPrice?: number;
}

/** A listing's body from the API as the catalogue stores it: its rupees in paise, the rest as given. */
export function listingInput<T extends RupeeFields>(
  body: T,
): Omit<T, keyof RupeeFields> &
  Pick<RoomInput, 'pricePaise' | 'weekendPricePaise' | 'extraAdultPaise' | 'extraChildPaise'> {
  const { price, weekendPrice, extraAdultPrice, extraChildPrice, ...rest } = body;
  return {
    ...rest,
    ...(price === undefined ? {} : { pricePaise: rupees(price) }),
    ...(weekendPrice === undefined
      ? {}
      : { weekendPricePaise: weekendPrice === null ? null : rupees(weekendPrice) }),
    ...(extraAdultPrice === undefined ? {} : { extraAdultPaise: rupees(extraAdultPrice) }),
    ...(extraChildPrice === undefined ? {} : { extraChildPaise: rupees(extraChildPrice) }),
  };
}

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
  weekendPricePaise: room.weekendPricePaise,
  baseOccupancy: room.baseOccupancy,
  maxAdults: room.maxAdults,
  maxChildren: room.maxChildren,
  extraAdultPaise: room.extraAdultPaise,
  extraChildPaise: room.extraChildPaise,
});

type Occupied = Pick<RoomRow, 'maxGuests' | 'baseOccupancy' | 'maxAdults' | 'maxChildren'>;

const guests = guestsWords;

/**
 * A listing's occupancy after a change (decision 137): each part given is taken; one not given is kept, unless it
 * was the default for the old total ("any of them adults", "two in the price"), which moves with the total. The
 * result is refused in words, naming the field, when its parts do not fit together; the database's check
 * (rooms_occupancy) is the last line.
 */
export function occupancyAfter(before: Occupied | null, input: Partial<Occupied>): Occupied {
  const maxGuests = input.maxGuests ?? before?.maxGuests ?? 2;
  const fresh = defaultOccupancy(maxGuests);
  const was = before ? defaultOccupancy(before.maxGuests) : null;
  const part = (key: 'baseOccupancy' | 'maxAdults' | 'maxChildren') =>
    input[key] ?? (before && was && before[key] !== was[key] ? before[key] : fresh[key]);
  const after = {
    maxGuests,
    baseOccupancy: part('baseOccupancy'),
    maxAdults: part('maxAdults'),
    maxChildren: part('maxChildren'),
  };
  if (after.baseOccupancy > maxGuests)
    throw fieldError(
      'baseOccupancy',
      `The price includes at most ${guests(maxGuests)}: the room takes no more (its base occupancy is ${after.baseOccupancy}).`,
    );
  if (after.maxAdults > maxGuests)
    throw fieldError(
      'maxAdults',
      `A room that takes ${guests(maxGuests)} takes at most ${maxGuests} ${maxGuests === 1 ? 'adult' : 'adults'} (it says ${after.maxAdults}).`,
    );
  if (after.maxChildren > maxGuests - 1)
    throw fieldError(
      'maxChildren',
      maxGuests === 1
        ? 'A room for one guest takes no children: one place is always an adult’s.'
        : `A room that takes ${guests(maxGuests)} takes at most ${maxGuests - 1} ${maxGuests - 1 === 1 ? 'child' : 'children'}: one place is always an adult’s (it says ${after.maxChildren}).`,
    );
  return after;
}

const LISTING_CHECKS = new Set([
  'rooms_occupancy',
  'rooms_extra_guest_prices',
  'rooms_weekend_price_positive',
]);

/** The words for a listing the database's checks refused (the service's own rules said nothing). */
const listingRefused = (error: unknown) => {
  const constraint = constraintOf(error) ?? '';
  if (sqlState(error) === CHECK_VIOLATION && LISTING_CHECKS.has(constraint))
    return new AppError(
      'VALIDATION_FAILED',
      'These guests and prices do not fit together. Check them and try again.',
    );
  return error;
};

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
  const occupancy = occupancyAfter(null, input);
  await refuseTakenNumbers(db, roomNumbers);
  try {
    const room = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(rooms)
        .values({
          image: 'room-default',
          ...input,
          ...occupancy,
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
    throw listingRefused(numberTaken(error));
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
  const room = await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(rooms)
        .where(and(eq(rooms.id, id), eq(rooms.active, true)))
        .for('update');
      if (!before) throw new AppError('NOT_FOUND', 'Room not found.');
      const [after] = await tx
        .update(rooms)
        .set({ ...input, ...occupancyAfter(before, input), updatedAt: options.now })
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
    })
    .catch((error: unknown) => {
      throw listingRefused(error);
    });
  return roomView(room, options.imageUrl, null, (await mealPlansOf(db, [id])).get(id));
}

/** Withdraws a listing (admin), audited; refused while a guest holds a stay that has not ended. */
export async function withdrawRoom(
  db: Db,
  id: string,
  options: { now: Date; today: IsoDate; by: StaffActor },
): Promise<void> {
  await activeListing(db, id);
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
