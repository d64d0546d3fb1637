// The audit of the hotel's people (decision 104): every staff action writes one row, inside its own transaction.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { staffActions, users } from '../db/schema';

/** Who acts for the hotel: a staff member or admin by id, or null for the command line; and why, when asked. */
export interface StaffActor {
  id: string | null;
  reason?: string | null;
}

/** One staff action as the audit keeps it. */
export interface StaffActionEntry {
  action: string;
  target: { kind: string; id: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes the audit row of an action, in the caller's transaction (so the action and its record land together). */
export async function recordStaffAction(
  tx: DbOrTx,
  by: StaffActor,
  entry: StaffActionEntry,
  now: Date,
): Promise<void> {
  await tx.insert(staffActions).values({
    actorId: by.id,
    action: entry.action,
    targetKind: entry.target.kind,
    targetId: entry.target.id,
    before: entry.before ?? null,
    after: entry.after ?? null,
    reason: by.reason ?? null,
    createdAt: now,
  });
}

const sameFact = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The facts a change moved, as the audit keeps them: before and after, only the ones that differ (lists and dates
 * compared by value). An empty pair means nothing changed.
 */
export function changedFacts<T extends Record<string, unknown>>(was: T, now: T) {
  const changed = Object.keys(now).filter((k) => !sameFact(was[k], now[k]));
  return {
    before: Object.fromEntries(changed.map((k) => [k, was[k] ?? null])),
    after: Object.fromEntries(changed.map((k) => [k, now[k] ?? null])),
  };
}

/** A row of the audit as the console shows it, with the actor's name. */
export interface AuditRow {
  id: string;
  at: string;
  action: string;
  targetKind: string;
  targetId: string;
  actorId: string | null;
  actorName: string;
  /** Each fact the action changed, as text before and after. */
  changes: { field: string; before: string | null; after: string | null }[];
  reason: string | null;
}

const asText = (value: unknown) =>
  value === null || value === undefined
    ? null
    : Array.isArray(value)
      ? value.join(', ')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/** The facts an action changed, side by side. */
function changesOf(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: asText(before?.[field]),
    after: asText(after?.[field]),
  }));
}

/** Every staff action on one record (or, with `targetKind`, on one record of that kind), oldest first. */
export async function auditTrailOf(db: DbOrTx, targetId: string, targetKind?: string): Promise<AuditRow[]> {
  const rows = await db
    .select({ action: staffActions, actorName: users.name })
    .from(staffActions)
    .leftJoin(users, eq(users.id, staffActions.actorId))
    .where(
      and(
        eq(staffActions.targetId, targetId),
        targetKind ? eq(staffActions.targetKind, targetKind) : undefined,
      ),
    )
    .orderBy(asc(staffActions.createdAt));
  return rows.map(({ action: a, actorName }) => ({
    id: a.id,
    at: a.createdAt.toISOString(),
    action: a.action,
    targetKind: a.targetKind,
    targetId: a.targetId,
    actorId: a.actorId,
    actorName: a.actorId ? actorName || 'Staff member' : 'Command line',
    changes: changesOf(a.before, a.after),
    reason: a.reason,
  }));
}
