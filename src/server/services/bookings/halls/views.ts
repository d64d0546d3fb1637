import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { HallDetail } from '~/contracts/checkout';
import type { HallBooking } from '~/contracts/halls';
import type { OrderEntry } from '~/contracts/orders';
import type { Priced } from '~/contracts/pricing';
import { hallStatusLabel } from '~/lib/checkout-summary';
import { daysBetween, formatHotelDate } from '~/lib/dates';
import { hallSlotNamed } from '~/lib/hall-slots';
import { momentOf } from '~/lib/hotel-time';
import { formatInr } from '~/lib/money';
import type { DbOrTx } from '~/server/db/client';
import { hallBookings, halls, payments } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { chargedBill, chargedSum } from '../../charged-tax';
import { moneyByRow, paymentOfRows } from '../../ledger/reckoning';
import type { BookingRef, Clock } from '../kind';
import { bookingRef } from '../ref';
import { eventsWithOpenChange, hallChangeView, latestHallChange } from './change-request';

// How an event reads: to the kind-neutral parts (find), on its details page (bill, detail), to the spec's pages
// (views) and in the guest's bookings list (orders).

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
  const change = await latestHallChange(db, booking.id);
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
    hotelNote: b.answerNote,
    paymentRefusal: b.status === 'pending' && answer !== 'confirmed' ? AWAITING_HOTEL : null,
    change: change ? hallChangeView(change, clock.now) : null,
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
    hotelNote: b.answerNote,
    eventDetails: b.eventDetails,
    customerName: b.customerName,
    payment_id: paymentId,
    created_at: b.createdAt.toISOString(),
    totalPaise: b.totalPaise,
    depositPaise: b.totalPaise,
    charge: chargedSum([{ ...b, subtotalPaise: b.pricePaise }]),
    discountPaise: b.discountPaise,
    couponCode: b.couponCode,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    Hall: {
      name: hall.name,
      image: clock.imageUrl(hall.image),
      location: hall.location,
      price: formatInr(hall.pricePaise),
    },
    display: { status: hallStatusLabel(b.status, b.hotelAnswer ?? 'awaiting') },
  }));
}

/** The event's bill as it was priced: the hall's hire for its slot and days, the coupon, and the GST charged. */
export async function hallBill(db: DbOrTx, booking: BookingRef): Promise<Priced> {
  const { b, hall } = (await hallRow(db, booking.id))!;
  const dates =
    b.endDate === b.date
      ? formatHotelDate(b.date)
      : `${formatHotelDate(b.date)} to ${formatHotelDate(b.endDate)}`;
  const bill = {
    lines: [
      { label: `${hall.name} hire`, detail: `${slotLabel(b.timeSlot)}, ${dates}`, amountPaise: b.pricePaise },
    ],
    discounts: b.discountPaise
      ? [
          {
            label: b.couponCode ? `Coupon ${b.couponCode}` : 'Discount',
            code: b.couponCode ?? '',
            amountPaise: b.discountPaise,
          },
        ]
      : [],
  };
  return chargedBill(db, [b.id], bill, [{ ...b, subtotalPaise: b.pricePaise }]);
}

/** A guest's hall events for their bookings list, newest first; over when the event's last slot ends. */
export async function hallOrders(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]> {
  const rows = await db
    .select({ b: hallBookings, hall: halls })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .where(and(eq(hallBookings.userId, userId), isNull(hallBookings.hiddenAt)))
    .orderBy(desc(hallBookings.createdAt));
  const ids = rows.map((r) => r.b.id);
  const paid = await moneyByRow(db, 'hall', ids);
  const changing = await eventsWithOpenChange(db, ids, clock.now);
  return rows.map(({ b, hall }) => {
    const payment = paymentOfRows(paid, [b.id]);
    const over = momentOf(b.endsAt, clock.timeZone);
    return {
      kind: 'hall' as const,
      id: b.id,
      bookingCode: b.bookingCode,
      status: b.status,
      overOn: over.date,
      overAt: over.time,
      detailsHref: `/booking-details?id=${b.id}`,
      created_at: b.createdAt.toISOString(),
      payment,
      charge: chargedSum([{ ...b, subtotalPaise: b.pricePaise }]),
      hallBooking: {
        id: b.id,
        bookingCode: b.bookingCode,
        date: b.date,
        endDate: b.endDate,
        timeSlot: b.timeSlot,
        eventType: b.eventType,
        guests: b.guests,
        status: b.status,
        hotelAnswer: b.hotelAnswer ?? 'awaiting',
        changeRequested: changing.has(b.id),
        eventDetails: b.eventDetails,
        payment_id: paid.get(b.id)?.transaction_id ?? null,
        created_at: b.createdAt.toISOString(),
        totalPaise: b.totalPaise,
        Hall: {
          name: hall.name,
          image: clock.imageUrl(hall.image),
          location: hall.location,
          price: formatInr(hall.pricePaise),
        },
      },
    };
  });
}

/** Special requests for an event are taken by the events team, not stored on the request. */
export async function saveHallRequests(): Promise<void> {
  throw new AppError('VALIDATION_FAILED', 'Special requests for events are taken by our events team.');
}
