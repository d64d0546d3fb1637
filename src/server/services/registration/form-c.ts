// A foreign guest's Form C (Form III of the Immigration and Foreigners Rules 2025, decision 146): the print view and
// its CSV in the online form's order, the reminder until staff mark it submitted, and that mark (audited).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FormCDue, FormCView } from '~/contracts/registration';
import { momentOf } from '~/lib/hotel-time';
import { formatHotelInstant } from '~/lib/instant-words';
import { formCDueAt, formCSections } from '~/lib/registration';
import { dateInZone } from '~/lib/zones';
import type { DbOrTx } from '../../db/client';
import { guestRegistrations, roomBookings, rooms, roomUnits, users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit';
import { stayGuestNameSql, stayReferenceSql } from '../bookings/stays/reference';
import { hotelFacts } from '../hotel-facts';

const arrivedAtSql = sql<Date>`coalesce(${roomBookings.checkedInAt}, ${guestRegistrations.createdAt})`;

/** A foreign guest's registration with its room, or a 404 (a guest who is not foreign has no Form C). */
async function foreignRegistration(db: DbOrTx, registrationId: string) {
  const [row] = await db
    .select({
      registration: guestRegistrations,
      code: stayReferenceSql,
      roomNumber: roomUnits.roomNumber,
      nights: roomBookings.nights,
      arrivedAt: arrivedAtSql,
    })
    .from(guestRegistrations)
    .innerJoin(roomBookings, eq(roomBookings.id, guestRegistrations.roomBookingId))
    .leftJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(eq(guestRegistrations.id, registrationId));
  if (!row?.registration.formC)
    throw new AppError('NOT_FOUND', 'No Form C: this guest is not registered as a foreign national.');
  return { ...row, arrivedAt: new Date(row.arrivedAt) };
}

/** The Form C as the print view shows it and the export writes it: sections in the online form's order. */
export async function formCView(db: DbOrTx, registrationId: string, timeZone: string): Promise<FormCView> {
  const {
    registration: r,
    code,
    roomNumber,
    nights,
    arrivedAt,
  } = await foreignRegistration(db, registrationId);
  const sections = formCSections(r.formC!, {
    nationality: r.nationality,
    passportNumber: r.idNumber,
    arrivalAtHotel: dateInZone(arrivedAt, timeZone),
    timeOfArrivalAtHotel: momentOf(arrivedAt, timeZone).time,
    intendedStayDays: nights,
    hotelAddress: `${hotelFacts.name}, ${hotelFacts.addressLine}`,
  });
  return {
    registrationId: r.id,
    code,
    roomNumber,
    guestName: r.fullName,
    dueAt: formCDueAt(arrivedAt).toISOString(),
    submittedAt: r.formCSubmittedAt?.toISOString() ?? null,
    reference: r.formCReference,
    sections,
  };
}

const csvCell = (value: string) => {
  // A cell a spreadsheet would run as a formula is quoted as text (OWASP CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The Form C as CSV: one header row of the form's labels (each with its section), one row of values. */
export function formCCsv(view: FormCView): string {
  const lines = view.sections.flatMap((s) => s.lines.map((l) => ({ ...l, label: `${s.title}: ${l.label}` })));
  return `${lines.map((l) => csvCell(l.label)).join(',')}\r\n${lines.map((l) => csvCell(l.value)).join(',')}\r\n`;
}

/** Staff mark the Form C submitted on the Bureau's portal, with the number it gave; once only, audited. */
export async function markFormCSubmitted(
  db: DbOrTx,
  registrationId: string,
  reference: string,
  by: StaffActor,
  now: Date,
  timeZone: string,
): Promise<FormCView> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(guestRegistrations)
      .where(eq(guestRegistrations.id, registrationId))
      .for('update');
    if (!row?.formC)
      throw new AppError('NOT_FOUND', 'No Form C: this guest is not registered as a foreign national.');
    if (row.formCSubmittedAt) {
      throw new AppError(
        'CONFLICT',
        `This Form C was already marked submitted on ${formatHotelInstant(row.formCSubmittedAt, timeZone)}.`,
      );
    }
    await tx
      .update(guestRegistrations)
      .set({ formCSubmittedAt: now, formCReference: reference || null, updatedAt: now })
      .where(eq(guestRegistrations.id, registrationId));
    await recordStaffAction(
      tx,
      by,
      {
        action: 'registration.form_c_submitted',
        target: { kind: 'guest_registration', id: registrationId },
        before: { submitted: false },
        after: { submitted: true, reference: reference || null },
      },
      now,
    );
  });
  return formCView(db, registrationId, timeZone);
}

/** Every Form C not yet marked submitted of a live stay, the oldest first: the Today screen's reminder. */
export async function formCsDue(db: DbOrTx, now: Date): Promise<FormCDue[]> {
  const rows = await db
    .select({
      registrationId: guestRegistrations.id,
      bookingId: roomBookings.id,
      code: stayReferenceSql,
      roomNumber: roomUnits.roomNumber,
      guestName: guestRegistrations.fullName,
      arrivedAt: arrivedAtSql,
      listing: stayGuestNameSql,
    })
    .from(guestRegistrations)
    .innerJoin(roomBookings, eq(roomBookings.id, guestRegistrations.roomBookingId))
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(users, eq(users.id, roomBookings.userId))
    .leftJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(
      and(
        eq(guestRegistrations.foreign, true),
        isNull(guestRegistrations.formCSubmittedAt),
        inArray(roomBookings.status, ['confirmed', 'completed']),
        isNull(roomBookings.noShowAt),
      ),
    )
    .orderBy(asc(arrivedAtSql));
  return rows.map((r) => {
    const due = formCDueAt(new Date(r.arrivedAt));
    return {
      registrationId: r.registrationId,
      bookingId: r.bookingId,
      code: r.code,
      roomNumber: r.roomNumber,
      guestName: r.guestName,
      dueAt: due.toISOString(),
      overdue: due <= now,
    };
  });
}
