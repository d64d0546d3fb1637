import type { APIRequestContext } from '@playwright/test';
import { addDays, type IsoDate } from '../../src/lib/dates';

// The demo prices a night by its date (decision 149: Udaipur's seasons, weekends, Christmas, New Year's Eve and
// Diwali), so a journey that books a room reads the price of its own nights from the server before it names a
// figure, and works out the rest (GST, coupons, more rooms) itself, as a guest with a calculator would.

/** The rooms' listings by name, read once per request context. */
const listingIds = new WeakMap<APIRequestContext, Promise<Map<string, string>>>();

async function listingId(request: APIRequestContext, name: string): Promise<string> {
  let ids = listingIds.get(request);
  if (!ids) {
    ids = request.get('/api/rooms/getrooms').then(async (res) => {
      if (!res.ok()) throw new Error(`The room listings answered ${res.status()}`);
      const { rooms } = (await res.json()) as { rooms: { id: string; name: string }[] };
      return new Map(rooms.map((r) => [r.name, r.id]));
    });
    listingIds.set(request, ids);
  }
  const id = (await ids).get(name);
  if (!id) throw new Error(`No room listing is called ${name}`);
  return id;
}

/**
 * The room-only price of each night of a stay at a listing, in rupees, for a party (two adults in one room unless
 * told; a child's age null when not given, priced at the child rate), its extra guests included and every room of
 * it added up: the price calendar's (GET /api/rooms/price-calendar, one listing), which is the quote's night by night.
 */
export async function nightPrices(
  request: APIRequestContext,
  listing: string,
  checkIn: IsoDate,
  nights: number,
  party: { adults: number; childAges?: readonly (number | null)[]; rooms?: number } = { adults: 2 },
): Promise<number[]> {
  const roomId = await listingId(request, listing);
  const dates = Array.from({ length: nights }, (_, i) => addDays(checkIn, i));
  const byDate = new Map<string, number | null>();
  for (const month of new Set(dates.map((d) => d.slice(0, 7)))) {
    const query = new URLSearchParams({ month, adults: String(party.adults), roomId });
    if (party.childAges?.length) query.set('childAges', party.childAges.map((a) => a ?? '-').join(','));
    if (party.rooms) query.set('rooms', String(party.rooms));
    const res = await request.get(`/api/rooms/price-calendar?${query}`);
    if (!res.ok())
      throw new Error(`The price calendar of ${month} answered ${res.status()}: ${await res.text()}`);
    const { days } = (await res.json()) as { days: { date: string; fromPaise: number | null }[] };
    for (const day of days) byDate.set(day.date, day.fromPaise);
  }
  return dates.map((date) => {
    const paise = byDate.get(date);
    if (paise == null) throw new Error(`The ${listing} has no price on ${date}: is it sold out or closed?`);
    return paise / 100;
  });
}

/** The price of one night at a listing, in rupees (two adults). */
export async function nightPrice(
  request: APIRequestContext,
  listing: string,
  night: IsoDate,
): Promise<number> {
  return (await nightPrices(request, listing, night, 1))[0]!;
}

/** A room night's GST rate by its price after any discount: 5% up to ₹7,500, 18% above (decision 094). */
export const roomGstRate = (rupees: number) => (rupees <= 7_500 ? 5 : 18);

/** A room night with its GST, in rupees (to the paisa). */
export const withRoomGst = (rupees: number) => Math.round(rupees * (100 + roomGstRate(rupees))) / 100;

/** The sum of a list of rupee figures, to the paisa. */
export const sum = (figures: readonly number[]) =>
  Math.round(figures.reduce((total, f) => total + Math.round(f * 100), 0)) / 100;

/** Rupees as the site prints them: "₹7,875", "₹1,41,600", "₹3,398.40". */
export function inr(rupees: number): string {
  const paise = Math.round(rupees * 100);
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** A room's nights in words as the quote and the bill print them: "₹12,500 × 3 nights", "₹8,500 × 1 night + …". */
export function nightsLine(prices: readonly number[]): string {
  const runs: { price: number; nights: number }[] = [];
  for (const price of prices) {
    const last = runs.at(-1);
    if (last && last.price === price) last.nights += 1;
    else runs.push({ price, nights: 1 });
  }
  return runs.map((r) => `${inr(r.price)} × ${r.nights} ${r.nights === 1 ? 'night' : 'nights'}`).join(' + ');
}

/**
 * The total with GST, in rupees, that the server quotes for a room booking (POST /api/quotes/room, the payment
 * page's payload): for a figure whose discount is shared over nights of different prices, each night then taxed to
 * the paisa, which a journey names from the quote rather than working out the shares itself.
 */
export async function quotedTotal(
  request: APIRequestContext,
  token: string | null,
  body: Record<string, unknown>,
): Promise<number> {
  const res = await request.post('/api/quotes/room', {
    data: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok()) throw new Error(`The quote answered ${res.status()}: ${await res.text()}`);
  return ((await res.json()) as { totalPaise: number }).totalPaise / 100;
}
