import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  roomBookings,
  roomUnitClosures,
  roomUnits,
  staffActions,
} from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import type { ConsoleSms } from '../../src/server/providers/sms';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { noticeSenders } from '../fixtures/notices';
import { book, payFor } from '../fixtures/transitions';

// Decision 144 (issue 44): the rooms chart shows each unit's stays with the guest's name and where each stands, and
// moves a stay to another room within the no-overlap constraint, its price kept, audited; housekeeping keeps each
// room clean, dirty, inspected or out of order, a check-out leaves it dirty, and a housekeeper opens nothing else.
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
type Caller = Awaited<ReturnType<typeof signedInGuest>>;
let t: Hotel;
let desk: Caller;
let keeper: Caller;
let guest: Caller;
let suite: Awaited<ReturnType<typeof demoRoom>>;
let deluxe: Awaited<ReturnType<typeof demoRoom>>;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  keeper = await signedInGuest(t.db, { name: 'Lata Housekeeping', role: 'housekeeper' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  suite = await demoRoom(t.db, 'maharaja-suite');
  deluxe = await demoRoom(t.db, 'deluxe-king-room');
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const get = (path: string, by: Caller = desk) => t.call('GET', `/api/staff${path}`, { headers: by.headers });
const post = (path: string, json: unknown, by: Caller = desk) =>
  t.call('POST', `/api/staff${path}`, { json, headers: by.headers });
const rowOf = async (id: string) =>
  (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!;
const unitOf = async (id: string) => (await t.db.select().from(roomUnits).where(eq(roomUnits.id, id)))[0]!;

/** A stay of the listing for the nights asked, paid unless `held`: its row id. */
async function stay(listing: { id: string }, checkIn: string, checkOut: string, held = false) {
  const id = await book(t, guest.headers, {
    room_id: listing.id,
    check_in_date: checkIn,
    check_out_date: checkOut,
    num_guests: 2,
    num_rooms: 1,
    adults: 2,
  });
  if (!held) await payFor(t, guest.headers, id);
  return id;
}

type ChartBody = {
  from: string;
  days: number;
  listings: {
    name: string;
    units: {
      id: string;
      roomNumber: string;
      condition: string;
      stays: { id: string; guestName: string; reference: string; standing: string }[];
      closures: { reason: string }[];
    }[];
  }[];
};
const chart = async (query = '') => (await (await get(`/chart${query}`)).json()) as ChartBody;
const unitIn = (body: ChartBody, roomNumber: string) =>
  body.listings.flatMap((l) => l.units).find((u) => u.roomNumber === roomNumber)!;

describe('the rooms chart', () => {
  it('shows two weeks from today: each type with its rooms, stays by guest name and standing, closures', async () => {
    const paid = await stay(deluxe, '2026-11-22', '2026-11-24');
    const held = await stay(deluxe, '2026-11-22', '2026-11-24', true);
    const unit = deluxe.units.find((u) => u.roomNumber === '205')!;
    await t.db
      .insert(roomUnitClosures)
      .values({ roomUnitId: unit.id, startsOn: '2026-11-25', endsOn: '2026-11-27', reason: 'New carpet' });
    const body = await chart();
    expect(body).toMatchObject({ from: TODAY, days: 14 });
    const types = body.listings.find((l) => l.name === deluxe.name)!;
    expect(types.units.map((u) => u.roomNumber)).toEqual(['201', '202', '203', '204', '205']);
    const stays = types.units.flatMap((u) => u.stays);
    expect(stays.find((s) => s.id === paid)).toMatchObject({
      guestName: 'Asha Verma',
      standing: 'confirmed',
    });
    expect(stays.find((s) => s.id === held)).toMatchObject({ guestName: 'Asha Verma', standing: 'held' });
    expect(unitIn(body, '205').closures).toMatchObject([{ reason: 'New carpet' }]);
    // Later dates scroll the window; a stretch past a month is refused in words.
    expect((await chart('?from=2026-12-10&days=7')).listings[0]!.units[0]!.stays).toEqual([]);
    const tooLong = await get('/chart?days=90');
    expect(tooLong.status).toBe(400);
  });

  it('moves a stay to a free room of its type: same nights and price, audited, the chart says so', async () => {
    const id = await stay(suite, '2026-12-01', '2026-12-03');
    const before = await rowOf(id);
    const free = suite.units.find((u) => u.id !== before.roomUnitId)!;
    const res = await post('/chart/moves', { stayId: id, roomUnitId: free.id });
    const answer = await res.json();
    expect(res.status, JSON.stringify(answer)).toBe(200);
    expect(answer.message).toMatch(
      new RegExp(
        `^Moved Asha Verma \\(PAL-[A-Z0-9-]+, .+\\) from Room \\d+ to Room ${free.roomNumber}; the price stays ₹[\\d,]+ as booked \\(${suite.name}\\)\\. The guest is sent a message with the new room\\.$`,
      ),
    );
    const after = await rowOf(id);
    expect(after).toMatchObject({
      roomUnitId: free.id,
      roomId: before.roomId,
      checkIn: before.checkIn,
      checkOut: before.checkOut,
      totalPaise: before.totalPaise,
      nightlyPaise: before.nightlyPaise,
    });
    const [audit] = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'booking.room_move'), eq(staffActions.targetId, id)));
    expect(audit).toMatchObject({ actorId: desk.user.id, after: { room: free.roomNumber } });
    expect(unitIn(await chart('?from=2026-11-30'), free.roomNumber).stays.map((s) => s.id)).toContain(id);
    // The guest is told, through the outbox, in words with the new room (decision 151).
    const from = (await unitOf(before.roomUnitId!)).roomNumber;
    const told = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, id), eq(notifications.event, 'room_moved')));
    expect(told.map((n) => [n.channel, n.audience, n.detail])).toContainEqual([
      'sms',
      'guest',
      { roomMove: { from, to: free.roomNumber } },
    ]);
    const sms = t.sms as ConsoleSms;
    await deliverDueNotices(
      noticeSenders(t, { sms, mail: new ConsoleMail('x <x@example.in>', pino({ level: 'silent' })) }),
      t.clock.at,
    );
    const text = sms.outbox().find((m) => m.tag === 'guest-room_moved')?.text;
    expect(text).toMatch(
      new RegExp(
        `^Supar Palace: for booking PAL-[A-Z0-9-]+ your room is now Room ${free.roomNumber} \\(was Room ${from}\\); your dates and price are unchanged\\. Details: `,
      ),
    );
  });

  it('refuses a room taken on those nights, naming the stay there; nothing changes', async () => {
    const first = await stay(suite, '2026-12-05', '2026-12-07');
    const second = await stay(suite, '2026-12-06', '2026-12-08');
    const was = await rowOf(second);
    const taken = (await rowOf(first)).roomUnitId;
    const res = await post('/chart/moves', { stayId: second, roomUnitId: taken });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(
      /^Room \d+ is taken on some of .+ by PAL-[A-Z0-9-]+ \(Asha Verma\): PAL-[A-Z0-9-]+ stays in Room \d+\.$/,
    );
    expect(await rowOf(second)).toEqual(was);
  });

  it('refuses a room of another type (the hotel does not allow it by default), a closed room and a left stay', async () => {
    const id = await stay(suite, '2026-12-10', '2026-12-12');
    const other = await post('/chart/moves', { stayId: id, roomUnitId: deluxe.units[0]!.id });
    expect(other.status).toBe(409);
    expect((await other.json()).message).toMatch(`is a ${deluxe.name}; PAL-`);
    const own = (await rowOf(id)).roomUnitId;
    const target = suite.units.filter((u) => u.id !== own).at(-1)!;
    await t.db
      .insert(roomUnitClosures)
      .values({ roomUnitId: target.id, startsOn: '2026-12-11', endsOn: '2026-12-12', reason: 'Painting' });
    const shut = await post('/chart/moves', { stayId: id, roomUnitId: target.id });
    expect(shut.status).toBe(409);
    expect((await shut.json()).message).toMatch(`Room ${target.roomNumber} is out of service on some of`);
    expect((await rowOf(id)).roomUnitId).not.toBe(target.id);
    const missing = await post('/chart/moves', {
      stayId: id,
      roomUnitId: '6f1c2a10-0000-4000-8000-00000000dead',
    });
    expect(missing.status).toBe(404);
    const junk = await post('/chart/moves', { stayId: 'nope', roomUnitId: target.id });
    expect(junk.status).toBe(400);
  });
});

describe('housekeeping', () => {
  it('a check-out leaves the room dirty; Today, the chart and housekeeping say so', async () => {
    const id = await stay(deluxe, TODAY, '2026-11-21');
    const unitId = (await rowOf(id)).roomUnitId;
    const mark = (arrival: string) => post(`/bookings/${id}/arrival`, { arrival });
    expect((await mark('check_in')).status).toBe(200);
    expect((await unitOf(unitId)).housekeeping).toBe('clean');
    expect((await mark('check_out')).status).toBe(200);
    expect(await unitOf(unitId)).toMatchObject({ housekeeping: 'dirty', housekeepingAt: HOTEL_NOON });
    const today = await (await get('/today')).json();
    expect(today.arrivals.find((s: { id: string }) => s.id === id)).toMatchObject({ roomCondition: 'dirty' });
    const board = await (await get('/housekeeping', keeper)).json();
    const room = board.units.find((u: { id: string }) => u.id === unitId);
    expect(room).toMatchObject({ condition: 'dirty', occupancy: 'vacant' });
    expect(room).not.toHaveProperty('guestName');
    expect(unitIn(await chart(), (await unitOf(unitId)).roomNumber).condition).toBe('dirty');
  });

  it('a housekeeper cleans a dirty room, then inspects it; out of turn is refused in words, unchanged', async () => {
    const unit = suite.units[0]!;
    await t.db.update(roomUnits).set({ housekeeping: 'dirty' }).where(eq(roomUnits.id, unit.id));
    const mark = (status: string) => post(`/housekeeping/${unit.id}`, { status }, keeper);
    const early = await mark('inspected');
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe(
      `Room ${unit.roomNumber} is dirty: it is cleaned before it is inspected.`,
    );
    expect((await unitOf(unit.id)).housekeeping).toBe('dirty');
    const cleaned = await mark('clean');
    expect(cleaned.status).toBe(200);
    expect(await cleaned.json()).toMatchObject({
      message: `Room ${unit.roomNumber} is clean.`,
      unit: { condition: 'clean' },
    });
    expect((await (await mark('clean')).json()).message).toBe(`Room ${unit.roomNumber} is already clean.`);
    expect((await mark('inspected')).status).toBe(200);
    expect((await mark('Dirty')).status).toBe(200);
    expect((await mark('sparkling')).status).toBe(400);
    const rows = await t.db
      .select()
      .from(staffActions)
      .where(and(eq(staffActions.action, 'room.housekeeping'), eq(staffActions.targetId, unit.id)));
    expect(rows.map((r) => [r.actorId, r.before, r.after])).toEqual([
      [
        keeper.user.id,
        { room: unit.roomNumber, housekeeping: 'dirty' },
        { room: unit.roomNumber, housekeeping: 'clean' },
      ],
      [
        keeper.user.id,
        { room: unit.roomNumber, housekeeping: 'clean' },
        { room: unit.roomNumber, housekeeping: 'inspected' },
      ],
      [
        keeper.user.id,
        { room: unit.roomNumber, housekeeping: 'inspected' },
        { room: unit.roomNumber, housekeeping: 'dirty' },
      ],
    ]);
  });

  it('out of order is a closure from today: not sold, shown, and back in service ends it', async () => {
    const unit = suite.units[2]!;
    const res = await post(
      `/housekeeping/${unit.id}/out-of-order`,
      { until: '2026-11-23', reason: 'Leaking tap' },
      keeper,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      message: `Room ${unit.roomNumber} is out of order until 23 Nov 2026.`,
      unit: {
        condition: 'out_of_order',
        closure: { startsOn: TODAY, endsOn: '2026-11-23', reason: 'Leaking tap' },
      },
    });
    expect(unitIn(await chart(), unit.roomNumber).condition).toBe('out_of_order');
    const past = await post(`/housekeeping/${unit.id}/out-of-order`, { until: TODAY, reason: 'x' }, keeper);
    expect(past.status).toBe(400);
    const back = await post(`/housekeeping/${unit.id}/back-in-service`, {}, keeper);
    expect(back.status).toBe(200);
    expect((await back.json()).unit.condition).not.toBe('out_of_order');
    const left = await t.db.select().from(roomUnitClosures).where(eq(roomUnitClosures.roomUnitId, unit.id));
    expect(left.filter((c) => c.reason === 'Leaking tap')).toEqual([]);
    const again = await post(`/housekeeping/${unit.id}/back-in-service`, {}, keeper);
    expect(again.status).toBe(409);
  });

  it('a housekeeper is refused every other staff screen in words; a guest is refused housekeeping', async () => {
    for (const path of ['/chart', '/today', '/bookings?q=Asha', '/rooms', '/people']) {
      const res = await get(path, keeper);
      expect(res.status, path).toBe(403);
      expect((await res.json()).message).toBe('Housekeeping may only keep the rooms: ask the front desk.');
    }
    const moved = await post(
      '/chart/moves',
      { stayId: suite.units[0]!.id, roomUnitId: suite.units[1]!.id },
      keeper,
    );
    expect(moved.status).toBe(403);
    expect((await get('/housekeeping', guest)).status).toBe(403);
    expect((await get('/housekeeping', desk)).status).toBe(200);
  });
});
