import { and, count, eq, gte } from 'drizzle-orm';
import type { MenuItem, MenuPage } from '~/contracts/dining';
import { type MenuCategoryFilter, menuMatches } from '~/lib/menu';
import { rupees, toRupees } from '~/lib/money';
import type { DbOrTx } from '../db/client';
import { menuItemLikes, menuItems } from '../db/schema';
import { AppError } from '../errors';
import { changedFacts, recordStaffAction, type StaffActor } from './audit';

type DishRow = typeof menuItems.$inferSelect;

/** "Most Loved This Week" counts the likes of the last seven days. */
export const LIKES_WINDOW_DAYS = 7;
/** How many dishes "Most Loved This Week" shows. */
export const TOP_LIKED_COUNT = 5;

const since = (now: Date) => new Date(now.getTime() - LIKES_WINDOW_DAYS * 86_400_000);

/** A dish as the pages read it, with its likes of the week. */
export function menuItemView(row: DishRow, likes: number, imageUrl: (key: string) => string): MenuItem {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category,
    price: toRupees(row.pricePaise),
    pricePaise: row.pricePaise,
    image: imageUrl(row.image),
    imageKey: row.image,
    rating: row.rating,
    prepTime: row.prepTimeMinutes,
    featured: row.featured,
    chefSpecial: row.chefSpecial,
    spicy: row.spicy,
    veg: row.veg,
    likes,
  };
}

async function weeklyLikes(db: DbOrTx, now: Date): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: menuItemLikes.menuItemId, n: count() })
    .from(menuItemLikes)
    .where(gte(menuItemLikes.createdAt, since(now)))
    .groupBy(menuItemLikes.menuItemId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

/** Every dish on the menu now, by category order then name, with the week's likes. */
export async function menuOnOffer(
  db: DbOrTx,
  options: { now: Date; imageUrl: (key: string) => string },
): Promise<MenuItem[]> {
  const [rows, likes] = await Promise.all([
    db
      .select()
      .from(menuItems)
      .where(eq(menuItems.active, true))
      // An enum column sorts in the order its type declares the values: MENU_CATEGORIES, as the menu shows them.
      .orderBy(menuItems.category, menuItems.name),
    weeklyLikes(db, options.now),
  ]);
  return rows.map((row) => menuItemView(row, likes.get(row.id) ?? 0, options.imageUrl));
}

/**
 * A page of the menu for a category and a search over name and description, case- and accent-insensitive,
 * by the same rule the menu page filters with in the browser (a menu is a few dozen dishes: read whole).
 */
export async function menuPage(
  db: DbOrTx,
  query: { category: MenuCategoryFilter; search?: string; page: number; limit: number },
  options: { now: Date; imageUrl: (key: string) => string },
): Promise<MenuPage> {
  const matching = (await menuOnOffer(db, options)).filter((dish) => menuMatches(dish, query));
  const start = (query.page - 1) * query.limit;
  return {
    items: matching.slice(start, start + query.limit),
    total: matching.length,
    page: query.page,
    limit: query.limit,
  };
}

/** The week's five most liked dishes (ties by rating), from the likes guests stored. */
export async function topLiked(
  db: DbOrTx,
  options: { now: Date; imageUrl: (key: string) => string },
): Promise<MenuItem[]> {
  const dishes = await menuOnOffer(db, options);
  return dishes
    .filter((d) => d.likes > 0)
    .sort((a, b) => b.likes - a.likes || b.rating - a.rating || a.name.localeCompare(b.name))
    .slice(0, TOP_LIKED_COUNT);
}

/** One dish on the menu now; a withdrawn or unknown dish is a 404. */
export async function menuItemById(
  db: DbOrTx,
  id: string,
  options: { now: Date; imageUrl: (key: string) => string },
): Promise<MenuItem> {
  const [row] = await db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.id, id), eq(menuItems.active, true)));
  if (!row) throw new AppError('NOT_FOUND', 'That dish is not on the menu.');
  const [likes] = await db
    .select({ n: count() })
    .from(menuItemLikes)
    .where(and(eq(menuItemLikes.menuItemId, id), gte(menuItemLikes.createdAt, since(options.now))));
  return menuItemView(row, likes?.n ?? 0, options.imageUrl);
}

/** A guest likes a dish: once per guest per dish (the key of the likes table), however often they press. */
export async function likeMenuItem(
  db: DbOrTx,
  input: { id: string; userId: string },
  options: { now: Date; imageUrl: (key: string) => string },
) {
  await menuItemById(db, input.id, options);
  const inserted = await db
    .insert(menuItemLikes)
    .values({ userId: input.userId, menuItemId: input.id, createdAt: options.now })
    .onConflictDoNothing()
    .returning({ id: menuItemLikes.menuItemId });
  const dish = await menuItemById(db, input.id, options);
  const alreadyLiked = inserted.length === 0;
  return {
    liked: true as const,
    alreadyLiked,
    likes: dish.likes,
    message: alreadyLiked ? 'You already like this dish.' : 'Thank you for the love!',
  };
}

/** The admin's fields of a dish, in rupees on the wire. */
export interface DishFields {
  name?: string;
  description?: string;
  category?: DishRow['category'];
  price?: number;
  image?: string;
  rating?: number;
  prepTime?: number | null;
  featured?: boolean;
  chefSpecial?: boolean;
  spicy?: boolean;
  veg?: boolean;
}

const columnsOf = (fields: DishFields) => {
  const { price, prepTime, ...rest } = fields;
  return {
    ...rest,
    ...(price === undefined ? {} : { pricePaise: rupees(price) }),
    ...(prepTime === undefined ? {} : { prepTimeMinutes: prepTime }),
  };
};

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Adds a dish to the menu (admin), audited with its facts; a dish of the same name is a 409. */
export async function addDish(
  db: DbOrTx,
  fields: DishFields & Required<Pick<DishFields, 'name' | 'description' | 'category' | 'price'>>,
  options: { now: Date; imageUrl: (key: string) => string; by: StaffActor },
) {
  const slug = slugOf(fields.name) || 'dish';
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(menuItems)
      .values({
        ...columnsOf(fields),
        image: fields.image ?? 'dish-main-1',
        name: fields.name,
        description: fields.description,
        category: fields.category,
        pricePaise: rupees(fields.price),
        slug,
      })
      .onConflictDoNothing({ target: menuItems.slug })
      .returning();
    if (!added) throw new AppError('CONFLICT', 'A dish of that name is already on the menu.');
    await recordStaffAction(
      tx,
      options.by,
      { action: 'menu_item.add', target: { kind: 'menu_item', id: added.id }, after: auditedFacts(added) },
      options.now,
    );
    return added;
  });
  return menuItemView(row, 0, options.imageUrl);
}

/** A dish's facts the audit keeps before and after a change: its name, price, category and badges. */
const auditedFacts = (row: DishRow) => ({
  name: row.name,
  pricePaise: row.pricePaise,
  category: row.category,
  featured: row.featured,
  chefSpecial: row.chefSpecial,
  spicy: row.spicy,
  veg: row.veg,
});

/** Changes a dish on the menu (admin), audited with what changed; past bookings keep the rate they were priced at. */
export async function updateDish(
  db: DbOrTx,
  id: string,
  fields: DishFields,
  options: { now: Date; imageUrl: (key: string) => string; by: StaffActor },
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(menuItems)
      .where(and(eq(menuItems.id, id), eq(menuItems.active, true)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'That dish is not on the menu.');
    const [after] = await tx
      .update(menuItems)
      .set({ ...columnsOf(fields), updatedAt: options.now })
      .where(eq(menuItems.id, id))
      .returning();
    await recordStaffAction(
      tx,
      options.by,
      {
        action: 'menu_item.update',
        target: { kind: 'menu_item', id },
        ...changedFacts(auditedFacts(before), auditedFacts(after!)),
      },
      options.now,
    );
  });
  return menuItemById(db, id, options);
}

/** Withdraws a dish (admin), audited: it leaves the menu; bookings made with it keep it on their details. */
export async function withdrawDish(db: DbOrTx, id: string, options: { now: Date; by: StaffActor }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(menuItems)
      .set({ active: false, updatedAt: options.now })
      .where(and(eq(menuItems.id, id), eq(menuItems.active, true)))
      .returning({ id: menuItems.id });
    if (!row) throw new AppError('NOT_FOUND', 'That dish is not on the menu.');
    await recordStaffAction(
      tx,
      options.by,
      {
        action: 'menu_item.withdraw',
        target: { kind: 'menu_item', id },
        before: { active: true },
        after: { active: false },
      },
      options.now,
    );
  });
}

/**
 * Gives a dish a new photo (admin): `image` is the stored photo's key (menu-photos.ts); audited with the key it
 * replaces.
 */
export async function setDishPhoto(
  db: DbOrTx,
  id: string,
  image: string,
  options: { now: Date; by: StaffActor },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ image: menuItems.image })
      .from(menuItems)
      .where(and(eq(menuItems.id, id), eq(menuItems.active, true)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'That dish is not on the menu.');
    await tx.update(menuItems).set({ image, updatedAt: options.now }).where(eq(menuItems.id, id));
    await recordStaffAction(
      tx,
      options.by,
      {
        action: 'menu_item.photo',
        target: { kind: 'menu_item', id },
        before: { image: before.image },
        after: { image },
      },
      options.now,
    );
  });
}
