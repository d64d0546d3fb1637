import { DiningFormPayload, type TableBooking, TablePayload } from '~/contracts/dining';
import type { IsoDate } from '~/lib/dates';
import { PARTS_OF_DAY, type TableSlot } from '~/lib/dining';
import { AppError, fieldError, validationFailure } from '~/server/errors';
import type { BookingRequest } from '../kind';

/** A table request, from the menu page's payload or the /dining form. */
export interface TableRequest extends BookingRequest {
  date: IsoDate;
  /** The times the guest would take, in order: one from the menu page, a part of the day from the form. */
  times: TableSlot[];
  partySize: number;
  name: string;
  phone: string;
  email: string | null;
  note: string | null;
  menuId: string | null;
  /** For a change of a booking: its own row, whose sitting counts as free to it. */
  replacing?: readonly string[];
}

/** Which of the two bodies this is: the menu page's (spec §3 Table booking sent) or the /dining form's. */
export const isDiningForm = (body: object) => 'fullName' in body || 'timeSlot' in body;

/** The create answer: {booking}, for either body. */
export const tableCreated = (_body: object, views: TableBooking[]) => ({ booking: views[0]! });

function forSelf(given: string | null | undefined, callerId: string | null) {
  if (given && given !== callerId) throw fieldError('userId', 'You can only book for yourself.', 'FORBIDDEN');
}

/** Reads either body into one table request for the caller; a bad field is a 400 naming it. */
export function readTablePayload(body: unknown, callerId: string | null): TableRequest {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', 'Send the booking as a JSON object.');
  }
  if (isDiningForm(body)) {
    const parsed = DiningFormPayload.safeParse(body);
    if (!parsed.success) throw validationFailure(parsed.error);
    const f = parsed.data;
    forSelf(f.userId, callerId);
    if (f.capacity === '11-20') {
      throw fieldError(
        'capacity',
        'Parties of 11 to 20 are private-dining requests: send them as a request and the hotel will call you.',
      );
    }
    const note = [`Occasion: ${f.specialFor}`, `Guest email: ${f.guestEmail}`, f.specialRequest || null]
      .filter(Boolean)
      .join('. ');
    return {
      userId: callerId,
      date: f.date,
      times: [...PARTS_OF_DAY[f.timeSlot]],
      partySize: f.guests,
      name: f.fullName,
      phone: f.phone,
      email: f.email,
      note,
      menuId: null,
      couponCode: null,
    };
  }
  const parsed = TablePayload.safeParse(body);
  if (!parsed.success) throw validationFailure(parsed.error);
  const b = parsed.data;
  forSelf(b.userId, callerId);
  const menuId = b.menuId || null;
  const couponCode = b.couponCode?.trim().toUpperCase() || null;
  if (couponCode && !menuId) {
    throw fieldError('couponCode', 'Choose a dish to use a coupon with your table.');
  }
  return {
    userId: callerId,
    date: b.date,
    times: [b.time],
    partySize: b.partySize,
    name: b.name,
    phone: b.phone,
    email: null,
    note: b.note || null,
    menuId,
    couponCode,
  };
}
