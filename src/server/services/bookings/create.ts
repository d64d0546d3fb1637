import type { HoldLimits } from '~/lib/hold-rules';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, lostOverlapRace } from '../../errors';
import { runOnce } from '../idempotency';
import type { NoticeSchedule } from '../notices/schedule';
import { billOf, gstBreakdown } from '../tax';
import { mayHoldRefusal, takeBookingAttempt } from './holds';
import type { AnyBookingKind, Clock } from './kind';
import { bookingKinds } from './registry';
import { rewardCoinsOf } from './rewards';
import { anyLapsedHold, releaseLapsedHolds } from './sweep';
import { type Placed, placed, planBooking } from './transitions';

/**
 * The kind whose payload a create body is. A body no kind recognises is read as the first kind's (a stay),
 * so its refusal names the first field a booking needs.
 */
export function kindOfPayload(body: unknown): AnyBookingKind {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new AppError('VALIDATION_FAILED', 'Send the booking as a JSON object.');
  }
  const has = (fields: readonly string[]) => fields.every((field) => field in body);
  return bookingKinds.find((k) => k.recognisedBy.some(has)) ?? bookingKinds[0]!;
}

/** Who books: the signed-in guest, their address and the hold limits of the settings. */
export interface Booker {
  id: string;
  ip?: string;
  limits: HoldLimits;
}

/** What a caller does in the booking's own transaction once it is placed (the desk settles it, decision 147). */
export type AfterPlaced = (tx: DbOrTx, placed: Placed) => Promise<Placed>;

const ATTEMPTS = 5;

/**
 * Books and holds a request of a kind for the signed-in guest: reads the body once (400 naming the field), counts
 * the attempt against the hourly limits, then places it (the `placed` transition) in one transaction; a request
 * that repeats the guest's live unpaid booking answers that booking (`alreadyHeld`). A lost race
 * (the database's no-overlap constraint, or a deadlock with the winner) is tried again, after giving back holds
 * that lapsed meanwhile, so a kind that picks what to hold moves on to the next free one; then the kind's refusal.
 * `after` runs in the same transaction, once the booking is placed.
 */
export async function placeBooking(
  db: Db,
  kind: AnyBookingKind,
  body: unknown,
  guest: Booker,
  clock: Clock,
  schedule: NoticeSchedule,
  after?: AfterPlaced,
): Promise<Placed & { views: unknown[] }> {
  const request = { ...kind.readPayload(body, guest.id), userId: guest.id };
  // Whether any hold has lapsed unexpired is asked in the attempt's own statement (one round trip for both).
  const lapsed = await takeBookingAttempt(
    db,
    { userId: guest.id, ip: guest.ip },
    guest.limits,
    clock.now,
    anyLapsedHold(clock.now),
  );
  for (let attempt = 1; ; attempt++) {
    if (lapsed || attempt > 1) await releaseLapsedHolds(db, clock.now);
    try {
      const done = await db.transaction(async (tx) => {
        const held = await placed(tx, kind, request, guest.limits, clock, schedule);
        return after ? after(tx, held) : held;
      });
      return { ...done, views: await kind.views(db, done.booking.rowIds, clock) };
    } catch (error) {
      if (!lostOverlapRace(error)) throw error;
      if (attempt >= ATTEMPTS) throw new AppError(kind.takenRefusal.code, kind.takenRefusal.message);
    }
  }
}

/**
 * The one create of every kind and path: the kind is told by the body (`kindOf`), the answer has the spec's shape
 * for the payload sent (201; 200 when the request repeats a booking the guest holds), and a retry with the same
 * Idempotency-Key gets the first answer and books nothing new.
 */
export async function createBooking(
  db: Db,
  input: {
    path: string;
    body: unknown;
    idempotencyKey: string | undefined;
    kindOf: (body: unknown) => AnyBookingKind;
    guest: Booker;
    clock: Clock;
    schedule: NoticeSchedule;
  },
): Promise<{ status: 200 | 201; body: unknown; replayed: boolean }> {
  const { guest, body } = input;
  const claim = { key: input.idempotencyKey, userId: guest.id, method: 'POST', path: input.path };
  const result = await runOnce(db, claim, async () => {
    const kind = input.kindOf(body);
    const { views, alreadyHeld } = await placeBooking(db, kind, body, guest, input.clock, input.schedule);
    return { status: alreadyHeld ? 200 : 201, body: kind.created(body as object, views) };
  });
  return { status: result.status === 200 ? 200 : 201, body: result.body, replayed: result.replayed };
}

/**
 * What a request of a kind would cost now, by the kind's own plan, as the island shows it; for a signed-in guest,
 * also whether the hold rules would let them book it now, so a form can say so before the guest fills it in.
 */
export async function quoteBooking(
  db: Db,
  kind: AnyBookingKind,
  body: unknown,
  caller: { id: string } | undefined,
  clock: Clock,
  limits: HoldLimits,
) {
  const request = kind.readPayload(body, caller?.id ?? null);
  const plan = await planBooking(db, kind, request, clock);
  const { price } = plan;
  // A request that repeats the guest's live hold answers that hold (decision 092): nothing to refuse.
  const holdRefusal =
    caller && !(await kind.heldAlready(db, caller.id, request, clock))
      ? await mayHoldRefusal(db, kind, caller.id, plan, limits, clock)
      : null;
  return {
    ...billOf(price),
    kind: kind.name,
    currency: 'INR' as const,
    rewardCoins: rewardCoinsOf(kind),
    holdMinutes: kind.holdMinutes,
    gst: gstBreakdown(price.taxed),
    holdRefusal,
  };
}
