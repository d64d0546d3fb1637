/** A link in the site's navigation. */
export interface NavLink {
  label: string;
  href: string;
  icon?: string;
}

/** The navbar, in the spec's order (§2 Shared navigation). */
export const mainNav: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Rooms', href: '/room-booking' },
  { label: 'Event', href: '/events-booking' },
  { label: 'Dining', href: '/dining-menu' },
];

/** The slim bar above the navbar. */
export const topBarLinks: NavLink[] = [
  { label: 'Book a room', href: '/room-booking', icon: 'mdi:bed-king-outline' },
  { label: 'Plan an event', href: '/events-booking', icon: 'mdi:party-popper' },
  { label: 'Dining menu', href: '/dining-menu', icon: 'mdi:silverware-fork-knife' },
];

/** The reservation sidebar: the three reservation forms. */
export const reservationLinks: NavLink[] = [
  { label: 'Rooms', href: '/booknow', icon: 'mdi:key-chain-variant' },
  { label: 'Dining', href: '/dining', icon: 'mdi:glass-wine' },
  { label: 'Events', href: '/events', icon: 'mdi:castle' },
];

export const footerExplore: NavLink[] = [
  { label: 'Rooms & suites', href: '/room-booking' },
  { label: 'Dining', href: '/dining-menu' },
  { label: 'Events & weddings', href: '/events-booking' },
  { label: 'Gallery', href: '/gallery' },
  { label: 'Offers', href: '/all-offers' },
];

export const footerCorporate: NavLink[] = [
  { label: 'About the palace', href: '/about' },
  { label: 'Journal', href: '/blogs' },
  { label: 'Contact us', href: '/contact-us' },
  { label: 'Refer & earn', href: '/refer-and-earn' },
];

/** Every page route of the site (spec §2, plus Refer & Earn), for the sitemap checks and tests. */
export const siteRoutes = [
  '/',
  '/login',
  '/otp-verification',
  '/all-offers',
  '/sign-in',
  '/about',
  '/contact-us',
  '/blogs',
  '/booknow',
  '/room-booking',
  '/dining',
  '/dining-menu',
  '/events',
  '/events-booking',
  '/gallery',
  '/booking-confirmation',
  '/booking-details',
  '/user-profile',
  '/menu-booking-details',
  '/refer-and-earn',
] as const;
