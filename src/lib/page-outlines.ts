import type { siteRoutes } from './navigation';

/** What a page is for: its title, one-line summary and header image, until its own issue fills it in. */
export interface PageOutline {
  title: string;
  eyebrow: string;
  summary: string;
  image: string;
  noindex?: boolean;
  /**
   * The page's HTML shows prices in rupees as it is served (BaseLayout preloads the rupee sign's font files). Not
   * set where only an island shows them, once the guest has asked for a quote or the island has read the booking
   * after the first paint (the reservation form, the checkouts): there the files would be two more requests
   * sharing a slow phone's first round trips with the band picture and fonts, for a sign the first screen does not
   * show (decision 152); they come when a price is shown.
   */
  prices?: boolean;
  cta?: { label: string; href: string };
}

export const pageOutlines: Record<(typeof siteRoutes)[number], PageOutline> = {
  '/': {
    title: 'A living palace on the lake',
    eyebrow: 'Udaipur · Since 1746',
    summary:
      'Stay in restored royal rooms, dine on the recipes of the palace kitchens and celebrate in the Durbar Hall.',
    image: 'hero-rooms',
    cta: { label: 'Book a stay', href: '/room-booking' },
  },
  '/login': {
    title: 'Welcome back',
    eyebrow: 'Guest login',
    summary: 'Enter your mobile number and we will text you a one-time code to sign in.',
    image: 'lobby',
    noindex: true,
  },
  '/sign-in': {
    title: 'Create your account',
    eyebrow: 'Sign up',
    summary: 'Your name and mobile number are all it takes: one account for rooms, dining and events.',
    image: 'courtyard',
    noindex: true,
  },
  '/otp-verification': {
    title: 'Verify your number',
    eyebrow: 'One-time code',
    summary: 'Type the six-digit code we sent by SMS to finish signing in.',
    image: 'lobby',
    noindex: true,
  },
  '/all-offers': {
    title: 'Offers & packages',
    eyebrow: 'Stay for less',
    summary:
      "Honeymoon, weekend, family and business packages with their nightly prices beside the room's own.",
    image: 'offer-honeymoon',
  },
  '/about': {
    title: 'Our story',
    eyebrow: 'About the palace',
    summary: 'Three centuries on the lake: the family, the restoration, and what to know before you arrive.',
    image: 'intro-palace',
  },
  '/contact-us': {
    title: 'Contact us',
    eyebrow: 'We are here to help',
    summary: 'Write to the concierge, leave feedback on your stay, or find your way to the palace gates.',
    image: 'courtyard',
  },
  '/blogs': {
    title: 'The palace journal',
    eyebrow: 'Stories',
    summary: 'Notes on monsoon light, royal recipes, heritage walks and the weddings we have hosted.',
    image: 'blog-heritage',
  },
  '/booknow': {
    title: 'Reserve your room',
    eyebrow: 'Room reservation',
    summary: 'Choose your dates, room type and guests, pick a room and see your price before you book.',
    image: 'room-deluxe-2',
  },
  '/room-booking': {
    title: 'Rooms & suites',
    eyebrow: 'Stay',
    summary:
      'Heritage rooms, lake-view deluxe rooms and royal suites, with live availability for your dates.',
    image: 'room-deluxe-1',
    prices: true,
  },
  '/dining': {
    title: 'Reserve a table',
    eyebrow: 'Dining reservation',
    summary: 'Tell us when you are coming and how many you are; we will set the table.',
    image: 'dining-terrace',
  },
  '/dining-menu': {
    title: 'The palace kitchens',
    eyebrow: 'Dining',
    summary: 'Rajasthani royal recipes and modern Indian plates: browse the menu and book a table.',
    image: 'hero-dining',
    prices: true,
  },
  '/events': {
    title: 'Plan your event',
    eyebrow: 'Event reservation',
    summary: 'Weddings, conferences and parties: tell us the date, the guests and the occasion.',
    image: 'event-stage',
  },
  '/events-booking': {
    title: 'Banquets & celebrations',
    eyebrow: 'Events',
    summary:
      'From the Jharokha Boardroom to the Durbar Hall: find a free hall by date, time slot and guests.',
    image: 'hero-events',
    prices: true,
  },
  '/gallery': {
    title: 'Gallery',
    eyebrow: 'Look around',
    summary: 'Rooms, dining and events at the palace, in pictures.',
    image: 'courtyard',
  },
  // Prebuilt for every booking: the words true of any of them; the page says below whether it is paid yet.
  '/booking-confirmation': {
    title: 'Your booking',
    eyebrow: 'Your stay',
    summary: 'Your booking reference, room number and dates, and where your booking stands.',
    image: 'room-suite-1',
    noindex: true,
    prices: true,
  },
  '/booking-details': {
    title: 'Booking details',
    eyebrow: 'Your booking',
    summary: 'What you booked, where it stands and what is left to do: a stay, a table or an event.',
    image: 'room-suite-2',
    noindex: true,
  },
  '/menu-booking-details': {
    title: 'Table booking details',
    eyebrow: 'Your table',
    summary: 'Your table, your dish and your party, and where your booking stands.',
    image: 'dining-hall',
    noindex: true,
  },
  '/user-profile': {
    title: 'Your account',
    eyebrow: 'Profile',
    summary: 'Your bookings, favourites, Supar Coins, referrals and settings.',
    image: 'lobby',
    noindex: true,
    prices: true,
  },
  '/refer-and-earn': {
    title: 'Refer & Earn',
    eyebrow: 'Supar Coins',
    summary: 'Invite a friend and earn 50 Supar Coins when they sign up.',
    image: 'courtyard',
    noindex: true,
  },
};
