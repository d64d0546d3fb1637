import { asc, inArray } from 'drizzle-orm';
import { HOTEL_ROLES } from '~/lib/roles';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { RoleHolder } from '../roles';

/** Every account that works for the hotel (staff and admins), by name. */
export async function hotelPeople(db: DbOrTx): Promise<RoleHolder[]> {
  return db
    .select({ id: users.id, name: users.name, phone: users.phone, role: users.role })
    .from(users)
    .where(inArray(users.role, [...HOTEL_ROLES]))
    .orderBy(asc(users.name));
}
