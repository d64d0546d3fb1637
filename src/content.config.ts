import { defineCollection } from 'astro:content';
import { file } from 'astro/loaders';
import { z } from 'astro/zod';

/** The hotel's facts shown across the site: name, address, contact, hours, ratings. */
const site = defineCollection({
  loader: file('src/content/site.json'),
  schema: z.object({
    name: z.string(),
    shortName: z.string(),
    tagline: z.string(),
    address: z.object({
      street: z.string(),
      city: z.string(),
      region: z.string(),
      postalCode: z.string().regex(/^\d{6}$/, 'An Indian PIN code has six digits'),
      country: z.string(),
    }),
    phone: z.string(),
    phoneHref: z.string().regex(/^\+\d{8,15}$/),
    email: z.email(),
    checkIn: z.string(),
    checkOut: z.string(),
    diningHours: z.string(),
    rating: z.number().min(0).max(5),
    reviews: z.number().int().nonnegative(),
    social: z.object({ instagram: z.url(), facebook: z.url(), x: z.url(), youtube: z.url() }),
  }),
});

export const collections = { site };
