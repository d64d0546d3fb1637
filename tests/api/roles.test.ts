import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { setRole } from '../../src/server/services/roles';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('granting admin (npm run admin -- grant <phone>)', () => {
  it('makes the guest an admin, and a revoke makes them a guest again', async () => {
    const guest = await signedInGuest(t.db);
    expect(await setRole(t.db, guest.user.phone, 'admin')).toMatchObject({
      id: guest.user.id,
      role: 'admin',
    });
    const me = await t.call('GET', '/api/auth/profile', { headers: guest.headers });
    expect((await me.json()).user.role).toBe('admin');
    await setRole(t.db, guest.user.phone, 'guest');
    const [row] = await t.db.select().from(users).where(eq(users.id, guest.user.id));
    expect(row!.role).toBe('guest');
  });

  it('names a phone with no account', async () => {
    await expect(setRole(t.db, '+919999900000', 'admin')).rejects.toThrow(
      'No account uses +919999900000: sign in once with that number first.',
    );
  });
});
