// A guest changes their own booking (issue 34, docs/decisions/107-changing-bookings.md): what the change would cost
// (a quote), and the change itself, the CHANGED transition: a stay or a table held unpaid, or paid while it could be
// cancelled for nothing. A dearer change of a paid booking is made when the order for its difference is captured.
import type { Logger } from 'pino';
import type { ChangeAnswer, ChangeBody, ChangeQuote } from '~/contracts/changes';
import type { HoldLimits } from '~/lib/hold-rules';
import { REFUND_ARRIVES_WITHIN } from '~/lib/ledger';
import { formatInr } from '~/lib/money';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { PaymentProvider } from '../../providers/payments';
import { requestRefunds } from '../ledger/refunds';
import type { NoticeSchedule } from '../notices/schedule';
import { openOrder } from '../payments/orders';
import { billOf } from '../tax';
import { coinsBackFor } from './coins';
import type { BookingRef, Clock } from './kind';
import { findOwnBooking } from './registry';
import { releaseLapsedHolds } from './sweep';
import { changed, changedPaid, changeRefusal, type PlannedChange, planChange } from './transitions';

export { changeRefusal };

/** What a change needs besides the database: the provider (an order, a refund), a logger, the notice schedule. */
export interface ChangeDeps {
  payments: PaymentProvider;
  logger: Logger;
  schedule: NoticeSchedule;
}

type Refund = ChangeQuote['refund'];

const coinsText = (n: number) => `${n.toLocaleString('en-IN')} Supar Coin${n === 1 ? '' : 's'}`;

/** What the guest reads about the money of a change, before and after it is made. */
function changeMessage(quote: Pick<ChangeQuote, 'differencePaise' | 'after' | 'paid' | 'refund'>): string {
  const total = formatInr(quote.after.totalPaise);
  const by = formatInr(Math.abs(quote.differencePaise));
  if (!quote.paid) {
    if (quote.differencePaise === 0) return `The total stays ${total}; nothing is paid yet.`;
    return `The total becomes ${total} (${by} ${quote.differencePaise > 0 ? 'more' : 'less'}); nothing is paid yet.`;
  }
  if (quote.differencePaise === 0) return `The total stays ${total}; nothing more is paid or refunded.`;
  if (quote.differencePaise > 0)
    return `The total becomes ${total}: you pay the difference of ${by} now, and the booking changes when it is paid.`;
  const { coins = 0, moneyPaise = 0 } = quote.refund ?? {};
  const parts = [
    coins > 0 ? `${coinsText(coins)} back to your wallet` : '',
    moneyPaise > 0
      ? `${formatInr(moneyPaise)} to the card or account you paid with, within ${REFUND_ARRIVES_WITHIN}`
      : '',
  ].filter(Boolean);
  return `The total becomes ${total}: ${by} comes back to you (${parts.join(', and ')}), in full as the free-cancellation policy allows.`;
}

async function quoteOf(db: DbOrTx, change: PlannedChange): Promise<ChangeQuote> {
  const { booking } = change;
  const after = billOf(change.plan.price);
  const differencePaise = after.totalPaise - booking.totalPaise;
  const paid = booking.status === 'confirmed';
  let refund: Refund = null;
  if (paid && differencePaise < 0) {
    const coins = await coinsBackFor(db, booking, -differencePaise);
    refund = {
      coins: coins?.coins ?? 0,
      coinsPaise: coins?.coinsPaise ?? 0,
      moneyPaise: -differencePaise - (coins?.coinsPaise ?? 0),
    };
  }
  return {
    kind: booking.kind,
    bookingId: booking.id,
    beforeTotalPaise: booking.totalPaise,
    after,
    differencePaise,
    droppedCode: change.droppedCode,
    paid,
    refund,
    message: changeMessage({ differencePaise, after, paid, refund }),
  };
}

/** The caller's own booking, lapsed holds released first, refused with the reason when it cannot change now. */
async function changeableBooking(db: Db, input: { userId: string; bookingId: string }, clock: Clock) {
  await releaseLapsedHolds(db, clock.now);
  const booking = await findOwnBooking(db, input.bookingId, input.userId);
  const refusal = changeRefusal(booking, clock);
  if (refusal) throw new AppError('BOOKING_NOT_CHANGEABLE', refusal);
  return booking;
}

/**
 * Refuses a change whose price is no longer the one the guest was shown (409, nothing changed): the booking moved
 * meanwhile (another change, a payment), or the price of what was asked did.
 */
function assertStillQuoted(quote: ChangeQuote, body: ChangeBody): void {
  const shown = body.quotedTotalPaise;
  if (shown === undefined || shown === quote.after.totalPaise) return;
  throw new AppError(
    'QUOTE_CHANGED',
    `This change now costs ${formatInr(quote.after.totalPaise)} in all, not the ${formatInr(shown)} you were shown: nothing was changed. Look at the new figures and confirm again.`,
    { quote },
  );
}

/** Thrown to roll back a quote's transaction (it releases and plans, and must leave nothing behind). */
class QuoteOnly extends Error {
  constructor(readonly quote: ChangeQuote) {
    super('quote only');
  }
}

/** The change planned and quoted in a transaction that is always rolled back: nothing is held or released. */
async function plannedQuote(
  db: Db,
  booking: BookingRef,
  body: ChangeBody,
  clock: Clock,
  limits: HoldLimits,
): Promise<ChangeQuote> {
  try {
    await db.transaction(async (tx) => {
      throw new QuoteOnly(await quoteOf(tx, await planChange(tx, booking, body, clock, limits)));
    });
  } catch (error) {
    if (error instanceof QuoteOnly) return error.quote;
    throw error;
  }
  throw new Error('unreachable: a quote transaction always rolls back');
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
  const booking = await changeableBooking(db, input, clock);
  return plannedQuote(db, booking, input.body, clock, limits);
}

/**
 * Changes the caller's booking as asked (the CHANGED transition) and answers the quote it met. A booking held
 * unpaid, or a paid one whose change costs the same or less, changes at once in one transaction (the part refunded
 * asked of the provider after it commits). A dearer change of a paid booking changes nothing yet: it answers the
 * order for the difference, and the booking changes when that is captured (fulfilPayment).
 */
export async function changeBooking(
  db: Db,
  input: { userId: string; bookingId: string; body: ChangeBody },
  clock: Clock,
  limits: HoldLimits,
  deps: ChangeDeps,
): Promise<ChangeAnswer> {
  const booking = await changeableBooking(db, input, clock);
  if (booking.status === 'confirmed') {
    const quote = await plannedQuote(db, booking, input.body, clock, limits);
    assertStillQuoted(quote, input.body);
    if (quote.differencePaise > 0) {
      // Asked outside any transaction: no database connection waits on the provider.
      const order = await openOrder(db, deps.payments, {
        userId: booking.userId,
        kind: booking.kind,
        bookingId: booking.id,
        amountPaise: quote.differencePaise,
        receipt: booking.code,
        coins: 0,
        coinsPaise: 0,
        change: { body: input.body, totalPaise: quote.after.totalPaise },
        now: clock.now,
      });
      return {
        ...quote,
        payment: {
          order: { id: order.providerOrderId, amount: order.amountPaise, currency: order.currency },
          checkout: deps.payments.checkout,
          booking: { id: booking.id, bookingCode: booking.code, description: booking.description },
        },
      };
    }
  }
  // Decided on the booking as it stands under its lock (decision 113): planned and priced again from the locked rows.
  const { quote, refundsOwed } = await db.transaction(async (tx: DbOrTx) => {
    const change = await planChange(tx, booking, input.body, clock, limits);
    const quote = await quoteOf(tx, change);
    assertStillQuoted(quote, input.body);
    if (change.booking.status === 'confirmed' && quote.differencePaise > 0) {
      // Dearer than the booking as it stands now (another change moved it meanwhile): a difference to pay first.
      throw new AppError(
        'QUOTE_CHANGED',
        `This booking changed meanwhile: the change now costs ${formatInr(quote.differencePaise)} more, to be paid first. Nothing was changed; look at the new figures and confirm again.`,
        { quote },
      );
    }
    if (change.booking.status === 'pending') {
      await changed(tx, change, clock);
      return { quote, refundsOwed: [] };
    }
    const done = await changedPaid(tx, change, { ...clock, schedule: deps.schedule });
    return { quote, refundsOwed: done.refundsOwed };
  });
  // The part refunded is asked of the provider once the change committed (never inside the transaction).
  if (refundsOwed.length > 0) await requestRefunds(db, deps.payments, deps.logger, refundsOwed, clock.now);
  return { ...quote, payment: null };
}
