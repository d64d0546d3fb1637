// Each adult of a room registered at check-in (decision 146): saved one adult at a time by staff, audited without
// the number, shown masked. The check-in guard counts these rows (bookings/arrivals.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { RegisteredAdult, RegistrationInput, RoomRegistration } from '~/contracts/registration';
import { formatHotelDate } from '~/lib/dates';
import { maskedIdNumber, normalisedIdNumber } from '~/lib/registration';
import type { DbOrTx } from '../../db/client';
import { guestRegistrations, roomBookings, rooms, roomUnits, users } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit';
import { stayGuestNameSql, stayReferenceSql } from '../bookings/stays/reference';
import { removeIdPhoto, storeIdPhoto } from './id-photos';

type Registration = typeof guestRegistrations.$inferSelect;

/** A room of a stay as registration reads it. */
export async function registrationRoom(db: DbOrTx, bookingId: string) {
  const [room] = await db
    .select({
      id: roomBookings.id,
      code: stayReferenceSql,
      status: roomBookings.status,
      roomNumber: roomUnits.roomNumber,
      guestName: stayGuestNameSql,
      adults: roomBookings.adults,
      checkIn: roomBookings.checkIn,
      nights: roomBookings.nights,
      checkedInAt: roomBookings.checkedInAt,
      checkedOutAt: roomBookings.checkedOutAt,
    })
    .from(roomBookings)
    .innerJoin(rooms, eq(rooms.id, roomBookings.roomId))
    .innerJoin(users, eq(users.id, roomBookings.userId))
    .leftJoin(roomUnits, eq(roomUnits.id, roomBookings.roomUnitId))
    .where(eq(roomBookings.id, bookingId));
  if (!room) throw new AppError('NOT_FOUND', 'Booking not found.');
  return room;
}

/** A registration as lists show it: the number masked, the photo only said to exist. */
export function registeredAdult(row: Registration): RegisteredAdult {
  return {
    id: row.id,
    adult: row.adult,
    fullName: row.fullName,
    foreign: row.foreign,
    nationality: row.nationality,
    idType: row.idType as RegisteredAdult['idType'],
    idNumber: maskedIdNumber(row.idNumber),
    hasPhoto: row.idPhoto !== null,
    formC: row.formC ?? null,
    formCSubmittedAt: row.formCSubmittedAt?.toISOString() ?? null,
    formCReference: row.formCReference,
    citizenOf: row.citizenOf ?? null,
    departureSubmittedAt: row.departureSubmittedAt?.toISOString() ?? null,
  };
}

/** A room's registration: its adults, those registered, and whether every one is. */
export async function roomRegistration(db: DbOrTx, bookingId: string): Promise<RoomRegistration> {
  const room = await registrationRoom(db, bookingId);
  const rows = await db
    .select()
    .from(guestRegistrations)
    .where(eq(guestRegistrations.roomBookingId, room.id))
    .orderBy(asc(guestRegistrations.adult));
  return {
    bookingId: room.id,
    code: room.code,
    roomNumber: room.roomNumber,
    guestName: room.guestName,
    adults: room.adults,
    complete: rows.length >= room.adults,
    registered: rows.map(registeredAdult),
  };
}

/** Why this adult of this room cannot be registered now, or null. */
function registrationRefusal(
  room: Awaited<ReturnType<typeof registrationRoom>>,
  adult: number,
  input: RegistrationInput,
): AppError | null {
  if (room.status !== 'confirmed') {
    return new AppError('CONFLICT', `A ${room.status} stay is not registered: only a paid stay checks in.`);
  }
  if (room.checkedOutAt)
    return new AppError('CONFLICT', 'This room has checked out: its register is closed.');
  if (adult > room.adults) {
    return fieldError(
      'adult',
      `This room is booked for ${room.adults} ${room.adults === 1 ? 'adult' : 'adults'}: there is no adult ${adult}.`,
    );
  }
  const form = input.formC;
  if (!form) return null;
  const arrives = formatHotelDate(room.checkIn);
  if (form.passportValidTill && form.passportValidTill < room.checkIn) {
    return fieldError('formC.passportValidTill', `The passport expired before the stay began (${arrives}).`);
  }
  if (form.visaValidTill && form.visaValidTill < room.checkIn) {
    return fieldError('formC.visaValidTill', `The visa expired before the stay began (${arrives}).`);
  }
  if (form.arrivalInIndia > room.checkIn) {
    return fieldError(
      'formC.arrivalInIndia',
      `The arrival in India comes after the arrival at the hotel (${arrives}): check the date.`,
    );
  }
  return null;
}

/**
 * Saves one adult's registration (a second save replaces it), audited with the document's type and never its
 * number. A changed Form C must be submitted again; a change to an Aadhaar drops any photo (none is kept of one).
 */
export async function saveRegistration(
  db: DbOrTx,
  bookingId: string,
  adult: number,
  input: RegistrationInput,
  context: { by: StaffActor; now: Date; dataDir: string },
): Promise<RegisteredAdult> {
  const { by, now } = context;
  const { saved, droppedPhoto } = await db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: roomBookings.id })
      .from(roomBookings)
      .where(eq(roomBookings.id, bookingId))
      .for('update');
    if (!locked) throw new AppError('NOT_FOUND', 'Booking not found.');
    const room = await registrationRoom(tx, bookingId);
    const refusal = registrationRefusal(room, adult, input);
    if (refusal) throw refusal;
    const [was] = await tx
      .select()
      .from(guestRegistrations)
      .where(and(eq(guestRegistrations.roomBookingId, bookingId), eq(guestRegistrations.adult, adult)));
    const formC = input.foreign ? (input.formC ?? null) : null;
    const formChanged =
      JSON.stringify([was?.formC ?? null, was?.citizenOf ?? null]) !==
      JSON.stringify([formC, input.foreign ? input.citizenOf : null]);
    const values = {
      fullName: input.fullName,
      foreign: input.foreign,
      nationality: input.nationality,
      citizenOf: input.foreign ? input.citizenOf : null,
      idType: input.idType,
      idNumber: normalisedIdNumber(input.idNumber),
      idPhoto: input.idType === 'aadhaar' ? null : (was?.idPhoto ?? null),
      formC,
      formCSubmittedAt: formChanged ? null : (was?.formCSubmittedAt ?? null),
      formCReference: formChanged ? null : (was?.formCReference ?? null),
      departureOnwardAddress: input.foreign ? (was?.departureOnwardAddress ?? null) : null,
      registeredBy: by.id,
      updatedAt: now,
    };
    const [row] = was
      ? await tx.update(guestRegistrations).set(values).where(eq(guestRegistrations.id, was.id)).returning()
      : await tx
          .insert(guestRegistrations)
          .values({ ...values, roomBookingId: bookingId, adult, createdAt: now })
          .returning();
    const facts = (r: Pick<Registration, 'idType' | 'foreign'> | undefined) =>
      r ? { adult, idType: r.idType, foreign: r.foreign } : null;
    await recordStaffAction(
      tx,
      by,
      {
        action: 'registration.save',
        target: { kind: 'room_booking', id: bookingId },
        before: facts(was),
        after: { ...facts(row!), formCChanged: formChanged && formC !== null },
      },
      now,
    );
    return { saved: row!, droppedPhoto: was?.idPhoto && !values.idPhoto ? was.idPhoto : null };
  });
  await removeIdPhoto(context.dataDir, droppedPhoto);
  return registeredAdult(saved);
}

/** Stores the photo of a registered adult's document (never of an Aadhaar), replacing any earlier one; audited. */
export async function saveIdPhoto(
  db: DbOrTx,
  bookingId: string,
  adult: number,
  upload: Uint8Array,
  context: { by: StaffActor; now: Date; dataDir: string },
): Promise<RegisteredAdult> {
  const [was] = await db
    .select()
    .from(guestRegistrations)
    .where(and(eq(guestRegistrations.roomBookingId, bookingId), eq(guestRegistrations.adult, adult)));
  if (!was) throw new AppError('NOT_FOUND', `Register adult ${adult} before adding the photo of their ID.`);
  if (was.idType === 'aadhaar') {
    throw new AppError(
      'CONFLICT',
      'No photo is kept of an Aadhaar: the hotel keeps only its last 4 digits (UIDAI).',
    );
  }
  const name = await storeIdPhoto(context.dataDir, upload);
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(guestRegistrations)
      .set({ idPhoto: name, updatedAt: context.now })
      .where(eq(guestRegistrations.id, was.id))
      .returning();
    await recordStaffAction(
      tx,
      context.by,
      {
        action: 'registration.photo',
        target: { kind: 'room_booking', id: bookingId },
        before: { adult, photo: was.idPhoto !== null },
        after: { adult, photo: true },
      },
      context.now,
    );
    return row!;
  });
  await removeIdPhoto(context.dataDir, was.idPhoto);
  return registeredAdult(saved);
}

/** The stored photo's file name of a registration, or a 404 when it has none. */
export async function idPhotoName(db: DbOrTx, registrationId: string): Promise<string> {
  const [row] = await db
    .select({ idPhoto: guestRegistrations.idPhoto })
    .from(guestRegistrations)
    .where(eq(guestRegistrations.id, registrationId));
  if (!row?.idPhoto) throw new AppError('NOT_FOUND', 'No photo of this ID is kept.');
  return row.idPhoto;
}
