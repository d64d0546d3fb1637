import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBookings } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import type { ConsoleSms } from '../../src/server/providers/sms';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { demoRoom, HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { noticeSenders } from '../fixtures/notices';
import { book, guestWithEmail, payFor, tableBody } from '../fixtures/transitions';

// Issue 44, "Safety first", second bullet (decision 141): every staff list names the guest (never the listing), the
// stay's one reference, its rooms and its kind; a name search finds stays; the same reference in every message; the
// hotel's email opens the console's page.
let t: Awaited<ReturnType<typeof seededHotel>>;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof guestWithEmail>>;
let room: Awaited<ReturnType<typeof demoRoom>>;
let groupStay: string;
const mail = new ConsoleMail(
  'The Supar Palace <stay@suparpalace.in>',
  pino({ level: 'silent' }),
  () => t.clock.at,
);

type Found = { id: string; code: string; guestName: string; place: string; kindLabel: string };
const search = async (q: string): Promise<Found[]> => {
  const res = await t.call('GET', `/api/staff/bookings?q=${encodeURIComponent(q)}`, {
    headers: desk.headers,
  });
  expect(res.status).toBe(200);
  return (await res.json()).bookings;
};
const groupRows = () => t.db.select().from(roomBookings).where(eq(roomBookings.userId, guest.user.id));

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  guest = await guestWithEmail(t, HOTEL_NOON);
  room = await demoRoom(t.db, 'deluxe-king-room');
  // The payment page's payload as the room page sends it: `name` is the listing's name (spec §3), not the guest's.
  groupStay = await book(t, guest.headers, {
    roomId: room.id,
    checkInDate: TODAY,
    checkOutDate: '2026-11-22',
    numGuests: 4,
    numRooms: 2,
    name: room.name,
    image: room.image,
    description: room.description,
  });
  await payFor(t, guest.headers, groupStay);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

describe('a two-room stay has one reference everywhere', () => {
  it('names the same reference on the guest page, the bookings list, the console and every message', async () => {
    const rows = await groupRows();
    expect(rows).toHaveLength(2);
    // The stay's reference is its first room's (the lowest id), whichever room the guest's page opened.
    const reference = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))[0]!.bookingCode;
    const other = rows.find((r) => r.bookingCode !== reference)!.bookingCode;

    const page = await t.call('GET', `/api/payments/booking/${groupStay}`, { headers: guest.headers });
    expect((await page.json()).bookingCode).toBe(reference);
    const orders = await t.call('POST', '/api/orders/orderlistdetails', {
      json: { user_id: guest.user.id },
      headers: guest.headers,
    });
    const listed = JSON.stringify(await orders.json());
    expect(listed).toContain(reference);
    expect(listed).not.toContain(other);

    const today = await (await t.call('GET', '/api/staff/today', { headers: desk.headers })).json();
    const arriving = today.arrivals.filter((s: { id: string }) => rows.some((r) => r.id === s.id));
    expect(arriving.map((s: { code: string }) => s.code)).toEqual([reference, reference]);
    const record = await (
      await t.call('GET', `/api/staff/bookings/${groupStay}`, { headers: desk.headers })
    ).json();
    expect(record.booking.code).toBe(reference);

    const sms = t.sms as ConsoleSms;
    await deliverDueNotices(noticeSenders(t, { sms, mail }), t.clock.at);
    const texts = sms.outbox().filter((m) => m.to === guest.user.phone && m.tag);
    const guestMail = mail.outbox().filter((m) => m.to === guest.user.email);
    const hotelMail = mail.outbox().filter((m) => m.tag === 'hotel-booking_confirmed');
    expect(texts.length).toBeGreaterThan(0);
    expect(guestMail.length).toBeGreaterThan(0);
    expect(hotelMail).toHaveLength(1);
    for (const message of [...texts.map((m) => m.text), ...guestMail.map((m) => `${m.subject} ${m.text}`)]) {
      expect(message).toContain(reference);
      expect(message).not.toContain(other);
    }
    // The console's Messages screen names the same reference and the guest, not the listing.
    const outbox = await t.call(
      'GET',
      `/api/staff/messages?bookingId=${rows.find((r) => r.bookingCode === reference)!.id}`,
      {
        headers: desk.headers,
      },
    );
    expect(outbox.status).toBe(200);
    const notices: { bookingCode: string; toName: string; audience: string }[] = (await outbox.json())
      .notices;
    expect(notices.length).toBeGreaterThan(0);
    for (const n of notices) {
      expect(n.bookingCode).toBe(reference);
      expect(n.toName).toBe(n.audience === 'hotel' ? 'The hotel' : 'Asha Verma');
    }
    expect(hotelMail[0]!.subject).toContain(reference);
    expect(hotelMail[0]!.text).toContain(reference);
    expect(hotelMail[0]!.text).not.toContain(other);
  });

  it("links the hotel's new-booking email to the console's booking page, and the guest's to the guest's page", () => {
    const hotel = mail.outbox().find((m) => m.tag === 'hotel-booking_confirmed')!;
    const links = [...`${hotel.text} ${hotel.html}`.matchAll(/https?:\/\/[^\s"<>)]+/g)].map((m) => m[0]);
    const bookingLinks = links.filter((l) => l.includes('?id='));
    expect(bookingLinks.length).toBeGreaterThan(0);
    for (const link of bookingLinks)
      expect(new URL(link.replace(/&amp;/g, '&')).pathname).toBe('/staff/booking');
    expect(hotel.text).toContain('Open the booking in the staff console');
    const toGuest = mail.outbox().find((m) => m.to === guest.user.email)!;
    expect(toGuest.text).toContain('/booking-details?id=');
    expect(toGuest.text).not.toContain('/staff/');
  });
});

describe('staff lists name the guest, the reference, the rooms and the kind', () => {
  it("shows the account's name for a stay booked from the room page, never the listing's", async () => {
    const rows = await groupRows();
    expect(rows.every((r) => r.guestName === null)).toBe(true);
    const today = await (await t.call('GET', '/api/staff/today', { headers: desk.headers })).json();
    const mine = today.arrivals.filter((s: { id: string }) => rows.some((r) => r.id === s.id));
    expect(mine.map((s: { guestName: string }) => s.guestName)).toEqual(['Asha Verma', 'Asha Verma']);
    expect(mine.map((s: { roomNumber: string }) => s.roomNumber)).toEqual(
      rows.map((r) => room.units.find((u) => u.id === r.roomUnitId)!.roomNumber).sort(),
    );
  });

  it("gives a second group stay its own reference, not the first group's", async () => {
    const other = await signedInGuest(t.db, { name: 'Nisha Kapoor' }, HOTEL_NOON);
    const second = await book(t, other.headers, {
      roomId: room.id,
      checkInDate: TODAY,
      checkOutDate: '2026-11-21',
      numGuests: 2,
      numRooms: 2,
    });
    const rows = await t.db.select().from(roomBookings).where(eq(roomBookings.userId, other.user.id));
    const reference = [...rows].sort((a, b) => (a.id < b.id ? -1 : 1))[0]!.bookingCode;
    const today = await (await t.call('GET', '/api/staff/today', { headers: desk.headers })).json();
    const listed = today.arrivals.filter((s: { id: string }) => rows.some((r) => r.id === s.id));
    expect(listed.map((s: { code: string; guestName: string }) => [s.code, s.guestName])).toEqual([
      [reference, 'Nisha Kapoor'],
      [reference, 'Nisha Kapoor'],
    ]);
    const page = await t.call('GET', `/api/payments/booking/${second}`, { headers: other.headers });
    expect((await page.json()).bookingCode).toBe(reference);
  });

  it('lists a group stay once in the search, with its rooms, its kind and the guest', async () => {
    const rows = await groupRows();
    const numbers = rows.map((r) => room.units.find((u) => u.id === r.roomUnitId)!.roomNumber).sort();
    // Found by the second room's own code too, and shown by the stay's one reference.
    for (const q of rows.map((r) => r.bookingCode)) {
      const found = (await search(q)).filter((b) => rows.some((r) => r.id === b.id));
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({
        guestName: 'Asha Verma',
        kindLabel: 'Stay',
        place: `Rooms ${numbers.join(', ')}`,
      });
    }
    const record = await (
      await t.call('GET', `/api/staff/bookings/${groupStay}`, { headers: desk.headers })
    ).json();
    expect(record.booking).toMatchObject({
      guestName: 'Asha Verma',
      kindLabel: 'Stay',
      place: `Rooms ${numbers.join(', ')}`,
    });
  });

  it("finds stays by the account holder's name and by a name given for the guest on the booking", async () => {
    const byAccount = await search('asha verm');
    const rows = await groupRows();
    expect(byAccount.filter((b) => rows.some((r) => r.id === b.id))).toHaveLength(1);

    const other = await signedInGuest(t.db, { name: 'Vikram Rao' }, HOTEL_NOON);
    const forMeera = await book(t, other.headers, {
      roomId: room.id,
      checkInDate: '2026-11-25',
      checkOutDate: '2026-11-26',
      numGuests: 1,
    });
    await t.db.update(roomBookings).set({ guestName: 'Meera Iyer' }).where(eq(roomBookings.id, forMeera));
    const byGuest = await search('Meera');
    expect(byGuest.map((b) => [b.id, b.guestName])).toEqual([[forMeera, 'Meera Iyer']]);
    expect((await search('Vikram')).map((b) => b.id)).toEqual([forMeera]);
    expect(await search('Nobody Of That Name')).toEqual([]);
  });

  it("reads a stay stored with the listing's name as the guest's as the account holder's", async () => {
    const other = await signedInGuest(t.db, { name: 'Kabir Shah' }, HOTEL_NOON);
    const legacy = await book(t, other.headers, {
      roomId: room.id,
      checkInDate: TODAY,
      checkOutDate: '2026-11-21',
      numGuests: 1,
    });
    await t.db.update(roomBookings).set({ guestName: room.name }).where(eq(roomBookings.id, legacy));
    const today = await (await t.call('GET', '/api/staff/today', { headers: desk.headers })).json();
    expect(today.arrivals.find((s: { id: string }) => s.id === legacy).guestName).toBe('Kabir Shah');
    expect((await search('Kabir')).map((b) => [b.id, b.guestName])).toEqual([[legacy, 'Kabir Shah']]);
    expect((await search(room.name)).some((b) => b.guestName === room.name)).toBe(false);
  });

  it('names a table by its tables in the search and on its record', async () => {
    const table = await book(t, guest.headers, await tableBody(t, '2026-11-24', { name: 'Asha Verma' }));
    const found = (await search('asha verma')).find((b) => b.id === table)!;
    expect(found).toMatchObject({ kindLabel: 'Table', guestName: 'Asha Verma' });
    expect(found.place).toMatch(/^Tables? \d+/);
    const record = await (
      await t.call('GET', `/api/staff/bookings/${table}`, { headers: desk.headers })
    ).json();
    expect(record.booking).toMatchObject({ kindLabel: 'Table', place: found.place, code: found.code });
  });
});
