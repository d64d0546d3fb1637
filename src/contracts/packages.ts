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
  /** Its rooms and nights in words: "For deluxe rooms, 2 nights, Friday to Sunday." */
  terms: string;
  /** What it charges a night in each listing of its room types, by the listing's id (paise). */
  nightlyPaise: Record<string, number>;
  /** Each listing's own price for the nights searched, room only, by the listing's id (paise): shown beside it. */
  roomAlonePaise: Record<string, number>;
}
