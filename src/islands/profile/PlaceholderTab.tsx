import type { Guest, ProfileTabId } from './types';

// What each tab will hold once its issue lands (spec §2 User profile); the figures shown are real.
const COMING: Record<
  Exclude<ProfileTabId, 'settings'>,
  { title: string; items: string[]; link?: [string, string] }
> = {
  referrals: {
    title: 'Refer & Earn',
    items: [
      'Invite a friend by name and email and get a share link with your referral code',
      '50 Supar Coins for each friend who signs up through it',
      'Friends Referred and Total Earnings, counted from your invites',
    ],
    link: ['/refer-and-earn', 'Open Refer & Earn'],
  },
  bookings: {
    title: 'Your bookings',
    items: [
      'Rooms, tables and hall events in one list',
      'Search, and the All, Upcoming, Completed and Cancelled filter',
      'Manage for upcoming bookings',
    ],
    link: ['/room-booking', 'Book a room'],
  },
  favorites: {
    title: 'Your favorites',
    items: ['Rooms and dishes you have hearted', 'Remove one, or book it from here'],
    link: ['/dining-menu', 'Browse the menu'],
  },
  coins: {
    title: 'Recent Transactions',
    items: ['Every credit and debit: description, date, coins and a Credit or Debit badge'],
  },
};

/** A tab whose content comes with a later issue: says what it will hold. */
export default function PlaceholderTab({
  tab,
  guest,
}: {
  tab: Exclude<ProfileTabId, 'settings'>;
  guest: Guest;
}) {
  const coming = COMING[tab];
  return (
    <div className="placeholder-tab">
      {tab === 'coins' && (
        <div className="coin-card">
          <p className="eyebrow">Your balance</p>
          <p className="coin-balance">
            {guest.wallet_balance.toLocaleString('en-IN')} <span>Supar Coins</span>
          </p>
        </div>
      )}
      <h3>{coming.title}</h3>
      <p>Coming soon to your account:</p>
      <ul>
        {coming.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {coming.link && (
        <a className="btn btn-outline" href={coming.link[0]}>
          {coming.link[1]}
        </a>
      )}
    </div>
  );
}
