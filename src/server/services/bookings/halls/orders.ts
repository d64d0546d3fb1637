import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { OrderEntry } from '../../../../contracts/orders';
import { momentOf } from '../../../../lib/hotel-time';
import { formatInr } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { hallBookings, halls } from '../../../db/schema';
import type { Clock } from '../kind';
import { paymentsOf } from '../order-payments';

/** A guest's hall events for their bookings list, newest first; over when the event's last slot ends. */
export async function hallOrders(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]> {
  const rows = await db
    .select({ b: hallBookings, hall: halls })
    .from(hallBookings)
    .innerJoin(halls, eq(halls.id, hallBookings.hallId))
    .where(
      and(eq(hallBookings.userId, userId), ne(hallBookings.status, 'expired'), isNull(hallBookings.hiddenAt)),
    )
    .orderBy(desc(hallBookings.createdAt));
  const paid = await paymentsOf(
    db,
    'hall',
    rows.map((r) => r.b.id),
  );
  return rows.map(({ b, hall }) => {
    const payment = paid.get(b.id) ?? null;
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
      hallBooking: {
        id: b.id,
        bookingCode: b.bookingCode,
        date: b.date,
        endDate: b.endDate,
        timeSlot: b.timeSlot,
        eventType: b.eventType,
        guests: b.guests,
        status: b.status,
        eventDetails: b.eventDetails,
        payment_id: payment?.transaction_id ?? null,
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
