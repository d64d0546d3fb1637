// Money given back through the provider (docs/decisions/113-money-ledger.md): one function asks for any refund,
// always with the refund's own id as the idempotency key (a retry is the same refund, never a second); one settles
// and one fails it from the webhook. Each answer is a ledger row; a refund is never edited.
import { and, asc, eq, inArray, isNull, lte, ne, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Logger } from 'pino';
import { byHandText, type RefundReading, refundReading } from '~/lib/ledger';
import type { Database, Db, DbOrTx } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/locks';
import { ledgerEntries, payments } from '../../db/schema';
import type { PaymentProvider } from '../../providers/payments';
import { type OwedRefund, refundsNamed } from './entries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * After the transaction that owed it committed (never inside one: no connection waits on the provider): asks the
 * provider for one refund and records its answer. Accepted: `refund_requested` (and `refund_settled` when the
 * provider says it is already processed). Refused or unreachable: `refund_failed`, and the guest reads that the
 * front desk is arranging it; a later retry asks again with the same key.
 */
export async function requestRefund(
  db: Db,
  provider: PaymentProvider,
  logger: Pick<Logger, 'warn'>,
  owed: OwedRefund,
  now: Date,
): Promise<void> {
  // Money the desk took is given back by the desk (decision 151): the provider never held it.
  if (owed.atDesk) return;
  const base = {
    userId: owed.userId,
    bookingKind: owed.bookingKind,
    bookingId: owed.bookingId,
    paymentId: owed.paymentId,
    refundId: owed.id,
    createdAt: now,
  };
  try {
    if (!owed.providerPaymentId) throw new Error('the payment has no provider payment id');
    const answer = await provider.refund({
      paymentId: owed.providerPaymentId,
      amountPaise: owed.amountPaise,
      notes: {
        booking_id: owed.bookingId,
        booking_kind: owed.bookingKind,
        reason: owed.reason ?? '',
        part_refund_id: owed.id,
      },
      idempotencyKey: owed.id,
    });
    await db.transaction(async (tx) => {
      await tx
        .insert(ledgerEntries)
        .values({ ...base, entry: 'refund_requested', providerRefundId: answer.id })
        .onConflictDoNothing();
      if (answer.status === 'processed') {
        // The webhook may have settled it first: settled once.
        await tx
          .insert(ledgerEntries)
          .values({ ...base, entry: 'refund_settled', providerRefundId: answer.id })
          .onConflictDoNothing();
      }
    });
  } catch (error) {
    logger.warn({ err: error, refundId: owed.id }, 'refund request failed: left for the front desk');
    const [refund] = await refundsNamed(db, [owed.id]);
    if (refund?.state === 'refunded') return;
    await db
      .insert(ledgerEntries)
      .values({ ...base, entry: 'refund_failed', guestNote: refund ? byHandText(refund) : null });
  }
}

/** After commit: asks the provider for every refund owed, in turn; what the guest reads of each, in that order. */
export async function requestRefunds(
  db: Db,
  provider: PaymentProvider,
  logger: Pick<Logger, 'warn'>,
  owed: OwedRefund[],
  now: Date,
): Promise<RefundReading[]> {
  for (const refund of owed) await requestRefund(db, provider, logger, refund, now);
  const refunds = await refundsNamed(
    db,
    owed.map((o) => o.id),
  );
  return owed.map((o) => refundReading(refunds.find((r) => r.id === o.id)!));
}

/** A refund's `refund_owed` row, found as a webhook names it. */
async function refundOfWebhook(
  tx: DbOrTx,
  input: { refundId: string; paymentId: string; partRefundId?: string },
) {
  const owed = alias(ledgerEntries, 'owed');
  const of = (where: ReturnType<typeof and>) =>
    tx
      .select({
        id: owed.id,
        paymentId: owed.paymentId,
        userId: owed.userId,
        kind: owed.bookingKind,
        bookingId: owed.bookingId,
      })
      .from(owed)
      .innerJoin(payments, eq(payments.id, owed.paymentId))
      .where(and(eq(owed.entry, 'refund_owed'), eq(payments.providerPaymentId, input.paymentId), where))
      .orderBy(asc(owed.seq));
  // By the provider's refund id, recorded when it accepted the request.
  const asked = await tx
    .select({ refundId: ledgerEntries.refundId })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.entry, 'refund_requested'), eq(ledgerEntries.providerRefundId, input.refundId)),
    );
  if (asked[0]?.refundId) return (await of(eq(owed.id, asked[0].refundId)))[0];
  // The webhook outran the recording: by our id in the refund's notes.
  if (input.partRefundId && UUID.test(input.partRefundId))
    return (await of(eq(owed.id, input.partRefundId)))[0];
  // Or, with no notes (a refund made before they carried our id), the payment's one refund never asked of it.
  const unasked = await of(
    notExists(
      tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.refundId, owed.id),
            inArray(ledgerEntries.entry, ['refund_requested', 'refund_settled']),
          ),
        ),
    ),
  );
  return unasked.length === 1 ? unasked[0] : undefined;
}

/**
 * A refund the provider reports returned (its webhook), settled once: a replay, or a refund the server does not
 * know, is undefined.
 */
export async function settleRefund(
  tx: DbOrTx,
  input: { refundId: string; paymentId: string; partRefundId?: string; now: Date },
): Promise<{ id: string } | undefined> {
  const owed = await refundOfWebhook(tx, input);
  if (!owed) return undefined;
  const [settled] = await tx
    .insert(ledgerEntries)
    .values({
      entry: 'refund_settled',
      userId: owed.userId,
      bookingKind: owed.kind,
      bookingId: owed.bookingId,
      paymentId: owed.paymentId,
      refundId: owed.id,
      providerRefundId: input.refundId,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEntries.id });
  return settled ? { id: owed.id } : undefined;
}

/**
 * A refund the provider reports it could not make (`refund.failed`): still owed, the guest reads that the front
 * desk is arranging it. Answers whether the server knew the refund (and it was not returned already).
 */
export async function failRefund(tx: DbOrTx, input: { refundId: string; paymentId: string; now: Date }) {
  const [asked] = await tx
    .select()
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.entry, 'refund_requested'), eq(ledgerEntries.providerRefundId, input.refundId)),
    );
  if (!asked?.refundId) return false;
  const [refund] = await refundsNamed(tx, [asked.refundId]);
  if (!refund || refund.state === 'refunded') return false;
  await tx.insert(ledgerEntries).values({
    entry: 'refund_failed',
    userId: asked.userId,
    bookingKind: asked.bookingKind,
    bookingId: asked.bookingId,
    paymentId: asked.paymentId,
    refundId: asked.refundId,
    guestNote: byHandText({ ...refund, state: 'by_hand', guestNote: null }),
    createdAt: input.now,
  });
  return true;
}

/**
 * Refunds owed and never asked of the provider (the process stopped between the commit and the call), older than
 * `olderThan`: asked now, with the same idempotency key. Captures that confirmed nothing are asked too: the guest
 * was told the money comes back.
 */
export async function requestForgottenRefunds(
  db: Db,
  provider: PaymentProvider,
  logger: Pick<Logger, 'warn'>,
  olderThan: Date,
  now: Date,
): Promise<number> {
  const owed = alias(ledgerEntries, 'owed');
  const forgotten = await db
    .select({ refund: owed, providerPaymentId: payments.providerPaymentId, provider: payments.provider })
    .from(owed)
    .innerJoin(payments, eq(payments.id, owed.paymentId))
    .where(
      and(
        eq(owed.entry, 'refund_owed'),
        notExists(
          db.select({ id: ledgerEntries.id }).from(ledgerEntries).where(eq(ledgerEntries.refundId, owed.id)),
        ),
        isNull(owed.refundId),
        lte(owed.createdAt, olderThan),
        ne(payments.provider, 'desk'),
      ),
    )
    .orderBy(asc(owed.seq))
    .limit(50);
  for (const f of forgotten)
    await requestRefund(
      db,
      provider,
      logger,
      { ...f.refund, providerPaymentId: f.providerPaymentId, atDesk: f.provider === 'desk' },
      now,
    );
  return forgotten.length;
}

/** How long a refund owed may wait for its first request before the retry job asks for it (the request after commit). */
const FORGOTTEN_AFTER_MS = 10 * 60_000;

/**
 * Every `intervalMs`, by one process at a time: refunds owed and never asked of the provider for ten minutes are
 * asked now (decision 113). A refund the provider refused stays with the front desk.
 */
export function startRefundRetries(
  database: Database,
  provider: PaymentProvider,
  logger: Pick<Logger, 'warn'>,
  now: () => Date,
  intervalMs = 5 * 60_000,
): () => void {
  const timer = setInterval(() => {
    const at = now();
    database
      .ifFree(ADVISORY_LOCKS.refundRetries, () =>
        requestForgottenRefunds(
          database.db,
          provider,
          logger,
          new Date(at.getTime() - FORGOTTEN_AFTER_MS),
          at,
        ),
      )
      .catch((err) => logger.warn({ err }, 'refund retry round failed'));
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
