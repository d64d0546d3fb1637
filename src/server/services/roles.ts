import { eq } from 'drizzle-orm';
import type { UserRole } from '~/lib/roles';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import { recordStaffAction, type StaffActor } from './audit';

/** An account as the roles screen shows it. */
export interface RoleHolder {
  id: string;
  name: string;
  phone: string;
  role: UserRole;
}

const holder = { id: users.id, name: users.name, phone: users.phone, role: users.role };

/**
 * Gives (or takes back) hotel rights to the account signed in with this E.164 phone number: staff, admin, or guest
 * again. Audited in the same transaction, with the role before and after (no actor: the command line).
 */
export async function setRole(
  db: DbOrTx,
  phone: string,
  role: UserRole,
  by: StaffActor = { id: null },
  now = new Date(),
): Promise<RoleHolder> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(holder).from(users).where(eq(users.phone, phone)).for('update');
    if (!before) {
      throw new AppError('NOT_FOUND', `No account uses ${phone}: sign in once with that number first.`);
    }
    if (by.id && by.id === before.id && role !== 'admin') {
      throw new AppError('CONFLICT', 'You cannot take away your own admin rights: ask another admin.');
    }
    const [row] = await tx
      .update(users)
      .set({ role, updatedAt: now })
      .where(eq(users.id, before.id))
      .returning(holder);
    await recordStaffAction(
      tx,
      by,
      {
        action: role === 'guest' ? 'role.revoke' : 'role.grant',
        target: { kind: 'user', id: before.id },
        before: { role: before.role },
        after: { role },
      },
      now,
    );
    return row!;
  });
}
