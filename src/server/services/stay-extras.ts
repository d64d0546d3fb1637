// The extras the hotel sells with a stay (issue 43, decisions 133 and 137): the booking pages' list, and the
// catalogue's, where admins add, change and withdraw them; each change audited.
import { asc, eq } from 'drizzle-orm';
import type { ExtraBody, ExtraUpdateBody, StaffExtra, StayExtra } from '~/contracts/stay-extras';
import { EXTRA_SUPPLY_NAMES, type ExtraBasis, type ExtraSupply, extraPriceText } from '~/lib/extras';
import { formatRate, gstAdded, gstRateBp, SAC } from '~/lib/gst';
import { rupees, toRupees } from '~/lib/money';
import type { DbOrTx } from '../db/client';
import { stayExtras } from '../db/schema';
import { AppError, sqlState, UNIQUE_VIOLATION } from '../errors';
import { changedFacts, recordStaffAction, type StaffActor } from './audit';
import { hotelTaxFacts } from './hotel-facts';

type ExtraRow = typeof stayExtras.$inferSelect;

/** "Transport · SAC 996412 · 5% GST": an extra's supply kind, its code and rate. */
export const supplyText = (supply: ExtraSupply, pricePaise: number) =>
  `${EXTRA_SUPPLY_NAMES[supply]} · SAC ${SAC[supply]} · ${formatRate(gstRateBp(supply, pricePaise, hotelTaxFacts))} GST`;

function extraView(row: ExtraRow): StayExtra {
  const basis = row.basis as ExtraBasis;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    basis,
    price: toRupees(row.pricePaise),
    pricePaise: row.pricePaise,
    priceText: extraPriceText({ basis, pricePaise: row.pricePaise }),
    gst: gstAdded(row.supply as ExtraSupply, row.pricePaise, hotelTaxFacts.specifiedPremises),
    maxQuantity: row.maxQuantity,
  };
}

function staffExtraView(row: ExtraRow): StaffExtra {
  const supply = row.supply as ExtraSupply;
  return {
    ...extraView(row),
    supply,
    supplyText: supplyText(supply, row.pricePaise),
    position: row.position,
    active: row.active,
  };
}

const inOrder = [asc(stayExtras.position), asc(stayExtras.name)] as const;

/** The extras on sale, in the catalogue's order: what the booking pages offer. */
export async function activeExtras(db: DbOrTx): Promise<StayExtra[]> {
  const rows = await db
    .select()
    .from(stayExtras)
    .where(eq(stayExtras.active, true))
    .orderBy(...inOrder);
  return rows.map(extraView);
}

/** Every extra, withdrawn ones after those on sale: the catalogue's list. */
export async function catalogueExtras(db: DbOrTx): Promise<StaffExtra[]> {
  const rows = await db
    .select()
    .from(stayExtras)
    .orderBy(...inOrder);
  return rows.map(staffExtraView).sort((a, b) => Number(b.active) - Number(a.active));
}

/** The facts of an extra its history keeps. */
const auditedFacts = (row: ExtraRow) => ({
  name: row.name,
  description: row.description,
  basis: row.basis,
  pricePaise: row.pricePaise,
  supply: row.supply,
  maxQuantity: row.maxQuantity,
  position: row.position,
  active: row.active,
});

function slugOf(name: string): string {
  const base = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${base || 'extra'}-${crypto.randomUUID().slice(0, 6)}`;
}

/** Refuses a name another extra on sale already has (the booking page would show two alike). */
async function refuseTakenName(db: DbOrTx, name: string, self: string | null) {
  const rows = await db
    .select({ id: stayExtras.id, name: stayExtras.name })
    .from(stayExtras)
    .where(eq(stayExtras.active, true));
  const taken = rows.find((r) => r.id !== self && r.name.toLowerCase() === name.toLowerCase());
  if (taken) throw new AppError('CONFLICT', `An extra called ${taken.name} is on sale already.`);
}

/** Adds an extra (admin); audited with its facts. */
export async function addExtra(
  db: DbOrTx,
  body: ExtraBody,
  by: StaffActor,
  at: { now: Date },
): Promise<{ message: string; extra: StaffExtra }> {
  await refuseTakenName(db, body.name, null);
  const { price, ...fields } = body;
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(stayExtras)
        .values({ ...fields, pricePaise: rupees(price), slug: slugOf(body.name), createdAt: at.now })
        .returning();
      await recordStaffAction(
        tx,
        by,
        { action: 'stay_extra.add', target: { kind: 'stay_extra', id: row!.id }, after: auditedFacts(row!) },
        at.now,
      );
      return { message: `${row!.name} added.`, extra: staffExtraView(row!) };
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION)
      throw new AppError('CONFLICT', 'Try again: that name was taken meanwhile.');
    throw error;
  }
}

/** Changes an extra (admin), or offers a withdrawn one again; audited with what changed. */
export async function updateExtra(
  db: DbOrTx,
  id: string,
  body: ExtraUpdateBody,
  by: StaffActor,
  at: { now: Date },
): Promise<{ message: string; extra: StaffExtra }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(stayExtras).where(eq(stayExtras.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'That extra does not exist.');
    if ((body.name !== undefined || body.active === true) && (body.active ?? before.active))
      await refuseTakenName(tx, body.name ?? before.name, id);
    const { price, ...fields } = body;
    const [after] = await tx
      .update(stayExtras)
      .set({ ...fields, ...(price === undefined ? {} : { pricePaise: rupees(price) }) })
      .where(eq(stayExtras.id, id))
      .returning();
    await recordStaffAction(
      tx,
      by,
      {
        action: 'stay_extra.update',
        target: { kind: 'stay_extra', id },
        ...changedFacts(auditedFacts(before), auditedFacts(after!)),
      },
      at.now,
    );
    const again = !before.active && after!.active;
    return {
      message: `${after!.name} ${again ? 'is on sale again' : 'saved'}.`,
      extra: staffExtraView(after!),
    };
  });
}

/**
 * Withdraws an extra (admin): the booking pages no longer offer it; a booking that has it keeps it at the price it
 * was sold at. Audited; an extra already withdrawn is refused.
 */
export async function withdrawExtra(
  db: DbOrTx,
  id: string,
  by: StaffActor,
  at: { now: Date },
): Promise<{ message: string; extra: StaffExtra }> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(stayExtras).where(eq(stayExtras.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'That extra does not exist.');
    if (!before.active) throw new AppError('CONFLICT', `${before.name} is withdrawn already.`);
    const [after] = await tx
      .update(stayExtras)
      .set({ active: false })
      .where(eq(stayExtras.id, id))
      .returning();
    await recordStaffAction(
      tx,
      by,
      {
        action: 'stay_extra.withdraw',
        target: { kind: 'stay_extra', id },
        before: { active: true },
        after: { active: false },
      },
      at.now,
    );
    return { message: `${before.name} withdrawn.`, extra: staffExtraView(after!) };
  });
}
