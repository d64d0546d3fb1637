// Stay packages on the wire (decision 100): the package a booking records, and the package the room search applies.
import { z } from 'zod';
import type { RoomType } from '~/lib/rooms';

/** The package a room booking was made on, as it was sold: recorded on the booking, named wherever it is shown. */
export const BookedPackage = z
  .object({
    id: z.string(),
    title: z.string(),
    inclusions: z.array(z.string()),
    checkOutTime: z
      .string()
      .nullable()
      .meta({ description: "The package's check-out time (HH:MM), or null" }),
  })
  .meta({ id: 'BookedPackage' });
export type BookedPackage = z.infer<typeof BookedPackage>;

/** A package as the room search applies it (decision 100): what the island shows and sends, not what it prices. */
export interface PackageOffer {
  id: string;
  title: string;
  inclusions: string[];
  roomTypes: RoomType[];
  /** The party its price is for. */
  guests: number;
  /** The meal plan its price includes: with EP the booking may add one (decision 150). */
  mealPlan: 'EP' | 'CP' | 'MAP' | 'AP';
  /** Its rooms and nights in words: "For deluxe rooms, 2 nights, Friday to Sunday." */
  terms: string;
  /** What it charges a night in each listing of its room types, by the listing's id (paise). */
  nightlyPaise: Record<string, number>;
  /** Each listing's own price for the nights searched, room only, by the listing's id (paise): shown beside it. */
  roomAlonePaise: Record<string, number>;
}

/**
 * A package's card on /all-offers, priced from the data (decision 150): its price a night for its party and, for the
 * first stay it allows, what the package comes to against the room's own price for the same nights.
 */
export const PackageCard = z
  .object({
    id: z.string(),
    title: z.string(),
    guests: z.number().int(),
    terms: z.string().meta({ example: 'Deluxe rooms · 2 nights, Friday to Sunday' }),
    pricePerNightPaise: z.number().int(),
    gst: z.string().meta({ example: '+ 18% GST' }),
    validUntil: z.string(),
    expired: z.boolean(),
    bookHref: z.string(),
    /** The first stay it allows from today and the cheapest room of its types for it; null when none is left. */
    firstStay: z
      .object({
        checkIn: z.string(),
        checkOut: z.string(),
        roomName: z.string(),
        packagePaise: z.number().int(),
        roomAlonePaise: z.number().int(),
        differencePaise: z.number().int(),
        words: z.string().meta({
          example: 'Fri 11 Dec to Sun 13 Dec: ₹25,160 on the package, ₹25,000 for the Deluxe King Room alone',
        }),
      })
      .nullable(),
  })
  .meta({ id: 'PackageCard' });
export type PackageCard = z.infer<typeof PackageCard>;

export const PackageCardList = z.object({ packages: z.array(PackageCard) }).meta({ id: 'PackageCardList' });
