import { eq } from 'drizzle-orm';
import { newReferralCode } from '~/lib/booking-code';
import type { DbOrTx } from '../client';
import { users } from '../schema';

/**
 * The demo's events desk: an admin who answers hall requests, signed in like any guest (the code is in the demo's
 * SMS outbox). Demo mode only (decision 061): demo mode already publishes its secrets, so this opens nothing new.
 */
export const DEMO_EVENTS_DESK = { name: 'Events Desk (demo)', phone: '+919000000001' } as const;

/** Adds the demo events desk once; returns whether it was added. */
export async function seedDemoStaff(db: DbOrTx): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.phone, DEMO_EVENTS_DESK.phone));
  if (existing) return false;
  await db.insert(users).values({ ...DEMO_EVENTS_DESK, role: 'admin', referralCode: newReferralCode() });
  return true;
}
