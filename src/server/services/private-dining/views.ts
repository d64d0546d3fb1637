import { and, desc, eq, sql } from 'drizzle-orm';
import type { PrivateDiningRequest } from '~/contracts/dining';
import type { PartOfDay } from '~/lib/dining';
import { PRIVATE_DINING_STANDING_WORDS } from '~/lib/dining';
import type { HotelAnswerStanding } from '~/lib/hall-requests';
import { type UserRole, worksForHotel } from '~/lib/roles';
import type { DbOrTx } from '../../db/client';
import { privateDiningRequests } from '../../db/schema';
import { AppError } from '../../errors';

export type PrivateDiningRow = typeof privateDiningRequests.$inferSelect;

/** A stored request as the pages and the API read it. */
export function privateDiningView(row: PrivateDiningRow): PrivateDiningRequest {
  return {
    id: row.id,
    requestCode: row.requestCode,
    date: row.date,
    partOfDay: row.partOfDay as PartOfDay,
    guests: row.guests,
    fullName: row.fullName,
    phone: row.phone,
    email: row.email,
    occasion: row.occasion,
    specialRequest: row.specialRequest,
    status: row.status,
    statusText: PRIVATE_DINING_STANDING_WORDS[row.status],
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** One guest's requests, newest first (an admin may ask for everyone's, by standing). */
export async function privateDiningRequestsOf(
  db: DbOrTx,
  filter: { userId?: string; status?: HotelAnswerStanding },
): Promise<PrivateDiningRequest[]> {
  const rows = await db
    .select()
    .from(privateDiningRequests)
    .where(
      and(
        filter.userId ? eq(privateDiningRequests.userId, filter.userId) : undefined,
        filter.status ? eq(privateDiningRequests.status, filter.status) : undefined,
      ),
    )
    .orderBy(desc(privateDiningRequests.createdAt));
  return rows.map(privateDiningView);
}

/**
 * A request by its id or its reference (PDR-…), for its owner or an admin: anyone else gets the same 404 as for a
 * missing one.
 */
export async function privateDiningRequestFor(
  db: DbOrTx,
  idOrCode: string,
  caller: { id: string; role: UserRole } | 'hotel',
): Promise<PrivateDiningRow> {
  const isUuid = /^[0-9a-f-]{36}$/i.test(idOrCode);
  const [row] = await db
    .select()
    .from(privateDiningRequests)
    .where(
      isUuid
        ? eq(privateDiningRequests.id, idOrCode)
        : eq(sql`upper(${privateDiningRequests.requestCode})`, idOrCode.trim().toUpperCase()),
    );
  if (!row || (caller !== 'hotel' && !worksForHotel(caller.role) && row.userId !== caller.id)) {
    throw new AppError('NOT_FOUND', 'We could not find that private-dining request.');
  }
  return row;
}
