import { and, desc, eq } from 'drizzle-orm';
import type { Favorite, FavoriteType } from '~/contracts/favorites';
import type { DbOrTx } from '../../db/client';
import { favorites } from '../../db/schema';
import { AppError } from '../../errors';
import { type FavoriteItem, favoriteItemExists, favoriteItems } from './items';

type FavoriteRow = typeof favorites.$inferSelect;

const NOT_FOUND = 'We could not find that favorite.';
const NO_SUCH_ITEM: Record<FavoriteType, string> = {
  room: 'We could not find that room.',
  menu_item: 'We could not find that dish.',
  offer: 'We could not find that offer.',
  package: 'We could not find that package.',
};
// What a card shows when its item has left the catalogue or the site since it was hearted.
const GONE: FavoriteItem = {
  name: 'No longer available',
  image: '',
  description: 'This item is no longer offered.',
  rating: null,
  location: null,
  prepTime: null,
  amenities: [],
  price: null,
  bookHref: '/',
};

async function views(
  db: DbOrTx,
  rows: FavoriteRow[],
  imageUrl: (key: string) => string,
): Promise<Favorite[]> {
  const types = [...new Set(rows.map((r) => r.favoriteType))];
  const items = new Map<string, FavoriteItem>();
  for (const type of types) {
    const keys = rows.filter((r) => r.favoriteType === type).map((r) => r.favoriteId);
    for (const [key, item] of await favoriteItems(db, type, keys, imageUrl))
      items.set(`${type}:${key}`, item);
  }
  return rows.map((row) => {
    const { bookHref, ...details } = items.get(`${row.favoriteType}:${row.favoriteId}`) ?? GONE;
    return {
      id: row.id,
      favorite_id: row.favoriteId,
      favoriteId: row.favoriteId,
      favorite_type: row.favoriteType,
      userId: row.userId,
      created_at: row.createdAt.toISOString(),
      details,
      bookHref,
    };
  });
}

/**
 * Hearts an item for a guest, once: a second add (or fifty at once) answers with the favorite already
 * there, because the database keeps one row per guest and item.
 */
export async function addFavorite(
  db: DbOrTx,
  input: { userId: string; type: FavoriteType; key: string; imageUrl: (key: string) => string },
): Promise<{ favorite: Favorite; created: boolean }> {
  if (!(await favoriteItemExists(db, input.type, input.key))) {
    throw new AppError('NOT_FOUND', NO_SUCH_ITEM[input.type]);
  }
  const [created] = await db
    .insert(favorites)
    .values({ userId: input.userId, favoriteType: input.type, favoriteId: input.key })
    .onConflictDoNothing({ target: [favorites.userId, favorites.favoriteType, favorites.favoriteId] })
    .returning();
  const row =
    created ??
    (
      await db
        .select()
        .from(favorites)
        .where(
          and(
            eq(favorites.userId, input.userId),
            eq(favorites.favoriteType, input.type),
            eq(favorites.favoriteId, input.key),
          ),
        )
    )[0]!;
  const [favorite] = await views(db, [row], input.imageUrl);
  return { favorite: favorite!, created: Boolean(created) };
}

/** A guest's favorites, newest first, each with its item's details. */
export async function guestFavorites(
  db: DbOrTx,
  userId: string,
  imageUrl: (key: string) => string,
): Promise<Favorite[]> {
  const rows = await db
    .select()
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return views(db, rows, imageUrl);
}

/** Removes one of the guest's own favorites; someone else's (or a missing one) is the same 404. */
export async function removeFavorite(db: DbOrTx, id: string, userId: string): Promise<void> {
  const [gone] = await db
    .delete(favorites)
    .where(and(eq(favorites.id, id), eq(favorites.userId, userId)))
    .returning({ id: favorites.id });
  if (!gone) throw new AppError('NOT_FOUND', NOT_FOUND);
}
