import { defineCollection } from 'astro:content';
import { existsSync } from 'node:fs';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { hotelTaxProblems } from './lib/hotel-tax';

/** A picture of src/assets/demo/ or src/content/pictures/, named by its file name without the extension (e.g. `room-suite-1`). */
const demoImageKey = z
  .string()
  .refine(
    (key) =>
      existsSync(`src/assets/demo/${key}.jpg`) ||
      ['jpg', 'jpeg', 'png', 'webp', 'avif'].some((ext) => existsSync(`src/content/pictures/${key}.${ext}`)),
    {
      message:
        'No such picture in src/assets/demo/ or src/content/pictures/ (give the file name without its extension)',
    },
  );

/** A calendar date written `YYYY-MM-DD`. */
const hotelDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the date as YYYY-MM-DD');

/** A link inside the site, e.g. `/room-booking`. */
const sitePath = z.string().startsWith('/', 'A link inside the site starts with /');

/** A link to one of the hotel's own accounts on a social platform: a page of the platform, never its home page. */
const socialAccount = z.url().refine((href) => new URL(href).pathname.replace(/\/+$/, '') !== '', {
  message: "Link the hotel's own account (https://www.instagram.com/yourhotel), not the platform's home page",
});

/** The hotel's facts shown across the site: name, address, contact, hours, ratings. */
const site = defineCollection({
  loader: file('src/content/site.json'),
  schema: z
    .object({
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
      geo: z.object({ latitude: z.number(), longitude: z.number() }),
      phone: z.string(),
      phoneHref: z.string().regex(/^\+\d{8,15}$/),
      email: z.email(),
      checkIn: z.string(),
      checkOut: z.string(),
      diningHours: z.string(),
      tableDepositPerGuest: z.number().int().min(0).max(100_000),
      /** The hotel's child age bands (decision 133): free up to one age, the child rate up to another, then adult. */
      childAges: z
        .object({ freeUpTo: z.number().int().min(0).max(16), childRateUpTo: z.number().int().min(0).max(17) })
        .refine((b) => b.childRateUpTo >= b.freeUpTo, 'childRateUpTo is the older band: at least freeUpTo'),
      /** The hotel's GST registration, as its tax documents print it (docs/decisions/094-gst-rules.md). */
      tax: z.object({
        legalName: z.string(),
        address: z.string(),
        stateCode: z.string().regex(/^\d{2}$/, 'A GST state code has two digits (Rajasthan is 08)'),
        gstin: z.string(),
        specifiedPremises: z.boolean(),
      }),
      rating: z.number().min(0).max(5),
      reviews: z.number().int().nonnegative(),
      amenities: z.array(z.string()).min(1),
      // The footer shows an icon for each account given here, and none for a platform left out.
      social: z
        .object({
          instagram: socialAccount.optional(),
          facebook: socialAccount.optional(),
          x: socialAccount.optional(),
          youtube: socialAccount.optional(),
        })
        .default({}),
    })
    .superRefine((facts, ctx) => {
      for (const message of hotelTaxProblems(facts.tax, facts.address.region))
        ctx.addIssue({ code: 'custom', message });
    }),
});

/** Journal posts: one markdown file each in src/content/blog/, the file name is the URL slug. */
const blog = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './src/content/blog' }),
  schema: z.object({
    title: z.string().min(5).max(90),
    description: z.string().min(20).max(200),
    // YAML reads an unquoted 2026-07-14 as a date (UTC midnight); both forms end as `YYYY-MM-DD`.
    date: z.union([z.date().transform((d) => d.toISOString().slice(0, 10)), hotelDate]),
    author: z.string(),
    cover: demoImageKey,
    coverAlt: z.string().min(5),
    tags: z.array(z.string()).default([]),
    draft: z.boolean().default(false),
  }),
});

/**
 * The policy pages (privacy notice, terms of booking, cancellation and refunds, house policies): one markdown file
 * each in src/content/policies/, the file name is the URL (/policies/<name>). `generated` names the figures the
 * page prints after its heading from what the server enforces, so editors never write those numbers by hand.
 */
const policies = defineCollection({
  loader: glob({ pattern: '*.md', base: './src/content/policies' }),
  schema: z.object({
    title: z.string().min(5).max(90),
    description: z.string().min(20).max(200),
    order: z.number().int(),
    // Shown on the page as "Last changed"; change it with every edit that changes what the page promises.
    lastChanged: z.union([z.date().transform((d) => d.toISOString().slice(0, 10)), hotelDate]),
    generated: z.enum(['cancellation', 'house']).optional(),
  }),
});

/** The home page's hero carousel: one slide per category, in order. */
const heroSlides = defineCollection({
  loader: file('src/content/hero-slides.json'),
  schema: z.object({
    order: z.number().int(),
    category: z.enum(['events', 'rooms', 'dining']),
    label: z.string(),
    title: z.string(),
    text: z.string(),
    image: demoImageKey,
    imageAlt: z.string().min(5),
    button: z.object({ label: z.string(), href: sitePath }),
  }),
});

/** The four facility cards on the home page. */
const facilities = defineCollection({
  loader: file('src/content/facilities.json'),
  schema: z.object({
    order: z.number().int(),
    title: z.string(),
    text: z.string(),
    icon: z.string().regex(/^mdi:[a-z0-9-]+$/, 'Name an icon of the mdi set, e.g. mdi:wifi'),
  }),
});

/** The home page's three offer cards (rooms, dining, events). */
const offers = defineCollection({
  loader: file('src/content/offers.json'),
  schema: z.object({
    order: z.number().int(),
    badge: z.enum(['Accommodation', 'Dining', 'Events']),
    title: z.string(),
    description: z.string(),
    rating: z.number().min(0).max(5),
    reviews: z.number().int().nonnegative(),
    image: demoImageKey,
    imageAlt: z.string().min(5),
    link: z.object({ label: z.string(), href: sitePath }),
  }),
});

/**
 * The stay packages' words on /all-offers (decision 150): title, tag, picture and inclusions. Each one's price and
 * rules are data (the stay_packages table, set by the hotel's admins in the console), keyed by the same id.
 */
const packages = defineCollection({
  loader: file('src/content/packages.json'),
  schema: z.object({
    order: z.number().int(),
    tag: z.string(),
    title: z.string().min(3),
    image: demoImageKey,
    imageAlt: z.string().min(5),
    rating: z.number().min(0).max(5),
    inclusions: z.array(z.string().min(3)).min(1).max(4, 'The card shows at most four inclusions'),
  }),
});

/** The gallery's picture groups (Rooms, Dining, Event). */
const gallery = defineCollection({
  loader: file('src/content/gallery.json'),
  schema: z.object({
    order: z.number().int(),
    title: z.string(),
    images: z.array(z.object({ image: demoImageKey, alt: z.string().min(5), caption: z.string() })).min(1),
  }),
});

export const collections = { site, blog, policies, heroSlides, facilities, offers, packages, gallery };
