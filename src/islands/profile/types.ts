import type { StoredUser } from '../../stores/auth';

/** The guest as GET /api/auth/profile returns them. */
export interface Guest extends StoredUser {
  email: string | null;
  phone: string;
  address: string | null;
  profile_image: string | null;
  wallet_balance: number;
}

/** The header's figures, computed by the server. */
export interface GuestStats {
  total_bookings: number;
  referrals_made: number;
}

export const PROFILE_TABS = [
  { id: 'referrals', label: 'Referrals' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'favorites', label: 'Favorites' },
  { id: 'coins', label: 'Supar Coins' },
  { id: 'settings', label: 'Settings' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];
