import { and, eq, inArray } from 'drizzle-orm';
import offers from '~/content/offers.json';
import type { FavoriteType } from '~/contracts/favorites';
import { formatInr } from '~/lib/money';
import { packageBookHref } from '~/lib/packages';
import { guestsWords } from '~/lib/words';
import type { DbOrTx } from '../../db/client';
import { menuItems, rooms } from '../../db/schema';
import { type StayPackageEntry, stayPackageNamed, stayPackages } from '../package-catalogue';

/** What a favorites card shows of the item it names, and where its 'Book now' goes. */
export interface FavoriteItem {
  name: string;
  image: string;
  description: string;
  rating: number | null;
  location: string | null;
  prepTime: string | null;
  amenities: string[];
  price: string | null;
  bookHref: string;
}

/** A package's price on its favorites card: its own price a night for its party, never a "was" price. */
function priceWords(p: StayPackageEntry): string {
  return `${formatInr(p.pricePerNightPaise)} / night for ${guestsWords(p.guests)}`;
}

const IN_THE_PALACE = 'The Supar Palace, Udaipur';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The items of one type named by these keys, as favorites cards show them: rooms and dishes from the
 * catalogue (withdrawn ones still show, so a heart never silently vanishes), offers and packages from the
 * content files by their entry's `id` (decision 071). A key that names nothing is simply absent.
 */
export async function favoriteItems(
  db: DbOrTx,
  type: FavoriteType,
  keys: string[],
  imageUrl: (key: string) => string,
): Promise<Map<string, FavoriteItem>> {
  const found = new Map<string, FavoriteItem>();
  if (type === 'room') {
    const ids = keys.filter((k) => UUID.test(k));
    if (ids.length === 0) return found;
    for (const r of await db.select().from(rooms).where(inArray(rooms.id, ids))) {
      found.set(r.id, {
        name: r.name,
        image: imageUrl(r.image),
        description: r.description,
        rating: r.rating,
        location: IN_THE_PALACE,
        prepTime: null,
        amenities: r.amenities,
        price: `${formatInr(r.pricePaise)} / night`,
        bookHref: '/room-booking',
      });
    }
  } else if (type === 'menu_item') {
    const ids = keys.filter((k) => UUID.test(k));
    if (ids.length === 0) return found;
    for (const m of await db.select().from(menuItems).where(inArray(menuItems.id, ids))) {
      found.set(m.id, {
        name: m.name,
        image: imageUrl(m.image),
        description: m.description,
        rating: m.rating,
        location: 'Palace dining hall',
        prepTime: m.prepTimeMinutes ? `${m.prepTimeMinutes} min` : null,
        amenities: [m.category, ...(m.veg ? ['Veg'] : []), ...(m.spicy ? ['Spicy'] : [])],
        price: formatInr(m.pricePaise),
        bookHref: '/dining-menu',
      });
    }
  } else if (type === 'offer') {
    for (const o of offers.filter((entry) => keys.includes(entry.id))) {
      found.set(o.id, {
        name: o.title,
        image: imageUrl(o.image),
        description: o.description,
        rating: o.rating,
        location: IN_THE_PALACE,
        prepTime: null,
        amenities: [o.badge],
        price: null,
        bookHref: o.link.href,
      });
    }
  } else {
    for (const p of (await stayPackages(db)).filter((entry) => keys.includes(entry.id))) {
      found.set(p.id, {
        name: p.title,
        image: imageUrl(p.image),
        description: `${p.title}: ${p.inclusions.join(', ')}.`,
        rating: p.rating,
        location: IN_THE_PALACE,
        prepTime: null,
        amenities: [...p.inclusions],
        price: priceWords(p),
        bookHref: packageBookHref(p.id, p.guests),
      });
    }
  }
  return found;
}

/** Whether a guest may heart this item now: a room or dish on sale, or an offer or package on the site. */
export async function favoriteItemExists(db: DbOrTx, type: FavoriteType, key: string): Promise<boolean> {
  if (type === 'offer') return offers.some((o) => o.id === key);
  if (type === 'package') return (await stayPackageNamed(db, key)) !== undefined;
  if (!UUID.test(key)) return false;
  const table = type === 'room' ? rooms : menuItems;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, key), eq(table.active, true)));
  return Boolean(row);
}
