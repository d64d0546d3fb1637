/** The staff console's screens, in the order its bar lists them (decision 104). */
export const STAFF_SCREENS = [
  { path: '/staff', label: 'Console', summary: 'who is signed in' },
  {
    path: '/staff/today',
    label: 'Today',
    summary: 'arrivals, departures and in-house stays; check-in and check-out',
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
  { path: '/staff/rooms', label: 'Rooms', summary: 'take a room out of service for some nights; reopen it' },
  {
    path: '/staff/messages',
    label: 'Messages',
    summary: 'the messages sent, waiting and failed; send one again',
  },
  { path: '/staff/menu', label: 'Menu', summary: 'dishes: price, category and badges (admins)' },
  { path: '/staff/people', label: 'People', summary: 'staff and admins, and their roles (admins)' },
] as const;
