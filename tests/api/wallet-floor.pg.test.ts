import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockWithinTransaction } from '../../src/server/db/locks';
import { payments, roomBookings, staffActions, users, walletTransactions } from '../../src/server/db/schema';
import { isCoinsFloorRefusal } from '../../src/server/errors';
import { walletBalance } from '../../src/server/services/wallet';
import { signedInGuest } from '../fixtures/auth';
import { paymentsWithLedger } from '../fixtures/ledger';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { pendingStay } from './payments/setup';

// PostgreSQL only (decision 116): one guest's coins spent on bookings, taken by an admin from the console and
// reversed through the spec's DELETE, all at once. The balance never goes below zero, every accepted movement is
// exactly one ledger row and every refused one none, and the database's check never has to refuse anything: the
// code's rule holds under the guest's coins lock, and the check takes the same lock.
const now = new Date('2027-03-01T10:00:00Z');
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  admin = await signedInGuest(t.db, { name: 'Meera Admin', role: 'admin' }, now);
});
afterAll(() => t.close());

const ROUNDS = 3;
const SPENDS = 20;
const TAKES = 15;
const REVERSALS = 15;
/** Each reversal's row: an admin's credit of 100, given before the race. */
const CREDIT = 100;
/** Coins each stay is paid with (of ₹29,500; the cap is half of it). */
const SPEND = 100;
/** Coins each console take asks for. */
const TAKE = 80;
const REWARD = 10;
/** A credit of the guest's own that no one reverses, so that spends have coins to race for too. */
const WELCOME = 2000;
/**
 * Each round launches the 50 movements interleaved (a spend, a take, a DELETE, …), the k-th after k times its stagger:
 * a verify does more work before it reaches the guest's coins than a take or a DELETE, so launched all at once the
 * spends always come last. The stagger only changes who wins; every assertion holds whoever does.
 */
const STAGGER_MS = [0, 8, 20];

type Headers = Record<string, string>;

/**
 * A guest with SPENDS unpaid stays, each with an order paid in the sandbox applying SPEND coins, a welcome credit and
 * REVERSALS credits for the DELETEs to reverse.
 */
async function guestReadyToRace(round: number) {
  const first = await pendingStay(t, now, '2027-06-01');
  const { guest } = first;
  await t.db.update(users).set({ name: 'Kabir Mehta' }).where(eq(users.id, guest.user.id));
  const bookings = [first.booking];
  for (let i = 1; i < SPENDS; i++) {
    const { booking } = await pendingStay(t, now, '2027-06-01');
    await t.db.update(roomBookings).set({ userId: guest.user.id }).where(eq(roomBookings.id, booking.id));
    bookings.push(booking);
  }
  const welcome = await t.call('POST', `/api/staff/guests/${guest.user.id}/coins`, {
    json: { coins: WELCOME, reason: `Round ${round} welcome` },
    headers: admin.headers,
  });
  expect(welcome.status).toBe(200);
  const credits: string[] = [];
  for (let i = 0; i < REVERSALS; i++) {
    const res = await t.call('POST', `/api/staff/guests/${guest.user.id}/coins`, {
      json: { coins: CREDIT, reason: `Round ${round} credit ${i}` },
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    const [row] = await t.db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(eq(walletTransactions.description, `Adjusted by the hotel: Round ${round} credit ${i}`));
    credits.push(row!.id);
  }
  const checkouts = [];
  for (const booking of bookings) {
    const created = await t.call('POST', '/api/payments/create', {
      json: { booking_id: booking.id, coins: SPEND },
      headers: guest.headers,
    });
    expect(created.status).toBe(200);
    const { order } = await created.json();
    const result = await (
      await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome: 'success' } })
    ).json();
    checkouts.push({ booking, result });
  }
  return { guest, checkouts, credits };
}

type Answer = {
  status: number;
  body: { message: string; code?: string; transaction?: { suparCoins: number } };
};
const answerOf = async (res: Response): Promise<Answer> => ({ status: res.status, body: await res.json() });

/** The coins a console take's answer says it took: "80 coins taken: …". */
const takenIn = (message: string) => Number(/(\d+) coins taken:/.exec(message)?.[1]);

async function race(round: number) {
  const { guest, checkouts, credits } = await guestReadyToRace(round);
  const headers: Headers = guest.headers;
  const before = await walletBalance(t.db, guest.user.id);
  expect(before).toBe(WELCOME + REVERSALS * CREDIT);
  const spend = (i: number) => {
    const { booking, result } = checkouts[i]!;
    return t.call('POST', '/api/payments/verify', { json: { ...result, booking_id: booking.id }, headers });
  };
  const take = (i: number) =>
    t.call('POST', `/api/staff/guests/${guest.user.id}/coins`, {
      json: { coins: -TAKE, reason: `Round ${round} take ${i}` },
      headers: admin.headers,
    });
  const reverse = (i: number) =>
    t.call(
      'DELETE',
      `/api/wallet-transactions/${credits[i]}?reason=${encodeURIComponent(`Round ${round} reversal ${i}`)}`,
      {
        headers: admin.headers,
      },
    );
  const spends: Promise<Answer>[] = [];
  const takes: Promise<Answer>[] = [];
  const reversals: Promise<Answer>[] = [];
  let launched = 0;
  const later = (request: () => Promise<Response>) => {
    const delay = launched++ * STAGGER_MS[(round - 1) % STAGGER_MS.length]!;
    return new Promise<void>((resolve) => setTimeout(resolve, delay)).then(request).then(answerOf);
  };
  for (let i = 0; i < Math.max(SPENDS, TAKES, REVERSALS); i++) {
    if (i < SPENDS) spends.push(later(() => spend(i)));
    if (i < TAKES) takes.push(later(() => take(i)));
    if (i < REVERSALS) reversals.push(later(() => reverse(i)));
  }
  const [spent, taken, reversed] = await Promise.all([
    Promise.all(spends),
    Promise.all(takes),
    Promise.all(reversals),
  ]);
  const rows = await t.db
    .select()
    .from(walletTransactions)
    .where(eq(walletTransactions.userId, guest.user.id));

  // Spends: every verify answers 200; a stay is confirmed with exactly one debit of its coins, or, its coins gone
  // meanwhile, stays unpaid with none and its money owed back.
  expect(spent.map((a) => a.status)).toEqual(Array(SPENDS).fill(200));
  let confirmed = 0;
  for (const { booking } of checkouts) {
    const [stay] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
    const [payment] = await paymentsWithLedger(t.db, eq(payments.bookingId, booking.id));
    const debits = rows.filter((r) => r.relatedBookingId === booking.id && r.type === 'debit');
    if (stay!.status === 'confirmed') {
      confirmed++;
      expect(debits.map((r) => r.suparCoins)).toEqual([SPEND]);
      expect(payment!.status).toBe('paid');
    } else {
      expect({ status: stay!.status, debits }).toEqual({ status: 'pending', debits: [] });
      expect(payment!.status).toBe('refund_pending');
    }
  }

  // Console takes: a 200 is one debit of what its answer says it took (all asked, or what was left); a 409 is none.
  const noneLeft = 'Kabir Mehta has no Supar Coins left to take back, and a balance never goes below zero.';
  let takenCoins = 0;
  taken.forEach((answer, i) => {
    const written = rows.filter((r) => r.description === `Adjusted by the hotel: Round ${round} take ${i}`);
    if (answer.status === 200) {
      const coins = takenIn(answer.body.message);
      expect(coins).toBeGreaterThan(0);
      expect(coins).toBeLessThanOrEqual(TAKE);
      expect(written.map((r) => `${r.type} ${r.suparCoins}`)).toEqual([`debit ${coins}`]);
      takenCoins += coins;
    } else {
      expect(answer).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
      expect(answer.body.message).toBe(noneLeft);
      expect(written).toEqual([]);
    }
  });

  // DELETEs: a 200 is one debit correcting its credit, of what its answer names; a 409 is none.
  let reversedCoins = 0;
  reversed.forEach((answer, i) => {
    const written = rows.filter((r) => r.description === `Adjustment: Round ${round} reversal ${i}`);
    if (answer.status === 200) {
      const { suparCoins } = answer.body.transaction!;
      expect(suparCoins).toBeGreaterThan(0);
      expect(suparCoins).toBeLessThanOrEqual(CREDIT);
      expect(answer.body.message).toMatch(
        suparCoins === CREDIT
          ? /^Transaction reversed\.$/
          : /^Transaction reversed in part\. Only \d+ of 100 coins/,
      );
      expect(written.map((r) => `${r.type} ${r.suparCoins} ${r.adjustsId}`)).toEqual([
        `debit ${suparCoins} ${credits[i]}`,
      ]);
      reversedCoins += suparCoins;
    } else {
      expect(answer).toMatchObject({ status: 409, body: { code: 'CONFLICT' } });
      expect(answer.body.message).toBe(noneLeft);
      expect(written).toEqual([]);
    }
  });

  // Nothing else was written: the welcome and the credits, each confirmed stay's spend and reward, and each accepted take and DELETE.
  const accepted = (answers: { status: number }[]) => answers.filter((a) => a.status === 200).length;
  expect(rows).toHaveLength(1 + REVERSALS + 2 * confirmed + accepted(taken) + accepted(reversed));
  const after = await walletBalance(t.db, guest.user.id);
  expect(after).toBe(before + confirmed * (REWARD - SPEND) - takenCoins - reversedCoins);
  expect(after).toBeGreaterThanOrEqual(0);
  // Every take saw the balance it left, never below zero, in the order they were decided.
  const audited = await t.db.select().from(staffActions).where(eq(staffActions.targetId, guest.user.id));
  for (const take of audited.filter((a) => a.action === 'coins.adjust')) {
    expect((take.after as { balance: number }).balance).toBeGreaterThanOrEqual(0);
  }
  return {
    confirmed,
    coinsGone: SPENDS - confirmed,
    takes: `${accepted(taken)} taken (${takenCoins} coins), ${TAKES - accepted(taken)} refused`,
    reversals: `${accepted(reversed)} reversed (${reversedCoins} coins), ${REVERSALS - accepted(reversed)} refused`,
    balance: after,
  };
}

describe('50 movements of one guest’s coins at once: spends, console takes and DELETEs', () => {
  it(`never take the balance below zero, each accepted one a row, over ${ROUNDS} rounds`, async () => {
    expect(t.database.driver).toBe('postgres');
    for (let round = 1; round <= ROUNDS; round++) {
      const outcome = await race(round);
      console.info(`wallet race, round ${round}:`, outcome);
    }
  }, 300_000);
});

describe('the database’s check takes the code’s own lock', () => {
  it('a direct debit waits for the guest’s coins lock held by another transaction, then is judged after it', async () => {
    const guest = await signedInGuest(t.db, {}, now);
    await t.db
      .insert(walletTransactions)
      .values({ userId: guest.user.id, type: 'credit', suparCoins: 10, description: 'Gift' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let spent!: () => void;
    const spending = new Promise<void>((resolve) => {
      spent = resolve;
    });
    // The code's way: the guest's coins lock, then a spend of all ten; it commits only when told to.
    const spender = t.db.transaction(async (tx) => {
      await lockWithinTransaction(tx, 'guestCoins', guest.user.id);
      await tx
        .insert(walletTransactions)
        .values({ userId: guest.user.id, type: 'debit', suparCoins: 10, description: 'Spent' });
      spent();
      await held;
    });
    await spending;
    // A hand-written debit of one coin, from another connection, while the lock is held.
    const byHand = t.db
      .insert(walletTransactions)
      .values({ userId: guest.user.id, type: 'debit', suparCoins: 1, description: 'By hand' })
      .then(
        () => null,
        (error: unknown) => error,
      );
    // It waits on that very advisory lock: (7306, hashtext(guest id)), not granted.
    for (let tries = 0; ; tries++) {
      const waiting = await t.db.execute(sql`select 1 from pg_locks
        where locktype = 'advisory' and not granted and classid = 7306
          and objid = ((hashtext(${guest.user.id})::bigint + 4294967296) % 4294967296)::oid`);
      if (waiting.rows.length > 0) break;
      expect(tries).toBeLessThan(500);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    release();
    await spender;
    expect(isCoinsFloorRefusal(await byHand)).toBe(true);
    expect(await walletBalance(t.db, guest.user.id)).toBe(0);
  });
});
