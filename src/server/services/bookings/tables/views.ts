import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { TableDetail } from '~/contracts/checkout';
import type { TableBooking } from '~/contracts/dining';
import type { OrderEntry } from '~/contracts/orders';
import type { Priced } from '~/contracts/pricing';
import { formatInr, toRupees } from '~/lib/money';
import { guestsWords } from '~/lib/words';
import type { DbOrTx } from '~/server/db/client';
import { menuItems, tableBookings } from '~/server/db/schema';
import { chargedBill, chargedSum } from '../../charged-tax';
import { moneyByRow, paymentOfRows } from '../../ledger/reckoning';
import type { BookingRef, Clock } from '../kind';
import { bookingRef } from '../ref';
import { seatingLabel } from './slots';

// How a table reads: to the kind-neutral parts (find), on its details page (bill, detail), to the spec's pages
// (views) and in the guest's bookings list (orders).

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

const guestsText = guestsWords;

/** The table's bill as it was priced: the dish (or deposit) for each guest, the coupon, and the GST charged. */
export async function tableBill(db: DbOrTx, booking: BookingRef): Promise<Priced> {
  const { b, menu } = (await tableRow(db, booking.id))!;
  const rate = Math.round(b.subtotalPaise / b.partySize);
  const bill = {
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
  };
  return chargedBill(db, [b.id], bill, [b]);
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
    // The note typed in Book a Table is the guest's first special request, until they edit the box.
    specialRequests: b.specialRequests ?? b.note ?? '',
    subtotalPaise: b.subtotalPaise,
    discountPaise: b.discountPaise,
    couponCode: b.couponCode,
  };
}

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
    charge: chargedSum([b]),
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
  }));
}

/** Table bookings by id. */
export const tableViewsOf = (db: DbOrTx, ids: string[], clock: Pick<Clock, 'imageUrl'>) =>
  ids.length === 0 ? Promise.resolve([]) : tableViews(db, inArray(tableBookings.id, ids), clock);

/** A guest's table reservations for their bookings list, newest first; over once the sitting has begun (spec §4). */
export async function tableOrders(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]> {
  const rows = await db
    .select({ b: tableBookings, menu: menuItems })
    .from(tableBookings)
    .leftJoin(menuItems, eq(menuItems.id, tableBookings.menuItemId))
    .where(and(eq(tableBookings.userId, userId), isNull(tableBookings.hiddenAt)))
    .orderBy(desc(tableBookings.createdAt));
  const paid = await moneyByRow(
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
    payment: paymentOfRows(paid, [b.id]),
    charge: chargedSum([b]),
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

/** Stores the guest's special requests on the table booking. */
export async function saveTableRequests(tx: DbOrTx, booking: BookingRef, text: string, now: Date) {
  await tx
    .update(tableBookings)
    .set({ specialRequests: text, updatedAt: now })
    .where(inArray(tableBookings.id, booking.rowIds));
}
