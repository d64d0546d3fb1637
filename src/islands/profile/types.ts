export type { Guest, GuestStats } from '~/contracts/auth';

export const PROFILE_TABS = [
  { id: 'referrals', label: 'Referrals' },
  { id: 'bookings', label: 'Bookings' },
  { id: 'favorites', label: 'Favorites' },
  { id: 'coins', label: 'Supar Coins' },
  { id: 'settings', label: 'Settings' },
] as const;

export type ProfileTabId = (typeof PROFILE_TABS)[number]['id'];
