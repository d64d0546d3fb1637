// The banquet halls: the catalogue the pages list, the admin's changes, and which halls are free for an event.

import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Hall, HallAvailability } from '~/contracts/halls';
import { LIVE_STATUSES } from '~/lib/bookings';
import { gstAdded } from '~/lib/gst';
import { capacityMatches } from '~/lib/hall-slots';
import { formatInr } from '~/lib/money';
import type { Db } from '../db/client';
import { hallBookings, halls } from '../db/schema';
import { AppError } from '../errors';
import { changedFacts, recordStaffAction, type StaffActor } from './audit';
import { type HallRow, hallAvailability, openHalls } from './bookings/halls/availability';
import { assertEventAhead } from './bookings/halls/plan';
import { readEventTime } from './bookings/halls/request';
import type { Clock } from './bookings/kind';
import { releaseLapsedHolds } from './bookings/sweep';
import { hotelTaxFacts } from './hotel-facts';

type ImageUrl = (key: string) => string;

/** A hall row as the pages read it (spec §3 Hall): the price as ₹ text beside its exact paise. */
export function hallView(row: HallRow, imageUrl: ImageUrl): Hall {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    image: imageUrl(row.image),
    imageKey: row.image,
    rating: row.rating,
    reviews: row.reviews,
    price: formatInr(row.pricePaise),
    pricePaise: row.pricePaise,
    priceTerms: gstAdded('hall', row.pricePaise, hotelTaxFacts.specifiedPremises),
    location: row.location,
    capacity: row.capacity,
    description: row.description,
    features: row.features,
  };
}

/** The hotel's open halls, smallest first. */
export async function listHalls(db: Db, imageUrl: ImageUrl): Promise<Hall[]> {
  return (await openHalls(db)).map((row) => hallView(row, imageUrl));
}

/** One open hall, or a 404. */
export async function hallById(db: Db, id: string, imageUrl: ImageUrl): Promise<Hall> {
  const [row] = await db
    .select()
    .from(halls)
    .where(and(eq(halls.id, id), eq(halls.active, true)));
  if (!row) throw new AppError('NOT_FOUND', 'Hall not found.');
  return hallView(row, imageUrl);
}

/** A hall's facts the audit keeps before and after a change. */
const auditedFacts = (row: HallRow) => ({
  name: row.name,
  pricePaise: row.pricePaise,
  capacity: row.capacity,
  location: row.location,
  description: row.description,
  features: row.features,
  image: row.image,
});

/** The admin's new hall, audited with its facts; its slug comes from its name. */
export async function addHall(
  db: Db,
  fields: Omit<typeof halls.$inferInsert, 'slug'>,
  clock: Pick<Clock, 'now' | 'imageUrl'> & { by: StaffActor },
) {
  const base =
    fields.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'hall';
  const [clash] = await db.select({ id: halls.id }).from(halls).where(eq(halls.slug, base));
  const slug = clash ? `${base}-${crypto.randomUUID().slice(0, 6)}` : base;
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(halls)
      .values({ ...fields, slug })
      .returning();
    await recordStaffAction(
      tx,
      clock.by,
      { action: 'hall.add', target: { kind: 'hall', id: added!.id }, after: auditedFacts(added!) },
      clock.now,
    );
    return added!;
  });
  return hallView(row, clock.imageUrl);
}

/** Changes an open hall, audited with what changed; a 404 for a missing or withdrawn one. */
export async function updateHall(
  db: Db,
  id: string,
  fields: Partial<typeof halls.$inferInsert>,
  clock: Pick<Clock, 'now' | 'imageUrl'> & { by: StaffActor },
) {
  const row = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(halls)
      .where(and(eq(halls.id, id), eq(halls.active, true)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND', 'Hall not found.');
    const [after] = await tx
      .update(halls)
      .set({ ...fields, updatedAt: clock.now })
      .where(eq(halls.id, id))
      .returning();
    await recordStaffAction(
      tx,
      clock.by,
      {
        action: 'hall.update',
        target: { kind: 'hall', id },
        ...changedFacts(auditedFacts(before), auditedFacts(after!)),
      },
      clock.now,
    );
    return after!;
  });
  return hallView(row, clock.imageUrl);
}

/** Withdraws a hall from the catalogue, audited; refused while it has live events to come (past ones keep pointing at it). */
export async function withdrawHall(
  db: Db,
  id: string,
  clock: Pick<Clock, 'now'> & { by: StaffActor },
): Promise<void> {
  await hallById(db, id, (k) => k);
  // A request whose hold lapsed holds nothing: expire it first, so it does not count as an upcoming event.
  await releaseLapsedHolds(db, clock.now);
  await db.transaction(async (tx) => {
    const [hall] = await tx
      .select({ id: halls.id })
      .from(halls)
      .where(and(eq(halls.id, id), eq(halls.active, true)))
      .for('update');
    if (!hall) throw new AppError('NOT_FOUND', 'Hall not found.');
    const [upcoming] = await tx
      .select({ id: hallBookings.id })
      .from(hallBookings)
      .where(
        and(
          eq(hallBookings.hallId, id),
          inArray(hallBookings.status, [...LIVE_STATUSES]),
          gt(hallBookings.endsAt, clock.now),
        ),
      )
      .limit(1);
    if (upcoming) throw new AppError('CONFLICT', 'This hall has upcoming events and cannot be deleted.');
    await tx.update(halls).set({ active: false, updatedAt: clock.now }).where(eq(halls.id, id));
    await recordStaffAction(
      tx,
      clock.by,
      {
        action: 'hall.withdraw',
        target: { kind: 'hall', id },
        before: { active: true },
        after: { active: false },
      },
      clock.now,
    );
  });
}

/** POST /halls/check-availability: every open hall within the capacity filter, whether it seats the guests and is free. */
export async function checkHallAvailability(
  db: Db,
  query: { date: string; endDate?: string; timeSlot: string; guests: number; capacity?: string },
  clock: Clock,
): Promise<HallAvailability> {
  const event = readEventTime(query);
  assertEventAhead(event, clock.today);
  const rows = await hallAvailability(db, event, query.guests, clock);
  const shown = rows
    .filter((r) => capacityMatches(r.hall.capacity, query.capacity))
    .map((r) => ({ ...hallView(r.hall, clock.imageUrl), fits: r.fits, available: r.fits && r.free }));
  return { available: shown.some((h) => h.available), slot: event.slot, halls: shown };
}
