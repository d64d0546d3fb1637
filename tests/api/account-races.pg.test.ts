import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, referrals, walletTransactions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { latestCode } from '../fixtures/sign-in';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Once-only rules under real concurrency (PostgreSQL; PGlite runs one statement at a time).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const referralCoins = async (userId: string) =>
  (await t.db.select().from(walletTransactions).where(eq(walletTransactions.userId, userId))).filter(
    (r) => r.type === 'referral',
  );

describe('account races', () => {
  it("credits 50 coins once when the same friend's sign-up is verified 10 times at once", async () => {
    const asha = await signedInGuest(t.db, { name: 'Asha Verma' });
    const phone = '+919876512001';
    const signup = { name: 'Meera Shah', phone, referralCode: asha.user.referralCode };
    expect((await t.call('POST', '/api/auth/signup', { json: signup })).status).toBe(200);
    const otp = latestCode(t, phone);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.call('POST', '/api/auth/verify-otp', { json: { phone, otp } })),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 400)).toBe(true);
    expect(await referralCoins(asha.user.id)).toHaveLength(1);
    expect(await t.db.select().from(referrals).where(eq(referrals.refereePhone, phone))).toHaveLength(1);
  });

  it('pays at most 20 rewards a month when 10 friends join at once past the 15th', async () => {
    const asha = await signedInGuest(t.db, { name: 'Asha Verma' });
    const now = new Date();
    await t.db.insert(referrals).values(
      Array.from({ length: 15 }, (_, i) => ({
        referrerId: asha.user.id,
        refereeName: `Friend ${i}`,
        refereePhone: `+9197711${String(10_000 + i)}`,
        status: 'rewarded' as const,
        joinedAt: now,
      })),
    );
    const phones = Array.from({ length: 10 }, (_, i) => `+9198765${String(13_000 + i)}`);
    for (const phone of phones) {
      const json = { name: `Friend of ${phone.slice(-4)}`, phone, referralCode: asha.user.referralCode };
      expect((await t.call('POST', '/api/auth/signup', { json })).status).toBe(200);
    }
    const answers = await Promise.all(
      phones.map((phone) =>
        t.call('POST', '/api/auth/verify-otp', { json: { phone, otp: latestCode(t, phone) } }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(await referralCoins(asha.user.id)).toHaveLength(5);
    const rows = await t.db.select().from(referrals).where(eq(referrals.referrerId, asha.user.id));
    expect(rows.filter((r) => r.status === 'rewarded')).toHaveLength(20);
    expect(rows.filter((r) => r.status === 'joined')).toHaveLength(5);
  });

  it('keeps one row when one favorite is added 10 times at once', async () => {
    const guest = await signedInGuest(t.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/favorites/create-favorite', {
          json: { favoriteId: 'royal-honeymoon', favorite_type: 'package' },
          headers: guest.headers,
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => (await r.json()).favorite.id)));
    expect(ids.size).toBe(1);
    expect(await t.db.select().from(favorites).where(eq(favorites.userId, guest.user.id))).toHaveLength(1);
  });
});
