import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hallBookings,
  roomBookings,
  staffActions,
  tableBookings,
  users,
  walletTransactions,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON } from '../fixtures/hotel';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 33: every staff route, read from the served OpenAPI document by the role it names (`x-hotel-role`), is
// refused to a caller without a token (401) and to a guest (403); the admin-only ones to staff too (403); every one
// but housekeeping's to a housekeeper (decision 144). A route under /api/staff that names no role fails here, so a new
// one cannot be left open.
type Operation = { 'x-hotel-role'?: 'housekeeper' | 'staff' | 'admin'; requestBody?: unknown };
type Doc = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let staff: Awaited<ReturnType<typeof signedInGuest>>;
let housekeeper: Awaited<ReturnType<typeof signedInGuest>>;
const id = '6f1c2a10-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp({}, { now: () => HOTEL_NOON });
  doc = await (await t.call('GET', '/api/openapi.json')).json();
  guest = await signedInGuest(t.db, { name: 'Curious Guest' }, HOTEL_NOON);
  staff = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  housekeeper = await signedInGuest(t.db, { name: 'Housekeeping', role: 'housekeeper' }, HOTEL_NOON);
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
const guarded = () => operations().filter(({ op }) => op['x-hotel-role']);
const send = (method: string, path: string, op: Operation, headers: Record<string, string> = {}) =>
  t.call(method, path.replace(/\{[^}]+\}/g, id), { json: op.requestBody ? {} : undefined, headers });

/** Everything a staff route could change, to compare before and after the refusals. */
const snapshot = async () =>
  JSON.stringify(
    await Promise.all(
      [users, roomBookings, tableBookings, hallBookings, walletTransactions, staffActions].map((table) =>
        t.db.select().from(table),
      ),
    ),
  );

describe('the staff routes', () => {
  it('name the least role they admit, every one under /api/staff and the staff actions elsewhere', () => {
    const staffPaths = operations().filter(({ path }) => path.startsWith('/api/staff/'));
    expect(staffPaths.length).toBeGreaterThan(0);
    for (const { method, path, op } of staffPaths) {
      expect(op['x-hotel-role'], `${method} ${path}`).toMatch(/^(housekeeper|staff|admin)$/);
    }
    const names = guarded().map(({ method, path }) => `${method} ${path}`);
    expect(names).toContain('PUT /api/bookings/{id}/status');
    expect(names).toContain('PUT /api/hallbookings/{id}/status');
    expect(names).toContain('GET /api/notices');
  });

  it('refuse a caller without a token (401), changing nothing', async () => {
    const before = await snapshot();
    for (const { method, path, op } of guarded()) {
      expect((await send(method, path, op)).status, `${method} ${path}`).toBe(401);
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuse a guest (403), changing nothing', async () => {
    const before = await snapshot();
    for (const { method, path, op } of guarded()) {
      const res = await send(method, path, op, guest.headers);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).message).toBe('Only hotel staff can do that.');
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuse staff on the admin routes (403), changing nothing', async () => {
    const adminRoutes = guarded().filter(({ op }) => op['x-hotel-role'] === 'admin');
    expect(adminRoutes.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining([
        'PUT /api/staff/people/role',
        'POST /api/menu-items',
        'PUT /api/rooms/{id}',
        // A package's price and rules (decision 150).
        'PUT /api/staff/catalogue/packages/{id}',
      ]),
    );
    const before = await snapshot();
    for (const { method, path, op } of adminRoutes) {
      const res = await send(method, path, op, staff.headers);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).message).toBe('Only an admin can do that.');
    }
    expect(await snapshot()).toBe(before);
  });

  it('refuse a housekeeper everything but housekeeping (403), changing nothing', async () => {
    const desks = guarded().filter(({ op }) => op['x-hotel-role'] !== 'housekeeper');
    expect(desks.length).toBeGreaterThan(50);
    const before = await snapshot();
    for (const { method, path, op } of desks) {
      const res = await send(method, path, op, housekeeper.headers);
      expect(res.status, `${method} ${path}`).toBe(403);
      expect((await res.json()).message).toBe('Housekeeping may only keep the rooms: ask the front desk.');
    }
    expect(await snapshot()).toBe(before);
  });

  it('let a housekeeper through housekeeping (no 401 or 403), and only there', async () => {
    const rooms = guarded().filter(({ op }) => op['x-hotel-role'] === 'housekeeper');
    expect(rooms.map(({ method, path }) => `${method} ${path}`)).toEqual(
      expect.arrayContaining(['GET /api/staff/housekeeping', 'POST /api/staff/housekeeping/{id}']),
    );
    for (const { method, path, op } of rooms) {
      const res = await send(method, path, op, housekeeper.headers);
      expect([401, 403], `${method} ${path} answered ${res.status}`).not.toContain(res.status);
    }
  });

  it('let staff through the staff routes (no 401 or 403)', async () => {
    for (const { method, path, op } of guarded().filter(({ op }) => op['x-hotel-role'] !== 'admin')) {
      const res = await send(method, path, op, staff.headers);
      expect([401, 403], `${method} ${path} answered ${res.status}`).not.toContain(res.status);
    }
  });
});
