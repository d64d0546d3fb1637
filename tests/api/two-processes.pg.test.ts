import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { type Database, openDatabase } from '../../src/server/db/client';
import { rooms, roomUnits, users } from '../../src/server/db/schema';
import { createScratchDatabase } from '../../src/server/db/scratch-database';
import { closeUnit, reopenUnit } from '../../src/server/services/room-closures';
import { type ApiProcess, startApiProcess } from '../fixtures/api-processes';

// PostgreSQL only: two API server processes, started at the same moment on one fresh database, behave as one.
let empty: Awaited<ReturnType<typeof createScratchDatabase>>;
let a: ApiProcess;
let b: ApiProcess;
let reader: Database;

beforeAll(async () => {
  empty = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  [a, b] = await Promise.all([startApiProcess(empty.url), startApiProcess(empty.url)]);
  reader = await openDatabase({ url: empty.url });
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await reader?.close();
  await empty?.drop();
});

async function signIn(through: ApiProcess, verifyOn: ApiProcess, phone: string) {
  expect((await through.call('POST', '/api/auth/send-otp', { json: { phone } })).status).toBe(200);
  // The wait before another code is one rule for the hotel, whichever server is asked.
  expect((await verifyOn.call('POST', '/api/auth/send-otp', { json: { phone } })).status).toBe(429);
  const { messages } = await (await through.call('GET', '/api/dev/sms-outbox')).json();
  const otp = messages.find((m: { to: string }) => m.to === phone).otp;
  const res = await verifyOn.call('POST', '/api/auth/verify-otp', { json: { phone, otp } });
  expect(res.status).toBe(200);
  const { token } = await res.json();
  return { authorization: `Bearer ${token}` };
}

const stayFrom = (days: number, roomType = 'deluxe') => {
  const checkIn = addDays(dateInZone(new Date(), 'Asia/Kolkata'), days);
  return { check_in_date: checkIn, check_out_date: addDays(checkIn, 2), room_type: roomType };
};

const freeIds = async (server: ApiProcess, stay: object): Promise<string[]> => {
  const res = await server.call('POST', '/api/bookings/availability', { json: stay });
  expect(res.status).toBe(200);
  return (await res.json()).rooms.map((r: { id: string }) => r.id);
};

describe('two server processes on one PostgreSQL database', () => {
  it('both come up, having migrated and seeded the empty database once', async () => {
    expect((await a.call('GET', '/api/health')).status).toBe(200);
    expect((await b.call('GET', '/api/health')).status).toBe(200);
    const [listings] = await reader.db.select({ n: count() }).from(rooms);
    expect(listings?.n).toBe(6);
  });

  it('verify on B a code sent through A, and hold the per-phone limit across both', async () => {
    await signIn(a, b, '+919812301001');
  });

  it('honour on B a session made on A, and a logout on B ends it on A', async () => {
    const headers = await signIn(a, a, '+919812301002');
    expect((await b.call('GET', '/api/auth/profile', { headers })).status).toBe(200);
    expect((await b.call('POST', '/api/auth/logout', { headers })).status).toBe(200);
    expect((await a.call('GET', '/api/auth/profile', { headers })).status).toBe(401);
  });

  it('never show on B a unit as free after A has booked it, though B remembers its answers', async () => {
    const headers = await signIn(a, a, '+919812301003');
    for (let i = 0; i < 3; i++) {
      const stay = stayFrom(40 + i * 3);
      const before = await freeIds(b, stay);
      expect(await freeIds(b, stay)).toEqual(before); // asked again: B's remembered answer
      const booked = await a.call('POST', '/api/bookings/create', {
        json: {
          room_id: before[0],
          check_in_date: stay.check_in_date,
          check_out_date: stay.check_out_date,
          num_guests: 1,
        },
        headers,
      });
      expect(booked.status).toBe(201);
      const after = await freeIds(b, stay);
      expect(after).not.toContain(before[0]);
      expect(after).toHaveLength(before.length - 1);
      // A's own remembered answer moves too.
      expect(await freeIds(a, stay)).toEqual(after);
    }
  });

  it('show on both a unit the hotel takes out of service, with no booking involved', async () => {
    const stay = stayFrom(70, 'suite');
    const before = await freeIds(b, stay);
    await reader.db.update(roomUnits).set({ inService: false });
    expect(await freeIds(b, stay)).toEqual([]);
    expect(await freeIds(a, stay)).toEqual([]);
    await reader.db.update(roomUnits).set({ inService: true });
    expect(await freeIds(b, stay)).toEqual(before);
  });

  it('leave out on both, at once, a unit closed for some nights elsewhere, and offer it again when reopened', async () => {
    const stay = stayFrom(80);
    const before = await freeIds(b, stay);
    expect(await freeIds(a, stay)).toEqual(before); // each process now remembers this answer
    const [staff] = await reader.db.select({ id: users.id }).from(users).limit(1);
    const today = dateInZone(new Date(), 'Asia/Kolkata');
    const closure = await closeUnit(
      reader.db,
      {
        roomUnitId: before[0]!,
        startsOn: stay.check_in_date,
        endsOn: stay.check_out_date,
        reason: 'Leak in the ceiling',
      },
      { userId: staff!.id, now: new Date(), today },
    );
    expect(await freeIds(b, stay)).toEqual(before.slice(1));
    expect(await freeIds(a, stay)).toEqual(before.slice(1));
    await reopenUnit(reader.db, closure.id, { userId: staff!.id, now: new Date() });
    expect(await freeIds(a, stay)).toEqual(before);
    expect(await freeIds(b, stay)).toEqual(before);
  });
});
