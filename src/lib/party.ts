// Who stays in a room and what they add to its night (issue 43, decision 133): the party (adults and each child's
// age), the hotel's child age bands, how a party is split over several rooms, whether a room takes its share, and
// the occupancy and meal-plan supplements of a room night. Pure rules shared by the server's quote and booking, the
// price calendar and their tests.
import type { Paise } from './money';

/** The hotel's child age bands (src/content/site.json `childAges`): free up to one age, the child rate up to another. */
export interface ChildAgeBands {
  /** The oldest age that stays free (5: ages 0-5 pay nothing, share the room and its meals). */
  freeUpTo: number;
  /** The oldest age at the child rate (11: ages 6-11); from the next year on a guest is an adult. */
  childRateUpTo: number;
}

/** The oldest age a child may be given at (the search asks 0-17). */
export const MAX_CHILD_AGE = 17;

/**
 * A party as asked for: the adults, and each child by age (the search asks each child's age, as big engines do). A
 * child whose age was not given (the spec's reservation form sends a count) is null: priced at the child rate.
 */
export interface Party {
  adults: number;
  childAges: readonly ChildAge[];
}

/** A child's age in years, or null when it was not given. */
export type ChildAge = number | null;

/** A party as a room prices it: who pays as an adult, as a child, and who stays free. */
export interface PricedParty {
  adults: number;
  children: number;
  free: number;
}

/** How a party pays by the bands: a guest above the child rate's ages pays as an adult. */
export function pricedParty(party: Party, bands: ChildAgeBands): PricedParty {
  let { adults } = party;
  let children = 0;
  let free = 0;
  for (const age of party.childAges) {
    if (age === null) children += 1;
    else if (age <= bands.freeUpTo) free += 1;
    else if (age <= bands.childRateUpTo) children += 1;
    else adults += 1;
  }
  return { adults, children, free };
}

/** Every guest of a party, whatever they pay. */
export const partySize = (party: Party) => party.adults + party.childAges.length;

/**
 * A party split over `rooms` rooms: the adults as evenly as they go (the first rooms take the rest, each room at
 * least one), then each child, the oldest first, to the room with the fewest guests (the first of equals). Null when
 * there are fewer adults than rooms: a room is never left to children alone.
 */
export function splitParty(party: Party, rooms: number): Party[] | null {
  if (rooms < 1 || party.adults < rooms) return null;
  const split = Array.from({ length: rooms }, (_, i) => ({
    adults: Math.floor(party.adults / rooms) + (i < party.adults % rooms ? 1 : 0),
    childAges: [] as ChildAge[],
  }));
  const older = (a: ChildAge, b: ChildAge) => (b ?? MAX_CHILD_AGE) - (a ?? MAX_CHILD_AGE);
  for (const age of [...party.childAges].sort(older)) {
    const size = (p: Party) => partySize(p);
    const fewest = split.reduce((best, p) => (size(p) < size(best) ? p : best), split[0]!);
    fewest.childAges.push(age);
  }
  return split;
}

/** Why a party cannot be split over its rooms (fewer adults than rooms), in the guest's words. */
export const eachRoomNeedsAnAdult = (rooms: number) =>
  `Each room needs an adult: ${rooms} rooms need at least ${rooms} adults.`;

/** What a listing takes and charges by who stays: its occupancy (rooms.base_occupancy and the rest). */
export interface Occupancy {
  /** The guests its nightly price includes. */
  baseOccupancy: number;
  maxAdults: number;
  maxChildren: number;
  /** Every guest, free children too. */
  maxGuests: number;
  /** Each night, for each adult above the base occupancy. */
  extraAdultPaise: Paise;
  /** Each night, for each child at the child rate above the base occupancy. */
  extraChildPaise: Paise;
}

/**
 * A listing's occupancy when none is set (drizzle/0033 gave every listing before it the same): its price covers two
 * guests, any of them may be adults, and a room keeps a place for at least one adult.
 */
export const defaultOccupancy = (maxGuests: number) => ({
  baseOccupancy: Math.min(2, maxGuests),
  maxAdults: maxGuests,
  maxChildren: maxGuests - 1,
});

/**
 * Why a room cannot take its share of the party, in the guest's words, or null when it can. Children counted here
 * are guests under the adult age (free or not); an older "child" counts as an adult.
 */
export function occupancyProblem(
  party: Party,
  occupancy: Occupancy,
  bands: ChildAgeBands,
  listing: string,
): string | null {
  const priced = pricedParty(party, bands);
  const children = priced.children + priced.free;
  const total = priced.adults + children;
  if (total > occupancy.maxGuests)
    return `The ${listing} takes at most ${guestsText(occupancy.maxGuests)} a room.`;
  if (priced.adults > occupancy.maxAdults)
    return `The ${listing} takes at most ${count(occupancy.maxAdults, 'adult')} a room${priced.adults > party.adults ? ` (a guest over ${bands.childRateUpTo} counts as an adult)` : ''}.`;
  if (children > occupancy.maxChildren)
    return occupancy.maxChildren === 0
      ? `The ${listing} does not take children.`
      : `The ${listing} takes at most ${count(occupancy.maxChildren, 'child', 'children')} a room.`;
  return null;
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const guestsText = (n: number) => count(n, 'guest');

/**
 * A room night's occupancy supplement: the base occupancy is filled by adults first, then children at the child
 * rate; each adult above it pays the extra-adult price, each child at the child rate above it the extra-child
 * price; free children pay nothing.
 */
export function occupancySupplement(priced: PricedParty, occupancy: Occupancy): Paise {
  const extraAdults = Math.max(0, priced.adults - occupancy.baseOccupancy);
  const placesLeft = Math.max(0, occupancy.baseOccupancy - priced.adults);
  const extraChildren = Math.max(0, priced.children - placesLeft);
  return extraAdults * occupancy.extraAdultPaise + extraChildren * occupancy.extraChildPaise;
}

/** The meal plans a listing sells, as India's hotels name them: room only, breakfast, half board, full board. */
export const MEAL_PLAN_CODES = ['EP', 'CP', 'MAP', 'AP'] as const;
export type MealPlanCode = (typeof MEAL_PLAN_CODES)[number];

/** The plans a listing may sell beyond room only (room_meal_plans.plan): each with its own supplements. */
export const SOLD_MEAL_PLANS = ['CP', 'MAP', 'AP'] as const satisfies readonly MealPlanCode[];
export type SoldMealPlan = (typeof SOLD_MEAL_PLANS)[number];

/** Each plan's name and what it includes, as the room card, the quote and every document say it. */
export const MEAL_PLANS: Readonly<Record<MealPlanCode, { name: string; includes: string }>> = {
  EP: { name: 'Room only', includes: 'No meals' },
  CP: { name: 'Bed and breakfast', includes: 'Breakfast' },
  MAP: { name: 'Half board', includes: 'Breakfast and lunch or dinner' },
  AP: { name: 'Full board', includes: 'Breakfast, lunch and dinner' },
};

/** A meal plan as a listing offers it: a supplement per adult and per child (at the child rate) per night. */
export interface MealPlanPrice {
  plan: MealPlanCode;
  adultPaise: Paise;
  childPaise: Paise;
}

/** Room only: no supplement, offered on every listing. */
export const ROOM_ONLY: MealPlanPrice = { plan: 'EP', adultPaise: 0, childPaise: 0 };

/** A room night's meal supplement for its party: free children eat free. */
export const mealSupplement = (priced: PricedParty, price: MealPlanPrice): Paise =>
  priced.adults * price.adultPaise + priced.children * price.childPaise;

/** "Half board (breakfast and lunch or dinner)". */
export const mealPlanWords = (plan: MealPlanCode) =>
  plan === 'EP'
    ? MEAL_PLANS.EP.name
    : `${MEAL_PLANS[plan].name} (${MEAL_PLANS[plan].includes.toLowerCase()})`;

/** "2 adults, 2 children (4, 9)": a room's party in words. */
export function partyText(party: Party): string {
  const adults = count(party.adults, 'adult');
  if (party.childAges.length === 0) return adults;
  const children = count(party.childAges.length, 'child', 'children');
  const ages = party.childAges.filter((age) => age !== null);
  return ages.length === 0 ? `${adults}, ${children}` : `${adults}, ${children} (${ages.join(', ')})`;
}

/** The bands as a guest reads them: "children 0–5 stay free, 6–11 at the child rate". */
export const childBandsText = (bands: ChildAgeBands) =>
  `children 0–${bands.freeUpTo} stay free, ${bands.freeUpTo + 1}–${bands.childRateUpTo} at the child rate`;
