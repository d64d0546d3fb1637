import { and, asc, eq, inArray, notExists, notInArray, sql } from 'drizzle-orm';
import type { BookedPackage } from '~/contracts/packages';
import { daysBetween, type IsoDate } from '~/lib/dates';
import { type ExtraBasis, extraAmount, extraDetail, extraQuantityProblem } from '~/lib/extras';
import type { SupplyKind } from '~/lib/gst';
import {
  eachRoomNeedsAnAdult,
  MEAL_PLANS,
  type MealPlanCode,
  mealSupplement,
  occupancyProblem,
  occupancySupplement,
  type Party,
  pricedParty,
  ROOM_ONLY,
  splitParty,
} from '~/lib/party';
import { nightPrice, nightsOf } from '~/lib/rates';
import { stayNights, stayProblem } from '~/lib/stay';
import type { DbOrTx } from '~/server/db/client';
import { roomBookings, rooms, roomUnitClosures, roomUnits, stayExtras } from '~/server/db/schema';
import { AppError, fieldError } from '~/server/errors';
import { assertCodesFit, type BookingCodes, couponTaken } from '../../discounts';
import { childAgeBands } from '../../hotel-facts';
import { bookedPackage } from '../../package-catalogue';
import { assertStayRules, type ListingRates, listingRates, ratesWindow } from '../../rate-calendar';
import type { BookingPlan, Clock } from '../kind';
import { holdsAt } from '../ref';
import type { FreeUnit, StayQuestion } from './calendar';
import { packageOfStay } from './package';
import { type PricedExtra, type PricedUnit, priceStay, type StayPrice } from './price';
import type { BookedNights, KeptExtra, StayRequest } from './request';

/**
 * Units free for every night of [checkIn, checkOut) at `now`, cheapest first; optionally of one type or listing:
 * the query a booking runs in its transaction, the twin of the room calendar's read (availability.ts).
 */
export async function freeUnits(
  db: DbOrTx,
  stay: StayQuestion,
  now: Date,
  replacing: readonly string[] = [],
): Promise<FreeUnit[]> {
  // Written as the constraint's own daterange overlap, so PostgreSQL can use its GiST index.
  const clash = db
    .select({ one: sql`1` })
    .from(roomBookings)
    .where(
      and(
        eq(roomBookings.roomUnitId, roomUnits.id),
        holdsAt(roomBookings, now),
        // A booking being changed does not stand in its own way.
        replacing.length > 0 ? notInArray(roomBookings.id, [...replacing]) : undefined,
        sql`daterange(${roomBookings.checkIn}, ${roomBookings.checkOut}, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`,
      ),
    );
  const closed = db
    .select({ one: sql`1` })
    .from(roomUnitClosures)
    .where(
      and(
        eq(roomUnitClosures.roomUnitId, roomUnits.id),
        sql`daterange(${roomUnitClosures.startsOn}, ${roomUnitClosures.endsOn}, '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)')`,
      ),
    );
  return db
    .select({
      id: roomUnits.id,
      roomNumber: roomUnits.roomNumber,
      roomId: rooms.id,
      roomName: rooms.name,
      roomType: rooms.roomType,
      pricePaise: rooms.pricePaise,
      maxGuests: rooms.maxGuests,
    })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .where(
      and(
        eq(rooms.active, true),
        eq(roomUnits.inService, true),
        stay.roomType ? eq(rooms.roomType, stay.roomType) : undefined,
        stay.roomId ? eq(rooms.id, stay.roomId) : undefined,
        notExists(clash),
        notExists(closed),
      ),
    )
    .orderBy(asc(rooms.pricePaise), asc(roomUnits.roomNumber));
}

/**
 * The price a change keeps for a night: a night the stay had before, in a room of the same listing, keeps the price
 * it was booked at (its own unit's first, else another room's of the listing); a new night has none.
 */
function keptPrice(booked: readonly BookedNights[], unit: FreeUnit, night: IsoDate): number | undefined {
  const had = (r: BookedNights) => r.roomId === unit.roomId && r.checkIn <= night && night < r.checkOut;
  const row = booked.find((r) => r.roomUnitId === unit.id && had(r)) ?? booked.find(had);
  return row?.nightlyPaise[daysBetween(row.checkIn, night)];
}

/** The party of each room of a request: the adults given (all guests when none) and the children by age. */
function partyShares(request: StayRequest): Party[] {
  const childAges = request.childAges ?? [];
  // The spec's payloads name guests, not adults: every room then has at least one, as it always had.
  const party =
    request.adults === undefined && childAges.length === 0
      ? { adults: Math.max(request.numGuests, request.rooms), childAges }
      : { adults: request.adults ?? request.numGuests - childAges.length, childAges };
  if (request.adults !== undefined && party.adults + childAges.length !== request.numGuests)
    throw fieldError('num_guests', 'Guests must equal adults plus children.');
  const shares = splitParty(party, request.rooms);
  if (!shares) throw fieldError('adults', eachRoomNeedsAnAdult(request.rooms));
  return shares;
}

/** A room's party, meal plan and supplements a night, as priced and as its row stores them. */
export type RoomBoard = NonNullable<PricedUnit['board']>;

/**
 * A unit's board: its share of the party priced by its listing's occupancy and meal plan. A change that keeps the
 * row's listing, party and meal plan keeps the supplements it was booked at.
 */
function roomBoard(
  rates: ListingRates,
  unit: FreeUnit,
  party: Party,
  mealPlan: MealPlanCode,
  request: StayRequest,
): RoomBoard {
  const problem = occupancyProblem(party, rates.occupancy, childAgeBands, unit.roomName);
  if (problem) throw fieldError('num_guests', problem);
  const priced = pricedParty(party, childAgeBands);
  const kept = request.keptBoards?.find(
    (b) =>
      b.roomId === unit.roomId &&
      b.mealPlan === mealPlan &&
      b.adults === party.adults &&
      b.childAges.join() === party.childAges.join(),
  );
  if (kept)
    return {
      party,
      mealPlan,
      mealPaise: kept.mealPaise,
      extraGuestsPaise: kept.extraGuestsPaise,
    };
  const price = mealPlan === 'EP' ? ROOM_ONLY : rates.mealPlans.find((m) => m.plan === mealPlan);
  if (!price)
    throw fieldError(
      'mealPlan',
      `The ${unit.roomName} is not sold with ${MEAL_PLANS[mealPlan].name.toLowerCase()}; choose another meal plan.`,
    );
  return {
    party,
    mealPlan,
    mealPaise: mealSupplement(priced, price),
    extraGuestsPaise: occupancySupplement(priced, rates.occupancy),
  };
}

/** An extra as a stay books it: the catalogue row it came from, its quantity and its priced line. */
export interface PlannedExtra {
  extraId: string;
  name: string;
  basis: ExtraBasis;
  unitPricePaise: number;
  quantity: number;
  priced: PricedExtra;
}

/**
 * The extras a request chooses, priced for the stay: each on offer, its quantity within its limit, counted by its
 * basis (the stay's nights, its guests). A change keeps the extras booked at the price they were sold at, whether or
 * not still on offer; one it adds (decision 138) is priced now and must be on offer.
 */
async function extrasOf(
  tx: DbOrTx,
  request: StayRequest,
  stay: { nights: number; guests: number },
): Promise<PlannedExtra[]> {
  const chosen: readonly KeptExtra[] =
    request.keptExtras ?? (request.extras ?? []).map((e) => ({ ...e, chosenNow: true }));
  if (chosen.length === 0) return [];
  const ids = chosen.map((c) => c.extraId);
  if (new Set(ids).size !== ids.length)
    throw fieldError('extras', 'Choose each extra once, with its quantity.');
  const rows = await tx.select().from(stayExtras).where(inArray(stayExtras.id, ids));
  return chosen.map((c) => {
    const row = rows.find((r) => r.id === c.extraId);
    const sold = c.unitPricePaise !== undefined;
    if (!row || (!sold && !row.active)) throw fieldError('extras', 'That extra is not on offer.');
    const problem = c.chosenNow ? extraQuantityProblem(row, c.quantity) : null;
    if (problem) throw fieldError('extras', problem);
    const basis = row.basis as ExtraBasis;
    const unitPricePaise = c.unitPricePaise ?? row.pricePaise;
    const terms = { basis, pricePaise: unitPricePaise };
    return {
      extraId: row.id,
      name: row.name,
      basis,
      unitPricePaise,
      quantity: c.quantity,
      priced: {
        name: row.name,
        detail: extraDetail(terms, stay, c.quantity),
        amountPaise: extraAmount(terms, stay, c.quantity),
        kind: row.supply as SupplyKind,
      },
    };
  });
}

/** The spec's message for a stay that cannot be had. */
export const NO_ROOMS_MESSAGE = 'No rooms available for selected dates.';

/** A stay worked out: the listing, the units it takes, the codes that hold and its price. */
export interface StayPlan extends BookingPlan {
  roomId: string;
  units: FreeUnit[];
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  price: StayPrice;
  /** The reservation-form code the price took off, if any. */
  offerCode: string | null;
  /**
   * Each unit's nights at their prices (in the order of `units`): the rate calendar's, its package's on a package,
   * and as booked for a night a change keeps (decision 132).
   */
  nightlyPaise: number[][];
  /** Each unit's party, meal plan and supplements a night (in the order of `units`). */
  boards: RoomBoard[];
  /** The extras booked with the stay, on its first room. */
  extras: PlannedExtra[];
  /** The package (rate plan) the stay is booked on, as sold; null for the rooms' own rates. */
  stayPackage: BookedPackage | null;
  /** The rows of the booking a change gives up for this plan (none for a new booking). */
  replacing: readonly string[];
}

export const noRooms = () => new AppError('ROOM_UNAVAILABLE', NO_ROOMS_MESSAGE);

/**
 * The listing a request books, and the unit it chose if it named one: the id is read as a unit (availability's
 * id) or else as a listing (getrooms' id), whichever payload sent it (ids are UUIDs, unique across both tables).
 */
async function listingOf(tx: DbOrTx, request: StayRequest) {
  const [unit] = await tx
    .select({ room: rooms })
    .from(roomUnits)
    .innerJoin(rooms, eq(rooms.id, roomUnits.roomId))
    .where(and(eq(roomUnits.id, request.roomOrUnitId), eq(rooms.active, true)));
  if (unit) return { room: unit.room, unitId: request.roomOrUnitId };
  const [room] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, request.roomOrUnitId), eq(rooms.active, true)));
  if (!room) throw new AppError('NOT_FOUND', 'That room does not exist.');
  return { room, unitId: null };
}

/** The units to book: the chosen one (or the listing's) first, then others of the same type. */
function pickUnits(free: FreeUnit[], count: number, chosen: { roomId: string; unitId: string | null }) {
  const { roomId, unitId } = chosen;
  if (unitId && !free.some((u) => u.id === unitId)) throw noRooms();
  const rank = (u: FreeUnit) => (u.id === unitId ? 0 : u.roomId === roomId ? 1 : 2);
  const ordered = [...free].sort((a, b) => rank(a) - rank(b));
  const picked = ordered.slice(0, count);
  if (picked.length < count) throw noRooms();
  return picked;
}

/** Checks the dates against the hotel's calendar rules, naming the field. */
function assertStayDates(request: StayRequest, clock: Pick<Clock, 'today'>): void {
  const problem = stayProblem(request.checkIn, request.checkOut, clock.today);
  if (problem) throw fieldError(problem.field, problem.message);
}

/**
 * Works a stay out as it would be booked now: its dates against the hotel's calendar, the units the server
 * picks, the codes that hold and the price by the one rule. A quote shows this plan; a booking holds it in the
 * same transaction it was made in.
 */
export async function planStay(
  tx: DbOrTx,
  request: StayRequest,
  codes: BookingCodes,
  clock: Clock,
): Promise<StayPlan> {
  assertStayDates(request, clock);
  const nights = stayNights(request.checkIn, request.checkOut);
  assertCodesFit(codes, { rooms: request.rooms, nights, firstDay: request.checkIn });
  const { room, unitId } = await listingOf(tx, request);
  const onPackage = await packageOfStay(tx, request, room, codes, clock);
  // The listing's calendar and rules, read in one statement: its prices and what its rules allow.
  const window = ratesWindow(request.checkIn, request.checkOut);
  const rates = await listingRates(tx, [room.id], window.from, window.to);
  assertStayRules(rates.get(room.id)?.rules ?? [], request, room.name, clock.today);
  if (request.numGuests > room.maxGuests * request.rooms) {
    const most = room.maxGuests * request.rooms;
    throw fieldError(
      'num_guests',
      `${request.rooms > 1 ? 'These rooms take' : 'This room takes'} at most ${most} guests.`,
    );
  }
  // The party over the rooms, each room's share within what the listing takes (decision 133).
  const shares = partyShares(request);
  const listingRatesOf = rates.get(room.id)!;
  for (const share of shares) {
    const problem = occupancyProblem(share, listingRatesOf.occupancy, childAgeBands, room.name);
    if (problem) throw fieldError('num_guests', problem);
  }
  // A meal plan on a package whose price includes meals was refused with the package (decision 150).
  const mealPlan = request.mealPlan ?? 'EP';
  // A listing from getrooms is booked in its own units; a unit from availability brings others of its type.
  const free = await freeUnits(
    tx,
    {
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      ...(unitId ? { roomType: room.roomType } : { roomId: room.id }),
    },
    clock.now,
    request.replacing,
  );
  const units = pickUnits(free, request.rooms, { roomId: room.id, unitId });
  const { offer, coupon } = codes;
  // A unit of another listing (a unit from availability brings others of its type) is priced by its own calendar.
  const others = [...new Set(units.map((u) => u.roomId))].filter((id) => !rates.has(id));
  if (others.length > 0)
    for (const [id, r] of await listingRates(tx, others, request.checkIn, request.checkOut)) rates.set(id, r);
  const boards = units.map((u, i) => roomBoard(rates.get(u.roomId)!, u, shares[i]!, mealPlan, request));
  const extras = await extrasOf(tx, request, { nights, guests: request.numGuests });
  const stayDates = nightsOf(request.checkIn, request.checkOut);
  const nightlyPaise = units.map((u) => {
    // On a package, its own price is the room's tariff for every night (decisions 100 and 150).
    const packageNight = onPackage ? onPackage.pricePerNightPaise : null;
    const calendar = rates.get(u.roomId)!.calendar;
    return stayDates.map(
      (night) =>
        keptPrice(request.bookedNights ?? [], u, night) ?? packageNight ?? nightPrice(calendar, night),
    );
  });
  const price = priceStay({
    nights,
    units: units.map((u, i) => ({
      roomNumber: u.roomNumber,
      roomName: u.roomName,
      nightlyPaise: nightlyPaise[i]!,
      ratePlan: onPackage?.title ?? null,
      bundles: onPackage?.bundles ?? [],
      board: boards[i]!,
      // The stay's extras go on its first room's row: one order, one line each.
      extras: i === 0 ? extras.map((e) => e.priced) : [],
    })),
    code: offer,
    coupon,
  });
  return {
    roomId: room.id,
    units,
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    nights,
    price,
    offerCode: offer && price.discounts.some((d) => d.code === offer.code) ? offer.code : null,
    coupon: couponTaken(coupon, price.discounts),
    nightlyPaise,
    boards,
    extras,
    stayPackage: onPackage ? bookedPackage(onPackage) : null,
    replacing: request.replacing ?? [],
  };
}
