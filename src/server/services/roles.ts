import { eq } from 'drizzle-orm';
import type { UserRole } from '~/lib/roles';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';

/** Gives (or takes back) hotel staff rights to the guest signed in with this E.164 phone number. */
export async function setRole(
  db: DbOrTx,
  phone: string,
  role: UserRole,
): Promise<{ id: string; name: string; phone: string; role: UserRole }> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(eq(users.phone, phone))
    .returning({ id: users.id, name: users.name, phone: users.phone, role: users.role });
  if (!row) {
    throw new AppError('NOT_FOUND', `No account uses ${phone}: sign in once with that number first.`);
  }
  return row;
}
