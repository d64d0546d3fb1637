/**
 * What a guest can heart: catalogue rows (menu_item, room) and content entries (offer, package), in the order
 * the database's favorite_type enum declares them (spec §3 Favorite names menu_item first).
 */
export const FAVORITE_TYPES = ['menu_item', 'room', 'offer', 'package'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];
