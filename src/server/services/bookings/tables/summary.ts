import { eq } from 'drizzle-orm';
import type { TableDetail } from '../../../../contracts/checkout';
import type { Priced } from '../../../../contracts/pricing';
import { formatInr } from '../../../../lib/money';
import type { DbOrTx } from '../../../db/client';
import { menuItems, tableBookings } from '../../../db/schema';
import type { BookingRef, Clock } from '../kind';
import { bookingRef } from '../ref';
import { seatingLabel } from './slots';

/** A table booking row with its dish (kept even after the dish was withdrawn from the menu). */
export async function tableRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ b: tableBookings, menu: menuItems })
    .from(tableBookings)
    .leftJoin(menuItems, eq(menuItems.id, tableBookings.menuItemId))
    .where(eq(tableBookings.id, id));
  return row;
}

/** A table booking by id, as payments and cancellation see it. */
export async function findTable(db: DbOrTx, id: string): Promise<BookingRef | undefined> {
  const row = await tableRow(db, id);
  if (!row) return undefined;
  const b = row.b;
  return bookingRef('table', b, {
    description: `Table for ${b.partySize}${row.menu ? `, ${row.menu.name}` : ''}`,
    startsOn: b.date,
    startsAt: b.startsAt,
  });
}

const guestsText = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** The table's bill as it was priced: the dish (or deposit) for each guest, and the coupon. */
export async function tableBill(db: DbOrTx, booking: BookingRef): Promise<Priced> {
  const { b, menu } = (await tableRow(db, booking.id))!;
  const rate = Math.round(b.subtotalPaise / b.partySize);
  return {
    lines: [
      {
        label: menu ? menu.name : 'Table deposit (taken off your bill)',
        detail: `${formatInr(rate)} × ${guestsText(b.partySize)}`,
        amountPaise: b.subtotalPaise,
      },
    ],
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
}

/** What the menu booking details page shows of a table. */
export async function tableDetail(
  db: DbOrTx,
  booking: BookingRef,
  clock: Pick<Clock, 'imageUrl'>,
): Promise<TableDetail> {
  const { b, menu } = (await tableRow(db, booking.id))!;
  return {
    menuName: menu?.name ?? 'Table reservation',
    image: clock.imageUrl(menu?.image ?? 'dining-hall'),
    description: menu?.description ?? `A table for ${guestsText(b.partySize)} in the palace dining hall.`,
    date: b.date,
    time: b.time,
    table: seatingLabel(b),
    partySize: b.partySize,
    name: b.name,
    phone: b.phone,
    note: b.note ?? '',
    specialRequests: b.specialRequests ?? '',
    subtotalPaise: b.subtotalPaise,
    discountPaise: b.discountPaise,
    couponCode: b.couponCode,
  };
}
