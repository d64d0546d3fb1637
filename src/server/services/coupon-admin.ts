import { count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { coupons } from '../db/schema';
import { AppError, fieldError, sqlState, UNIQUE_VIOLATION } from '../errors';

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

/** Creates a coupon (codes are kept upper-case). */
export async function addCoupon(
  db: Db,
  input: CouponInput & Pick<CouponRow, 'code' | 'discountType' | 'discountValue'>,
) {
  const code = input.code.toUpperCase();
  const [row] = await guarded(
    () =>
      db
        .insert(coupons)
        .values({ ...input, code })
        .returning(),
    code,
  );
  return couponView(row!);
}

/** Changes a coupon's terms. */
export async function updateCoupon(db: Db, id: string, input: CouponInput, now: Date) {
  const code = input.code?.toUpperCase();
  const [row] = await guarded(
    () =>
      db
        .update(coupons)
        .set({ ...input, ...(code ? { code } : {}), updatedAt: now })
        .where(eq(coupons.id, id))
        .returning(),
    code,
  );
  if (!row) throw new AppError('NOT_FOUND', 'Coupon not found.');
  return couponView(row);
}

/** Deletes a coupon (its redemptions go with it; bookings keep the code they were priced with). */
export async function deleteCoupon(db: Db, id: string): Promise<void> {
  const rows = await db.delete(coupons).where(eq(coupons.id, id)).returning({ id: coupons.id });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Coupon not found.');
}
