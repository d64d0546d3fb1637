// Bookings made at the front desk (decision 147): the desk's request becomes the kind's own create payload, placed
// by the one create (placeBooking: the same plan, price, hold rules and no-overlap constraint as a guest's online
// booking), then settled in its transaction as the desk chose: held for payment at the desk or by a link sent, or
// confirmed for a trusted guest to pay at the hotel. Audited; an Idempotency-Key makes a double submit book once.
import { eq } from 'drizzle-orm';
import type { DeskBooked, DeskBookingRequest } from '~/contracts/staff-desk-bookings';
import { type DeskSettlement, deskPayload } from '~/lib/desk-bookings';
import type { HoldLimits } from '~/lib/hold-rules';
import { formatHotelInstant } from '~/lib/instant-words';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit';
import { runOnce } from '../idempotency';
import type { NoticeSchedule } from '../notices/schedule';
import { placeBooking } from './create';
import type { AnyBookingKind, BookingRef, Clock } from './kind';
import { kindNamed } from './registry';
import { answered, confirmedToPayAtHotel, heldUntil, type Placed } from './transitions';
import { tell } from './transitions/shared';

/** How long the desk's unpaid bookings are held (settings DESK_HOLD_MINUTES and PAYMENT_LINK_HOLD_MINUTES). */
export interface DeskHolds {
  deskMinutes: number;
  linkMinutes: number;
}

/** The guest a desk booking is for, as the kinds' payloads need them; a 404 when there is no such guest. */
async function deskGuestRow(db: DbOrTx, id: string) {
  const [guest] = await db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      payAtHotelSince: users.payAtHotelSince,
      erasedAt: users.erasedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!guest || guest.erasedAt) throw new AppError('NOT_FOUND', 'Guest not found: find them by phone again.');
  return guest;
}

type DeskGuestRow = Awaited<ReturnType<typeof deskGuestRow>>;

/** The desk's request as the kind's payload; a hall needs the guest's email, which its request carries. */
function kindPayload(request: DeskBookingRequest, guest: DeskGuestRow): Record<string, unknown> {
  if (request.kind === 'hall' && !guest.email) {
    throw fieldError('email', 'A hall booking needs the guest’s email: add it to the guest first.');
  }
  return deskPayload(request, guest);
}

/** What the desk did, in its words. */
function settledWords(booking: BookingRef, settlement: DeskSettlement, timeZone: string): string {
  const total = formatInr(booking.totalPaise);
  const until = booking.holdExpiresAt ? formatHotelInstant(booking.holdExpiresAt, timeZone) : '';
  if (settlement === 'hotel') return `Booked ${booking.code}: confirmed, ${total} to pay at the hotel.`;
  if (settlement === 'link')
    return `Booked ${booking.code}: payment link for ${total} sent by SMS, held until ${until}.`;
  return `Booked ${booking.code}: take ${total} at the desk; held until ${until}.`;
}

/**
 * Settles a booking just placed at the desk, in its transaction: a hall request is confirmed by the hotel at once
 * (the desk is the hotel); then held for the desk's minutes, held for the link's minutes with the link sent, or
 * (a trusted guest only, checked on the locked guest row) confirmed to pay at the hotel. Audited.
 */
async function settle(
  tx: DbOrTx,
  booking: BookingRef,
  settlement: DeskSettlement,
  input: { by: StaffActor; clock: Clock; schedule: NoticeSchedule; holds: DeskHolds },
): Promise<BookingRef> {
  const { clock, schedule, by, holds } = input;
  const at = { now: clock.now, schedule };
  let done = booking;
  if (kindNamed(booking.kind).answerRows) done = await answered(tx, done, 'confirmed', at, by);
  if (settlement === 'hotel') {
    const [guest] = await tx
      .select({ trusted: users.payAtHotelSince })
      .from(users)
      .where(eq(users.id, booking.userId))
      .for('update');
    if (!guest?.trusted) {
      throw new AppError(
        'FORBIDDEN',
        'Only a guest the hotel trusts may pay at the hotel: an admin marks them trusted first. Take payment at the desk or send a link.',
      );
    }
    done = await confirmedToPayAtHotel(tx, done, at);
  } else {
    const minutes = settlement === 'link' ? holds.linkMinutes : holds.deskMinutes;
    done = await heldUntil(tx, done, new Date(clock.now.getTime() + minutes * 60_000), clock.now);
    if (settlement === 'link') await tell(tx, 'payment_link', done, at);
  }
  await recordStaffAction(
    tx,
    by,
    {
      action: 'desk.book',
      target: { kind: booking.kind, id: booking.id },
      before: null,
      after: {
        code: done.code,
        guestId: done.userId,
        settlement,
        status: done.status,
        // In the desk's words, as the booking's history shows them.
        total: formatInr(done.totalPaise),
        heldUntil: done.holdExpiresAt ? formatHotelInstant(done.holdExpiresAt, clock.timeZone) : null,
      },
    },
    clock.now,
  );
  return done;
}

/**
 * Books at the desk for a guest: the request placed by the one create under the guest's hold rules (a request
 * repeating the guest's live unpaid booking answers that booking, settled as it was), then settled as the desk
 * chose. Pay-at-hotel is refused before anything is held for a guest the hotel does not trust, and again under
 * the lock. A retry with the same Idempotency-Key answers the first booking and books nothing new.
 */
export async function bookAtDesk(
  db: Db,
  request: DeskBookingRequest,
  input: {
    idempotencyKey: string | undefined;
    by: StaffActor & { id: string };
    clock: Clock;
    schedule: NoticeSchedule;
    limits: HoldLimits;
    holds: DeskHolds;
  },
): Promise<{ status: 200 | 201; body: DeskBooked; replayed: boolean }> {
  const claim = {
    key: input.idempotencyKey,
    userId: input.by.id,
    method: 'POST',
    path: '/staff/desk/bookings',
  };
  const result = await runOnce(db, claim, async () => {
    const guest = await deskGuestRow(db, request.guestId);
    if (request.settlement === 'hotel' && !guest.payAtHotelSince) {
      throw new AppError(
        'FORBIDDEN',
        `${guest.name || 'This guest'} is not trusted to pay at the hotel: an admin marks a guest trusted first. Take payment at the desk or send a link.`,
      );
    }
    const kind: AnyBookingKind = kindNamed(request.kind);
    const { booking, alreadyHeld } = await placeBooking(
      db,
      kind,
      kindPayload(request, guest),
      // The desk's address is not the guest's: only the guest's own limits count.
      { id: guest.id, limits: input.limits },
      input.clock,
      input.schedule,
      async (tx, placed): Promise<Placed> =>
        placed.alreadyHeld
          ? placed
          : { ...placed, booking: await settle(tx, placed.booking, request.settlement, input) },
    );
    const body: DeskBooked = {
      message: alreadyHeld
        ? `${guest.name || 'The guest'} already holds this booking (${booking.code}): nothing new was booked.`
        : settledWords(booking, request.settlement, input.clock.timeZone),
      alreadyHeld,
      booking: {
        id: booking.id,
        code: booking.code,
        kind: booking.kind,
        status: booking.status,
        description: booking.description,
        totalPaise: booking.totalPaise,
        holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
      },
      settlement: request.settlement,
      staffPath: `/staff/booking?id=${booking.id}`,
    };
    return { status: alreadyHeld ? 200 : 201, body };
  });
  return { status: result.status === 200 ? 200 : 201, body: result.body, replayed: result.replayed };
}
