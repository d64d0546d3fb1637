import { atom } from 'nanostores';
import type { Favorite, FavoriteList, FavoriteType } from '~/contracts/favorites';
import { $auth } from './auth';
import { toast } from './toasts';

/** The signed-in guest's favorites, shared by every heart on the page and the profile's Favorites tab. */
export interface FavoritesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: Favorite[];
}

export const $favorites = atom<FavoritesState>({ status: 'idle', items: [] });

/** The spec's login prompt for a heart (rooms and offers); the menu passes its own. */
export const FAVORITES_LOGIN_PROMPT = 'Please log in to add favorites';

// Plain fetch rather than the islands' client: the marketing pages' hearts read this store too, and their
// script budget has no room for a fetch library.
async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const { token } = $auth.get();
  const res = await fetch(`/api${path}`, {
    method,
    headers: {
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
  return (await res.json()) as T;
}

let loadedFor: string | null = null;

/** Loads the signed-in guest's favorites once per page (again only when the session changes, or `force`). */
export async function loadFavorites(force = false): Promise<void> {
  const { token, user } = $auth.get();
  if (!token || !user) {
    loadedFor = null;
    $favorites.set({ status: 'idle', items: [] });
    return;
  }
  if (!force && loadedFor === token) return;
  loadedFor = token;
  $favorites.set({ ...$favorites.get(), status: 'loading' });
  try {
    const { favorites } = await call<FavoriteList>('GET', '/favorites/get-favorites');
    $favorites.set({ status: 'ready', items: favorites });
  } catch {
    loadedFor = null;
    $favorites.set({ status: 'error', items: [] });
  }
}

const findFavorite = (type: FavoriteType, id: string) =>
  $favorites.get().items.find((f) => f.favorite_type === type && f.favoriteId === id);

/** Whether the guest has hearted this item. */
export function isFavorite(type: FavoriteType, id: string): boolean {
  return Boolean(findFavorite(type, id));
}

function signedIn(loginPrompt: string): boolean {
  const { token, user } = $auth.get();
  if (token && user) return true;
  toast.error(loginPrompt);
  return false;
}

/** Hearts an item (the menu's hearts only add); a logged-out guest is asked to log in. */
export async function addFavorite(
  type: FavoriteType,
  id: string,
  loginPrompt = FAVORITES_LOGIN_PROMPT,
): Promise<boolean> {
  if (!signedIn(loginPrompt)) return false;
  try {
    const { favorite } = await call<{ favorite: Favorite }>('POST', '/favorites/create-favorite', {
      userId: $auth.get().user?.id,
      favoriteId: id,
      favorite_type: type,
    });
    const rest = $favorites.get().items.filter((f) => f.id !== favorite.id);
    $favorites.set({ status: 'ready', items: [favorite, ...rest] });
    toast.success('Added to favorites!');
    return true;
  } catch {
    toast.error('Failed to add to favorites');
    return false;
  }
}

/**
 * Removes a favorite at once and restores it if the server refuses (spec §4: optimistic removal).
 * Returns whether it is gone.
 */
export async function removeFavorite(favoriteId: string): Promise<boolean> {
  const before = $favorites.get();
  const gone = before.items.find((f) => f.id === favoriteId);
  if (!gone) return true;
  $favorites.set({ ...before, items: before.items.filter((f) => f.id !== favoriteId) });
  try {
    await call('DELETE', `/favorites/${favoriteId}`);
    toast.success('Removed from favorites');
    return true;
  } catch {
    const now = $favorites.get();
    $favorites.set({
      ...now,
      items: [...now.items, gone].sort((a, b) => b.created_at.localeCompare(a.created_at)),
    });
    toast.error('Failed to update favorites');
    return false;
  }
}

/** The room and offer hearts: adds the item, or removes it when it is already a favorite. */
export async function toggleFavorite(
  type: FavoriteType,
  id: string,
  loginPrompt = FAVORITES_LOGIN_PROMPT,
): Promise<boolean> {
  if (!signedIn(loginPrompt)) return false;
  const existing = findFavorite(type, id);
  return existing ? removeFavorite(existing.id) : addFavorite(type, id, loginPrompt);
}
