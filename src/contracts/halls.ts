// Hall bookings on the wire (spec §3 Hall booking as read).
import { z } from 'zod';
import { BookingStatus, paise } from './common';

/** A hall booking as the pages read it. */
export const HallBooking = z
  .object({
    id: z.uuid(),
    bookingCode: z.string(),
    userId: z.uuid(),
    date: z.string(),
    timeSlot: z.string(),
    eventType: z.string(),
    guests: z.number().int(),
    status: BookingStatus,
    eventDetails: z.string().nullable(),
    payment_id: z.string().nullable(),
    created_at: z.string(),
    totalPaise: paise(),
    holdExpiresAt: z.string().nullable(),
    Hall: z.object({ name: z.string(), image: z.string(), location: z.string(), price: z.string() }),
  })
  .meta({ id: 'HallBooking' });
export type HallBooking = z.infer<typeof HallBooking>;
