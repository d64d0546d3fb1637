import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateInZone } from '../../src/lib/zones';
import { notifications, walletTransactions } from '../../src/server/db/schema';
import { sandboxProvider } from '../../src/server/providers/payments/sandbox';
import { cancelBooking, cancelNow } from '../../src/server/services/bookings/cancellation';
import { checkoutSummary } from '../../src/server/services/bookings/checkout';
import { placeBooking, quoteBooking } from '../../src/server/services/bookings/create';
import type { AnyBookingKind, BookingRef, Clock } from '../../src/server/services/bookings/kind';
import { noticeFacts } from '../../src/server/services/bookings/notice-facts';
import { bookingKinds, findBooking } from '../../src/server/services/bookings/registry';
import { grantBookingReward, rewardCoinsOf } from '../../src/server/services/bookings/rewards';
import { releaseLapsedHolds } from '../../src/server/services/bookings/sweep';
import { confirmed } from '../../src/server/services/bookings/transitions';
import { composeEmail } from '../../src/server/services/notices/compose';
import { noticeAnchor, queueBookingNotices } from '../../src/server/services/notices/queue';
import { signedInGuest } from '../fixtures/auth';
import { kindFixtures } from '../fixtures/booking-kinds';
import { HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';

let t: Awaited<ReturnType<typeof seededHotel>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await seededHotel();
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const MINUTE = 60_000;
const clockAt = (now: Date): Clock => ({
  now,
  today: dateInZone(now, 'Asia/Kolkata'),
  timeZone: 'Asia/Kolkata',
  imageUrl: (key) => `/images/${key}.jpg`,
});
const money = {
  payments: sandboxProvider('sandbox-secret'),
  logger: pino({ level: 'silent' }),
  schedule: { timeZone: 'Asia/Kolkata', stayReminderAt: '10:00', tableReminderHours: 3 },
};
const actor = (now: Date) => ({ caller: { id: guest.user.id, role: 'guest' as const }, clock: clockAt(now) });
let variant = 0;
// The suite holds many bookings for one guest; the per-guest caps have tests of their own.
const holder = () => ({
  id: guest.user.id,
  limits: { unpaidPerGuest: 1000, perGuestPerHour: 1000, perAddressPerHour: 1000 },
});

/** A fresh booking of the kind, held from `now`: through hold() where guests book it online. */
async function holdOne(kind: AnyBookingKind, now: Date): Promise<BookingRef> {
  const fixture = kindFixtures[kind.name];
  variant += 1;
  if (kind.payload && fixture.body) {
    const body = await fixture.body(t.db, variant);
    return (await placeBooking(t.db, kind, body, holder(), clockAt(now), money.schedule)).booking;
  }
  const expiry = new Date(now.getTime() + kind.holdMinutes * MINUTE);
  const id = await fixture.create!(t.db, guest.user.id, variant, expiry);
  return (await findBooking(t.db, id))!;
}

describe.each(bookingKinds.map((kind) => [kind.name, kind] as const))('the %s kind', (_name, kind) => {
  it('has a fixture, and one that books it online when guests can', () => {
    const fixture = kindFixtures[kind.name];
    expect(fixture).toBeDefined();
    expect(Boolean(kind.payload && fixture.body) || Boolean(!kind.payload && fixture.create)).toBe(true);
  });

  it('holds what it quotes, to the paisa, pending for its hold length', async () => {
    const booking = await holdOne(kind, HOTEL_NOON);
    if (kind.payload) {
      // The quote is asked after the hold, for the same dates a moment later: the same rule gives the same total.
      const body = await kindFixtures[kind.name].body!(t.db, 100 + variant);
      const quote = await quoteBooking(
        t.db,
        kind,
        body,
        { id: guest.user.id },
        clockAt(HOTEL_NOON),
        holder().limits,
      );
      const again = await placeBooking(t.db, kind, body, holder(), clockAt(HOTEL_NOON), money.schedule);
      expect(again.booking.totalPaise).toBe(quote.totalPaise);
      expect(quote).toMatchObject({
        kind: kind.name,
        holdMinutes: kind.holdMinutes,
        rewardCoins: rewardCoinsOf(kind),
      });
    }
    expect(booking).toMatchObject({ kind: kind.name, status: 'pending', userId: guest.user.id });
    expect(booking.holdExpiresAt?.getTime()).toBe(HOTEL_NOON.getTime() + kind.holdMinutes * MINUTE);
    expect(await findBooking(t.db, booking.id)).toEqual(booking);
    expect(await kind.views(t.db, booking.rowIds, clockAt(HOTEL_NOON))).toHaveLength(booking.rowIds.length);
  });

  it('answers the same request again, while it is held, with the booking it holds (decision 092)', async () => {
    variant += 1;
    const body = await kindFixtures[kind.name].body!(t.db, variant);
    const at = (minutes: number) => clockAt(new Date(HOTEL_NOON.getTime() + minutes * MINUTE));
    const first = await placeBooking(t.db, kind, body, holder(), at(0), money.schedule);
    const again = await placeBooking(t.db, kind, body, holder(), at(1), money.schedule);
    expect([first.alreadyHeld, again.alreadyHeld]).toEqual([false, true]);
    expect(again.booking).toEqual(first.booking);
    const afterLapse = await placeBooking(
      t.db,
      kind,
      body,
      holder(),
      at(kind.holdMinutes + 1),
      money.schedule,
    );
    expect(afterLapse.alreadyHeld).toBe(false);
    expect(afterLapse.booking.id).not.toBe(first.booking.id);
    expect((await findBooking(t.db, first.booking.id))?.status).toBe('expired');
  });

  it('releases a hold once it lapses, and not a minute before', async () => {
    const booking = await holdOne(kind, HOTEL_NOON);
    const justBefore = new Date(HOTEL_NOON.getTime() + (kind.holdMinutes - 1) * MINUTE);
    await releaseLapsedHolds(t.db, justBefore);
    expect((await findBooking(t.db, booking.id))?.status).toBe('pending');
    await releaseLapsedHolds(t.db, new Date(HOTEL_NOON.getTime() + kind.holdMinutes * MINUTE));
    expect((await findBooking(t.db, booking.id))?.status).toBe('expired');
  });

  it('confirms on payment, even after its hold lapsed, and rewards it by its kind', async () => {
    const booking = await holdOne(kind, HOTEL_NOON);
    const late = new Date(HOTEL_NOON.getTime() + (kind.holdMinutes + 5) * MINUTE);
    await releaseLapsedHolds(t.db, late);
    const at = { now: late, schedule: money.schedule };
    expect(await confirmed(t.db, (await findBooking(t.db, booking.id))!, at)).toBe('confirmed');
    const paid = (await findBooking(t.db, booking.id))!;
    expect(paid).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    await grantBookingReward(t.db, paid);
    await grantBookingReward(t.db, paid);
    const credits = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.relatedBookingId, booking.id));
    expect(credits.reduce((sum, c) => sum + c.suparCoins, 0)).toBe(rewardCoinsOf(kind));
  });

  it('sums up for the details page with a bill that adds up to what is charged', async () => {
    const booking = await holdOne(kind, HOTEL_NOON);
    const summary = await checkoutSummary(t.db, {
      bookingId: booking.id,
      userId: guest.user.id,
      clock: clockAt(HOTEL_NOON),
      coinTerms: { valuePaise: 100, maxSharePercent: 50 },
    });
    const { bill } = summary;
    expect(summary).toMatchObject({
      kind: kind.name,
      totalPaise: booking.totalPaise,
      holdMinutes: kind.holdMinutes,
      rewardCoins: rewardCoinsOf(kind),
      cancellation: { allowed: true, policy: kind.cancellationPolicy },
    });
    expect(summary).toHaveProperty(kind.name);
    expect(bill.totalPaise).toBe(booking.totalPaise);
    expect(bill.lines.reduce((s, l) => s + l.amountPaise, 0)).toBe(bill.subtotalPaise);
    expect(bill.subtotalPaise - bill.discounts.reduce((s, d) => s + d.amountPaise, 0)).toBe(
      bill.taxablePaise,
    );
    // What is charged is the taxable value with its GST, and the tax rows add up to it (decision 099).
    expect(bill.taxablePaise + bill.cgstPaise + bill.sgstPaise).toBe(bill.totalPaise);
    expect(bill.taxes.reduce((s, tax) => s + tax.amountPaise, 0)).toBe(bill.cgstPaise + bill.sgstPaise);
    expect(bill.cgstPaise).toBeGreaterThan(0);
  });

  it('tells its messages what it is and when, and queues its confirmation once', async () => {
    const booking = await holdOne(kind, HOTEL_NOON);
    const at = { now: HOTEL_NOON, schedule: money.schedule };
    // The confirmed transition queues the confirmation; queueing it again writes nothing.
    await confirmed(t.db, booking, at);
    const notice = await kind.notice(t.db, booking, 'Asia/Kolkata');
    expect(notice.starts.date).toBe(booking.startsOn);
    expect(`${notice.ends.date}T${notice.ends.time}` > `${notice.starts.date}T${notice.starts.time}`).toBe(
      true,
    );
    expect(notice.guests).toBeGreaterThan(0);
    const queued = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.bookingId, noticeAnchor(booking)), eq(notifications.event, 'booking_confirmed')),
      );
    expect(queued.length).toBeGreaterThanOrEqual(2);
    expect(await queueBookingNotices(t.db, 'booking_confirmed', booking, at)).toBe(0);
    const facts = (await noticeFacts(t.db, booking, {
      timeZone: 'Asia/Kolkata',
      siteUrl: 'http://localhost:4321',
    }))!;
    const email = composeEmail(
      { audience: 'guest', event: 'booking_confirmed', sequence: 0, createdAt: HOTEL_NOON },
      facts,
      'asha@example.in',
    );
    expect(email.text).toContain(booking.code);
    expect(email.attachments?.[0]?.content).toContain('METHOD:REQUEST');
  });

  it('is paid partly with Supar Coins: one debit with its confirmation, the coins back when cancelled', async () => {
    const booking = await holdOne(kind, HOTEL_NOON);
    await t.db
      .insert(walletTransactions)
      .values({ userId: guest.user.id, type: 'credit', suparCoins: 200, description: 'Gift' });
    const coins = { coins: 200, coinsPaise: 20_000 };
    expect(await confirmed(t.db, booking, { now: HOTEL_NOON, schedule: money.schedule }, coins)).toBe(
      'confirmed',
    );
    const ofBooking = () =>
      t.db.select().from(walletTransactions).where(eq(walletTransactions.relatedBookingId, booking.id));
    expect((await ofBooking()).filter((r) => r.type === 'debit')).toMatchObject([
      { suparCoins: 200, valuePaise: 20_000, description: `Spent on booking ${booking.code}` },
    ]);
    const done = await cancelNow(t.db, booking, { id: null, override: true }, clockAt(HOTEL_NOON), money);
    expect(done.coinsReturned).toEqual(coins);
    expect((await ofBooking()).filter((r) => r.type === 'refund')).toMatchObject([
      { suparCoins: 200, description: `Returned: booking ${booking.code} cancelled` },
    ]);
  });

  it('cancels within its policy, once', async () => {
    const booking = await holdOne(kind, HOTEL_NOON);
    const { ids } = await cancelBooking(t.db, booking.id, actor(HOTEL_NOON), money);
    expect(ids.sort()).toEqual([...booking.rowIds].sort());
    expect((await findBooking(t.db, booking.id))?.status).toBe('cancelled');
    await expect(cancelBooking(t.db, booking.id, actor(HOTEL_NOON), money)).rejects.toMatchObject({
      code: 'BOOKING_NOT_CANCELLABLE',
    });
  });
});
