import { describe, expect, it } from 'vitest';
import { hotelJsonLd, to24Hour } from './structured-data';

describe('schema.org times', () => {
  it('turns the site facts 12-hour times into 24-hour ones', () => {
    expect(to24Hour('3:00 PM')).toBe('15:00');
    expect(to24Hour('12:00 PM')).toBe('12:00');
    expect(to24Hour('12:30 am')).toBe('00:30');
    expect(() => to24Hour('15h')).toThrow(RangeError);
  });
});

describe('the Hotel description', () => {
  it('carries address, check-in, amenities and the rating', () => {
    const ld = hotelJsonLd(
      {
        name: 'The Supar Palace',
        tagline: 'A palace',
        phone: '+91 294 242 8000',
        email: 'stay@example.in',
        checkIn: '3:00 PM',
        checkOut: '12:00 PM',
        rating: 4.8,
        reviews: 2847,
        amenities: ['Free Wi-Fi'],
        address: {
          street: 'Lake Road',
          city: 'Udaipur',
          region: 'Rajasthan',
          postalCode: '313001',
          country: 'India',
        },
        geo: { latitude: 24.57, longitude: 73.68 },
      },
      'https://palace.example/',
      'https://palace.example/front.jpg',
    );
    expect(ld).toMatchObject({
      '@type': 'Hotel',
      checkinTime: '15:00',
      address: { '@type': 'PostalAddress', postalCode: '313001', addressCountry: 'IN' },
      amenityFeature: [{ '@type': 'LocationFeatureSpecification', name: 'Free Wi-Fi', value: true }],
      aggregateRating: { ratingValue: 4.8, reviewCount: 2847 },
    });
  });
});
