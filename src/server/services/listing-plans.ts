// A listing's meal plans and rate seasons as the catalogue sets them (issue 43, decisions 132, 133 and 137). Each
// write locks the listing's row first, so two edits of one listing apply one after the other, and is audited in its
// own transaction against the listing (its history shows them beside its price).
import { and, asc, eq, gt, lt, ne } from 'drizzle-orm';
import type { MealPlansBody, RoomMealPlan, Season, SeasonBody } from '~/contracts/rooms';
import { daysBetween, formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatInr, rupees, toRupees } from '~/lib/money';
import { SOLD_MEAL_PLANS } from '~/lib/party';
import type { Db, DbOrTx } from '../db/client';
import { roomMealPlans, roomRateSeasons, rooms } from '../db/schema';
import { AppError, CHECK_VIOLATION, EXCLUSION_VIOLATION, fieldError, sqlState } from '../errors';
import { recordStaffAction, type StaffActor } from './audit';
import { mealPlansOf } from './room-catalogue';

/** The longest season: a year of nights. */
export const LONGEST_SEASON_NIGHTS = 366;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Locks an active listing's row for the rest of the transaction; a withdrawn or unknown one is a 404. */
async function lockedListing(tx: Tx, id: string) {
  const [room] = await tx
    .select({ id: rooms.id, name: rooms.name })
    .from(rooms)
    .where(and(eq(rooms.id, id), eq(rooms.active, true)))
    .for('update');
  if (!room) throw new AppError('NOT_FOUND', 'Room not found.');
  return room;
}

/** "CP ₹900 an adult, ₹450 a child; MAP …": a listing's plans as its history says them. */
const plansText = (plans: readonly RoomMealPlan[]) =>
  plans
    .map((p) => `${p.plan} ${formatInr(p.adultPaise)} an adult, ${formatInr(p.childPaise)} a child`)
    .join('; ') || 'room only';

/**
 * Sets the meal plans a listing sells: each plan given, with its supplements a night; a plan left out is no longer
 * sold (a booking already made keeps the plan and price it was booked at). Audited with the plans before and after.
 */
export async function setMealPlans(
  db: DbOrTx,
  roomId: string,
  body: MealPlansBody,
  by: StaffActor,
  at: { now: Date },
): Promise<{ message: string; mealPlans: RoomMealPlan[] }> {
  const seen = new Set<string>();
  for (const [i, p] of body.plans.entries()) {
    if (seen.has(p.plan))
      throw fieldError(`plans.${i}.plan`, `${p.plan} is listed twice: give each plan once.`);
    seen.add(p.plan);
  }
  return db
    .transaction(async (tx) => {
      const room = await lockedListing(tx, roomId);
      const before = (await mealPlansOf(tx, [roomId])).get(roomId) ?? [];
      await tx.delete(roomMealPlans).where(eq(roomMealPlans.roomId, roomId));
      if (body.plans.length > 0)
        await tx.insert(roomMealPlans).values(
          body.plans.map((p) => ({
            roomId,
            plan: p.plan,
            adultPaise: rupees(p.adultPrice),
            childPaise: rupees(p.childPrice),
            createdAt: at.now,
          })),
        );
      const after = (await mealPlansOf(tx, [roomId])).get(roomId) ?? [];
      await recordStaffAction(
        tx,
        by,
        {
          action: 'room.meal_plans',
          target: { kind: 'room', id: roomId },
          before: { mealPlans: plansText(before) },
          after: { mealPlans: plansText(after) },
        },
        at.now,
      );
      const sold = SOLD_MEAL_PLANS.filter((p) => seen.has(p));
      return {
        message: sold.length
          ? `${room.name} sells ${sold.join(', ')} besides room only.`
          : `${room.name} sells room only.`,
        mealPlans: after,
      };
    })
    .catch((error: unknown) => {
      if (sqlState(error) === CHECK_VIOLATION)
        throw new AppError('VALIDATION_FAILED', 'A meal plan’s adult price must be above zero.');
      throw error;
    });
}

type SeasonRow = typeof roomRateSeasons.$inferSelect;

const nightsWords = (s: { startsOn: string; endsOn: string }) =>
  `${formatHotelDate(s.startsOn)} to ${formatHotelDate(s.endsOn)}`;

function seasonView(row: SeasonRow): Season {
  return {
    id: row.id,
    roomId: row.roomId,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    nights: nightsWords(row),
    weekdayPrice: toRupees(row.weekdayPricePaise),
    weekdayPricePaise: row.weekdayPricePaise,
    weekendPrice: row.weekendPricePaise === null ? null : toRupees(row.weekendPricePaise),
    weekendPricePaise: row.weekendPricePaise,
  };
}

/** Every season of the active listings, each listing's in date order. */
export async function listSeasons(db: DbOrTx): Promise<Season[]> {
  const rows = await db
    .select({ season: roomRateSeasons })
    .from(roomRateSeasons)
    .innerJoin(rooms, eq(rooms.id, roomRateSeasons.roomId))
    .where(eq(rooms.active, true))
    .orderBy(asc(rooms.pricePaise), asc(rooms.name), asc(roomRateSeasons.startsOn));
  return rows.map((r) => seasonView(r.season));
}

/** A season's dates, refused in words: backwards, past, or longer than a year. */
function assertSeasonDates(body: SeasonBody, today: IsoDate) {
  if (body.endsOn <= body.startsOn) throw fieldError('endsOn', 'The season must end after its first night.');
  if (body.endsOn <= today) throw fieldError('endsOn', 'Those nights are past.');
  if (daysBetween(body.startsOn, body.endsOn) > LONGEST_SEASON_NIGHTS)
    throw fieldError('endsOn', `A season is at most a year (${LONGEST_SEASON_NIGHTS} nights).`);
}

/** Refuses a season over nights another season of the listing already has, naming it. */
async function refuseOverlap(tx: Tx, roomId: string, body: SeasonBody, self: string | null) {
  const [other] = await tx
    .select()
    .from(roomRateSeasons)
    .where(
      and(
        eq(roomRateSeasons.roomId, roomId),
        lt(roomRateSeasons.startsOn, body.endsOn),
        gt(roomRateSeasons.endsOn, body.startsOn),
        self ? ne(roomRateSeasons.id, self) : undefined,
      ),
    )
    .orderBy(asc(roomRateSeasons.startsOn))
    .limit(1);
  if (other) throw overlapping(other);
}

const overlapping = (other: Pick<SeasonRow, 'name' | 'startsOn' | 'endsOn'> | null) =>
  new AppError(
    'CONFLICT',
    other
      ? `These nights overlap ${other.name} (${nightsWords(other)}): a night has one season. Change that season first.`
      : 'These nights overlap another season of this room: a night has one season. Change that season first.',
  );

/** The database's exclusion constraint is the last line: a season added meanwhile over these nights. */
const seasonRefused = (error: unknown) => {
  if (sqlState(error) === EXCLUSION_VIOLATION) return overlapping(null);
  return error;
};

const seasonValues = (body: SeasonBody) => ({
  name: body.name,
  startsOn: body.startsOn,
  endsOn: body.endsOn,
  weekdayPricePaise: rupees(body.weekdayPrice),
  weekendPricePaise: body.weekendPrice === null ? null : rupees(body.weekendPrice),
});

/** The facts of a season its listing's history keeps. */
const seasonFacts = (
  s: Pick<SeasonRow, 'name' | 'startsOn' | 'endsOn' | 'weekdayPricePaise' | 'weekendPricePaise'>,
) => ({
  season: `${s.name}, ${nightsWords(s)}`,
  weekdayPricePaise: s.weekdayPricePaise,
  weekendPricePaise: s.weekendPricePaise,
});

const seasonSaid = (s: Pick<SeasonRow, 'name' | 'startsOn' | 'endsOn'>, listing: string, done: string) =>
  `${s.name} (${nightsWords(s)}) ${done} for ${listing}.`;

/** Adds a season to a listing's calendar; refused over another season's nights; audited. */
export async function addSeason(
  db: DbOrTx,
  roomId: string,
  body: SeasonBody,
  by: StaffActor,
  at: { now: Date; today: IsoDate },
): Promise<{ message: string; season: Season }> {
  assertSeasonDates(body, at.today);
  return db
    .transaction(async (tx) => {
      const room = await lockedListing(tx, roomId);
      await refuseOverlap(tx, roomId, body, null);
      const [row] = await tx
        .insert(roomRateSeasons)
        .values({ roomId, ...seasonValues(body), createdAt: at.now })
        .returning();
      await recordStaffAction(
        tx,
        by,
        { action: 'room.season_add', target: { kind: 'room', id: roomId }, after: seasonFacts(row!) },
        at.now,
      );
      return { message: seasonSaid(row!, room.name, 'added'), season: seasonView(row!) };
    })
    .catch((error: unknown) => {
      throw seasonRefused(error);
    });
}

/** Changes a season (its name, nights or prices); refused over another season's nights; audited. */
export async function updateSeason(
  db: DbOrTx,
  id: string,
  body: SeasonBody,
  by: StaffActor,
  at: { now: Date; today: IsoDate },
): Promise<{ message: string; season: Season }> {
  const [found] = await db.select().from(roomRateSeasons).where(eq(roomRateSeasons.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'That season does not exist.');
  assertSeasonDates(body, at.today);
  return db
    .transaction(async (tx) => {
      const room = await lockedListing(tx, found.roomId);
      const [before] = await tx.select().from(roomRateSeasons).where(eq(roomRateSeasons.id, id));
      if (!before) throw new AppError('NOT_FOUND', 'That season does not exist.');
      await refuseOverlap(tx, found.roomId, body, id);
      const [after] = await tx
        .update(roomRateSeasons)
        .set(seasonValues(body))
        .where(eq(roomRateSeasons.id, id))
        .returning();
      await recordStaffAction(
        tx,
        by,
        {
          action: 'room.season_update',
          target: { kind: 'room', id: found.roomId },
          before: seasonFacts(before),
          after: seasonFacts(after!),
        },
        at.now,
      );
      return { message: seasonSaid(after!, room.name, 'saved'), season: seasonView(after!) };
    })
    .catch((error: unknown) => {
      throw seasonRefused(error);
    });
}

/** Removes a season: its nights take the listing's base prices again (a booked night keeps its price); audited. */
export async function removeSeason(
  db: DbOrTx,
  id: string,
  by: StaffActor,
  at: { now: Date },
): Promise<{ message: string; season: Season }> {
  const [found] = await db.select().from(roomRateSeasons).where(eq(roomRateSeasons.id, id));
  if (!found) throw new AppError('NOT_FOUND', 'That season does not exist.');
  return db.transaction(async (tx) => {
    const room = await lockedListing(tx, found.roomId);
    const [gone] = await tx.delete(roomRateSeasons).where(eq(roomRateSeasons.id, id)).returning();
    if (!gone) throw new AppError('NOT_FOUND', 'That season does not exist.');
    await recordStaffAction(
      tx,
      by,
      { action: 'room.season_remove', target: { kind: 'room', id: gone.roomId }, before: seasonFacts(gone) },
      at.now,
    );
    return { message: seasonSaid(gone, room.name, 'removed'), season: seasonView(gone) };
  });
}
