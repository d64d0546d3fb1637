import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hallBookings, halls, rooms, staffActions, users } from '../../src/server/db/schema';
import { setRole } from '../../src/server/services/roles';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import { book, hallBody, requestHall } from '../fixtures/transitions';

// Issue 33, the console's foundation: roles staff and admin, and an audit row for every staff action, written with
// the action; the existing staff endpoints (a booking's status, a hall's answer) go through the same audited code.
let t: Awaited<ReturnType<typeof seededHotel>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let staff: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  admin = await signedInGuest(t.db, { name: 'Meera Admin', role: 'admin' }, HOTEL_NOON);
  staff = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const auditOf = (targetId: string) =>
  t.db.select().from(staffActions).where(eq(staffActions.targetId, targetId)).orderBy(staffActions.createdAt);

describe('roles', () => {
  it('greets staff and admins on /api/staff/me with their role', async () => {
    const res = await t.call('GET', '/api/staff/me', { headers: staff.headers });
    expect(res.status).toBe(200);
    expect((await res.json()).member).toEqual({ id: staff.user.id, name: 'Front Desk', role: 'staff' });
  });

  it('lets an admin make a guest staff, audited with the role before and after', async () => {
    const newcomer = await signedInGuest(t.db, { name: 'Kabir Rao' }, HOTEL_NOON);
    const res = await t.call('PUT', '/api/staff/people/role', {
      json: { phone: newcomer.user.phone, role: 'Staff' },
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Kabir Rao is now hotel staff.');
    const [row] = await t.db.select().from(users).where(eq(users.id, newcomer.user.id));
    expect(row!.role).toBe('staff');
    expect(await auditOf(newcomer.user.id)).toMatchObject([
      { actorId: admin.user.id, action: 'role.grant', targetKind: 'user', before: { role: 'guest' } },
    ]);
    const list = await (await t.call('GET', '/api/staff/people', { headers: admin.headers })).json();
    expect(list.people.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['Kabir Rao', 'Front Desk', 'Meera Admin']),
    );
    expect(list.people.map((p: { role: string }) => p.role)).not.toContain('guest');
  });

  it('refuses a bad role or phone with a 400 naming the field, and an admin revoking their own rights', async () => {
    const bad = await t.call('PUT', '/api/staff/people/role', {
      json: { phone: guest.user.phone, role: 'owner' },
      headers: admin.headers,
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toHaveProperty(['role']);
    const self = await t.call('PUT', '/api/staff/people/role', {
      json: { phone: admin.user.phone, role: 'guest' },
      headers: admin.headers,
    });
    expect(self.status).toBe(409);
    expect(await auditOf(admin.user.id)).toEqual([]);
  });

  it('records the command line as the actor of a grant made there', async () => {
    const other = await signedInGuest(t.db, { name: 'Night Manager' }, HOTEL_NOON);
    await setRole(t.db, other.user.phone, 'staff');
    const res = await t.call('GET', `/api/staff/audit/${other.user.id}`, { headers: staff.headers });
    expect((await res.json()).entries).toMatchObject([
      {
        action: 'role.grant',
        actorId: null,
        actorName: 'Command line',
        changes: [{ field: 'role', before: 'guest', after: 'staff' }],
      },
    ]);
  });
});

describe('the existing staff endpoints, now open to staff and audited', () => {
  it("lets staff decline a hall request with a reason the guest's booking keeps, audited", async () => {
    const [durbar] = await t.db.select().from(halls).where(eq(halls.slug, 'grand-durbar-hall'));
    const id = await requestHall(t, guest.headers, hallBody(durbar!.id, '2026-12-23'));
    const res = await t.call('PUT', `/api/hallbookings/${id}/status`, {
      json: { status: 'declined', reason: 'The hall is closed for restoration that week.' },
      headers: staff.headers,
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(hallBookings).where(eq(hallBookings.id, id));
    expect(row).toMatchObject({
      status: 'cancelled',
      hotelAnswer: 'declined',
      answerNote: 'The hall is closed for restoration that week.',
    });
    expect(await auditOf(id)).toMatchObject([
      {
        actorId: staff.user.id,
        action: 'hall.decline',
        targetKind: 'hall',
        before: { status: 'pending', hotelAnswer: null },
        after: { status: 'cancelled', hotelAnswer: 'declined' },
        reason: 'The hall is closed for restoration that week.',
      },
    ]);
    const read = await t.call('GET', `/api/bookings/${id}`, { headers: guest.headers });
    expect((await read.json()).booking).toMatchObject({
      hotelAnswer: 'declined',
      hotelNote: 'The hall is closed for restoration that week.',
    });
  });

  it('lets staff cancel a booking by override with a reason, audited in the cancellation', async () => {
    const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
    const id = await book(t, guest.headers, {
      roomId: deluxe!.id,
      checkInDate: '2026-12-01',
      checkOutDate: '2026-12-03',
      numGuests: 2,
    });
    const res = await t.call('PUT', `/api/bookings/${id}/status`, {
      json: { status: 'cancelled', reason: 'Guest phoned: plans changed.' },
      headers: staff.headers,
    });
    expect(res.status).toBe(200);
    expect(await auditOf(id)).toMatchObject([
      {
        actorId: staff.user.id,
        action: 'booking.cancel_override',
        before: { status: 'pending' },
        after: { status: 'cancelled' },
        reason: 'Guest phoned: plans changed.',
      },
    ]);
  });

  it('writes no audit row when the action is refused', async () => {
    const before = (await t.db.select().from(staffActions)).length;
    const res = await t.call('PUT', `/api/bookings/${crypto.randomUUID()}/status`, {
      json: { status: 'completed' },
      headers: staff.headers,
    });
    expect(res.status).toBe(404);
    expect((await t.db.select().from(staffActions)).length).toBe(before);
  });
});
