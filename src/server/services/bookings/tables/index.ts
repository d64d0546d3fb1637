import { desc, eq, inArray } from 'drizzle-orm';
import type { TableDetail } from '../../../../contracts/checkout';
import type { TableBooking } from '../../../../contracts/dining';
import { instantOf, momentOf, wallTime } from '../../../../lib/hotel-time';
import type { DbOrTx } from '../../../db/client';
import { menuItems, tableBookings } from '../../../db/schema';
import { AppError } from '../../../errors';
import { hotelFacts } from '../../hotel-facts';
import type { BookingKind, BookingRef, Clock } from '../kind';
import { bookingRef, statusRefusal } from '../ref';
import { tableOrders } from './orders';

async function tableRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ b: tableBookings, menu: menuItems })
    .from(tableBookings)
    .leftJoin(menuItems, eq(menuItems.id, tableBookings.menuItemId))
    .where(eq(tableBookings.id, id));
  return row;
}

const SITTING_MS = 2 * 60 * 60_000;

const guestsText = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** A table in the palace dining hall at one of the restaurant's slots, held 15 minutes for payment. */
export const tables: BookingKind<never, TableBooking, TableDetail> = {
  name: 'table',
  noun: 'table',
  label: 'Table',
  couponScope: 'dining',
  holdMinutes: 15,
  reward: { description: 'Dining booking reward' },
  cancellationPolicy: 'Free cancellation until the day before your table.',
  table: tableBookings,
  takenRefusal: { code: 'CONFLICT', message: 'That table is no longer free at this time.' },
  payload: null,
  recognises: () => false,
  created: () => ({}),
  readPayload() {
    throw new AppError('NOT_FOUND', 'Table reservations open with the dining menu.');
  },
  async find(db, id) {
    const row = await tableRow(db, id);
    if (!row) return undefined;
    const b = row.b;
    return bookingRef('table', b, {
      description: `Table for ${b.partySize}${row.menu ? `, ${row.menu.name}` : ''}`,
      startsOn: b.date,
    });
  },
  async quote() {
    throw new AppError('NOT_FOUND', 'Table reservations open with the dining menu.');
  },
  async hold() {
    throw new AppError('NOT_FOUND', 'Table reservations open with the dining menu.');
  },
  cancellationRefusal(booking: BookingRef, clock: Pick<Clock, 'today'>) {
    if (booking.startsOn > clock.today) return statusRefusal(booking);
    return statusRefusal(booking) ?? 'A table can be cancelled only before its day.';
  },
  async bill(db, booking) {
    const b = (await tableRow(db, booking.id))!.b;
    return {
      lines: [{ label: 'Menu rate', detail: `Party of ${b.partySize}`, amountPaise: b.subtotalPaise }],
      discounts: b.discountPaise
        ? [
            {
              label: `Coupon ${b.couponCode ?? ''}`.trim(),
              code: b.couponCode ?? '',
              amountPaise: b.discountPaise,
            },
          ]
        : [],
      subtotalPaise: b.subtotalPaise,
      discountPaise: b.discountPaise,
      totalPaise: b.totalPaise,
    };
  },
  async detail(db, booking, clock) {
    const row = (await tableRow(db, booking.id))!;
    const b = row.b;
    return {
      menuName: row.menu?.name ?? 'Table reservation',
      image: clock.imageUrl(row.menu?.image ?? 'dining-hall'),
      description: row.menu?.description ?? 'A table in the palace dining hall.',
      date: b.date,
      time: b.time,
      partySize: b.partySize,
      name: b.name,
      phone: b.phone,
      note: b.note ?? '',
      specialRequests: b.specialRequests ?? '',
      subtotalPaise: b.subtotalPaise,
      discountPaise: b.discountPaise,
      couponCode: b.couponCode,
    };
  },
  async views(db, ids, clock) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ b: tableBookings, menu: menuItems })
      .from(tableBookings)
      .leftJoin(menuItems, eq(menuItems.id, tableBookings.menuItemId))
      .where(inArray(tableBookings.id, ids))
      .orderBy(desc(tableBookings.createdAt));
    return rows.map(({ b, menu }) => ({
      id: b.id,
      bookingCode: b.bookingCode,
      userId: b.userId,
      status: b.status,
      menuname: menu?.name ?? 'Table reservation',
      image: clock.imageUrl(menu?.image ?? 'dining-hall'),
      description: menu?.description ?? `A table for ${guestsText(b.partySize)} in the palace dining hall.`,
      date: b.date,
      time: b.time,
      numberOfGuests: b.partySize,
      name: b.name,
      phone: b.phone,
      totalPaise: b.totalPaise,
      holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
      createdAt: b.createdAt.toISOString(),
    }));
  },
  // Placeholder until the dining issue's bookingFacts: a sitting is taken as two hours from the booked time.
  async notice(db, booking, timeZone) {
    const { b, menu } = (await tableRow(db, booking.id))!;
    const starts = { date: b.date, time: wallTime(b.time) };
    return {
      title: `Table for ${b.partySize}`,
      summary: menu ? `${menu.name}, party of ${b.partySize}` : `Party of ${b.partySize}`,
      starts,
      ends: momentOf(new Date(instantOf(starts, timeZone).getTime() + SITTING_MS), timeZone),
      guests: b.partySize,
      arrivalNote: `Please come 5 to 10 minutes before your table is booked, so that we can seat you on time. The restaurant is open ${hotelFacts.diningHours}.`,
      place: `${hotelFacts.name} dining hall`,
      reservationType: 'FoodEstablishmentReservation',
      detailsPage: '/menu-booking-details',
    };
  },
  orders: tableOrders,
  async saveSpecialRequests(tx, booking, text, now) {
    await tx
      .update(tableBookings)
      .set({ specialRequests: text, updatedAt: now })
      .where(inArray(tableBookings.id, booking.rowIds));
  },
};
