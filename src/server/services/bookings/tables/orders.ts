import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { OrderEntry } from '../../../../contracts/orders';
import type { DbOrTx } from '../../../db/client';
import { menuItems, tableBookings } from '../../../db/schema';
import type { Clock } from '../kind';
import { paymentsOf } from '../order-payments';

/** A guest's table reservations for their bookings list, newest first; over once the sitting has begun (spec §4). */
export async function tableOrders(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]> {
  const rows = await db
    .select({ b: tableBookings, menu: menuItems })
    .from(tableBookings)
    .leftJoin(menuItems, eq(menuItems.id, tableBookings.menuItemId))
    .where(
      and(
        eq(tableBookings.userId, userId),
        ne(tableBookings.status, 'expired'),
        isNull(tableBookings.hiddenAt),
      ),
    )
    .orderBy(desc(tableBookings.createdAt));
  const paid = await paymentsOf(
    db,
    'table',
    rows.map((r) => r.b.id),
  );
  return rows.map(({ b, menu }) => ({
    kind: 'table' as const,
    id: b.id,
    bookingCode: b.bookingCode,
    status: b.status,
    overOn: b.date,
    overAt: b.time,
    detailsHref: `/menu-booking-details?id=${b.id}`,
    created_at: b.createdAt.toISOString(),
    payment: paid.get(b.id) ?? null,
    diningReservation: {
      id: b.id,
      bookingCode: b.bookingCode,
      menuname: menu?.name ?? 'Table reservation',
      date: b.date,
      time: b.time,
      numberOfGuests: b.partySize,
      image: clock.imageUrl(menu?.image ?? 'dining-hall'),
      description: menu?.description ?? 'A table in the palace dining hall.',
      totalPaise: b.totalPaise,
      status: b.status,
    },
  }));
}
