import { rupees } from '~/lib/money';

/** The hotel's four event spaces, from a boardroom to the Durbar hall (every capacity band of the search). */
export const demoHalls = [
  {
    slug: 'grand-durbar-hall',
    name: 'Grand Durbar Banquet Hall',
    image: 'hall-durbar',
    rating: 4.8,
    reviews: 156,
    pricePaise: rupees(2_50_000),
    location: 'Palace ground floor, north wing',
    capacity: 500,
    description:
      'Crystal chandeliers, gilded pillars and a sprung dance floor for weddings, receptions and galas of up to 500 guests.',
    features: [
      'Crystal chandeliers',
      'Stage & dance floor',
      'In-house catering',
      'Bridal suite',
      'Valet parking',
      'AV system',
    ],
  },
  {
    slug: 'sheesh-mahal-lawns',
    name: 'Sheesh Mahal Lawns',
    image: 'hall-garden',
    rating: 4.7,
    reviews: 89,
    pricePaise: rupees(1_80_000),
    location: 'Lakeside gardens, south terrace',
    capacity: 300,
    description:
      'Open lawns by the lake with a mirrored pavilion, lantern-lit pathways and a canopy for evening ceremonies.',
    features: [
      'Lakeside setting',
      'Mirrored pavilion',
      'Weatherproof canopy',
      'In-house catering',
      'Lighting design',
    ],
  },
  {
    slug: 'chandra-mahal',
    name: 'Chandra Mahal Ballroom',
    image: 'event-stage',
    rating: 4.6,
    reviews: 72,
    pricePaise: rupees(1_20_000),
    location: 'First floor, east wing',
    capacity: 180,
    description:
      'A moonlit ballroom with a painted ceiling and a raised stage, for sangeets, anniversaries and award nights.',
    features: ['Raised stage', 'AV system', 'In-house catering', 'Green room', 'Valet parking'],
  },
  {
    slug: 'jharokha-boardroom',
    name: 'Jharokha Boardroom',
    image: 'event-conference',
    rating: 4.7,
    reviews: 41,
    pricePaise: rupees(45_000),
    location: 'Second floor, lake-facing balcony',
    capacity: 60,
    description:
      'A panelled boardroom behind carved jharokha windows over the lake, for board meetings, seminars and intimate dinners.',
    features: ['Video conferencing', 'Projector & screen', 'High-speed Wi-Fi', 'Coffee service', 'Lake view'],
  },
];
