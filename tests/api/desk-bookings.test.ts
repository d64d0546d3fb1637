import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskPayload } from '../../src/lib/desk-bookings';
import { formatInr } from '../../src/lib/money';
import {
  hallBookings,
  halls,
  notifications,
  roomBookings,
  staffActions,
  tableBookings,
  users,
} from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import type { ConsoleSms } from '../../src/server/providers/sms';
import { sweepLapsedHolds } from '../../src/server/services/bookings/sweep';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, SEEDING_TIMEOUT_MS, seededHotel } from '../fixtures/hotel';
import { noticeSenders } from '../fixtures/notices';
import { signInThroughApi } from '../fixtures/sign-in';
import { payFor } from '../fixtures/transitions';

// Issue 44, "Bookings at the desk" (decision 147): a walk-in or phone guest found by phone or registered, booked into
// a room, a table or a hall at the price a guest's own booking would carry, then paid at the desk, by a payment
// link sent by SMS, or (a guest an admin trusts) at the hotel, never lapsed by the sweep. Every action audited.
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let room: Awaited<ReturnType<typeof demoRoom>>;
const mail = new ConsoleMail(
  'The Supar Palace <stay@suparpalace.in>',
  pino({ level: 'silent' }),
  () => t.clock.at,
);

const post = (path: string, json: unknown, headers: Record<string, string> = desk.headers) =>
  t.call('POST', path, { json, headers });

/** Registers (or finds) a guest at the desk by phone; their desk view. */
async function registered(phone: string, name = 'Ravi Menon', email?: string) {
  const res = await post('/api/staff/desk/guests', { phone, name, ...(email ? { email } : {}) });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()).guest as { id: string; name: string; phone: string; email: string | null };
}

const stay = (guestId: string, extra: object = {}) => ({
  kind: 'room',
  guestId,
  roomId: room.id,
  checkIn: '2026-12-10',
  checkOut: '2026-12-12',
  adults: 2,
  mealPlan: 'CP',
  ...extra,
});

const auditOf = (targetId: string) =>
  t.db.select().from(staffActions).where(eq(staffActions.targetId, targetId));

beforeAll(async () => {
  t = await seededHotel();
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Duty Manager', role: 'admin' }, HOTEL_NOON);
  room = await demoRoom(t.db, 'deluxe-king-room');
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('a guest found by phone or registered at the desk', () => {
  it('registers a walk-in by phone as sign-in reads it: the account they later sign in to', async () => {
    const none = await t.call('GET', '/api/staff/desk/guests?phone=98450%2011223', { headers: desk.headers });
    expect(await none.json()).toEqual({ guest: null });

    const res = await post('/api/staff/desk/guests', {
      phone: '98450 11223',
      name: 'Meera Iyer',
      email: 'meera@example.in',
    });
    expect(res.status).toBe(201);
    const saved = await res.json();
    expect(saved).toMatchObject({
      created: true,
      guest: { name: 'Meera Iyer', phone: '+919845011223', email: 'meera@example.in', emailVerified: false },
    });
    expect(saved.message).toBe(
      'Meera Iyer is registered with +919845011223: they can sign in with a code sent to it.',
    );
    // No agreement to the privacy notice nor to offers is recorded on the guest's behalf.
    const [row] = await t.db.select().from(users).where(eq(users.id, saved.guest.id));
    expect(row).toMatchObject({ noticeVersion: null, marketingConsent: false, payAtHotelSince: null });
    const [audit] = await auditOf(saved.guest.id);
    expect(audit).toMatchObject({ action: 'guest.register', actorId: desk.user.id });

    // Found again by the same number however it is written; the name the desk typed is not changed.
    const again = await post('/api/staff/desk/guests', { phone: '+91 98450-11223', name: 'Someone Else' });
    expect(again.status).toBe(200);
    expect((await again.json()).guest).toMatchObject({ id: saved.guest.id, name: 'Meera Iyer' });
    const found = await t.call('GET', '/api/staff/desk/guests?phone=9845011223', { headers: desk.headers });
    expect((await found.json()).guest.id).toBe(saved.guest.id);

    // The guest signs in with a code to that phone, into the same account.
    const signedIn = await signInThroughApi(t, '+919845011223');
    expect(signedIn.user.id).toBe(saved.guest.id);
  });

  it('refuses bad details with their words and writes nothing', async () => {
    const cases: [object, string][] = [
      [{ phone: '12345', name: 'Meera Iyer' }, 'Enter a valid mobile number.'],
      [{ phone: '98450 99887', name: ' ' }, 'Enter the guest’s name.'],
      [{ phone: '98450 99887', name: 'Meera', email: 'not-an-email' }, 'Enter a valid email address'],
    ];
    for (const [body, words] of cases) {
      const res = await post('/api/staff/desk/guests', body);
      expect(res.status).toBe(400);
      expect((await res.json()).message).toContain(words);
    }
    expect(await t.db.select().from(users).where(eq(users.phone, '+919845099887'))).toEqual([]);
  });
});

describe('each kind booked at the desk at the price a guest booking online would carry', () => {
  it('a room stay on a meal plan: the public quote’s total, held for the desk to take payment', async () => {
    const guest = await registered('98450 20001');
    const request = stay(guest.id);
    const quote = await post(
      '/api/quotes/room',
      deskPayload(request as never, { ...guest, email: null }),
      {},
    );
    expect(quote.status).toBe(200);
    const { totalPaise } = await quote.json();

    const res = await post('/api/staff/desk/bookings', { ...request, settlement: 'desk' });
    expect(res.status).toBe(201);
    const booked = await res.json();
    expect(booked.booking).toMatchObject({ kind: 'room', status: 'pending', totalPaise });
    expect(booked.staffPath).toBe(`/staff/booking?id=${booked.booking.id}`);
    // Held for DESK_HOLD_MINUTES (30) from now, not the online 15.
    expect(booked.booking.holdExpiresAt).toBe(new Date(t.clock.at.getTime() + 30 * 60_000).toISOString());
    expect(booked.message).toBe(
      `Booked ${booked.booking.code}: take ${formatInr(totalPaise)} at the desk; held until 20 Nov 2026, 12:30 pm.`,
    );
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booked.booking.id));
    expect(row).toMatchObject({ userId: guest.id, mealPlan: 'CP', adults: 2 });
    const [audit] = await auditOf(booked.booking.id);
    expect(audit).toMatchObject({
      action: 'desk.book',
      actorId: desk.user.id,
      after: {
        settlement: 'desk',
        guestId: guest.id,
        total: formatInr(totalPaise),
        heldUntil: '20 Nov 2026, 12:30 pm',
      },
    });
    // The console's booking page reads it.
    const record = await t.call('GET', `/api/staff/bookings/${booked.booking.id}`, { headers: desk.headers });
    expect(record.status).toBe(200);
    // Booked by the desk, not by the guest (decision 151): its page and its history say who.
    const read = await record.json();
    expect(read.booking.bookedAtDeskBy).toBe('Front Desk');
    expect(read.history[0]).toMatchObject({ what: 'Booked at the desk', by: 'Front Desk' });
  });

  it('a table and a hall, each at its public quote', async () => {
    const guest = await registered('98450 20002', 'Kabir Shah', 'kabir@example.in');
    const table = { kind: 'table', guestId: guest.id, date: '2026-11-22', time: '19:30', partySize: 4 };
    const tableQuote = await (await post('/api/quotes/table', deskPayload(table as never, guest), {})).json();
    const tableRes = await post('/api/staff/desk/bookings', { ...table, settlement: 'desk' });
    expect(tableRes.status).toBe(201);
    const bookedTable = (await tableRes.json()).booking;
    expect(bookedTable).toMatchObject({ kind: 'table', totalPaise: tableQuote.totalPaise });
    const [tableRow] = await t.db.select().from(tableBookings).where(eq(tableBookings.id, bookedTable.id));
    expect(tableRow).toMatchObject({ userId: guest.id, partySize: 4 });

    const [hall] = await t.db.select().from(halls).limit(1);
    const event = {
      kind: 'hall',
      guestId: guest.id,
      hallId: hall!.id,
      date: '2026-12-19',
      timeSlot: 'Evening',
      eventType: 'Wedding Reception',
      guests: 150,
    };
    const hallQuote = await (await post('/api/quotes/hall', deskPayload(event as never, guest), {})).json();
    const hallRes = await post('/api/staff/desk/bookings', { ...event, settlement: 'desk' });
    expect(hallRes.status).toBe(201);
    const bookedHall = (await hallRes.json()).booking;
    expect(bookedHall).toMatchObject({ kind: 'hall', status: 'pending', totalPaise: hallQuote.totalPaise });
    // The desk is the hotel: the request is confirmed at once, ready to be paid.
    const [hallRow] = await t.db.select().from(hallBookings).where(eq(hallBookings.id, bookedHall.id));
    expect(hallRow!.hotelAnswer).toBe('confirmed');
  });

  it('a hall for a guest without an email is refused, saying what to add', async () => {
    const guest = await registered('98450 20003');
    const res = await post('/api/staff/desk/bookings', {
      kind: 'hall',
      guestId: guest.id,
      date: '2026-12-20',
      timeSlot: 'Evening',
      eventType: 'Wedding Reception',
      guests: 100,
      settlement: 'desk',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'A hall booking needs the guest’s email: add it to the guest first.',
    );
  });

  it('refuses bad requests with their words, booking nothing', async () => {
    const guest = await registered('98450 20004');
    const cases: [object, number, string][] = [
      [{ ...stay(guest.id), settlement: 'cash' }, 400, 'Choose how the guest pays.'],
      [{ ...stay(guest.id, { checkIn: '2026-12-12', checkOut: '2026-12-10' }), settlement: 'desk' }, 400, ''],
      [{ ...stay(guest.id, { adults: 0 }), settlement: 'desk' }, 400, 'At least 1 adults.'],
      [{ ...stay(guest.id, { checkIn: '2026-13-01' }), settlement: 'desk' }, 400, ''],
      [{ ...stay('6f1c2a10-0000-4000-8000-00000000dead'), settlement: 'desk' }, 404, 'Guest not found'],
      [{ kind: 'spa', guestId: guest.id, settlement: 'desk' }, 400, 'Choose what to book'],
    ];
    for (const [body, status, words] of cases) {
      const res = await post('/api/staff/desk/bookings', body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect((await res.json()).message).toContain(words);
    }
    expect(await t.db.select().from(roomBookings).where(eq(roomBookings.userId, guest.id))).toEqual([]);
  });

  it('a double submit with one Idempotency-Key books once', async () => {
    const guest = await registered('98450 20005');
    const headers = { ...desk.headers, 'idempotency-key': 'desk-form-1' };
    const body = { ...stay(guest.id, { checkIn: '2026-12-14', checkOut: '2026-12-15' }), settlement: 'desk' };
    const [a, b] = [
      await post('/api/staff/desk/bookings', body, headers),
      await post('/api/staff/desk/bookings', body, headers),
    ];
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect((await b.json()).booking.id).toBe((await a.json()).booking.id);
    expect(await t.db.select().from(roomBookings).where(eq(roomBookings.userId, guest.id))).toHaveLength(1);
  });
});

describe('a phone guest paid by a link sent by SMS', () => {
  it('queues the link, held PAYMENT_LINK_HOLD_MINUTES; the link opens the guest’s payment page, which pays it', async () => {
    const guest = await registered('98450 30001', 'Farah Khan');
    const res = await post('/api/staff/desk/bookings', {
      ...stay(guest.id, { checkIn: '2026-12-16', checkOut: '2026-12-17' }),
      settlement: 'link',
    });
    expect(res.status).toBe(201);
    const booked = await res.json();
    expect(booked.booking.holdExpiresAt).toBe(new Date(t.clock.at.getTime() + 120 * 60_000).toISOString());
    expect(booked.message).toContain('payment link for');
    const queued = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.bookingId, booked.booking.id), eq(notifications.event, 'payment_link')));
    expect(queued.map((n) => [n.channel, n.recipient])).toEqual([['sms', '+919845030001']]);

    const sms = t.sms as ConsoleSms;
    await deliverDueNotices(noticeSenders(t, { sms, mail }), t.clock.at);
    const text = sms.outbox().find((m) => m.to === '+919845030001' && m.tag === 'guest-payment_link')!.text;
    expect(text).toContain(booked.booking.code);
    expect(text).toContain('held for you until 20 Nov 2026, 2:00 pm');
    expect(text).toContain(`Pay ${formatInr(booked.booking.totalPaise)} including GST here:`);
    const link = new URL(/https?:\/\/\S+/.exec(text)![0]);
    expect(`${link.pathname}${link.search}`).toBe(`/booking-details?id=${booked.booking.id}`);

    // The guest signs in with their phone, reads the booking the link names, and pays it.
    const signedIn = await signInThroughApi(t, '+919845030001');
    const page = await t.call('GET', `/api/payments/booking/${link.searchParams.get('id')}`, {
      headers: signedIn.headers,
    });
    expect(page.status).toBe(200);
    await payFor(t, signedIn.headers, booked.booking.id);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booked.booking.id));
    expect(row!.status).toBe('confirmed');
  });

  it('the unpaid link lapses when its hold does: the sweep releases it', async () => {
    const guest = await registered('98450 30002');
    const res = await post('/api/staff/desk/bookings', {
      ...stay(guest.id, { checkIn: '2026-12-18', checkOut: '2026-12-19' }),
      settlement: 'link',
    });
    const { booking } = await res.json();
    const statusAfter = async (minutes: number) => {
      await sweepLapsedHolds(t.database, new Date(t.clock.at.getTime() + minutes * 60_000));
      const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booking.id));
      return row!.status;
    };
    expect(await statusAfter(119)).toBe('pending');
    expect(await statusAfter(121)).toBe('expired');
  });
});

describe('pay at the hotel, for guests an admin trusts', () => {
  it('is refused for a guest no admin trusts, holding nothing; staff cannot mark trust, an admin can', async () => {
    const guest = await registered('98450 40001', 'Dev Patel');
    const body = {
      ...stay(guest.id, { checkIn: '2026-12-20', checkOut: '2026-12-22' }),
      settlement: 'hotel',
    };
    const refused = await post('/api/staff/desk/bookings', body);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      'Dev Patel is not trusted to pay at the hotel: an admin marks a guest trusted first. Take payment at the desk or send a link.',
    );
    expect(await t.db.select().from(roomBookings).where(eq(roomBookings.userId, guest.id))).toEqual([]);

    const trust = { trusted: true, reason: 'Corporate account, settles monthly' };
    const byStaff = await post(`/api/staff/guests/${guest.id}/trust`, trust);
    expect(byStaff.status).toBe(403);
    const byAdmin = await post(`/api/staff/guests/${guest.id}/trust`, trust, admin.headers);
    expect(byAdmin.status).toBe(200);
    expect((await byAdmin.json()).guest.payAtHotelSince).toBe(t.clock.at.toISOString());
    const [audit] = (await auditOf(guest.id)).filter((a) => a.action === 'guest.trust');
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      reason: trust.reason,
      before: { payAtHotel: false },
      after: { payAtHotel: true },
    });

    // Now plain staff may book them to pay at the hotel: confirmed, nothing paid, never lapsed by the sweep.
    const res = await post('/api/staff/desk/bookings', body);
    expect(res.status).toBe(201);
    const booked = await res.json();
    expect(booked.booking).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(booked.message).toBe(
      `Booked ${booked.booking.code}: confirmed, ${formatInr(booked.booking.totalPaise)} to pay at the hotel.`,
    );
    await sweepLapsedHolds(t.database, new Date(t.clock.at.getTime() + 30 * 24 * 60 * 60_000));
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, booked.booking.id));
    expect(row).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    const told = await t.db
      .select({ event: notifications.event })
      .from(notifications)
      .where(inArray(notifications.bookingId, [booked.booking.id]));
    expect(told.map((n) => n.event)).toContain('booking_pay_at_hotel');
    expect(told.map((n) => n.event)).not.toContain('booking_confirmed');
    const sms = t.sms as ConsoleSms;
    await deliverDueNotices(noticeSenders(t, { sms, mail }), t.clock.at);
    expect(
      sms.outbox().find((m) => m.to === guest.phone && m.tag === 'guest-booking_pay_at_hotel')?.text,
    ).toBe(
      `Supar Palace: booking ${booked.booking.code} is confirmed for 20 Dec 2026; pay ${formatInr(booked.booking.totalPaise)} including GST at the hotel. Details: ${`http://localhost:4321/booking-details?id=${booked.booking.id}`}`,
    );

    // Trust withdrawn: refused again.
    await post(
      `/api/staff/guests/${guest.id}/trust`,
      { trusted: false, reason: 'Account closed' },
      admin.headers,
    );
    const after = await post('/api/staff/desk/bookings', {
      ...body,
      checkIn: '2026-12-24',
      checkOut: '2026-12-25',
    });
    expect(after.status).toBe(403);
  });
});

describe('who may call the desk', () => {
  it('a guest or nobody signed in is refused every desk route', async () => {
    const guest = await signedInGuest(t.db, { name: 'Curious Guest' }, HOTEL_NOON);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/staff/desk/guests?phone=9845011223', undefined],
      ['POST', '/api/staff/desk/guests', { phone: '98450 50001', name: 'Someone' }],
      ['POST', '/api/staff/desk/bookings', { ...stay(guest.user.id), settlement: 'hotel' }],
      ['POST', `/api/staff/guests/${guest.user.id}/trust`, { trusted: true, reason: 'Trust me please' }],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.call(method, path, { json, headers: guest.headers })).status, path).toBe(403);
      expect((await t.call(method, path, { json })).status, path).toBe(401);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, guest.user.id));
    expect(row!.payAtHotelSince).toBeNull();
  });
});
