import site from '~/content/site.json';
import { newBookingCode, newReferralCode } from '~/lib/booking-code';
import type { BookingKindName } from '~/lib/bookings';
import { addDays, type IsoDate } from '~/lib/dates';
import { sittingMinutes } from '~/lib/dining';
import { stayLines, type TaxableLine, taxBill } from '~/lib/gst';
import { defaultOccupancy } from '~/lib/party';
import { zonedInstant } from '~/lib/zones';
import type { DbOrTx } from './client';
import {
  bookingTaxLines,
  coupons,
  diningDays,
  diningTables,
  discountCodes,
  hallBookings,
  halls,
  menuItems,
  roomBookings,
  rooms,
  roomUnits,
  tableBookings,
  users,
} from './schema';

// Factories shared by the demo seed and the tests: each inserts one realistic row and returns it.

type New<T extends { $inferInsert: unknown }> = Partial<T['$inferInsert']>;
let sequence = 0;
const next = () => ++sequence;

/** A booking row's charge by the tax module, as the booking would have been priced (decision 099). */
function charged(lines: TaxableLine[]) {
  const bill = taxBill(lines, site[0]!.tax);
  const { taxablePaise, cgstPaise, sgstPaise, totalPaise } = bill.totals;
  return { figures: { taxablePaise, cgstPaise, sgstPaise, totalPaise }, lines: bill.lines };
}

/** Stores a factory row's GST lines, as holding a booking does. */
async function storeLines(
  db: DbOrTx,
  bookingKind: BookingKindName,
  bookingId: string,
  lines: ReturnType<typeof charged>['lines'],
) {
  await db.insert(bookingTaxLines).values(
    lines.map((l, i) => ({
      bookingKind,
      bookingId,
      position: i + 1,
      description: l.description,
      sac: l.sac,
      grossPaise: l.grossPaise,
      discountPaise: l.discountPaise,
      taxablePaise: l.taxablePaise,
      rateBp: l.rateBp,
      cgstPaise: l.cgstPaise,
      sgstPaise: l.sgstPaise,
      totalPaise: l.totalPaise,
    })),
  );
}

/**
 * A guest with a unique Indian mobile number: +91 989 and the factory's count, a range no test writes by hand (a
 * number made from the clock could, now and then, be one a test signs up with). An email given is proven, as if the
 * guest had opened its link (decision 115), unless `emailVerifiedAt: null` says it was only typed.
 */
export async function createGuest(db: DbOrTx, overrides: New<typeof users> = {}) {
  const n = next();
  const [row] = await db
    .insert(users)
    .values({
      name: `Guest ${n}`,
      phone: `+91989${String(n).padStart(7, '0')}`,
      referralCode: newReferralCode(),
      emailVerifiedAt: overrides.email ? new Date('2026-01-01T00:00:00Z') : null,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A room listing with `units` numbered rooms on one floor. */
export async function createRoom(db: DbOrTx, overrides: New<typeof rooms> = {}, units = 2) {
  const n = next();
  const [room] = await db
    .insert(rooms)
    .values({
      slug: `room-${n}`,
      name: `Room ${n}`,
      roomType: 'deluxe',
      description: 'A quiet room overlooking the courtyard.',
      image: 'room-default',
      pricePaise: 1_250_000,
      maxGuests: 3,
      // As listings were before occupancy (drizzle/0033): two guests in the price, any of them adults or children.
      ...defaultOccupancy(overrides.maxGuests ?? 3),
      ...overrides,
    })
    .returning();
  const floor = (n % 9) + 1;
  const unitRows = [];
  for (let u = 1; u <= units; u++) {
    unitRows.push(await createRoomUnit(db, room!.id, `${floor}${String(n).padStart(2, '0')}${u}`, floor));
  }
  return { ...room!, units: unitRows };
}

/** One numbered physical room of a listing. */
export async function createRoomUnit(db: DbOrTx, roomId: string, roomNumber: string, floor = 1) {
  const [unit] = await db.insert(roomUnits).values({ roomId, roomNumber, floor }).returning();
  return unit!;
}

/** A stay of one unit; priced from the arguments so tests can name exact figures. */
export async function createRoomBooking(
  db: DbOrTx,
  input: { userId: string; roomId: string; roomUnitId: string; checkIn: IsoDate; nights?: number } & New<
    typeof roomBookings
  >,
) {
  const nights = input.nights ?? input.nightlyPaise?.length ?? 2;
  const pricePerNightPaise = input.nightlyPaise?.[0] ?? input.pricePerNightPaise ?? 1_250_000;
  const nightlyPaise = input.nightlyPaise ?? Array.from({ length: nights }, () => pricePerNightPaise);
  const subtotal = nightlyPaise.reduce((sum, p) => sum + p, 0);
  const tax = charged(
    stayLines(
      [
        {
          description: 'Room',
          nightlyTariffsPaise: nightlyPaise,
        },
      ],
      input.discountPaise ?? 0,
    ),
  );
  const [row] = await db
    .insert(roomBookings)
    .values({
      bookingCode: newBookingCode(),
      checkOut: addDays(input.checkIn, nights),
      numGuests: input.numGuests ?? 2,
      adults: (input.numGuests ?? 2) - (input.childAges?.length ?? 0),
      nights,
      pricePerNightPaise,
      nightlyPaise,
      subtotalPaise: subtotal,
      ...tax.figures,
      ...input,
    })
    .returning();
  await storeLines(db, 'room', row!.id, tax.lines);
  return row!;
}

/** A banquet or event hall. */
export async function createHall(db: DbOrTx, overrides: New<typeof halls> = {}) {
  const n = next();
  const [row] = await db
    .insert(halls)
    .values({
      slug: `hall-${n}`,
      name: `Hall ${n}`,
      image: 'hall-durbar',
      pricePaise: 15_000_000,
      location: 'Ground floor, east wing',
      capacity: 200,
      description: 'A pillared hall for receptions and conferences.',
      ...overrides,
    })
    .returning();
  return row!;
}

/** An event booked in a hall between two instants. */
export async function createHallBooking(
  db: DbOrTx,
  input: { userId: string; hallId: string; date: IsoDate; startsAt: Date; endsAt: Date } & New<
    typeof hallBookings
  >,
) {
  const pricePaise = input.pricePaise ?? 15_000_000;
  const tax = charged([
    {
      kind: 'hall',
      description: 'Hall hire',
      grossPaise: pricePaise,
      discountPaise: input.discountPaise ?? 0,
    },
  ]);
  const [row] = await db
    .insert(hallBookings)
    .values({
      bookingCode: newBookingCode('EVT'),
      timeSlot: 'Evening',
      eventType: 'Wedding Reception',
      guests: 150,
      pricePaise,
      ...tax.figures,
      customerName: 'Asha Verma',
      customerEmail: 'asha@example.in',
      customerPhone: '+919812345678',
      endDate: input.date,
      ...input,
    })
    .returning();
  await storeLines(db, 'hall', row!.id, tax.lines);
  return row!;
}

/** A dish on the menu. */
export async function createMenuItem(db: DbOrTx, overrides: New<typeof menuItems> = {}) {
  const n = next();
  const [row] = await db
    .insert(menuItems)
    .values({
      slug: `dish-${n}`,
      name: `Dish ${n}`,
      description: 'A house favourite.',
      category: 'Mains',
      pricePaise: 65_000,
      image: 'dish-main-1',
      ...overrides,
    })
    .returning();
  return row!;
}

/** A table reservation; its service day row and its table are created when missing. */
export async function createTableBooking(
  db: DbOrTx,
  input: { userId: string; date: IsoDate } & New<typeof tableBookings>,
) {
  const time = input.time ?? '19:30';
  const partySize = input.partySize ?? 2;
  // Each new booking takes another table unless told which, so that factory rows never overlap by chance.
  const firstTable = input.firstTable ?? (next() % 17) + 1;
  const startsAt = input.startsAt ?? zonedInstant(input.date, time, 'Asia/Kolkata');
  await db.insert(diningDays).values({ date: input.date }).onConflictDoNothing();
  await db
    .insert(diningTables)
    .values({ number: firstTable, seats: Math.max(partySize, 2) })
    .onConflictDoNothing();
  const subtotalPaise = input.subtotalPaise ?? 65_000;
  const tax = charged([
    {
      kind: 'restaurant',
      description: 'Table',
      grossPaise: subtotalPaise,
      discountPaise: input.discountPaise ?? 0,
    },
  ]);
  const [row] = await db
    .insert(tableBookings)
    .values({
      bookingCode: newBookingCode('DIN'),
      name: 'Asha Verma',
      phone: '+919812345678',
      subtotalPaise,
      ...tax.figures,
      ...input,
      time,
      partySize,
      firstTable,
      startsAt,
      endsAt: input.endsAt ?? new Date(startsAt.getTime() + sittingMinutes(partySize) * 60_000),
    })
    .returning();
  await storeLines(db, 'table', row!.id, tax.lines);
  return row!;
}

/** A table of the dining hall. */
export async function createDiningTable(db: DbOrTx, table: typeof diningTables.$inferInsert) {
  const [row] = await db.insert(diningTables).values(table).returning();
  return row!;
}

/** A checkout coupon (percent by default). */
export async function createCoupon(db: DbOrTx, overrides: New<typeof coupons> = {}) {
  const [row] = await db
    .insert(coupons)
    .values({ code: `SAVE${next()}`, discountType: 'percent', discountValue: 10, ...overrides })
    .returning();
  return row!;
}

/** A reservation-form discount code. */
export async function createDiscountCode(db: DbOrTx, overrides: New<typeof discountCodes> = {}) {
  const [row] = await db
    .insert(discountCodes)
    .values({ code: `PROMO${next()}`, codeType: 'promo', discountPercent: 10, ...overrides })
    .returning();
  return row!;
}
