import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isCredit, WALLET_TRANSACTION_TYPES } from '../../src/lib/wallet';
import { createGuest } from '../../src/server/db/factories';
import { roomBookings, staffActions, users, walletTransactions } from '../../src/server/db/schema';
import { isCoinsFloorRefusal, sqlState } from '../../src/server/errors';
import { walletBalance } from '../../src/server/services/wallet';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { pendingStay } from './payments/setup';

// Decision 116: no Supar Coins balance below zero by any route. Every movement that takes coins back (the spec's
// DELETE and PUT on a ledger row, the console's take, a cancelled booking's reward) takes at most what is left and
// says why not more; the database refuses any row that would go below zero, whatever wrote it. Runs on PGlite under
// `npm test` and on PostgreSQL under `npm run test:pg`.
const now = new Date('2027-03-01T10:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  admin = await signedInGuest(t.db, { name: 'Meera Admin', role: 'admin' }, now);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const ledger = (userId: string) =>
  t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId));
const balanceSeen = async (headers: Headers) =>
  (await (await t.call('GET', '/api/get-suparcoins', { headers })).json()).balance as number;
const trail = (userId: string) =>
  t.db
    .select({ action: staffActions.action, before: staffActions.before, after: staffActions.after })
    .from(staffActions)
    .where(eq(staffActions.targetId, userId));

/** Pays a booking's order in the sandbox and verifies it, as the checkout does. */
async function paid(headers: Headers, bookingId: string, coins?: number) {
  const created = await t.call('POST', '/api/payments/create', {
    json: { booking_id: bookingId, coins },
    headers,
  });
  expect(created.status).toBe(200);
  const { order } = await created.json();
  const result = await (
    await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome: 'success' } })
  ).json();
  const verified = await t.call('POST', '/api/payments/verify', {
    json: { ...result, booking_id: bookingId },
    headers,
  });
  expect(verified.status).toBe(200);
}

/**
 * The sequence up to the reversal: an admin credits Kabir 100 coins from the console, and he spends 90 of
 * them on a stay (which earns him its reward of 10): 20 left.
 */
async function creditedThenSpent() {
  const { guest, booking } = await pendingStay(t, now);
  await t.db.update(users).set({ name: 'Kabir Mehta' }).where(eq(users.id, guest.user.id));
  const credited = await t.call('POST', `/api/staff/guests/${guest.user.id}/coins`, {
    json: { coins: 100, reason: 'Welcome back' },
    headers: admin.headers,
  });
  expect(credited.status).toBe(200);
  await paid(guest.headers, booking.id, 90);
  const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
  expect(stay!.status).toBe('confirmed');
  expect(await balanceSeen(guest.headers)).toBe(20);
  const [credit] = await t.db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, guest.user.id),
        eq(walletTransactions.description, 'Adjusted by the hotel: Welcome back'),
      ),
    );
  return { guest, booking, credit: credit! };
}

const NONE_LEFT = 'Kabir Mehta has no Supar Coins left to take back, and a balance never goes below zero.';

describe('an admin credit of 100, 90 of it spent, then reversed (issue 41)', () => {
  it('through the spec’s DELETE: takes back the 20 left, says why not more, and refuses a second time', async () => {
    const { guest, credit } = await creditedThenSpent();
    const reversed = await t.call(
      'DELETE',
      `/api/wallet-transactions/${credit.id}?reason=Credited%20in%20error`,
      {
        headers: admin.headers,
      },
    );
    expect(reversed.status).toBe(200);
    expect(await reversed.json()).toMatchObject({
      message:
        'Transaction reversed in part. Only 20 of 100 coins could be taken back: Kabir Mehta had only 20 left, ' +
        'and a balance never goes below zero.',
      transaction: {
        type: 'debit',
        suparCoins: 20,
        adjusts_id: credit.id,
        description: 'Adjustment: Credited in error',
      },
    });
    expect(await balanceSeen(guest.headers)).toBe(0);

    const rows = (await ledger(guest.user.id)).length;
    const again = await t.call('DELETE', `/api/wallet-transactions/${credit.id}`, { headers: admin.headers });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe(NONE_LEFT);
    expect(await ledger(guest.user.id)).toHaveLength(rows);
    expect(await balanceSeen(guest.headers)).toBe(0);
    expect(await trail(guest.user.id)).toMatchObject([
      { action: 'coins.adjust', before: { balance: 0 }, after: { balance: 100 } },
      { action: 'coins.reverse', before: { coins: 100 }, after: { coins: 80 } },
    ]);
  });

  it('through PUT: a lower figure takes what the balance holds, suparCoins 0 the rest it can, then refuses', async () => {
    const { guest, credit } = await creditedThenSpent();
    const put = (suparCoins: number) =>
      t.call('PUT', `/api/wallet-transactions/${credit.id}`, {
        json: { suparCoins, reason: 'Promised less' },
        headers: admin.headers,
      });
    const lower = await put(95);
    expect(lower.status).toBe(200);
    expect(await lower.json()).toMatchObject({
      message: 'Adjustment recorded.',
      transaction: { type: 'debit', suparCoins: 5 },
    });
    expect(await balanceSeen(guest.headers)).toBe(15);

    const zero = await put(0);
    expect(zero.status).toBe(200);
    expect(await zero.json()).toMatchObject({
      message:
        'Adjustment recorded. Only 15 of 95 coins could be taken back: Kabir Mehta had only 15 left, ' +
        'and a balance never goes below zero.',
      transaction: { type: 'debit', suparCoins: 15 },
    });
    expect(await balanceSeen(guest.headers)).toBe(0);

    const rows = (await ledger(guest.user.id)).length;
    const refused = await put(0);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(NONE_LEFT);
    expect(await ledger(guest.user.id)).toHaveLength(rows);
    // A correction upwards is never capped: the row may be worth more again.
    const raised = await put(90);
    expect(await raised.json()).toMatchObject({
      message: 'Adjustment recorded.',
      transaction: { type: 'credit', suparCoins: 10 },
    });
    expect(await balanceSeen(guest.headers)).toBe(10);
  });
});

describe('a cancelled booking’s reward, already partly spent', () => {
  it('takes back only what is left and says so on the guest’s ledger row', async () => {
    const { guest, booking } = await pendingStay(t, now);
    await paid(guest.headers, booking.id);
    expect(await balanceSeen(guest.headers)).toBe(10);
    const take = await t.call('POST', `/api/staff/guests/${guest.user.id}/coins`, {
      json: { coins: -6, reason: 'Spent at the spa' },
      headers: admin.headers,
    });
    expect(take.status).toBe(200);

    const cancelled = await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers });
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ coinsReversed: 4, booking: { status: 'cancelled' } });
    const reversal = (await ledger(guest.user.id)).find((r) => r.rewardKey?.includes('reversal'));
    expect(reversal).toMatchObject({
      type: 'debit',
      suparCoins: 4,
      description:
        'Room booking reward reversed: booking cancelled. Only 4 of 10 coins could be taken back: you had only 4 ' +
        'left, and a balance never goes below zero.',
    });
    expect(await balanceSeen(guest.headers)).toBe(0);
  });
});

/** The error a statement was refused with (null when it was not). */
async function refusalOf(statement: PromiseLike<unknown>): Promise<unknown> {
  try {
    await statement;
  } catch (error) {
    return error;
  }
  return null;
}

const row = (userId: string, type: (typeof WALLET_TRANSACTION_TYPES)[number], suparCoins: number) => ({
  userId,
  type,
  suparCoins,
  description: 'Written by hand',
});

describe('the database’s own check (wallet_balance_not_negative)', () => {
  it('refuses a direct insert that would take a balance below zero, and the API reads it as a coins refusal', async () => {
    const guest = await createGuest(t.db);
    const refused = await refusalOf(t.db.insert(walletTransactions).values(row(guest.id, 'debit', 1)));
    expect(sqlState(refused)).toBe('23514');
    expect(isCoinsFloorRefusal(refused)).toBe(true);
    expect(await ledger(guest.id)).toEqual([]);

    await t.db.insert(walletTransactions).values(row(guest.id, 'credit', 10));
    await t.db.insert(walletTransactions).values(row(guest.id, 'debit', 10));
    expect(
      isCoinsFloorRefusal(await refusalOf(t.db.insert(walletTransactions).values(row(guest.id, 'other', 1)))),
    ).toBe(true);
    expect(await walletBalance(t.db, guest.id)).toBe(0);
  });

  it('counts every type as the code does: credits pass alone, every other type is refused alone', async () => {
    for (const type of WALLET_TRANSACTION_TYPES) {
      const guest = await createGuest(t.db);
      const refused = await refusalOf(t.db.insert(walletTransactions).values(row(guest.id, type, 5)));
      expect({ type, refused: isCoinsFloorRefusal(refused) }).toEqual({ type, refused: !isCredit(type) });
      expect(await walletBalance(t.db, guest.id)).toBe(isCredit(type) ? 5 : 0);
    }
  });

  it('judges a statement by the balance it leaves: a debit and its credit together pass, more than that does not', async () => {
    const guest = await createGuest(t.db);
    await t.db.insert(walletTransactions).values([row(guest.id, 'debit', 10), row(guest.id, 'credit', 10)]);
    const refused = await refusalOf(
      t.db.insert(walletTransactions).values([row(guest.id, 'credit', 5), row(guest.id, 'debit', 6)]),
    );
    expect(isCoinsFloorRefusal(refused)).toBe(true);
    expect(await ledger(guest.id)).toHaveLength(2);
  });

  it('refuses deleting, lessening or moving away coins already spent; other edits and an account’s deletion pass', async () => {
    const guest = await createGuest(t.db);
    const other = await createGuest(t.db);
    const [credit] = await t.db
      .insert(walletTransactions)
      .values(row(guest.id, 'credit', 10))
      .returning();
    await t.db.insert(walletTransactions).values(row(guest.id, 'debit', 7));
    for (const change of [
      sql`delete from wallet_transactions where id = ${credit!.id}`,
      sql`update wallet_transactions set supar_coins = 6 where id = ${credit!.id}`,
      sql`update wallet_transactions set type = 'other' where id = ${credit!.id}`,
      sql`update wallet_transactions set user_id = ${other.id} where id = ${credit!.id}`,
    ]) {
      expect(isCoinsFloorRefusal(await refusalOf(t.db.execute(change)))).toBe(true);
    }
    expect(await walletBalance(t.db, guest.id)).toBe(3);
    // What the erasure does to a referral row (decision 103), and a credit made larger, change no one's floor.
    await t.db.execute(sql`update wallet_transactions set description = 'Erased', reward_key = 'x-' || id::text
      where id = ${credit!.id}`);
    await t.db.execute(sql`update wallet_transactions set supar_coins = 12 where id = ${credit!.id}`);
    expect(await walletBalance(t.db, guest.id)).toBe(5);
    // An account deleted takes its whole ledger with it: the balance it leaves is nothing, not below zero.
    await t.db.delete(users).where(eq(users.id, guest.id));
    expect(await ledger(guest.id)).toEqual([]);
  });

  it('refuses taking coins under REPEATABLE READ, where its sum could miss a spend; credits still pass', async () => {
    const guest = await createGuest(t.db);
    await t.db.transaction(
      async (tx) => {
        await tx.insert(walletTransactions).values(row(guest.id, 'credit', 10));
      },
      { isolationLevel: 'repeatable read' },
    );
    const refused = await refusalOf(
      t.db.transaction(
        async (tx) => {
          await tx.insert(walletTransactions).values(row(guest.id, 'debit', 1));
        },
        { isolationLevel: 'repeatable read' },
      ),
    );
    expect(sqlState(refused)).toBe('0A000');
    expect(await walletBalance(t.db, guest.id)).toBe(10);
  });
});
