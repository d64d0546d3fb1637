// The console's Guests screen (issue 33): a guest found by phone with their bookings, coins ledger and referrals,
// and an admin's coins adjustment with a reason, written as a new ledger row (the ledger is append-only).
import { desc, eq } from 'drizzle-orm';
import { coinsShortfall, coinsToTake } from '~/lib/wallet';
import type { DbOrTx } from '../../db/client';
import { referrals, users, walletTransactions } from '../../db/schema';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit';
import { verifiedEmail } from '../verified-email';
import { guestLedger, lockedBalance } from '../wallet';
import { type FoundBooking, searchBookings } from './booking-search';

/** A guest as the Guests screen shows them. */
export interface GuestFile {
  guest: { id: string; name: string; phone: string; email: string | null; role: string; joinedAt: string };
  bookings: FoundBooking[];
  coins: Awaited<ReturnType<typeof guestLedger>>;
  referrals: { name: string; status: string; invitedAt: string; joinedAt: string | null }[];
}

/**
 * The guest signed in with this E.164 phone, with their bookings (each as it stands at `now`), ledger and
 * referrals; a 404 when none.
 */
export async function guestFile(db: DbOrTx, phone: string, now: Date): Promise<GuestFile> {
  const [guest] = await db.select().from(users).where(eq(users.phone, phone));
  if (!guest) throw new AppError('NOT_FOUND', `No guest has signed in with ${phone}.`);
  const invited = await db
    .select()
    .from(referrals)
    .where(eq(referrals.referrerId, guest.id))
    .orderBy(desc(referrals.createdAt));
  const bookings = (await searchBookings(db, phone, now)).filter((b) => b.phone === guest.phone);
  return {
    guest: {
      id: guest.id,
      name: guest.name,
      phone: guest.phone,
      // The desk writes only to a proven address (decision 115).
      email: verifiedEmail(guest),
      role: guest.role,
      joinedAt: guest.createdAt.toISOString(),
    },
    bookings,
    coins: await guestLedger(db, guest.id),
    referrals: invited.map((r) => ({
      name: r.refereeName,
      status: r.status,
      invitedAt: r.createdAt.toISOString(),
      joinedAt: r.joinedAt?.toISOString() ?? null,
    })),
  };
}

/** The most coins one adjustment may add or take. */
export const MAX_COINS_ADJUSTMENT = 10_000;

/**
 * An admin adds (positive) or takes (negative) coins with a reason: a new ledger row `credit` or `debit` saying
 * "Adjusted by the hotel: <reason>", under the guest's coins lock (so a booking spending coins is decided before or
 * after it). Coins taken follow the one rule (`coinsToTake`): at most the balance, the answer saying why not more,
 * and a 409 writing nothing when there is none. Audited with the balance before and after.
 */
export async function adjustCoins(
  db: DbOrTx,
  userId: string,
  coins: number,
  by: StaffActor & { reason: string },
  now: Date,
): Promise<{ balance: number; message: string }> {
  return db.transaction(async (tx) => {
    const [guest] = await tx
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(eq(users.id, userId));
    if (!guest) throw new AppError('NOT_FOUND', 'Guest not found.');
    const name = guest.name || 'the guest';
    const before = await lockedBalance(tx, userId);
    const moved = coins > 0 ? coins : -coinsToTake(-coins, before);
    const shortfall = coins < 0 ? coinsShortfall(-coins, -moved, name) : null;
    if (moved === 0) throw new AppError('CONFLICT', shortfall!);
    await tx.insert(walletTransactions).values({
      userId,
      type: moved > 0 ? 'credit' : 'debit',
      suparCoins: Math.abs(moved),
      description: `Adjusted by the hotel: ${by.reason}`,
      createdAt: now,
    });
    const after = before + moved;
    await recordStaffAction(
      tx,
      by,
      {
        action: 'coins.adjust',
        target: { kind: 'user', id: userId },
        before: { balance: before },
        after: { balance: after },
      },
      now,
    );
    const done = moved > 0 ? `${moved} coins added` : `${-moved} coins taken`;
    const message = `${done}: ${name} now has ${after} coins.`;
    return { balance: after, message: shortfall ? `${shortfall} ${message}` : message };
  });
}
