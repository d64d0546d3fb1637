import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import { createGuest } from '../../src/server/db/factories';
import { staffActions } from '../../src/server/db/schema';
import { recordStaffAction } from '../../src/server/services/audit';
import { eraseGuest } from '../../src/server/services/privacy/erasure';
import { openTestDatabase } from '../fixtures/database';

// Decision 108: the staff audit is append-only in the database, whatever code or hand runs the statement. A row is
// never changed, deleted or truncated away; the one change allowed is the erasure blanking a reason that may name
// the guest. Runs on PGlite under `npm test` and on PostgreSQL under `npm run test:pg`.
let database: Database;
const NOW = new Date('2026-11-20T06:30:00Z');

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function auditedAction(reason: string | null = 'Guest asked by phone') {
  const guest = await createGuest(database.db, { name: 'Asha Guest' });
  await recordStaffAction(
    database.db,
    { id: null, reason },
    {
      action: 'coins.adjust',
      target: { kind: 'user', id: guest.id },
      before: { balance: 0 },
      after: { balance: 20 },
    },
    NOW,
  );
  const [row] = await database.db.select().from(staffActions).where(eq(staffActions.targetId, guest.id));
  return { guest, row: row! };
}

/** The message a refused statement raised, from the driver's error or its cause. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const e = error as { message?: string; cause?: { message?: string } };
    return `${e.message ?? ''} ${e.cause?.message ?? ''}`;
  }
  return 'not refused';
}

const APPEND_ONLY = /staff audit is append-only/;

describe('the staff audit in the database', () => {
  it('refuses an UPDATE of any fact of a row, leaving it as it was', async () => {
    const { row } = await auditedAction();
    for (const change of [
      sql`update staff_actions set action = 'coins.nothing' where id = ${row.id}`,
      sql`update staff_actions set after = '{"balance": 5000}'::jsonb where id = ${row.id}`,
      sql`update staff_actions set actor_id = null, reason = null, created_at = now() where id = ${row.id}`,
      sql`update staff_actions set reason = 'a new story' where id = ${row.id}`,
    ]) {
      expect(await refusal(database.db.execute(change))).toMatch(APPEND_ONLY);
    }
    const [after] = await database.db.select().from(staffActions).where(eq(staffActions.id, row.id));
    expect(after).toEqual(row);
  });

  it('refuses a DELETE and a TRUNCATE', async () => {
    const { row } = await auditedAction();
    expect(await refusal(database.db.execute(sql`delete from staff_actions where id = ${row.id}`))).toMatch(
      APPEND_ONLY,
    );
    expect(await refusal(database.db.execute(sql`truncate staff_actions`))).toMatch(APPEND_ONLY);
    expect(await database.db.select().from(staffActions).where(eq(staffActions.id, row.id))).toHaveLength(1);
  });

  it('lets the erasure blank a reason that may name the guest, and nothing more; the row stays as the record', async () => {
    const { guest, row } = await auditedAction('Asha rang about her coins');
    await database.db.transaction((tx) => eraseGuest(tx, guest.id, NOW));
    const [after] = await database.db.select().from(staffActions).where(eq(staffActions.id, row.id));
    expect(after).toEqual({ ...row, reason: null });
  });
});
