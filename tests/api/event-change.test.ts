import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEntry } from '../../src/contracts/orders';
import {
  hallBookings,
  hallChangeRequests,
  halls,
  notifications,
  payments,
  staffActions,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';
import { hallBody, payFor, requestHall } from '../fixtures/transitions';

// Issue 34 "Halls" (decision 109): a change of an event is a new request the events desk answers. The guest's
// request (validated as a new request is; the event unchanged until the answer), its withdrawal, and the desk's
// confirm (moved in place; refused when the hall was taken meanwhile or a paid deposit would change) or decline.
let t: Awaited<ReturnType<typeof seededHotel>>;
type Person = Awaited<ReturnType<typeof signedInGuest>>;
let desk: Person;
let guest: Person;
let other: Person;
let durbar: string;
let event: string;

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Events Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma', email: 'asha.verma@example.in' }, HOTEL_NOON);
  other = await signedInGuest(t.db, { name: 'Ravi Menon' }, HOTEL_NOON);
  const [hall] = await t.db.select().from(halls).where(eq(halls.slug, 'grand-durbar-hall'));
  durbar = hall!.id;
  event = await requestHall(t, guest.headers, hallBody(durbar, '2026-12-19'));
  const confirmed = await t.call('POST', `/api/staff/halls/${event}/answer`, {
    json: { answer: 'confirmed' },
    headers: desk.headers,
  });
  expect(confirmed.status).toBe(200);
  // Another guest's request on the 20th: the hall is not free then.
  await requestHall(t, other.headers, hallBody(durbar, '2026-12-20'));
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

type Headers = Record<string, string>;
const quote = (id: string, json: object, headers: Headers = guest.headers) =>
  t.call('POST', `/api/bookings/${id}/change-request/quote`, { json, headers });
const ask = (id: string, json: object, headers: Headers = guest.headers) =>
  t.call('POST', `/api/bookings/${id}/change-request`, { json, headers });
const withdraw = (id: string, headers: Headers = guest.headers) =>
  t.call('DELETE', `/api/bookings/${id}/change-request`, { headers });
const answer = (changeId: string, json: object, headers: Headers = desk.headers) =>
  t.call('POST', `/api/staff/halls/changes/${changeId}/answer`, { json, headers });
const eventRow = async (id = event) =>
  (await t.db.select().from(hallBookings).where(eq(hallBookings.id, id)))[0]!;
const changesOf = (id = event) =>
  t.db.select().from(hallChangeRequests).where(eq(hallChangeRequests.bookingId, id));
const auditOf = (id = event) => t.db.select().from(staffActions).where(eq(staffActions.targetId, id));
const noticesOf = async (id = event) =>
  (await t.db.select().from(notifications).where(eq(notifications.bookingId, id))).map(
    (n) => `${n.event} ${n.channel} ${n.audience}`,
  );
const detail = async (id = event) =>
  (await (await t.call('GET', `/api/payments/booking/${id}`, { headers: guest.headers })).json()).hall;
async function listed(id = event) {
  const res = await t.call('POST', '/api/orders/orderlistdetails', {
    json: { user_id: guest.user.id },
    headers: guest.headers,
  });
  const { orders } = (await res.json()) as { orders: OrderEntry[] };
  const entry = orders.find((o) => o.id === id);
  return entry?.kind === 'hall' ? entry.hallBooking : undefined;
}
/** Everything the guest's event and its changes are, to compare before and after a refused request. */
const snapshot = async () => ({
  event: await eventRow(),
  changes: await changesOf(),
  notices: await noticesOf(),
  audit: await auditOf(),
});

describe("the guest's change request", () => {
  it('quotes the new hire with GST before anything is sent, and writes nothing', async () => {
    const before = await snapshot();
    const res = await quote(event, { date: '2026-12-21', timeSlot: 'Full Day', guests: 200 });
    expect(res.status).toBe(200);
    const body = await res.json();
    const booked = before.event;
    // A Full Day is charged as two slots: twice the hire, twice the GST.
    expect(body.after.totalPaise).toBe(booked.totalPaise * 2);
    expect(body.after.cgstPaise + body.after.sgstPaise).toBe((booked.cgstPaise + booked.sgstPaise) * 2);
    expect(body.differencePaise).toBe(booked.totalPaise);
    expect(body.refusal).toBeNull();
    expect(body.message).toMatch(/Your event stays as it is until our events desk answers\.$/);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a slot that does not exist', { date: '2026-12-21', timeSlot: 'Brunch', guests: 150 }, 400, 'timeSlot'],
    [
      'more guests than the hall seats',
      { date: '2026-12-21', timeSlot: 'Evening', guests: 600 },
      400,
      'guests',
    ],
    ['a day already past', { date: '2026-11-01', timeSlot: 'Evening', guests: 150 }, 400, 'date'],
    // The booking horizon stays have (decision 114): a year ahead, not 9999-12-31.
    [
      'a day beyond the booking horizon',
      { date: '9999-12-31', timeSlot: 'Evening', guests: 150 },
      400,
      'date',
    ],
    ['a year and a day ahead', { date: '2027-11-21', timeSlot: 'Evening', guests: 150 }, 400, 'date'],
    [
      'a last day before the first',
      { date: '2026-12-21', endDate: '2026-12-20', timeSlot: 'Evening', guests: 150 },
      400,
      'endDate',
    ],
    ['a time another event holds', { date: '2026-12-20', timeSlot: 'Evening', guests: 150 }, 409, null],
  ])('refuses %s and changes nothing', async (_, json, status, field) => {
    const before = await snapshot();
    const res = await ask(event, json);
    expect(res.status).toBe(status);
    const body = await res.json();
    if (field) expect(body.fields).toHaveProperty([field]);
    else
      expect(body.message).toBe(
        'This hall is already booked for that time. Please choose another slot or date.',
      );
    if (field === 'guests')
      expect(body.message).toContain('Grand Durbar Banquet Hall seats up to 500 guests.');
    if (json.date > '2027') expect(body.message).toBe('Events can be booked at most 365 days ahead.');
    expect(await snapshot()).toEqual(before);
  });

  it("answers another guest's event as not found, and a caller with no session 401", async () => {
    const before = await snapshot();
    const json = { date: '2026-12-21', timeSlot: 'Evening', guests: 150 };
    expect((await ask(event, json, other.headers)).status).toBe(404);
    expect((await quote(event, json, other.headers)).status).toBe(404);
    expect((await withdraw(event, other.headers)).status).toBe(404);
    expect((await ask(event, json, {})).status).toBe(401);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the request beside the event, which stays exactly as it is; the event’s own slot is free to it', async () => {
    const before = await eventRow();
    // The same evening with more guests: its own slot does not stand in its way.
    const res = await ask(event, { date: '2026-12-19', timeSlot: 'Evening', guests: 220 });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.change).toMatchObject({ status: 'pending', date: '2026-12-19', guests: 220 });
    expect(body.message).toMatch(/Your event stays as it is until our events desk answers/);
    expect(await eventRow()).toEqual(before);
    expect((await detail()).change).toMatchObject({ status: 'pending', guests: 220 });
    expect((await listed())?.changeRequested).toBe(true);
  });

  it('refuses a second open request, then lets the guest withdraw the first and ask again', async () => {
    const second = await ask(event, { date: '2026-12-21', timeSlot: 'Evening', guests: 150 });
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe(
      'You have already asked to change this event: withdraw that request first, or wait for our answer.',
    );
    const before = await eventRow();
    const gone = await withdraw(event);
    expect(gone.status).toBe(200);
    expect((await gone.json()).change.status).toBe('withdrawn');
    expect(await eventRow()).toEqual(before);
    expect((await listed())?.changeRequested).toBe(false);
    expect((await withdraw(event)).status).toBe(409);
  });
});

describe("the events desk's answer", () => {
  let changeId: string;

  it('lists the change in its queue with the event as booked, the terms asked and the time left', async () => {
    const res = await ask(event, { date: '2026-12-22', timeSlot: 'Evening', guests: 150 });
    expect(res.status).toBe(201);
    changeId = (await res.json()).change.id;
    t.advance(30);
    const desk_ = await (await t.call('GET', '/api/staff/halls', { headers: desk.headers })).json();
    expect(desk_.changeRequests).toHaveLength(1);
    expect(desk_.changeRequests[0]).toMatchObject({
      id: changeId,
      bookingId: event,
      standing: 'deposit',
      booked: { date: '2026-12-19', guests: 150 },
      asked: { date: '2026-12-22', guests: 150 },
      moneyRefusal: null,
      minutesLeft: 48 * 60 - 30,
    });
  });

  it('is for staff only: no session 401, a guest 403, nothing changed', async () => {
    const before = await snapshot();
    expect((await answer(changeId, { answer: 'confirmed' }, {})).status).toBe(401);
    const guestTry = await answer(changeId, { answer: 'confirmed' }, guest.headers);
    expect(guestTry.status).toBe(403);
    expect((await guestTry.json()).message).toBe('Only hotel staff can do that.');
    expect((await t.call('GET', '/api/staff/halls', { headers: guest.headers })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses to confirm when the hall was booked for the new time meanwhile, and nothing changes', async () => {
    await requestHall(t, other.headers, hallBody(durbar, '2026-12-22'));
    const before = await snapshot();
    const res = await answer(changeId, { answer: 'confirmed' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(/^The hall was booked for that time meanwhile/);
    expect(await snapshot()).toEqual(before);
  });

  it('declines with a reason the guest reads; the event stays as it was; audited and told', async () => {
    const before = await eventRow();
    const reason = 'The 22nd is taken; the 23rd is free if that suits.';
    const res = await answer(changeId, { answer: 'declined', reason });
    expect(res.status).toBe(200);
    expect(await eventRow()).toEqual(before);
    expect((await detail()).change).toMatchObject({ status: 'declined', answerNote: reason });
    expect(await auditOf()).toContainEqual(
      expect.objectContaining({ action: 'hall.change_decline', actorId: desk.user.id, reason }),
    );
    expect(await noticesOf()).toEqual(
      expect.arrayContaining(['hall_change_declined sms guest', 'hall_change_declined email guest']),
    );
    const again = await answer(changeId, { answer: 'confirmed' });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe('This change request was already declined.');
  });

  it('confirms a change of an unpaid event in place: new terms and price, a fresh hold, the old order given up', async () => {
    const order = await t.call('POST', '/api/payments/create', {
      json: { booking_id: event },
      headers: guest.headers,
    });
    expect(order.status).toBe(200);
    const before = await eventRow();
    const asked = await ask(event, { date: '2026-12-23', timeSlot: 'Full Day', guests: 300 });
    expect(asked.status).toBe(201);
    const { change } = await asked.json();
    t.advance(60);
    const res = await answer(change.id, { answer: 'confirmed' });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe(
      `${before.bookingCode} moved to the new terms: the guest is told.`,
    );
    const after = await eventRow();
    expect(after).toMatchObject({
      id: event,
      bookingCode: before.bookingCode,
      date: '2026-12-23',
      endDate: '2026-12-23',
      timeSlot: 'Full Day',
      guests: 300,
      totalPaise: before.totalPaise * 2,
      status: 'pending',
      hotelAnswer: 'confirmed',
    });
    expect(after.holdExpiresAt!.getTime()).toBe(t.clock.at.getTime() + 48 * 60 * 60_000);
    const [paying] = await paymentsWithLedger(t.db, eq(payments.bookingId, event));
    expect(paying!.status).toBe('failed');
    expect((await changesOf()).find((c) => c.id === change.id)?.status).toBe('confirmed');
    expect(await auditOf()).toContainEqual(
      expect.objectContaining({
        action: 'hall.change_confirm',
        before: expect.objectContaining({ date: '2026-12-19', timeSlot: 'Evening', guests: 150 }),
        after: expect.objectContaining({ date: '2026-12-23', timeSlot: 'Full Day', guests: 300 }),
      }),
    );
    expect(await noticesOf()).toEqual(
      expect.arrayContaining(['hall_change_confirmed sms guest', 'hall_change_confirmed email guest']),
    );
    // The guest reads the new date and pays the new deposit.
    expect(await detail()).toMatchObject({ date: '2026-12-23', timeSlotLabel: 'Full Day (9 AM - 12 AM)' });
    await payFor(t, guest.headers, event);
    expect((await eventRow()).status).toBe('confirmed');
  });

  it('moves a paid event whose deposit stays the same, and tells the guest again', async () => {
    const res = await ask(event, { date: '2026-12-24', timeSlot: 'Full Day', guests: 250 });
    expect(res.status).toBe(201);
    const { change } = await res.json();
    const confirmed = await answer(change.id, { answer: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(await eventRow()).toMatchObject({ date: '2026-12-24', guests: 250, status: 'confirmed' });
    const told = (await noticesOf()).filter((n) => n === 'hall_change_confirmed sms guest');
    expect(told).toHaveLength(2);
  });

  it("refuses a paid event's change whose deposit differs: the guest before sending, the desk at confirming", async () => {
    const evening = await quote(event, { date: '2026-12-24', timeSlot: 'Evening', guests: 250 });
    expect((await evening.json()).refusal).toMatch(/settle the difference at the front desk first\.$/);
    const before = await snapshot();
    const sent = await ask(event, { date: '2026-12-24', timeSlot: 'Evening', guests: 250 });
    expect(sent.status).toBe(409);
    expect((await sent.json()).message).toMatch(
      /A paid event changes online only when its deposit stays the same/,
    );
    expect(await snapshot()).toEqual(before);

    // Asked at the same price; the hall's tariff then changes before the desk answers.
    const asked = await ask(event, { date: '2026-12-26', timeSlot: 'Full Day', guests: 250 });
    expect(asked.status).toBe(201);
    const { change } = await asked.json();
    await t.db.update(halls).set({ pricePaise: 3_00_000_00 }).where(eq(halls.id, durbar));
    const list = await (await t.call('GET', '/api/staff/halls', { headers: desk.headers })).json();
    expect(list.changeRequests[0].moneyRefusal).toBeNull();
    const held = await snapshot();
    const res = await answer(change.id, { answer: 'confirmed' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toMatch(
      /^This event's deposit of .+ is paid and the change makes it .+: settle the difference at the front desk first\. Nothing was changed\.$/,
    );
    expect(await snapshot()).toEqual(held);
    await t.db.update(halls).set({ pricePaise: 2_50_000_00 }).where(eq(halls.id, durbar));
  });
});
