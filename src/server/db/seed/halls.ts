import { rupees } from '../../../lib/money';

/** The hotel's two event spaces. */
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
];
