/** The hotel facts the schema.org description needs (a subset of src/content/site.json). */
export interface HotelFacts {
  name: string;
  tagline: string;
  phone: string;
  email: string;
  checkIn: string;
  checkOut: string;
  rating: number;
  reviews: number;
  amenities: string[];
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  geo: { latitude: number; longitude: number };
}

/** "3:00 PM" → "15:00", the form schema.org's checkinTime expects. */
export function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])M$/i.exec(time.trim());
  if (!match) throw new RangeError(`Not a 12-hour time: ${time}`);
  const [, h, m, half] = match as unknown as [string, string, string, string];
  const hour = (Number(h) % 12) + (half.toUpperCase() === 'P' ? 12 : 0);
  return `${String(hour).padStart(2, '0')}:${m}`;
}

/** The home page's schema.org `Hotel`: address, check-in time, amenities and aggregate rating. */
export function hotelJsonLd(facts: HotelFacts, url: string, image: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: facts.name,
    description: facts.tagline,
    url,
    image,
    telephone: facts.phone,
    email: facts.email,
    checkinTime: to24Hour(facts.checkIn),
    checkoutTime: to24Hour(facts.checkOut),
    priceRange: '₹₹₹₹',
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.address.street,
      addressLocality: facts.address.city,
      addressRegion: facts.address.region,
      postalCode: facts.address.postalCode,
      addressCountry: 'IN',
    },
    geo: { '@type': 'GeoCoordinates', latitude: facts.geo.latitude, longitude: facts.geo.longitude },
    amenityFeature: facts.amenities.map((name) => ({
      '@type': 'LocationFeatureSpecification',
      name,
      value: true,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: facts.rating,
      reviewCount: facts.reviews,
      bestRating: 5,
    },
  };
}

/** A journal post's schema.org `BlogPosting`. */
export function blogPostingJsonLd(post: {
  title: string;
  description: string;
  date: string;
  author: string;
  url: string;
  image: string;
  publisher: string;
  minutes: number;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author },
    publisher: { '@type': 'Organization', name: post.publisher },
    image: post.image,
    url: post.url,
    mainEntityOfPage: post.url,
    timeRequired: `PT${post.minutes}M`,
  };
}
