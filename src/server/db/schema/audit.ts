import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Every action of the hotel's people (decision 104): who, when, what, on which record, and the record's state
 * before and after. Written in the transaction of the action itself, so an action and its row land together or not
 * at all. Append-only, enforced by a trigger (drizzle/0019, decision 108): only the erasure may blank a reason. A null
 * actor is the command line (`npm run admin`).
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    /** What was done, as a dotted name: `booking.check_in`, `hall.confirm`, `role.grant`. */
    action: text('action').notNull(),
    /** What it was done to: a booking kind (room, table, hall), `user`, `room_unit`, `menu_item`… and its id. */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** The reason the staff member gave (a decline the guest reads, an override, a coins adjustment). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_actions_target_idx').on(t.targetId, t.createdAt),
    index('staff_actions_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/**
 * The night audit (decision 148): one row per hotel date closed, written first in the transaction that closes it,
 * so two desks closing one day at once wait on its key and the second is refused. It marks the day's no-shows and
 * freezes the day's figures (occupancy, ADR, RevPAR, revenue by kind and plan) as they stood: the reports read a
 * closed day from here, never afresh. Never updated nor deleted.
 */
export const nightAudits = pgTable('night_audits', {
  businessDate: date('business_date', { mode: 'string' }).primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  /** Who closed it; null for the command line. */
  closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'restrict' }),
  /** The day's figures as closed (src/server/services/reports/performance.ts `DayFigures`). */
  figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
});
