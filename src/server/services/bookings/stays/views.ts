import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { RoomBooking } from '~/contracts/bookings';
import type { StayDetail } from '~/contracts/checkout';
import type { OrderEntry } from '~/contracts/orders';
import type { BookedPackage } from '~/contracts/packages';
import type { Priced } from '~/contracts/pricing';
import { stayAgainHref } from '~/lib/book-again';
import { formatHotelDate } from '~/lib/dates';
import { type ExtraBasis, extraDetail } from '~/lib/extras';
import type { SupplyKind } from '~/lib/gst';
import { formatWallTime, wallTime } from '~/lib/hotel-time';
import { clockTime } from '~/lib/listing-status';
import { toRupees } from '~/lib/money';
import { type MealPlanCode, mealPlanWords } from '~/lib/party';
import { type GuestArrival, stayStanding } from '~/lib/stay-standing';
import type { DbOrTx } from '~/server/db/client';
import { roomBookingExtras, roomBookings, rooms, roomUnits, stayExtras } from '~/server/db/schema';
import { chargedBill, chargedSum } from '../../charged-tax';
import { hotelTimes } from '../../hotel-facts';
import { moneyByRow, paymentOfRows } from '../../ledger/reckoning';
import type { BookingRef, Clock } from '../kind';
import { bookingRef } from '../ref';
import { type PricedUnit, stayLinesOf } from './price';
import { stayReference, stayReferenceSql } from './reference';

// How a stay reads: to the kind-neutral parts (find), on its details page (bill, detail), to the spec's pages
// (views) and in the guest's bookings list (orders).

const nightsText = (n: number) => `${n} night${n === 1 ? '' : 's'}`;

/** A stay by the id of any of its rooms: the whole group booked together, as payments see it. */
export async function findStay(db: DbOrTx, id: string): Promise<BookingRef | undefined> {
  const [first] = await db.select().from(roomBookings).where(eq(roomBookings.id, id));
  if (!first) return undefined;
  const rows = first.groupId
    ? await db.select().from(roomBookings).where(eq(roomBookings.groupId, first.groupId))
    : [first];
  const [room] = await db.select({ name: rooms.name }).from(rooms).where(eq(rooms.id, first.roomId));
  return stayRef(first, rows, room?.name);
}

/**
 * A stay from its rows in hand (`first` the room it is known by, `rows` the whole group) and its listing's name:
 * what `findStay` reads, and what a stay just held already has.
 */
export function stayRef(
  first: typeof roomBookings.$inferSelect,
  rows: readonly (typeof roomBookings.$inferSelect)[],
  roomName: string | undefined,
): BookingRef {
  const count = rows.length;
  const onPackage = first.stayPackage ? `, ${first.stayPackage.title} package` : '';
  // Every room of the stay goes by the stay's one reference (decision 141).
  return bookingRef(
    'room',
    { ...first, bookingCode: stayReference(rows) },
    {
      charged: chargedSum(rows),
      rowIds: rows.map((r) => r.id),
      description: `${count > 1 ? `${count} x ` : ''}${roomName ?? 'Room'}, ${nightsText(first.nights)}${onPackage}`,
      startsOn: first.checkIn,
      nights: first.nights,
      onPackage: first.stayPackage ? { id: first.stayPackage.id } : null,
    },
  );
}

async function stayRows(db: DbOrTx, booking: BookingRef) {
  const rows = await db
    .select({ b: roomBookings, roomName: rooms.name, image: rooms.image, roomNumber: roomUnits.roomNumber })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(inArray(roomBookings.id, booking.rowIds))
    .orderBy(roomUnits.roomNumber);
  const first = rows.find((r) => r.b.id === booking.id) ?? rows[0]!;
  const extras = await db
    .select({ e: roomBookingExtras, supply: stayExtras.supply })
    .from(roomBookingExtras)
    .innerJoin(stayExtras, eq(stayExtras.id, roomBookingExtras.extraId))
    .where(inArray(roomBookingExtras.bookingId, booking.rowIds))
    .orderBy(asc(roomBookingExtras.createdAt), asc(roomBookingExtras.id));
  const guests = rows.reduce((s, r) => s + r.b.numGuests, 0);
  // Each extra as its bill line says it: counted over the stay's nights and all its guests (decision 133).
  const pricedExtras = extras.map(({ e, supply }) => ({
    bookingId: e.bookingId,
    extraId: e.extraId,
    quantity: e.quantity,
    priced: {
      name: e.name,
      detail: extraDetail(
        { basis: e.basis as ExtraBasis, pricePaise: e.unitPricePaise },
        { nights: first.b.nights, guests },
        e.quantity,
      ),
      amountPaise: e.amountPaise,
      kind: supply as SupplyKind,
    },
  }));
  return { rows, first, extras: pricedExtras };
}

/** A stored row as the price rule's unit: its nights, board and extras as booked (its bill's lines). */
function bookedUnit(
  r: Awaited<ReturnType<typeof stayRows>>['rows'][number],
  extras: Awaited<ReturnType<typeof stayRows>>['extras'],
): PricedUnit {
  return {
    roomNumber: r.roomNumber,
    roomName: r.roomName,
    nightlyPaise: r.b.nightlyPaise,
    ratePlan: r.b.stayPackage?.title ?? null,
    board: {
      party: { adults: r.b.adults, childAges: r.b.childAges },
      mealPlan: r.b.mealPlan as MealPlanCode,
      mealPaise: r.b.mealPaise,
      extraGuestsPaise: r.b.extraGuestsPaise,
    },
    extras: extras.filter((e) => e.bookingId === r.b.id).map((e) => e.priced),
  };
}

/** The stay's bill as it was priced: a line per room, the discount its codes took, and the GST charged. */
export async function stayBill(db: DbOrTx, booking: BookingRef): Promise<Priced> {
  const { rows, first, extras } = await stayRows(db, booking);
  const discountPaise = rows.reduce((s, r) => s + r.b.discountPaise, 0);
  const codes = [first.b.offerCode, first.b.couponCode].filter((c): c is string => Boolean(c));
  const bill = {
    lines: rows.flatMap((r) => stayLinesOf(bookedUnit(r, extras))),
    discounts:
      discountPaise > 0
        ? [
            {
              label: `Discount${codes.length ? ` (${codes.join(', ')})` : ''}`,
              code: codes.join(','),
              amountPaise: discountPaise,
            },
          ]
        : [],
  };
  return chargedBill(
    db,
    rows.map((r) => r.b.id),
    bill,
    rows.map((r) => r.b),
  );
}

/** What the booking details page shows of a stay. */
export async function stayDetail(
  db: DbOrTx,
  booking: BookingRef,
  clock: Pick<Clock, 'imageUrl'>,
): Promise<StayDetail> {
  const { rows, first, extras } = await stayRows(db, booking);
  return {
    name: first.roomName,
    image: clock.imageUrl(first.image),
    roomNumbers: rows.map((r) => r.roomNumber),
    rooms: rows.length,
    checkInDate: first.b.checkIn,
    checkOutDate: first.b.checkOut,
    checkInTime: hotelTimes.checkIn,
    nights: first.b.nights,
    // The whole party, as the bookings list counts it: the guests are split over the rooms.
    numGuests: rows.reduce((s, r) => s + r.b.numGuests, 0),
    pricePerNightPaise: first.b.pricePerNightPaise,
    subtotalPaise: rows.reduce((s, r) => s + r.b.subtotalPaise, 0),
    discountPaise: rows.reduce((s, r) => s + r.b.discountPaise, 0),
    offerCode: first.b.offerCode ?? first.b.couponCode,
    stayPackage: first.b.stayPackage ?? null,
    checkOutTime: stayCheckOut(first.b.stayPackage),
    specialRequests: first.b.specialRequests ?? '',
    adults: rows.reduce((s, r) => s + r.b.adults, 0),
    childAges: rows.flatMap((r) => r.b.childAges),
    mealPlan: first.b.mealPlan as MealPlanCode,
    mealPlanWords: mealPlanWords(first.b.mealPlan as MealPlanCode),
    extras: extras.map((e) => ({
      id: e.extraId,
      name: e.priced.name,
      quantity: e.quantity,
      amountPaise: e.priced.amountPaise,
      detail: e.priced.detail,
    })),
  };
}

/** Room bookings matching a condition, newest first, shaped for the API. */
async function roomBookingViews(
  db: DbOrTx,
  where: SQL | undefined,
  clock: Pick<Clock, 'imageUrl' | 'now' | 'timeZone'>,
): Promise<RoomBooking[]> {
  const rows = await db
    .select({ b: roomBookings, r: rooms, u: roomUnits, reference: stayReferenceSql })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(where)
    .orderBy(desc(roomBookings.createdAt), roomUnits.roomNumber);
  return rows.map(({ b, r, u, reference }) => ({
    id: b.id,
    bookingCode: reference,
    groupId: b.groupId,
    userId: b.userId,
    roomId: b.roomId,
    status: b.status,
    checkInDate: b.checkIn,
    checkOutDate: b.checkOut,
    nights: b.nights,
    numGuests: b.numGuests,
    name: r.name,
    image: clock.imageUrl(r.image),
    description: r.description,
    roomType: r.roomType,
    room: { id: r.id, unitId: u.id, roomNumber: u.roomNumber, name: r.name, type: r.roomType },
    pricePerNight: toRupees(b.pricePerNightPaise),
    subtotal: toRupees(b.subtotalPaise),
    discount: toRupees(b.discountPaise),
    total: toRupees(b.totalPaise),
    pricePerNightPaise: b.pricePerNightPaise,
    subtotalPaise: b.subtotalPaise,
    discountPaise: b.discountPaise,
    totalPaise: b.totalPaise,
    charge: chargedSum([b]),
    offerCode: b.offerCode,
    couponCode: b.couponCode,
    stayPackage: b.stayPackage ?? null,
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    specialRequests: b.specialRequests,
    createdAt: b.createdAt.toISOString(),
    display: {
      checkIn: formatHotelDate(b.checkIn),
      checkOut: formatHotelDate(b.checkOut),
      ...stayStanding(
        {
          status: b.status,
          holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
          arrival: roomArrival(b),
        },
        clock.now.getTime(),
        clock.timeZone,
      ),
      againHref: stayAgainHref({
        checkInDate: b.checkIn,
        checkOutDate: b.checkOut,
        numGuests: b.numGuests,
        stayPackage: b.stayPackage,
      }),
    },
  }));
}

/** What the desk marked on one room, as the guest reads it: checked out, a no-show, checked in, or nothing yet. */
export function roomArrival(b: {
  status: string;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  noShowAt: Date | null;
}): GuestArrival {
  if (b.status === 'completed' || b.checkedOutAt)
    return b.checkedInAt || b.checkedOutAt ? 'checked_out' : null;
  if (b.noShowAt) return 'no_show';
  return b.checkedInAt ? 'checked_in' : null;
}

const CHECK_OUT = clockTime(hotelTimes.checkOut);

/** When a guest of the stay leaves: the package's later check-out, or the hotel's ("11:00 AM"). */
export function stayCheckOut(booked: BookedPackage | null): string {
  return booked?.checkOutTime ? formatWallTime(wallTime(booked.checkOutTime)) : hotelTimes.checkOut;
}

/** A guest's stays for their bookings list: one entry per booking (a group's rooms together), newest first. */
export async function stayOrders(db: DbOrTx, userId: string, clock: Clock): Promise<OrderEntry[]> {
  const rows = await db
    .select({ b: roomBookings, r: rooms, roomNumber: roomUnits.roomNumber })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(and(eq(roomBookings.userId, userId), isNull(roomBookings.hiddenAt)))
    .orderBy(asc(roomBookings.createdAt), roomUnits.roomNumber);
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    const key = row.b.groupId ?? row.b.id;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const paid = await moneyByRow(
    db,
    'room',
    rows.map((r) => r.b.id),
  );
  return [...groups.values()].reverse().map((group) => {
    const { b, r } = group[0]!;
    const rowIds = group.map((g) => g.b.id);
    const totalPaise = group.reduce((sum, g) => sum + g.b.totalPaise, 0);
    const reference = stayReference(group.map((g) => g.b));
    return {
      kind: 'room' as const,
      id: b.id,
      bookingCode: reference,
      status: b.status,
      overOn: b.checkOut,
      overAt: b.stayPackage?.checkOutTime ?? CHECK_OUT,
      detailsHref: `/booking-details?id=${b.id}`,
      created_at: b.createdAt.toISOString(),
      payment: paymentOfRows(paid, rowIds),
      charge: chargedSum(group.map((g) => g.b)),
      roomBooking: {
        id: b.id,
        bookingCode: reference,
        name: group.length > 1 ? `${group.length} × ${r.name}` : r.name,
        image: clock.imageUrl(r.image),
        description: r.description,
        room: { roomNumber: group[0]!.roomNumber },
        roomNumbers: group.map((g) => g.roomNumber),
        checkInDate: b.checkIn,
        checkOutDate: b.checkOut,
        nights: b.nights,
        numGuests: group.reduce((sum, g) => sum + g.b.numGuests, 0),
        total: toRupees(totalPaise),
        totalPaise,
        status: b.status,
        stayPackage: b.stayPackage ?? null,
      },
    };
  });
}

/** Room bookings by id, as the spec's pages read them. */
export const stayViews = (db: DbOrTx, ids: string[], clock: Clock) =>
  roomBookingViews(db, inArray(roomBookings.id, ids), clock);

/** Stores the guest's special requests on every room of the stay. */
export async function saveStayRequests(tx: DbOrTx, booking: BookingRef, text: string, now: Date) {
  await tx
    .update(roomBookings)
    .set({ specialRequests: text, updatedAt: now })
    .where(inArray(roomBookings.id, booking.rowIds));
}
