import type { Logger } from 'pino';
import type { Refund } from '~/contracts/bookings';
import { refundsTogether } from '~/lib/ledger';
import type { UserRole } from '~/lib/roles';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../providers/payments';
import { requestRefunds } from '../ledger/refunds';
import type { NoticeSchedule } from '../notices/schedule';
import type { CoinsApplied } from './coins';
import type { AnyBookingKind, BookingRef, Clock } from './kind';
import { findBookingFor, kindNamed } from './registry';
import { releaseLapsedHolds } from './sweep';
import { type Canceller, cancelled } from './transitions';

/** Who is acting, and when. */
export interface Actor {
  caller: { id: string; role: UserRole };
  clock: Clock;
}

/** What cancelling needs besides the database: the payment provider for the refund, a logger, the notice schedule. */
export interface CancellationDeps {
  payments: PaymentProvider;
  logger: Logger;
  schedule: NoticeSchedule;
}

/** What a cancellation did: the rows cancelled, the refund owed (all of it, as the guest reads it), the reward taken back. */
export interface Cancellation {
  kind: AnyBookingKind;
  booking: BookingRef;
  ids: string[];
  refund: Refund | null;
  coinsReversed: number;
  coinsReturned: CoinsApplied | null;
}

/**
 * The `cancelled` transition in its own transaction, then, outside it, the provider asked for every refund it
 * made owed (one per payment the provider took, for what is left of it). The notices are composed when sent, so they tell the refund as it stands then.
 */
export async function cancelNow(
  db: Db,
  booking: BookingRef,
  by: Canceller,
  clock: Clock,
  money: CancellationDeps,
): Promise<Cancellation> {
  const done = await db.transaction((tx) => cancelled(tx, booking, by, clock, money.schedule));
  const refund = refundsTogether(
    await requestRefunds(db, money.payments, money.logger, done.refundsOwed.refunds, clock.now),
  );
  return {
    kind: kindNamed(booking.kind),
    booking,
    ids: done.ids,
    refund,
    coinsReversed: done.coinsReversed,
    coinsReturned: done.coinsReturned,
  };
}

/**
 * A guest cancels their own booking within its kind's policy. Hotel staff may cancel anyone's by the same rule;
 * cancelling another's booking is a staff action, audited as the console's cancel by policy is.
 */
export async function cancelBooking(
  db: Db,
  id: string,
  actor: Actor,
  money: CancellationDeps,
): Promise<Cancellation> {
  await releaseLapsedHolds(db, actor.clock.now);
  const booking = await findBookingFor(db, id, actor.caller);
  const by: Canceller =
    booking.userId === actor.caller.id ? 'guest' : { id: actor.caller.id, reason: null, override: false };
  return cancelNow(db, booking, by, actor.clock, money);
}
