import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { hallBookings, halls } from '~/server/db/schema';
import { unpaidHoldAt } from '../ref';

/** A request waiting on someone: the hotel's answer, or (once confirmed) the guest's deposit. */
export interface PendingHallRequest {
  id: string;
  bookingCode: string;
  hallName: string;
  eventType: string;
  date: string;
  endDate: string;
  timeSlot: string;
  guests: number;
  customerName: string;
  totalPaise: number;
  waitingFor: 'hotel' | 'deposit';
  holdExpiresAt: Date;
}

/** The live pending hall requests, the soonest hold first (what `npm run admin -- halls` lists). */
export async function pendingHallRequests(db: DbOrTx, now: Date): Promise<PendingHallRequest[]> {
  const rows = await db
    .select({ b: hallBookings, hallName: halls.name })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .where(unpaidHoldAt(hallBookings, now))
    .orderBy(asc(hallBookings.holdExpiresAt));
  return rows.map(({ b, hallName }) => ({
    id: b.id,
    bookingCode: b.bookingCode,
    hallName,
    eventType: b.eventType,
    date: b.date,
    endDate: b.endDate,
    timeSlot: b.timeSlot,
    guests: b.guests,
    customerName: b.customerName,
    totalPaise: b.totalPaise,
    waitingFor: b.hotelAnswer === 'confirmed' ? 'deposit' : 'hotel',
    holdExpiresAt: b.holdExpiresAt!,
  }));
}

/** The id of the hall booking with this reference (EVT-…), if any. */
export async function hallBookingIdByCode(db: DbOrTx, code: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: hallBookings.id })
    .from(hallBookings)
    .where(eq(hallBookings.bookingCode, code.trim().toUpperCase()));
  return row?.id;
}
