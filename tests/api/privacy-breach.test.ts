import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest } from '../../src/server/db/factories';
import { contactMessages, sessions } from '../../src/server/db/schema';
import { breachReach } from '../../src/server/services/privacy/breach';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// The runbook's first question after a breach (docs/breach-runbook.md): whose data did this table hold, then?
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('breachReach', () => {
  it('names the guests whose rows a table holds in the window, and the personal columns exposed', async () => {
    const inside = await createGuest(t.db, { name: 'Inside Window', email: 'in@example.in' });
    const outside = await createGuest(t.db, { name: 'Outside Window' });
    const at = (iso: string) => new Date(iso);
    await t.db.insert(sessions).values([
      {
        userId: inside.id,
        expiresAt: at('2027-01-10T00:00:00Z'),
        createdAt: at('2027-01-05T10:00:00Z'),
        ip: '203.0.113.1',
      },
      { userId: outside.id, expiresAt: at('2027-01-10T00:00:00Z'), createdAt: at('2026-12-01T10:00:00Z') },
    ]);
    const reach = await breachReach(t.db, 'sessions', {
      from: at('2027-01-01T00:00:00Z'),
      to: at('2027-02-01T00:00:00Z'),
    });
    expect(reach).toMatchObject({ table: 'sessions', rows: 1, personalColumns: ['user_agent', 'ip'] });
    expect(reach.guests.map((g) => g.name)).toEqual(['Inside Window']);
  });

  it('lists the contacts of rows that name no account, and refuses a table that does not exist', async () => {
    await t.db.insert(contactMessages).values({
      kind: 'enquiry',
      name: 'Walk In',
      email: 'walkin@example.in',
      phone: '+919811122233',
      comments: 'A room for Diwali?',
    });
    const reach = await breachReach(t.db, 'contact_messages');
    expect(reach.otherContacts).toEqual(['+919811122233', 'walkin@example.in']);
    await expect(breachReach(t.db, 'guests_secret')).rejects.toThrow('There is no table "guests_secret".');
  });
});
