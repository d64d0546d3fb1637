// The front desk's guests (decision 147): a walk-in or phone guest found by the phone they sign in with, or
// registered with it: the same account phone sign-in makes, so the guest can later sign in with a code to it.
import { and, eq, isNull } from 'drizzle-orm';
import type { DeskGuest } from '~/contracts/staff-desk-bookings';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit';
import { findOrCreateGuest } from '../guests';

const deskColumns = {
  id: users.id,
  name: users.name,
  phone: users.phone,
  email: users.email,
  emailVerifiedAt: users.emailVerifiedAt,
  payAtHotelSince: users.payAtHotelSince,
};

interface DeskGuestRow {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  payAtHotelSince: Date | null;
}

const asDeskGuest = (row: DeskGuestRow): DeskGuest => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  email: row.email,
  emailVerified: Boolean(row.email && row.emailVerifiedAt),
  payAtHotelSince: row.payAtHotelSince?.toISOString() ?? null,
});

/** The guest an account of this E.164 phone is (an erased one is nobody), or null. */
export async function findDeskGuest(db: DbOrTx, phone: string): Promise<DeskGuest | null> {
  const [row] = await db
    .select(deskColumns)
    .from(users)
    .where(and(eq(users.phone, phone), isNull(users.erasedAt)));
  return row ? asDeskGuest(row) : null;
}

/**
 * Finds the guest by phone or registers them, as phone sign-in would (findOrCreateGuest): the account they will
 * sign in to with a code sent to that phone. A new guest's email is kept unproven (nothing is sent to it until the
 * guest proves it, decision 115); an existing guest keeps their name, and gains the email only if they had none.
 * No privacy-notice agreement or marketing consent is recorded for them: the desk uses their details for the
 * booking they asked for (DPDP Act 2023 s. 7(a)), and offers stay off. Audited when an account is made or changed.
 */
export async function registerDeskGuest(
  db: DbOrTx,
  input: { phone: string; name: string; email?: string },
  by: StaffActor,
  now: Date,
): Promise<{ guest: DeskGuest; created: boolean; message: string }> {
  return db.transaction(async (tx) => {
    const found = await findOrCreateGuest(tx, { phone: input.phone, name: input.name });
    const [before] = await tx.select(deskColumns).from(users).where(eq(users.id, found.id)).for('update');
    const addEmail = Boolean(input.email && !before!.email);
    if (addEmail) {
      await tx
        .update(users)
        .set({ email: input.email, emailVerifiedAt: null, updatedAt: now })
        .where(eq(users.id, found.id));
    }
    if (found.created || addEmail) {
      await recordStaffAction(
        tx,
        by,
        {
          action: found.created ? 'guest.register' : 'guest.email',
          target: { kind: 'user', id: found.id },
          // What changed, not the details themselves: the audit outlives an erasure.
          before: found.created ? null : { email: false },
          after: found.created ? { registered: 'front desk', email: addEmail } : { email: true },
        },
        now,
      );
    }
    const [after] = await tx.select(deskColumns).from(users).where(eq(users.id, found.id));
    const guest = asDeskGuest(after!);
    const message = found.created
      ? `${guest.name} is registered with ${guest.phone}: they can sign in with a code sent to it.`
      : `${guest.name} already has an account with ${guest.phone}${addEmail ? '; their email is added' : ''}.`;
    return { guest, created: found.created, message };
  });
}

/**
 * An admin trusts a guest to pay at the hotel (their desk bookings confirmed without payment), or stops; the
 * reason and the change are audited. A guest already so is answered as they are, unchanged.
 */
export async function trustGuest(
  db: DbOrTx,
  userId: string,
  trusted: boolean,
  by: StaffActor & { reason: string },
  now: Date,
): Promise<{ guest: DeskGuest; message: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select(deskColumns).from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw new AppError('NOT_FOUND', 'Guest not found.');
    const was = row.payAtHotelSince;
    if (Boolean(was) !== trusted) {
      await tx
        .update(users)
        .set({ payAtHotelSince: trusted ? now : null, updatedAt: now })
        .where(eq(users.id, userId));
      await recordStaffAction(
        tx,
        by,
        {
          action: 'guest.trust',
          target: { kind: 'user', id: userId },
          before: { payAtHotel: Boolean(was) },
          after: { payAtHotel: trusted },
        },
        now,
      );
    }
    const [after] = await tx.select(deskColumns).from(users).where(eq(users.id, userId));
    const name = after!.name || 'The guest';
    return {
      guest: asDeskGuest(after!),
      message: trusted
        ? `${name} may pay at the hotel: the desk can confirm their bookings without payment.`
        : `${name} pays before a booking is confirmed, as every guest.`,
    };
  });
}
