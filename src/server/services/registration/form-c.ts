// A foreign guest's Form C (Form III of the Immigration and Foreigners Rules 2025, decision 146): the print view and
// its CSV in the online form's order, the reminder until staff mark it submitted, and that mark (audited); and the
// departure rule 17 asks for within 24 hours of the guest leaving: its time, the onward address, its mark
// (decision 153).
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FormCDue, FormCView } from '~/contracts/registration';
import { momentOf } from '~/lib/hotel-time';
import { formatHotelInstant } from '~/lib/instant-words';
import { formCDueAt, formCSections, type IdType, nextDestinationWords } from '~/lib/registration';
import { dateInZone } from '~/lib/zones';
import type { DbOrTx } from '../../db/client';
import { guestRegistrations, roomBookings, rooms, roomUnits, users } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
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
      departedAt: roomBookings.checkedOutAt,
    })
    .from(guestRegistrations)
    .innerJoin(roomBookings, eq(roomBookings.id, guestRegistrations.roomBookingId))
    .leftJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(eq(guestRegistrations.id, registrationId));
  if (!row?.registration.formC) throw new AppError('NOT_FOUND', NOT_FOREIGN);
  return { ...row, arrivedAt: new Date(row.arrivedAt) };
}

const NOT_FOREIGN = 'No Form C: this guest is not registered as a foreign national.';

/** The Form C as the print view shows it and the export writes it: sections in the online form's order. */
export async function formCView(db: DbOrTx, registrationId: string, timeZone: string): Promise<FormCView> {
  const {
    registration: r,
    code,
    roomNumber,
    nights,
    arrivedAt,
    departedAt,
  } = await foreignRegistration(db, registrationId);
  const suggestedAddress = nextDestinationWords(r.formC!);
  const sections = formCSections(
    r.formC!,
    {
      nationality: r.nationality,
      idType: r.idType as IdType,
      passportNumber: r.idNumber,
      citizenOf: r.citizenOf ?? null,
      arrivalAtHotel: dateInZone(arrivedAt, timeZone),
      timeOfArrivalAtHotel: momentOf(arrivedAt, timeZone).time,
      intendedStayDays: nights,
      hotelAddress: `${hotelFacts.name}, ${hotelFacts.addressLine}`,
    },
    departedAt
      ? {
          date: dateInZone(departedAt, timeZone),
          time: momentOf(departedAt, timeZone).time,
          onwardAddress: r.departureOnwardAddress ?? '',
        }
      : undefined,
  );
  return {
    registrationId: r.id,
    code,
    roomNumber,
    guestName: r.fullName,
    dueAt: formCDueAt(arrivedAt).toISOString(),
    submittedAt: r.formCSubmittedAt?.toISOString() ?? null,
    reference: r.formCReference,
    departure: departedAt
      ? {
          departedAt: departedAt.toISOString(),
          onwardAddress: r.departureOnwardAddress,
          suggestedAddress,
          dueAt: formCDueAt(departedAt).toISOString(),
          submittedAt: r.departureSubmittedAt?.toISOString() ?? null,
          reference: r.departureReference,
        }
      : null,
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

/** Marks one report of a foreign guest (the Form C, or the departure) submitted with the portal's number; audited. */
async function markReported(
  tx: DbOrTx,
  registrationId: string,
  report: 'arrival' | 'departure',
  reference: string,
  by: StaffActor,
  now: Date,
) {
  const mark = { at: now, reference: reference || null };
  await tx
    .update(guestRegistrations)
    .set(
      report === 'arrival'
        ? { formCSubmittedAt: mark.at, formCReference: mark.reference, updatedAt: now }
        : { departureSubmittedAt: mark.at, departureReference: mark.reference, updatedAt: now },
    )
    .where(eq(guestRegistrations.id, registrationId));
  await recordStaffAction(
    tx,
    by,
    {
      action: report === 'arrival' ? 'registration.form_c_submitted' : 'registration.departure_submitted',
      target: { kind: 'guest_registration', id: registrationId },
      before: { submitted: false },
      after: { submitted: true, reference: mark.reference },
    },
    now,
  );
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
    if (!row?.formC) throw new AppError('NOT_FOUND', NOT_FOREIGN);
    if (row.formCSubmittedAt) {
      throw new AppError(
        'CONFLICT',
        `This Form C was already marked submitted on ${formatHotelInstant(row.formCSubmittedAt, timeZone)}.`,
      );
    }
    await markReported(tx, registrationId, 'arrival', reference, by, now);
  });
  return formCView(db, registrationId, timeZone);
}

/** A foreign guest's registration locked with its room's check-out, for the departure's two writes. */
async function lockedForDeparture(tx: DbOrTx, registrationId: string) {
  const [row] = await tx
    .select({ registration: guestRegistrations, departedAt: roomBookings.checkedOutAt })
    .from(guestRegistrations)
    .innerJoin(roomBookings, eq(roomBookings.id, guestRegistrations.roomBookingId))
    .where(eq(guestRegistrations.id, registrationId))
    .for('update', { of: guestRegistrations });
  if (!row?.registration.formC) throw new AppError('NOT_FOUND', NOT_FOREIGN);
  if (row.registration.departureSubmittedAt) {
    throw new AppError(
      'CONFLICT',
      'This departure was already reported: the onward address stays as it was sent.',
    );
  }
  return row;
}

/**
 * The address a foreign guest goes on to (IFR 2025 r. 17(1)), recorded by the desk from the stay's check-in on,
 * usually at check-out; changed until the departure is reported. Audited without the address.
 */
export async function saveDeparture(
  db: DbOrTx,
  registrationId: string,
  onwardAddress: string,
  by: StaffActor,
  now: Date,
  timeZone: string,
): Promise<FormCView> {
  await db.transaction(async (tx) => {
    const { registration } = await lockedForDeparture(tx, registrationId);
    await tx
      .update(guestRegistrations)
      .set({ departureOnwardAddress: onwardAddress, updatedAt: now })
      .where(eq(guestRegistrations.id, registrationId));
    await recordStaffAction(
      tx,
      by,
      {
        action: 'registration.departure_save',
        target: { kind: 'guest_registration', id: registrationId },
        before: { onwardAddress: registration.departureOnwardAddress !== null },
        after: { onwardAddress: true },
      },
      now,
    );
  });
  return formCView(db, registrationId, timeZone);
}

/** Staff mark the departure reported on the Bureau's portal: only once the guest has left with an address; audited. */
export async function markDepartureSubmitted(
  db: DbOrTx,
  registrationId: string,
  reference: string,
  by: StaffActor,
  now: Date,
  timeZone: string,
): Promise<FormCView> {
  await db.transaction(async (tx) => {
    const { registration, departedAt } = await lockedForDeparture(tx, registrationId);
    if (!departedAt) {
      throw new AppError(
        'CONFLICT',
        'This guest has not checked out: a departure is reported once they leave.',
      );
    }
    if (!registration.departureOnwardAddress) {
      throw fieldError(
        'onwardAddress',
        'Record the address the guest goes on to before reporting the departure.',
      );
    }
    await markReported(tx, registrationId, 'departure', reference, by, now);
  });
  return formCView(db, registrationId, timeZone);
}

/**
 * Every report of a foreign guest not yet marked submitted, the soonest due first: the Form C of each arrival, and
 * the departure of each guest who has checked out. The Today screen's reminder.
 */
export async function formCsDue(db: DbOrTx, now: Date): Promise<FormCDue[]> {
  const rows = await db
    .select({
      registrationId: guestRegistrations.id,
      bookingId: roomBookings.id,
      code: stayReferenceSql,
      roomNumber: roomUnits.roomNumber,
      guestName: guestRegistrations.fullName,
      arrivedAt: arrivedAtSql,
      departedAt: roomBookings.checkedOutAt,
      arrivalReported: isNotNull(guestRegistrations.formCSubmittedAt),
      departureReported: isNotNull(guestRegistrations.departureSubmittedAt),
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
        sql`(${guestRegistrations.formCSubmittedAt} is null or (${roomBookings.checkedOutAt} is not null and ${guestRegistrations.departureSubmittedAt} is null))`,
        inArray(roomBookings.status, ['confirmed', 'completed']),
        isNull(roomBookings.noShowAt),
      ),
    );
  const due = rows.flatMap((r) => {
    const report = (kind: FormCDue['report'], happenedAt: Date): FormCDue => {
      const dueAt = formCDueAt(happenedAt);
      return {
        report: kind,
        registrationId: r.registrationId,
        bookingId: r.bookingId,
        code: r.code,
        roomNumber: r.roomNumber,
        guestName: r.guestName,
        dueAt: dueAt.toISOString(),
        overdue: dueAt <= now,
      };
    };
    return [
      ...(r.arrivalReported ? [] : [report('arrival', new Date(r.arrivedAt))]),
      ...(r.departedAt && !r.departureReported ? [report('departure', new Date(r.departedAt))] : []),
    ];
  });
  return due.sort((a, b) => a.dueAt.localeCompare(b.dueAt) || a.report.localeCompare(b.report));
}
