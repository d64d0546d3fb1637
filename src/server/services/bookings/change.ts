// A guest changes their own booking (issue 34, docs/decisions/107-changing-bookings.md): what the change would cost
// (a quote), and the change itself, the CHANGED transition. This first slice changes a stay or a table held unpaid.
import type { ChangeBody, ChangeQuote } from '~/contracts/changes';
import type { HoldLimits } from '~/lib/hold-rules';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import { billOf } from '../tax';
import type { BookingRef, Clock } from './kind';
import { findOwnBooking } from './registry';
import { releaseLapsedHolds } from './sweep';
import { changed, type PlannedChange, planChange } from './transitions';

/** Why a booking cannot be changed online now, in the guest's words; null when it can. */
export function changeRefusal(booking: BookingRef, now: Date): string | null {
  if (booking.kind === 'hall') {
    return 'An event is changed by the events desk: please call us, or cancel the request and send a new one.';
  }
  if (booking.status === 'cancelled') return 'This booking was cancelled: book again with the new dates.';
  if (booking.status === 'expired' || (booking.holdExpiresAt && booking.holdExpiresAt <= now)) {
    return 'The hold on this booking has lapsed: book again with the new dates.';
  }
  if (booking.status !== 'pending') {
    return booking.kind === 'room'
      ? 'A paid stay cannot be changed online yet: please call the front desk, who will move it for you.'
      : 'A paid table cannot be changed online yet: please call the restaurant, who will move it for you.';
  }
  return null;
}

/** What the guest reads about the money of a change of an unpaid stay: its new total. */
function changeMessage(quote: Pick<ChangeQuote, 'differencePaise' | 'after'>): string {
  const total = formatInr(quote.after.totalPaise);
  if (quote.differencePaise === 0) return `The total stays ${total}; nothing is paid yet.`;
  const by = formatInr(Math.abs(quote.differencePaise));
  return `The total becomes ${total} (${by} ${quote.differencePaise > 0 ? 'more' : 'less'}); nothing is paid yet.`;
}

function quoteOf(booking: BookingRef, change: PlannedChange): ChangeQuote {
  const after = billOf(change.plan.price);
  const differencePaise = after.totalPaise - booking.totalPaise;
  return {
    kind: booking.kind,
    bookingId: booking.id,
    beforeTotalPaise: booking.totalPaise,
    after,
    differencePaise,
    droppedCode: change.droppedCode,
    message: changeMessage({ differencePaise, after }),
  };
}

/** The caller's own booking, lapsed holds released first, refused with the reason when it cannot change now. */
async function changeableBooking(db: Db, input: { userId: string; bookingId: string }, now: Date) {
  await releaseLapsedHolds(db, now);
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  const refusal = changeRefusal(booking, now);
  if (refusal) throw new AppError('BOOKING_NOT_CHANGEABLE', refusal);
  return booking;
}

/** Thrown to roll back a quote's transaction (it releases and plans, and must leave nothing behind). */
class QuoteOnly extends Error {
  constructor(readonly quote: ChangeQuote) {
    super('quote only');
  }
}

/**
 * What changing the caller's booking would cost now, planned exactly as the change would be (its own nights free
 * to it, its codes checked again), in a transaction that is rolled back: nothing is held or released.
 */
export async function quoteChange(
  db: Db,
  input: { userId: string; bookingId: string; body: ChangeBody },
  clock: Clock,
  limits: HoldLimits,
): Promise<ChangeQuote> {
  const booking = await changeableBooking(db, input, clock.now);
  try {
    await db.transaction(async (tx) => {
      throw new QuoteOnly(quoteOf(booking, await planChange(tx, booking, input.body, clock, limits)));
    });
  } catch (error) {
    if (error instanceof QuoteOnly) return error.quote;
    throw error;
  }
  throw new Error('unreachable: a quote transaction always rolls back');
}

/** Changes the caller's booking as asked, in one transaction (the CHANGED transition); answers the quote it met. */
export async function changeBooking(
  db: Db,
  input: { userId: string; bookingId: string; body: ChangeBody },
  clock: Clock,
  limits: HoldLimits,
): Promise<ChangeQuote> {
  const booking = await changeableBooking(db, input, clock.now);
  return db.transaction(async (tx: DbOrTx) => {
    const change = await planChange(tx, booking, input.body, clock, limits);
    const quote = quoteOf(booking, change);
    await changed(tx, booking, change, clock);
    return quote;
  });
}
