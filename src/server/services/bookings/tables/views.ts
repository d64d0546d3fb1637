import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { TableBooking } from '../../../../contracts/dining';
import { toRupees } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { menuItems, payments, tableBookings } from '../../../db/schema';
import type { Clock } from '../kind';
import { seatingLabel } from './slots';

const guestsText = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** Table bookings matching a condition, newest first, as the pages read them. */
export async function tableViews(
  db: DbOrTx,
  where: SQL | undefined,
  clock: Pick<Clock, 'imageUrl'>,
): Promise<TableBooking[]> {
  const rows = await db
    .select({ b: tableBookings, menu: menuItems })
    .from(tableBookings)
    .leftJoin(menuItems, eq(menuItems.id, tableBookings.menuItemId))
    .where(where)
    .orderBy(desc(tableBookings.createdAt));
  return rows.map(({ b, menu }) => ({
    id: b.id,
    bookingCode: b.bookingCode,
    userId: b.userId,
    status: b.status,
    menuId: b.menuItemId,
    menuname: menu?.name ?? 'Table reservation',
    image: clock.imageUrl(menu?.image ?? 'dining-hall'),
    description: menu?.description ?? `A table for ${guestsText(b.partySize)} in the palace dining hall.`,
    date: b.date,
    time: b.time,
    endsAt: b.endsAt.toISOString(),
    table: seatingLabel(b),
    numberOfGuests: b.partySize,
    partySize: b.partySize,
    name: b.name,
    phone: b.phone,
    note: b.note,
    couponCode: b.couponCode,
    discountPaise: b.discountPaise,
    totalPaise: b.totalPaise,
    totalAmount: toRupees(b.totalPaise),
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  }));
}

/** Table bookings by id. */
export const tableViewsOf = (db: DbOrTx, ids: string[], clock: Pick<Clock, 'imageUrl'>) =>
  ids.length === 0 ? Promise.resolve([]) : tableViews(db, inArray(tableBookings.id, ids), clock);

/** A spec §3 Orders listing entry for a table: the dining reservation and its payment, if paid. */
export interface DiningOrder {
  diningReservation: {
    id: string;
    bookingCode: string;
    menuname: string;
    date: string;
    time: string;
    numberOfGuests: number;
    image: string;
    description: string;
    status: TableBooking['status'];
  };
  payment: { amount: number; transaction_id: string; created_at: string; payment_method: string } | null;
}

/** This guest's table bookings (lapsed holds aside) as spec §3 Orders listing entries, newest first (issue 13). */
export async function listOrders(
  db: DbOrTx,
  userId: string,
  clock: Pick<Clock, 'imageUrl'>,
): Promise<DiningOrder[]> {
  const views = await tableViews(
    db,
    and(eq(tableBookings.userId, userId), ne(tableBookings.status, 'expired')),
    clock,
  );
  if (views.length === 0) return [];
  const paid = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingKind, 'table'),
        inArray(
          payments.bookingId,
          views.map((v) => v.id),
        ),
        inArray(payments.status, ['paid', 'refund_pending', 'refunded']),
      ),
    );
  return views.map((v) => {
    const payment = paid.find((p) => p.bookingId === v.id);
    return {
      diningReservation: {
        id: v.id,
        bookingCode: v.bookingCode,
        menuname: v.menuname,
        date: v.date,
        time: v.time,
        numberOfGuests: v.numberOfGuests,
        image: v.image,
        description: v.description,
        status: v.status,
      },
      payment: payment
        ? {
            amount: toRupees(payment.amountPaise),
            transaction_id: payment.providerPaymentId ?? payment.providerOrderId,
            created_at: payment.createdAt.toISOString(),
            payment_method: payment.method ?? payment.provider,
          }
        : null,
    };
  });
}
