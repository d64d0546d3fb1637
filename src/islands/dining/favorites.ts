import { $auth } from '../../stores/auth';
import { toast } from '../../stores/toasts';
import { api } from '../api';

/**
 * The menu heart's one action (spec §4: menu favorites can only be added). Until the favorites store lands
 * (issue 13: `addFavorite` in src/stores/favorites.ts), it calls the spec's route itself; swap the body for
 * the store's action at merge.
 */
export async function addMenuFavorite(itemId: string): Promise<void> {
  const { user } = $auth.get();
  if (!user) {
    toast.error('Please login first to add favorites');
    return;
  }
  try {
    await api('/favorites/create-favorite', {
      method: 'POST',
      body: { userId: user.id, favoriteId: itemId, favorite_type: 'menu_item' },
    });
    toast.success('Added to favorites!');
  } catch {
    toast.error('Failed to add to favorites');
  }
}
