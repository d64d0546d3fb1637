// The console's stay packages (decision 150): each one's price and rules, which the hotel's admins set here
// (audited), with the words the site shows it by, which stay content (src/content/packages.json).

import { eq } from 'drizzle-orm';
import type { StaffPackage, StaffPackageAnswer, StaffPackageBody } from '~/contracts/staff-catalogue';
import type { IsoDate } from '~/lib/dates';
import { formatRate, lineRate, type SupplyKind } from '~/lib/gst';
import { formatInr, rupees, toRupees } from '~/lib/money';
import { packageTermsProblems } from '~/lib/package-terms';
import { isPackageExpired, packageNightsWords, packageRoomsWords } from '~/lib/packages';
import { guestsWords } from '~/lib/words';
import type { DbOrTx } from '../../db/client';
import { stayPackages as stayPackageRows } from '../../db/schema';
import { AppError, fieldError } from '../../errors';
import { changedFacts, recordStaffAction, type StaffActor } from '../audit';
import { hotelTaxFacts } from '../hotel-facts';
import { type StayPackageEntry, stayPackageNamed, stayPackages } from '../package-catalogue';

/** What a package bundles, in the console's words (a heritage walk and a boat ride are both recreation). */
const PART_WORDS: Readonly<Record<SupplyKind, string>> = {
  accommodation: 'accommodation',
  restaurant: 'restaurant',
  hall: 'meeting room',
  transport: 'transfer',
  recreation: 'recreation',
  wellness: 'spa',
  decoration: 'decoration',
};

/** A package's GST in words: its rate a night at its own price, and why when it bundles other supplies. */
function gstWords(entry: StayPackageEntry): string {
  const { rateBp, sac } = lineRate(
    { kind: 'accommodation', bundles: entry.bundles },
    entry.pricePerNightPaise,
    hotelTaxFacts,
  );
  const rate = `${formatRate(rateBp)}, SAC ${sac}`;
  if (entry.bundles.length === 0) return `${rate}: composite (room and meals)`;
  const parts = entry.bundles.map((b) => PART_WORDS[b]).join(', ');
  return `${rate}: mixed (with ${parts})`;
}

function sheetRow(entry: StayPackageEntry, today: IsoDate): StaffPackage {
  return {
    id: entry.id,
    title: entry.title,
    rooms: packageRoomsWords(entry),
    nights: packageNightsWords(entry),
    rate: `${formatInr(entry.pricePerNightPaise)} a night for ${guestsWords(entry.guests)}`,
    gst: gstWords(entry),
    inclusions: [...entry.inclusions],
    guests: entry.guests,
    roomTypes: [...entry.roomTypes],
    price: toRupees(entry.pricePerNightPaise),
    minNights: entry.minNights,
    maxNights: entry.maxNights ?? null,
    arrivalDays: [...(entry.arrivalDays ?? [])],
    mealPlan: entry.mealPlan,
    staysFrom: entry.staysFrom ?? null,
    staysUntil: entry.staysUntil ?? null,
    validUntil: entry.validUntil,
    checkOutTime: entry.checkOutTime ?? null,
    expired: isPackageExpired(entry.validUntil, today),
  };
}

/** Every package of the site with its price and rules, those still on sale first. */
export async function packageSheet(db: DbOrTx, today: IsoDate): Promise<StaffPackage[]> {
  return (await stayPackages(db))
    .map((entry) => sheetRow(entry, today))
    .sort((a, b) => Number(a.expired) - Number(b.expired));
}

const auditedFacts = (row: typeof stayPackageRows.$inferSelect) => ({
  guests: row.guests,
  roomTypes: row.roomTypes,
  pricePerNightPaise: row.pricePerNightPaise,
  minNights: row.minNights,
  maxNights: row.maxNights,
  arrivalDays: row.arrivalDays,
  staysFrom: row.staysFrom,
  staysUntil: row.staysUntil,
  validUntil: row.validUntil,
  checkOutTime: row.checkOutTime,
  mealPlan: row.mealPlan,
});

/**
 * Sets a package's price and rules (admin), audited with what changed. New quotes and bookings take them at once; a
 * booking made before keeps the price it was booked at, night by night (room_bookings.nightly_paise).
 */
export async function updatePackage(
  db: DbOrTx,
  id: string,
  body: StaffPackageBody,
  by: StaffActor,
  at: { now: Date; today: IsoDate },
): Promise<StaffPackageAnswer> {
  // The rules taken together, each refusal naming its field; nothing changes.
  const [problem] = packageTermsProblems(body);
  if (problem) throw fieldError(problem.field, problem.message);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(stayPackageRows).where(eq(stayPackageRows.id, id)).for('update');
    const entry = before ? await stayPackageNamed(tx, id) : undefined;
    if (!before || !entry) throw new AppError('NOT_FOUND', 'That package does not exist.');
    const [after] = await tx
      .update(stayPackageRows)
      .set({
        guests: body.guests,
        roomTypes: [...new Set(body.roomTypes)],
        pricePerNightPaise: rupees(body.price),
        minNights: body.minNights,
        maxNights: body.maxNights,
        arrivalDays: [...new Set(body.arrivalDays)],
        staysFrom: body.staysFrom,
        staysUntil: body.staysUntil,
        validUntil: body.validUntil,
        checkOutTime: body.checkOutTime,
        mealPlan: body.mealPlan,
        updatedAt: at.now,
      })
      .where(eq(stayPackageRows.id, id))
      .returning();
    const facts = changedFacts(auditedFacts(before), auditedFacts(after!));
    if (Object.keys(facts.after).length === 0)
      throw new AppError('CONFLICT', `The ${entry.title} package already has this price and these rules.`);
    await recordStaffAction(
      tx,
      by,
      { action: 'stay_package.update', target: { kind: 'stay_package', id }, ...facts },
      at.now,
    );
    const saved = (await stayPackageNamed(tx, id))!;
    return {
      message: `The ${entry.title} package is now ${formatInr(saved.pricePerNightPaise)} a night for ${guestsWords(saved.guests)}, ${packageNightsWords(saved)}. Bookings already made keep their price.`,
      package: sheetRow(saved, at.today),
    };
  });
}
