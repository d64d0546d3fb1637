import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { menuItems, payments, roomBookings, rooms, roomUnits, tableBookings, users } from '../../db/schema';
import { AppError } from '../../errors';
import { findOwnBooking } from './payable';

/** Everything the booking-details and menu-booking-details pages show, for the caller's own booking. */
export async function checkoutSummary(
  db: DbOrTx,
  input: { bookingId: string; userId: string; imageUrl: (key: string) => string },
) {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  const [latest] = await db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const [guest] = await db
    .select({ name: users.name, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, booking.userId));
  const base = {
    id: booking.id,
    kind: booking.kind,
    bookingCode: booking.code,
    status: booking.status,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    totalPaise: booking.totalPaise,
    description: booking.description,
    guest: guest ?? null,
    payment: latest
      ? { status: latest.status, orderId: latest.providerOrderId, failureReason: latest.failureReason }
      : null,
  };
  if (booking.kind === 'room') {
    const rows = await db
      .select({ b: roomBookings, roomName: rooms.name, image: rooms.image, roomNumber: roomUnits.roomNumber })
      .from(roomBookings)
      .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
      .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
      .where(inArray(roomBookings.id, booking.rowIds));
    const first = rows.find((r) => r.b.id === booking.id) ?? rows[0]!;
    return {
      ...base,
      room: {
        name: first.roomName,
        image: input.imageUrl(first.image),
        roomNumbers: rows.map((r) => r.roomNumber).sort(),
        rooms: rows.length,
        checkInDate: first.b.checkIn,
        checkOutDate: first.b.checkOut,
        nights: first.b.nights,
        numGuests: first.b.numGuests,
        pricePerNightPaise: first.b.pricePerNightPaise,
        subtotalPaise: rows.reduce((s, r) => s + r.b.subtotalPaise, 0),
        discountPaise: rows.reduce((s, r) => s + r.b.discountPaise, 0),
        offerCode: first.b.offerCode ?? first.b.couponCode,
        specialRequests: first.b.specialRequests ?? '',
      },
    };
  }
  if (booking.kind === 'table') {
    const [row] = await db
      .select({ b: tableBookings, menu: menuItems })
      .from(tableBookings)
      .leftJoin(menuItems, eq(menuItems.id, tableBookings.menuItemId))
      .where(eq(tableBookings.id, booking.id));
    const b = row!.b;
    return {
      ...base,
      table: {
        menuName: row!.menu?.name ?? 'Table reservation',
        image: input.imageUrl(row!.menu?.image ?? 'dining-hall'),
        description: row!.menu?.description ?? 'A table in the palace dining hall.',
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
      },
    };
  }
  return base;
}

/** Saves the guest's special requests on their own room or table booking (all rooms of a group). */
export async function saveSpecialRequests(
  db: DbOrTx,
  input: { bookingId: string; userId: string; text: string; now: Date },
) {
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  if (booking.status === 'cancelled') throw new AppError('CONFLICT', 'This booking was cancelled.');
  if (booking.kind === 'room') {
    await db
      .update(roomBookings)
      .set({ specialRequests: input.text, updatedAt: input.now })
      .where(inArray(roomBookings.id, booking.rowIds));
  } else if (booking.kind === 'table') {
    await db
      .update(tableBookings)
      .set({ specialRequests: input.text, updatedAt: input.now })
      .where(eq(tableBookings.id, booking.id));
  } else {
    throw new AppError('VALIDATION_FAILED', 'Special requests for events are taken by our events team.');
  }
  return { specialRequests: input.text };
}
