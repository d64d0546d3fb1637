// An email address counts only once proven (decision 115): until then it links no record to the account and
// receives nothing but its verification link. Every reader of a guest's address for such a use reads it here.
import { type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema';

/** The guest's address when they have proven it, else null. */
export function verifiedEmail(user: { email: string | null; emailVerifiedAt: Date | null }): string | null {
  return user.email && user.emailVerifiedAt ? user.email : null;
}

/** The same as a column to select: `users.email` when proven, else null. */
export const verifiedEmailColumn: SQL<string | null> = sql<string | null>`case when ${users.emailVerifiedAt}
  is not null then ${users.email} end`;
