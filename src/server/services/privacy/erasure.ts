import { createHash } from 'node:crypto';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '~/server/db/client';
import { hallBookings, roomBookings, tableBookings, users } from '~/server/db/schema';
import { AppError } from '~/server/errors';
import { bookingKinds } from '../bookings/registry';
import { expired } from '../bookings/transitions';
import { verifiedEmail } from '../verified-email';
import { type GuestKeys, PERSONAL_DATA, schemaTables } from './personal-data';

/**
 * A phone number nobody has, unique to an erased account: country code 999 is unassigned (ITU-T E.164), so the
 * number can never be a guest's, and a new sign-up with the old number finds no account and starts empty.
 */
export function erasedPhone(userId: string): string {
  const digits = BigInt(`0x${createHash('sha256').update(userId).digest('hex').slice(0, 16)}`).toString();
  return `+999${digits.padStart(11, '0').slice(-11)}`;
}

/** What a personal column holds once erased: nothing where it may be empty, else the least it must hold. */
function erasedValue(
  table: string,
  column: { name: string; notNull: boolean; type: string },
  guest: GuestKeys,
) {
  if (table === 'users' && column.name === 'phone') return sql`${erasedPhone(guest.id)}`;
  // A sent message's log keeps its row; the outbox requires a guest message to name a recipient.
  if (table === 'notifications' && column.name === 'recipient') return sql`'erased'`;
  if (!column.notNull) return sql`null`;
  if (column.type === 'jsonb') return sql`'{"erased":true}'::jsonb`;
  return sql`''`;
}

/**
 * Erases a guest's personal data in one transaction (DPDP Act s. 12(3)): rows that are only theirs are deleted,
 * records the law keeps (bookings, payments, tax lines) lose every personal column, and the account row stays,
 * anonymised, so those records still add up. Idempotent: an erased account is left as it is.
 */
export async function eraseGuest(tx: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!user || user.erasedAt) return false;
  // Rows found by address are the guest's only when the address is proven (decision 115).
  const guest: GuestKeys = { id: user.id, phone: user.phone, email: verifiedEmail(user) };
  // Unpaid holds end now, as a lapsed hold does (the `expired` transition gives their coupon uses back).
  for (const kind of bookingKinds) {
    await tx
      .update(kind.table)
      .set({ holdExpiresAt: now })
      .where(and(eq(kind.table.userId, userId), eq(kind.table.status, 'pending')));
    await expired(tx, kind, now);
  }
  // A referrer's reward names the friend who joined, and is keyed by their phone.
  await tx.execute(sql`update wallet_transactions
    set description = 'Referral reward: a friend joined', reward_key = 'referral-erased:' || id::text
    where reward_key = ${`referral:${guest.phone}`}`);
  const tables = new Map(schemaTables().map((t) => [t.name, t.columns]));
  // The account row last: the other tables find the guest's rows by its phone and email.
  const order = Object.keys(PERSONAL_DATA).sort((a, b) => Number(a === 'users') - Number(b === 'users'));
  for (const name of order) {
    const policy = PERSONAL_DATA[name]!;
    const personal = (tables.get(name) ?? []).filter((c) => policy.columns[c.name] === 'personal');
    for (const part of policy.guestRows) {
      const table = sql.identifier(name);
      if (part.onErasure === 'delete') {
        await tx.execute(sql`delete from ${table} where ${part.where(guest)}`);
      } else if (part.onErasure === 'blank' && personal.length > 0) {
        const set = sql.join(
          personal.map((c) => sql`${sql.identifier(c.name)} = ${erasedValue(name, c, guest)}`),
          sql`, `,
        );
        await tx.execute(sql`update ${table} set ${set} where ${part.where(guest)}`);
      }
    }
  }
  await tx
    .update(users)
    .set({
      erasedAt: now,
      erasureDueAt: null,
      marketingConsent: false,
      emailVerifiedAt: null,
      updatedAt: now,
    })
    .where(eq(users.id, userId));
  return true;
}

/** Why an account cannot be erased now, or null: a paid stay, table or event still to come (it needs the guest). */
export async function erasureRefusal(db: DbOrTx, userId: string, today: string): Promise<string | null> {
  const [stay] = await db
    .select({ code: roomBookings.bookingCode })
    .from(roomBookings)
    .where(
      and(
        eq(roomBookings.userId, userId),
        eq(roomBookings.status, 'confirmed'),
        gt(roomBookings.checkOut, today),
      ),
    )
    .limit(1);
  const [table] = await db
    .select({ code: tableBookings.bookingCode })
    .from(tableBookings)
    .where(
      and(
        eq(tableBookings.userId, userId),
        eq(tableBookings.status, 'confirmed'),
        sql`${tableBookings.date} >= ${today}`,
      ),
    )
    .limit(1);
  const [event] = await db
    .select({ code: hallBookings.bookingCode })
    .from(hallBookings)
    .where(
      and(
        eq(hallBookings.userId, userId),
        eq(hallBookings.status, 'confirmed'),
        sql`${hallBookings.endDate} >= ${today}`,
      ),
    )
    .limit(1);
  const upcoming = stay ?? table ?? event;
  return upcoming
    ? `Your paid booking ${upcoming.code} is still to come. Cancel it first, or ask us to erase your account after it.`
    : null;
}

/**
 * Asks for the guest's account to be erased `noticeHours` from now (the guest may change their mind until then),
 * unless a paid booking is still to come. The guest stays signed in until the erasure, which ends every session.
 */
export async function requestErasure(
  db: DbOrTx,
  userId: string,
  clock: { now: Date; today: string },
  noticeHours: number,
): Promise<Date> {
  const refusal = await erasureRefusal(db, userId, clock.today);
  if (refusal) throw new AppError('ERASURE_REFUSED', refusal);
  const due = new Date(clock.now.getTime() + noticeHours * 3_600_000);
  await db.update(users).set({ erasureDueAt: due, updatedAt: clock.now }).where(eq(users.id, userId));
  return due;
}

/** Withdraws an asked-for erasure before it is carried out. */
export async function cancelErasure(db: DbOrTx, userId: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ erasureDueAt: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNotNull(users.erasureDueAt)));
}

/** Carries out every erasure now due, each in its own transaction; how many accounts were erased. */
export async function eraseDueAccounts(db: DbOrTx, now: Date): Promise<number> {
  const due = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.erasureDueAt), lte(users.erasureDueAt, now)));
  let erased = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => eraseGuest(tx, id, now))) erased++;
  }
  return erased;
}
