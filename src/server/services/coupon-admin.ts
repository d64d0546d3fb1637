import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons } from '../db/schema';
import { AppError, fieldError, sqlState, UNIQUE_VIOLATION } from '../errors';
import { changedFacts, recordStaffAction, type StaffActor } from './audit';

type CouponRow = typeof coupons.$inferSelect;
/** The fields an admin sets on a coupon. */
export type CouponInput = Partial<
  Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>
>;

/** A coupon as the admin API shows it. */
export function couponView(c: CouponRow) {
  return {
    ...c,
    validFrom: c.validFrom.toISOString(),
    validUntil: c.validUntil?.toISOString() ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const CHECK_VIOLATION = '23514';

async function guarded<T>(work: () => Promise<T>, code?: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const state = sqlState(error);
    if (state === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', `A coupon with code ${code} already exists.`);
    if (state === CHECK_VIOLATION) {
      throw fieldError('discountValue', 'A percent coupon takes 1 to 100 percent.');
    }
    throw error;
  }
}

/** A page of coupons, newest first, optionally matching a code or description. */
export async function searchCoupons(db: Db, query: { search?: string; page: number; limit: number }) {
  const where = query.search
    ? or(ilike(coupons.code, `%${query.search}%`), ilike(coupons.description, `%${query.search}%`))
    : undefined;
  const [total] = await db.select({ n: count() }).from(coupons).where(where);
  const rows = await db
    .select()
    .from(coupons)
    .where(where)
    .orderBy(desc(coupons.createdAt), coupons.code)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { coupons: rows.map(couponView), total: total?.n ?? 0, page: query.page, limit: query.limit };
}

/** One coupon by id. */
export async function couponById(db: Db, id: string) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'Coupon not found.');
  return couponView(row);
}

/** A coupon's terms as the audit keeps them (its use count is the guests', not a staff action's). */
function auditedTerms(c: CouponRow) {
  const { id: _id, usedCount: _used, createdAt: _created, updatedAt: _updated, ...terms } = couponView(c);
  return terms;
}

/** Who changes a coupon, and when. */
type CouponChange = { now: Date; by: StaffActor };

/** Creates a coupon (codes are kept upper-case), audited with its terms. */
export async function addCoupon(
  db: Db,
  input: CouponInput & Pick<CouponRow, 'code' | 'discountType' | 'discountValue'>,
  change: CouponChange,
) {
  const code = input.code.toUpperCase();
  const row = await guarded(
    () =>
      db.transaction(async (tx) => {
        const [added] = await tx
          .insert(coupons)
          .values({ ...input, code })
          .returning();
        await recordStaffAction(
          tx,
          change.by,
          { action: 'coupon.add', target: { kind: 'coupon', id: added!.id }, after: auditedTerms(added!) },
          change.now,
        );
        return added!;
      }),
    code,
  );
  return couponView(row);
}

/** Changes a coupon's terms (withdrawing one is `active: false`), audited with what changed. */
export async function updateCoupon(db: Db, id: string, input: CouponInput, change: CouponChange) {
  const code = input.code?.toUpperCase();
  const row = await guarded(
    () =>
      db.transaction(async (tx) => {
        const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (!before) throw new AppError('NOT_FOUND', 'Coupon not found.');
        const [after] = await tx
          .update(coupons)
          .set({ ...input, ...(code ? { code } : {}), updatedAt: change.now })
          .where(eq(coupons.id, id))
          .returning();
        await recordStaffAction(
          tx,
          change.by,
          {
            action: 'coupon.update',
            target: { kind: 'coupon', id },
            ...changedFacts(auditedTerms(before), auditedTerms(after!)),
          },
          change.now,
        );
        return after!;
      }),
    code,
  );
  return couponView(row);
}

/**
 * Deletes a coupon, audited with the terms it had (its redemptions go with it; bookings keep the code they were
 * priced with). The console withdraws a coupon instead (`active: false`), which keeps its history readable.
 */
export async function deleteCoupon(db: Db, id: string, change: CouponChange): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(coupons).where(eq(coupons.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'Coupon not found.');
    await recordStaffAction(
      tx,
      change.by,
      { action: 'coupon.delete', target: { kind: 'coupon', id }, before: auditedTerms(row) },
      change.now,
    );
  });
}
