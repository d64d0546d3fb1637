// Favorites on the wire (spec §3 Favorite, §7 Favorites): rooms, dishes, the home page's offers and stay packages.
import { z } from 'zod';
import { FAVORITE_TYPES } from '~/lib/favorites';
import { rule } from './common';

/** What a guest can heart: catalogue rows (room, menu_item) and content entries (offer, package). */
export const FavoriteType = z.enum(FAVORITE_TYPES);
export type FavoriteType = z.infer<typeof FavoriteType>;

/** A room or dish is named by its UUID; an offer or package by its content entry's id (decision 071). */
export const favoriteKey = () =>
  z
    .string()
    .trim()
    .min(1, 'favoriteId is required.')
    .max(80, 'favoriteId is too long.')
    .regex(/^[A-Za-z0-9-]+$/, 'favoriteId names a room, dish, offer or package.');

/** The spec's create body: `favoriteId` (or `favorite_id`), `favorite_type`, and the caller's `userId`. */
export const FavoriteCreate = z
  .object({
    userId: z.uuid('userId must name your account').optional(),
    favoriteId: favoriteKey().optional(),
    favorite_id: favoriteKey().optional(),
    favorite_type: FavoriteType,
  })
  .refine((b) => b.favoriteId ?? b.favorite_id, rule('favoriteId is required.', ['favoriteId']))
  .meta({
    id: 'FavoriteCreate',
    description: 'favoriteId or favorite_id names the item: one of them is required',
  });

/** What the favorites tab shows of the item (spec §3 Favorite details). */
export const FavoriteDetails = z.object({
  name: z.string(),
  image: z.string(),
  description: z.string(),
  rating: z.number().nullable(),
  location: z.string().nullable(),
  prepTime: z.string().nullable(),
  amenities: z.array(z.string()),
  price: z.string().nullable(),
});

export const Favorite = z
  .object({
    id: z.uuid(),
    favorite_id: z.string(),
    favoriteId: z.string(),
    favorite_type: FavoriteType,
    userId: z.uuid(),
    created_at: z.string(),
    details: FavoriteDetails,
    /** Where the card's 'Book now' goes. */
    bookHref: z.string(),
  })
  .meta({ id: 'Favorite' });
export type Favorite = z.infer<typeof Favorite>;

export const FavoriteCreated = z.object({ favorite: Favorite, created: z.boolean(), message: z.string() });
export const FavoriteList = z.object({ favorites: z.array(Favorite) }).meta({ id: 'FavoriteList' });
export type FavoriteList = z.infer<typeof FavoriteList>;
