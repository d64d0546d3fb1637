import { and, desc, eq, inArray } from 'drizzle-orm';
import type { HallDetail } from '../../../../contracts/checkout';
import type { HallBooking } from '../../../../contracts/halls';
import { daysBetween } from '../../../../lib/dates';
import { hallSlotNamed } from '../../../../lib/hall-slots';
import { formatInr } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { hallBookings, halls, payments } from '../../../db/schema';
import type { BookingRef, Clock } from '../kind';
import { bookingRef } from '../ref';

export type HallBookingRow = typeof hallBookings.$inferSelect;

/** Why a pending request cannot be paid yet: the hotel confirms before the deposit is taken. */
export const AWAITING_HOTEL =
  'The hotel has not confirmed this request yet. You can pay the deposit here once it does (we answer within 48 hours).';

/** A booking row with its hall. */
export async function hallRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ b: hallBookings, hall: halls })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .where(eq(hallBookings.id, id));
  return row;
}

const slotLabel = (name: string) => hallSlotNamed(name)?.label ?? name;
const daysOf = (b: HallBookingRow) => daysBetween(b.date, b.endDate) + 1;

/** A hall booking as payments, holds and lists see it; a request the hotel has not confirmed cannot be paid. */
export async function findHallBooking(db: DbOrTx, id: string): Promise<BookingRef | undefined> {
  const row = await hallRow(db, id);
  if (!row) return undefined;
  const { b, hall } = row;
  const awaiting = b.status === 'pending' && b.hotelAnswer !== 'confirmed';
  return bookingRef('hall', b, {
    description: `${hall.name}, ${b.eventType}`,
    startsOn: b.date,
    paymentRefusal: awaiting ? AWAITING_HOTEL : null,
  });
}

/** The details page's hall part. */
export async function hallDetail(db: DbOrTx, booking: BookingRef, clock: Clock): Promise<HallDetail> {
  const { b, hall } = (await hallRow(db, booking.id))!;
  const answer = b.hotelAnswer ?? 'awaiting';
  return {
    name: hall.name,
    image: clock.imageUrl(hall.image),
    location: hall.location,
    date: b.date,
    endDate: b.endDate,
    days: daysOf(b),
    timeSlot: b.timeSlot,
    timeSlotLabel: slotLabel(b.timeSlot),
    eventType: b.eventType,
    guests: b.guests,
    eventDetails: b.eventDetails ?? '',
    hotelAnswer: answer,
    paymentRefusal: b.status === 'pending' && answer !== 'confirmed' ? AWAITING_HOTEL : null,
  };
}

/** The hall bookings with these ids as the pages read them (spec §3 Hall booking as read), newest first. */
export async function hallBookingViews(db: DbOrTx, ids: string[], clock: Clock): Promise<HallBooking[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ b: hallBookings, hall: halls, paymentId: payments.providerPaymentId })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .leftJoin(
      payments,
      and(
        eq(payments.bookingKind, 'hall'),
        eq(payments.bookingId, hallBookings.id),
        eq(payments.status, 'paid'),
      ),
    )
    .where(inArray(hallBookings.id, ids))
    .orderBy(desc(hallBookings.createdAt));
  return rows.map(({ b, hall, paymentId }) => ({
    id: b.id,
    bookingCode: b.bookingCode,
    userId: b.userId,
    hallId: b.hallId,
    date: b.date,
    endDate: b.endDate,
    days: daysOf(b),
    timeSlot: b.timeSlot,
    timeSlotLabel: slotLabel(b.timeSlot),
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
    eventType: b.eventType,
    guests: b.guests,
    status: b.status,
    hotelAnswer: b.hotelAnswer ?? 'awaiting',
    eventDetails: b.eventDetails,
    customerName: b.customerName,
    payment_id: paymentId,
    created_at: b.createdAt.toISOString(),
    totalPaise: b.totalPaise,
    depositPaise: b.totalPaise,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    Hall: {
      name: hall.name,
      image: clock.imageUrl(hall.image),
      location: hall.location,
      price: formatInr(hall.pricePaise),
    },
  }));
}
