// Table reservations on the wire (spec §3 Dining reservation, as the bookings list and details read it).
import { z } from 'zod';
import { BookingStatus, paise } from './common';

/** A table reservation as the pages read it. */
export const TableBooking = z
  .object({
    id: z.uuid(),
    bookingCode: z.string(),
    userId: z.uuid(),
    status: BookingStatus,
    menuname: z.string(),
    image: z.string(),
    description: z.string(),
    date: z.string(),
    time: z.string(),
    numberOfGuests: z.number().int(),
    name: z.string(),
    phone: z.string(),
    totalPaise: paise(),
    holdExpiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'TableBooking' });
export type TableBooking = z.infer<typeof TableBooking>;
