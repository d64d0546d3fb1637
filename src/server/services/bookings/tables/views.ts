import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TableBooking } from '../../../../contracts/dining';
import { toRupees } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { menuItems, tableBookings } from '../../../db/schema';
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
