import { and, desc, eq, inArray } from 'drizzle-orm';
import type { HallDetail } from '../../../../contracts/checkout';
import type { HallBooking } from '../../../../contracts/halls';
import { momentOf } from '../../../../lib/hotel-time';
import { formatInr } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { hallBookings, halls as hallsTable, payments } from '../../../db/schema';
import { AppError } from '../../../errors';
import { hotelFacts } from '../../hotel-facts';
import type { BookingKind, BookingRef, Clock } from '../kind';
import { bookingRef, statusRefusal } from '../ref';
import { hallOrders } from './orders';

async function hallRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ b: hallBookings, hall: hallsTable })
    .from(hallBookings)
    .innerJoin(hallsTable, eq(hallsTable.id, hallBookings.hallId))
    .where(eq(hallBookings.id, id));
  return row;
}

/** A banquet hall for an event: requested, answered by the hotel, then paid. Halls earn no coins. */
export const halls: BookingKind<never, HallBooking, HallDetail> = {
  name: 'hall',
  noun: 'hall',
  label: 'Event',
  couponScope: 'halls',
  holdMinutes: 48 * 60,
  reward: null,
  cancellationPolicy: 'A hall request can be withdrawn until the day before the event.',
  table: hallBookings,
  takenRefusal: { code: 'HALL_UNAVAILABLE', message: 'This hall is already booked for that time.' },
  payload: null,
  recognises: () => false,
  created: () => ({}),
  readPayload() {
    throw new AppError('NOT_FOUND', 'Hall requests open with the events page.');
  },
  async find(db, id) {
    const row = await hallRow(db, id);
    if (!row) return undefined;
    const b = row.b;
    return bookingRef('hall', b, { description: `${row.hall.name}, ${b.eventType}`, startsOn: b.date });
  },
  async quote() {
    throw new AppError('NOT_FOUND', 'Hall requests open with the events page.');
  },
  async hold() {
    throw new AppError('NOT_FOUND', 'Hall requests open with the events page.');
  },
  cancellationRefusal(booking: BookingRef, clock: Pick<Clock, 'today'>) {
    if (booking.startsOn > clock.today) return statusRefusal(booking);
    return statusRefusal(booking) ?? 'An event can be cancelled only before its day.';
  },
  async bill(db, booking) {
    const { b, hall } = (await hallRow(db, booking.id))!;
    return {
      lines: [{ label: hall.name, detail: `${b.timeSlot}, ${b.date}`, amountPaise: b.pricePaise }],
      discounts: b.discountPaise ? [{ label: 'Discount', code: '', amountPaise: b.discountPaise }] : [],
      subtotalPaise: b.pricePaise,
      discountPaise: b.discountPaise,
      totalPaise: b.totalPaise,
    };
  },
  async detail(db, booking, clock) {
    const { b, hall } = (await hallRow(db, booking.id))!;
    return {
      name: hall.name,
      image: clock.imageUrl(hall.image),
      location: hall.location,
      date: b.date,
      timeSlot: b.timeSlot,
      eventType: b.eventType,
      guests: b.guests,
      eventDetails: b.eventDetails ?? '',
    };
  },
  async views(db, ids, clock) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ b: hallBookings, hall: hallsTable, paymentId: payments.providerPaymentId })
      .from(hallBookings)
      .innerJoin(hallsTable, eq(hallsTable.id, hallBookings.hallId))
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
      date: b.date,
      timeSlot: b.timeSlot,
      eventType: b.eventType,
      guests: b.guests,
      status: b.status,
      eventDetails: b.eventDetails,
      payment_id: paymentId,
      created_at: b.createdAt.toISOString(),
      totalPaise: b.totalPaise,
      holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
      Hall: {
        name: hall.name,
        image: clock.imageUrl(hall.image),
        location: hall.location,
        price: formatInr(hall.pricePaise),
      },
    }));
  },
  // Placeholder until the halls issue's bookingFacts: the row's own instants and the about page's note.
  async notice(db, booking, timeZone) {
    const { b, hall } = (await hallRow(db, booking.id))!;
    return {
      title: `${hall.name}: ${b.eventType}`,
      summary: `${b.eventType}, ${b.timeSlot}, ${b.guests} guests`,
      starts: momentOf(b.startsAt, timeZone),
      ends: momentOf(b.endsAt, timeZone),
      guests: b.guests,
      arrivalNote:
        'Guests of a wedding, conference or party should arrive 30 minutes before it begins: the old city lanes are narrow and the hall doors close for the ceremony.',
      place: `${hall.name}, ${hotelFacts.name}`,
      reservationType: 'EventReservation',
      detailsPage: '/booking-details',
    };
  },
  orders: hallOrders,
  async saveSpecialRequests() {
    throw new AppError('VALIDATION_FAILED', 'Special requests for events are taken by our events team.');
  },
};
