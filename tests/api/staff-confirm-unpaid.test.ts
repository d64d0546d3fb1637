import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings, staffActions, taxDocuments } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { checkedIn, paidStay, pendingStay, settledInCash } from './payments/setup';

// Issue 41, an exposure closed (decision 114): staff could mark an unpaid stay `confirmed` through
// PUT /bookings/{id}/status. Only a payment confirms (or completes) a booking, or an admin's override with a reason.
const now = new Date('2027-03-01T10:00:00Z');
let t: TestApp;
let staff: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
  staff = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, now);
  admin = await signedInGuest(t.db, { name: 'Meera Admin', role: 'admin' }, now);
});
afterAll(() => t.close());

const setStatus = (id: string, json: object, headers: Record<string, string>) =>
  t.call('PUT', `/api/bookings/${id}/status`, { json, headers });
const auditOf = (id: string) => t.db.select().from(staffActions).where(eq(staffActions.targetId, id));
const rowOf = async (id: string) =>
  (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!;

describe('hand-setting an unpaid stay confirmed or completed', () => {
  it('refuses staff with a 403 that says why, and changes nothing, not even the audit', async () => {
    const { booking } = await pendingStay(t, now);
    const before = await rowOf(booking.id);
    for (const status of ['confirmed', 'Completed']) {
      const res = await setStatus(booking.id, { status, reason: 'Guest says they paid.' }, staff.headers);
      expect(res.status).toBe(403);
      const { message } = await res.json();
      expect(message).toMatch(/^Only a payment can (confirm|complete) this booking: ₹0 of ₹29,500 is paid\./);
      expect(message).toContain('An admin may');
    }
    expect(await rowOf(booking.id)).toEqual(before);
    expect(await auditOf(booking.id)).toEqual([]);
    expect(await t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, booking.id))).toEqual([]);
  });

  it('asks an admin for a reason (400 naming it), changing nothing', async () => {
    const { booking } = await pendingStay(t, now, '2027-04-20');
    const before = await rowOf(booking.id);
    for (const json of [{ status: 'confirmed' }, { status: 'confirmed', reason: '   ' }]) {
      const res = await setStatus(booking.id, json, admin.headers);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.fields).toHaveProperty('reason');
      expect(body.message).toMatch(/reason/);
    }
    expect(await rowOf(booking.id)).toEqual(before);
    expect(await auditOf(booking.id)).toEqual([]);
  });

  it('confirms for an admin with a reason, recorded in the audit as an override with what is unpaid', async () => {
    // Arriving today (the clock's day), so the desk can check it in and out.
    const { booking } = await pendingStay(t, now, '2027-03-01');
    const reason = 'Paid ₹29,500 in cash at the front desk, receipt 1182.';
    const res = await setStatus(booking.id, { status: 'confirmed', reason }, admin.headers);
    expect(res.status).toBe(200);
    expect((await res.json()).booking).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(await rowOf(booking.id)).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(await auditOf(booking.id)).toMatchObject([
      {
        actorId: admin.user.id,
        action: 'booking.confirm_override',
        before: { status: 'pending' },
        after: { status: 'confirmed', unpaidPaise: 2_950_000 },
        reason,
      },
    ]);
    // Confirmed by that override, the stay is checked in and out by the desk as any confirmed one (no second
    // override); its folio owes the whole total, taken at the desk before the check-out (decision 145).
    await checkedIn(t, booking.id, staff.headers);
    await settledInCash(t, booking.id, staff.headers);
    const done = await setStatus(booking.id, { status: 'completed' }, staff.headers);
    expect(done.status).toBe(200);
    expect((await auditOf(booking.id)).map((row) => row.action).sort()).toEqual([
      'booking.check_in',
      'booking.confirm_override',
      'booking.status',
      'folio.payment',
    ]);
  });

  it('counts money given back as unpaid: a cancelled, refunded stay is not confirmed again by staff', async () => {
    const { guest, booking } = await paidStay(t, now, '2027-06-10');
    expect(
      (await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers })).status,
    ).toBe(200);
    const actions = (await auditOf(booking.id)).length;
    const res = await setStatus(booking.id, { status: 'confirmed' }, staff.headers);
    expect(res.status).toBe(403);
    expect((await res.json()).message).toContain('₹0 of ₹29,500 is paid');
    expect((await rowOf(booking.id)).status).toBe('cancelled');
    expect(await auditOf(booking.id)).toHaveLength(actions);
  });

  it('lets staff complete a paid stay in house, checking its room out, with one plain audit row', async () => {
    const { booking, room } = await paidStay(t, now, '2027-03-01');
    await checkedIn(t, booking.id, staff.headers);
    const res = await setStatus(booking.id, { status: 'completed' }, staff.headers);
    expect(res.status).toBe(200);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'completed', checkedOutAt: now });
    expect((await auditOf(booking.id)).filter((row) => row.action === 'booking.status')).toMatchObject([
      {
        action: 'booking.status',
        before: { status: 'confirmed' },
        after: { status: 'completed', checkedOut: [room.units[0]!.roomNumber] },
      },
    ]);
  });
});
