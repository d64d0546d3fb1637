import type { UserRole } from './roles';

/**
 * One screen of the console; `admin` ones are shown, and opened, only for admins (decision 142); `housekeeping` ones
 * are the only ones a housekeeper opens (decision 144).
 */
export interface StaffScreen {
  path: string;
  label: string;
  summary: string;
  admin?: true;
  housekeeping?: true;
}

/** Whether a member of the hotel with this role may open the screen (the API refuses the rest anyway). */
export const mayOpen = (screen: StaffScreen, role: UserRole): boolean =>
  role === 'housekeeper' ? Boolean(screen.housekeeping) : !screen.admin || role === 'admin';

/** The staff console's screens, in the order its bar lists them (decision 104). */
export const STAFF_SCREENS: readonly StaffScreen[] = [
  { path: '/staff', label: 'Console', summary: 'who is signed in', housekeeping: true },
  {
    path: '/staff/today',
    label: 'Today',
    summary: 'arrivals, departures and in-house stays; check-in and check-out',
  },
  {
    path: '/staff/new-booking',
    label: 'New booking',
    summary: 'a walk-in or phone guest found or registered by phone; a room, table or hall booked and paid',
  },
  {
    path: '/staff/chart',
    label: 'Chart',
    summary: 'rooms by date: who sleeps where, closures and housekeeping; move a stay to another room',
  },
  {
    path: '/staff/housekeeping',
    label: 'Housekeeping',
    summary: 'each room clean, dirty, inspected or out of order; mark it as it is',
    housekeeping: true,
  },
  { path: '/staff/tables', label: 'Tables', summary: "a date's table sheet; seat, no-show and cancel" },
  {
    path: '/staff/halls',
    label: 'Halls',
    summary: 'hall requests to answer, deposits awaited and events by date',
  },
  {
    path: '/staff/bookings',
    label: 'Bookings',
    summary: 'find any booking; its history; cancel for the guest',
  },
  {
    path: '/staff/guests',
    label: 'Guests',
    summary: 'find a guest by phone: bookings, coins (admins adjust) and referrals',
  },
  {
    path: '/staff/rates',
    label: 'Rates',
    summary: "each listing's nights: price, its source and stay rules; admins change them in bulk",
  },
  { path: '/staff/rooms', label: 'Rooms', summary: 'take a room out of service for some nights; reopen it' },
  {
    path: '/staff/night-audit',
    label: 'Night audit',
    summary: 'close the day that has ended: its no-shows marked, its figures frozen',
  },
  {
    path: '/staff/messages',
    label: 'Messages',
    summary: 'the messages sent, waiting and failed; send one again',
  },
  {
    path: '/staff/menu',
    label: 'Menu',
    summary: 'dishes: price, category, badges and photo (admins)',
    admin: true,
  },
  {
    path: '/staff/catalogue',
    label: 'Catalogue',
    summary:
      'room types, their rooms, meal plans and seasons, extras, halls, coupons and packages (admins change them)',
  },
  {
    path: '/staff/people',
    label: 'People',
    summary: 'staff and admins, and their roles (admins)',
    admin: true,
  },
  {
    path: '/staff/reports',
    label: 'Reports',
    summary:
      "occupancy, ADR and RevPAR by day and month, revenue by kind and plan; a month's GSTR-1 as CSV (admins)",
    admin: true,
  },
];

/** The catalogue's screens (decision 108), under the bar's Catalogue entry. */
export const CATALOGUE_SCREENS: readonly StaffScreen[] = [
  { path: '/staff/catalogue', label: 'Overview', summary: 'what each catalogue screen holds' },
  {
    path: '/staff/catalogue/rooms',
    label: 'Room types',
    summary:
      'each room type: name, prices, guests and occupancy, description, amenities; its numbered rooms, meal plans and seasons',
  },
  {
    path: '/staff/catalogue/extras',
    label: 'Extras',
    summary: 'what a guest adds to a stay: price, basis, supply kind and GST, order; withdraw one (admins)',
  },
  {
    path: '/staff/catalogue/halls',
    label: 'Halls',
    summary: 'each hall: name, price, seats, place, features',
  },
  {
    path: '/staff/catalogue/coupons',
    label: 'Coupons',
    summary: 'codes, discounts, limits, dates, scope and conditions; withdraw one (admins)',
    admin: true,
  },
  {
    path: '/staff/catalogue/packages',
    label: 'Packages',
    summary: 'the stay packages, their price and rules (admins change them)',
  },
  {
    path: '/staff/menu',
    label: 'Menu',
    summary: 'dishes: price, category, badges and photo (admins)',
    admin: true,
  },
];
