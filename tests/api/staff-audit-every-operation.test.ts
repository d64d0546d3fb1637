import { Writable } from 'node:stream';
import fc from 'fast-check';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { staffActions } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { createLogger } from '../../src/server/logger';
import { ConsoleMail } from '../../src/server/providers/mail';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS } from '../fixtures/hotel';
import type { JsonSchema } from '../fixtures/openapi-junk';
import { type OpenApiDocument, validValue } from '../fixtures/openapi-valid';
import { type Call, reads, type World, writes } from '../fixtures/staff-targets';
import { createTestApp } from '../fixtures/test-app';
import { pendingStay } from './payments/setup';

// Issue 41 (decision 117): every operation the served OpenAPI document marks for the hotel's people (`x-hotel-role`
// housekeeper, staff or admin) is done for real, by a caller of the role it names, on a real target: one that changes something
// writes exactly one audit row naming its action, its target and its caller, with the facts before or after; a
// refused attempt (a target that does not exist, or what its rules refuse) writes none; a read writes none, and
// its request's log line names who read. The operations come from the document, so a new staff route fails here
// until its target is built in tests/fixtures/staff-targets/ and its audit row is written.
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const clock = { at: HOTEL_NOON };
const mail = new ConsoleMail(
  'The Supar Palace <stay@suparpalace.in>',
  pino({ level: 'silent' }),
  () => clock.at,
);
const t = await createTestApp(MANY_HOLDS, {
  now: () => clock.at,
  mail,
  logger: createLogger({ LOG_LEVEL: 'info' }, sink),
});
afterAll(() => t.close());
await seedDemoData(t.db, HOTEL_NOON);
const staff = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
const admin = await signedInGuest(t.db, { name: 'Hotel Admin', role: 'admin' }, HOTEL_NOON);
const housekeeper = await signedInGuest(t.db, { name: 'Housekeeping', role: 'housekeeper' }, HOTEL_NOON);
const world: World = { t, now: () => clock.at, mail, admin };

type Operation = OpenApiDocument['paths'][string][string] & {
  'x-hotel-role'?: 'housekeeper' | 'staff' | 'admin';
};
const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as OpenApiDocument & {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => ({
    name: `${method.toUpperCase()} ${path}`,
    method: method.toUpperCase(),
    path,
    op,
  })),
);
const forTheHotel = operations.filter(({ op }) => op['x-hotel-role']);
const changing = forTheHotel.filter(({ method }) => method !== 'GET');
const reading = forTheHotel.filter(({ method }) => method === 'GET');
const callerOf = (op: Operation) => ({ admin, staff, housekeeper })[op['x-hotel-role'] ?? 'staff'];

/** Sends one call of an operation: the path's parameters filled in, the query, a JSON or multipart body. */
async function send(method: string, path: string, call: Call, headers: Record<string, string>) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = call.params?.[name];
    if (value === undefined) throw new Error(`${method} ${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = call.query ? `?${new URLSearchParams(call.query)}` : '';
  const body = call.form ? { body: await call.form() } : { json: call.json };
  return t.call(method, `${url}${query}`, { ...body, headers });
}

/** The audit rows written since `before` (the ids of the rows there were). */
const auditIds = async () =>
  new Set((await t.db.select({ id: staffActions.id }).from(staffActions)).map((r) => r.id));
const writtenSince = async (before: Set<string>) =>
  (await t.db.select().from(staffActions)).filter((row) => !before.has(row.id));

/** The same call with every path parameter naming a record that does not exist. */
const missingTarget = (path: string, call: Call): Call => ({
  ...call,
  params: Object.fromEntries(
    [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => [name!, '6f1c2a10-0000-4000-8000-00000000dead']),
  ),
});

describe('the operations the document marks for the hotel', () => {
  it('are read from the document: the spec’s admin routes and the console’s, each with its target built here', () => {
    const names = forTheHotel.map(({ name }) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/dining/private-requests/{id}/answer',
        'POST /api/createroom/rooms',
        'PUT /api/rooms/{id}',
        'DELETE /api/rooms/{id}',
        'POST /api/halls',
        'PUT /api/halls/{id}',
        'DELETE /api/halls/{id}',
        'POST /api/menu-items',
        'PUT /api/menu-items/{id}',
        'DELETE /api/menu-items/{id}',
        'POST /api/coupons/create-coupon',
        'PUT /api/coupons/{id}',
        'DELETE /api/coupons/{id}',
        'PUT /api/wallet-transactions/{id}',
        'DELETE /api/wallet-transactions/{id}',
      ]),
    );
    // A target built for an operation the document no longer lists is a case nobody runs.
    const listed = new Set(names);
    expect(Object.keys(writes).filter((name) => !listed.has(name))).toEqual([]);
    expect(Object.keys(reads).filter((name) => !listed.has(name))).toEqual([]);
    expect(changing.length).toBe(Object.keys(writes).length);
  });

  for (const { name, method, path, op } of changing) {
    it(`${name} (${op['x-hotel-role']}): done, one audit row naming it; refused, none`, async () => {
      const build = writes[name];
      if (!build) {
        throw new Error(
          `${name} changes something for the hotel, but no target is built for it: add it to tests/fixtures/staff-targets/.`,
        );
      }
      const caller = callerOf(op);
      const target = await build(world);
      // A path naming a target is refused for one that does not exist; any other needs a call its rules refuse.
      const namesATarget = path.includes('{');
      expect(namesATarget || Boolean(target.refusedAfter?.length), `${name} needs a refused call`).toBe(true);

      if (namesATarget) {
        const before = await auditIds();
        const res = await send(method, path, missingTarget(path, target.call), caller.headers);
        expect(res.status, `${name} on a missing target: ${await res.text()}`).toBe(404);
        expect(await writtenSince(before)).toEqual([]);
      }

      const before = await auditIds();
      const res = await send(method, path, target.call, caller.headers);
      const text = await res.text();
      expect(res.status, `${name}: ${text}`).toBeLessThan(300);
      const expected = target.audited(JSON.parse(text || '{}'));
      const rows = await writtenSince(before);
      expect(rows, `${name} wrote ${rows.map((r) => r.action).join(', ') || 'no audit row'}`).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        actorId: caller.user.id,
        action: expected.action,
        targetKind: expected.target.kind,
        targetId: expected.target.id,
      });
      expect(row!.before ?? row!.after, `${name}: the facts before or after`).not.toBeNull();

      for (const call of target.refusedAfter ?? []) {
        const ids = await auditIds();
        const answer = await send(method, path, call, caller.headers);
        const said = `${name} ${JSON.stringify(call.json ?? call.params)} → ${answer.status} ${await answer.text()}`;
        expect(answer.status, said).toBeGreaterThanOrEqual(400);
        expect(answer.status, said).toBeLessThan(500);
        expect(await writtenSince(ids), said).toEqual([]);
      }
    });
  }

  for (const { name, path, op } of reading) {
    it(`${name} (${op['x-hotel-role']}): a read writes no audit row, and its log line names the reader`, async () => {
      const build = reads[name];
      if (!build)
        throw new Error(
          `${name} reads for the hotel, but nothing is built for it: add it to tests/fixtures/staff-targets/.`,
        );
      const caller = callerOf(op);
      const call = await build(world);
      const before = await auditIds();
      lines.length = 0;
      const res = await send('GET', path, call, caller.headers);
      expect(res.status, `${name}: ${await res.text()}`).toBe(200);
      expect(await writtenSince(before)).toEqual([]);
      const logged = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request');
      expect(logged).toMatchObject([
        { method: 'GET', status: 200, userId: caller.user.id, role: caller.user.role },
      ]);
    });
  }
});

// A route that names no role is the guest's; but where it lets staff act on another guest's booking, that is a
// staff action all the same, and audited as one.
describe("the guest's booking routes, used by staff on another guest's booking", () => {
  const onABooking = operations.filter(
    ({ method, path, op }) =>
      method !== 'GET' && !op['x-hotel-role'] && path.startsWith('/api/bookings/{id}'),
  );
  const done: string[] = [];

  for (const { name, method, path, op } of onABooking) {
    it(`${name}: refused with nothing written, or done with one audit row`, async () => {
      const { booking } = await pendingStay(t, clock.at);
      const schema = op.requestBody?.content?.['application/json']?.schema as JsonSchema | undefined;
      // One body the document calls valid, the same on every run.
      const json = schema ? fc.sample(validValue(schema, doc), { seed: 41, numRuns: 1 })[0] : undefined;
      const before = await auditIds();
      const res = await send(method, path, { params: { id: booking.id }, json }, staff.headers);
      const rows = await writtenSince(before);
      if (res.status < 300) {
        done.push(name);
        expect(rows).toMatchObject([{ actorId: staff.user.id, targetKind: 'room', targetId: booking.id }]);
      } else {
        expect(res.status, `${name}: ${await res.text()}`).toBeLessThan(500);
        expect(rows).toEqual([]);
      }
    });
  }

  it('include the cancellation, which staff may do for a guest by the policy', () => {
    expect(done).toEqual(
      expect.arrayContaining(['PUT /api/bookings/{id}/cancel', 'DELETE /api/bookings/{id}/cancel']),
    );
  });
});
