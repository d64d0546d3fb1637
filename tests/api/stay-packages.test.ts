import { count, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderEntry } from '../../src/contracts/orders';
import { payments, roomBookings } from '../../src/server/db/schema';
import { seedDemoData } from '../../src/server/db/seed';
import { ConsoleMail } from '../../src/server/providers/mail';
import type { ConsoleSms } from '../../src/server/providers/sms';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS } from '../fixtures/hotel';
import { paymentsWithLedger } from '../fixtures/ledger';
import { noticeSenders, payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 31, item 1 (decision 100): a stay package of /all-offers is a rate plan the server books with. The quote
// prices it, its terms are refused in words, an expired package is refused on every path (the quote, both create
// payloads, and paying a hold placed before it ended), and the booking row records it, so the bookings list, the
// checkout, the messages and the calendar entry name it with its inclusions.

const clock = { at: HOTEL_NOON };
const mail = new ConsoleMail(
  'The Supar Palace <stay@suparpalace.in>',
  pino({ level: 'silent' }),
  () => clock.at,
);
let t: TestApp;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let listings: { id: string; name: string; roomType: string }[];
beforeAll(async () => {
  t = await createTestApp(MANY_HOLDS, { now: () => clock.at, mail });
  await seedDemoData(t.db, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Rohan Mehta', email: 'rohan@example.in' }, HOTEL_NOON);
  listings = (await (await t.call('GET', '/api/rooms/getrooms')).json()).rooms;
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const listing = (name: string) => listings.find((l) => l.name === name)!.id;
const call = (path: string, json: unknown, headers = guest.headers) =>
  t.call('POST', path, { json, headers });
const roomRows = async () => (await t.db.select({ n: count() }).from(roomBookings))[0]!.n;
// The tests' today, 20 November 2026, is a Friday.
const FRIDAY = '2026-12-04';
const SUNDAY = '2026-12-06';

/** The payment page's payload for a listing, with a package. */
const onPackage = (room: string, checkIn: string, checkOut: string, packageId: string | undefined) => ({
  roomId: listing(room),
  checkInDate: checkIn,
  checkOutDate: checkOut,
  numGuests: 2,
  ...(packageId ? { packageId } : {}),
});

/** The reservation form's payload for a free unit of a type, with a package. */
async function reservation(roomType: string, checkIn: string, checkOut: string, packageId: string) {
  const free = await (
    await call('/api/bookings/availability', {
      check_in_date: checkIn,
      check_out_date: checkOut,
      room_type: roomType,
    })
  ).json();
  return {
    room_id: free.rooms[0].id as string,
    check_in_date: checkIn,
    check_out_date: checkOut,
    num_guests: 2,
    package_id: packageId,
  };
}

describe('the quote of a stay on a package', () => {
  it("charges the package's own price a night from its data, taxed at the highest rate of its parts", async () => {
    const res = await call(
      '/api/quotes/room',
      onPackage('Maharaja Suite', '2026-12-10', '2026-12-12', 'royal-honeymoon'),
    );
    expect(res.status).toBe(200);
    const quote = await res.json();
    // ₹19,600 a night (its data, decision 150) instead of the suite's ₹32,000; above ₹7,500, so 18%.
    expect(quote.lines).toEqual([
      expect.objectContaining({
        label: expect.stringMatching(/^Room 30\d · Maharaja Suite$/),
        detail: 'Royal Honeymoon Escape package, ₹19,600 × 2 nights',
        amountPaise: 3_920_000,
      }),
    ]);
    expect(quote).toMatchObject({
      subtotalPaise: 3_920_000,
      discountPaise: 0,
      taxablePaise: 3_920_000,
      cgstPaise: 352_800,
      sgstPaise: 352_800,
      totalPaise: 4_625_600,
    });
  });

  it('is the same for the reservation form payload, in any room of its types', async () => {
    const res = await call(
      '/api/quotes/room',
      await reservation('deluxe', FRIDAY, SUNDAY, 'lakeside-weekend'),
    );
    expect(res.status).toBe(200);
    // ₹12,580 a night, whichever deluxe room; CGST and SGST 9% of each night.
    expect(await res.json()).toMatchObject({
      lines: [expect.objectContaining({ detail: 'Lakeside Weekend package, ₹12,580 × 2 nights' })],
      taxablePaise: 2_516_000,
      cgstPaise: 226_440,
      sgstPaise: 226_440,
      totalPaise: 2_968_880,
    });
  });
});

describe("a stay the package's terms do not allow", () => {
  const refusals: [string, () => Promise<object>, string][] = [
    [
      'in a room of another type',
      async () => onPackage('Deluxe King Room', '2026-12-10', '2026-12-12', 'royal-honeymoon'),
      'The Royal Honeymoon Escape package is for suites; the Deluxe King Room is not one.',
    ],
    [
      'for fewer nights than it asks',
      async () => onPackage('Maharaja Suite', '2026-12-10', '2026-12-11', 'royal-honeymoon'),
      'The Royal Honeymoon Escape package is 2 nights or more; this stay is 1 night.',
    ],
    [
      'beginning on another day',
      async () => reservation('deluxe', '2026-12-03', '2026-12-05', 'lakeside-weekend'),
      'The Lakeside Weekend package is 2 nights, Friday to Sunday; this stay begins on a Thursday.',
    ],
    [
      'for more nights than it gives',
      async () => onPackage('Deluxe King Room', FRIDAY, '2026-12-07', 'lakeside-weekend'),
      'The Lakeside Weekend package is 2 nights, Friday to Sunday; this stay is 3 nights.',
    ],
  ];
  for (const [what, body, message] of refusals) {
    it(`is refused ${what} by the quote and the create, saying why, and books nothing`, async () => {
      const before = await roomRows();
      const json = await body();
      for (const path of ['/api/quotes/room', '/api/bookings/create']) {
        const res = await call(path, json);
        expect(res.status, path).toBe(400);
        expect(await res.json(), path).toMatchObject({ code: 'PACKAGE_TERMS_UNMET', message });
      }
      expect(await roomRows()).toBe(before);
    });
  }

  it('takes no discount code on top of its price, and names no package that is not on offer', async () => {
    const withCode = {
      ...onPackage('Maharaja Suite', '2026-12-10', '2026-12-12', 'royal-honeymoon'),
      offerCode: 'PALACE10',
      codeType: 'promo',
    };
    const res = await call('/api/quotes/room', withCode);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe(
      'A discount code does not combine with the Royal Honeymoon Escape package: it is sold at a price of its own.',
    );
    const unknown = await call(
      '/api/bookings/create',
      onPackage('Maharaja Suite', '2026-12-10', '2026-12-12', 'spa-weekend'),
    );
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).message).toBe('That package is not on offer.');
  });
});

describe('an expired package', () => {
  const ENDED = 'The Business Retreat package ended on 31 Mar 2025 and can no longer be booked.';

  it('is refused by the quote and by both create payloads, and books nothing', async () => {
    const before = await roomRows();
    const bodies = [
      onPackage('Deluxe King Room', '2026-12-10', '2026-12-11', 'business-retreat'),
      await reservation('deluxe', '2026-12-10', '2026-12-11', 'business-retreat'),
    ];
    for (const json of bodies) {
      for (const path of ['/api/quotes/room', '/api/bookings/create', '/api/bookings/createbooking']) {
        const res = await call(path, json);
        expect(res.status, path).toBe(409);
        expect(await res.json(), path).toMatchObject({ code: 'PACKAGE_EXPIRED', message: ENDED });
      }
    }
    expect(await roomRows()).toBe(before);
  });

  it('cannot be paid for when it ended while the booking was held', async () => {
    // 23:50 on 31 March 2025 in Udaipur, the package's last day: it can still be booked, and is held 15 minutes.
    clock.at = new Date('2025-03-31T18:20:00Z');
    try {
      const late = await signedInGuest(t.db, {}, clock.at);
      const held = await call(
        '/api/bookings/create',
        onPackage('Deluxe King Room', '2025-04-05', '2025-04-06', 'business-retreat'),
        late.headers,
      );
      expect(held.status).toBe(201);
      const { data } = await held.json();
      expect(data.stayPackage).toMatchObject({ id: 'business-retreat' });
      // Twelve minutes later it is 1 April: the hold still runs, the package does not.
      clock.at = new Date('2025-03-31T18:32:00Z');
      const order = await call('/api/payments/create', { booking_id: data.id, amount: 1 }, late.headers);
      expect(order.status).toBe(409);
      expect(await order.json()).toMatchObject({
        code: 'PACKAGE_EXPIRED',
        message:
          'The Business Retreat package ended on 31 Mar 2025, while this booking was held, so it can no longer be paid. Book the room again at its own rate, or choose another package.',
      });
      expect(await paymentsWithLedger(t.db, eq(payments.bookingId, data.id))).toEqual([]);
      const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, data.id));
      expect(row!.status).toBe('pending');
    } finally {
      clock.at = HOTEL_NOON;
    }
  });
});

describe('a stay booked and paid on a package', () => {
  let id: string;
  let code: string;
  const INCLUSIONS = [
    'Two nights, Friday to Sunday',
    'Breakfast in the courtyard',
    'Late check-out till 2 PM',
    'Heritage walk',
  ];

  it('records the package on the booking row, as sold', async () => {
    const res = await call(
      '/api/bookings/create',
      onPackage('Zenana Deluxe Room', FRIDAY, SUNDAY, 'lakeside-weekend'),
    );
    expect(res.status).toBe(201);
    const { data } = await res.json();
    ({ id, bookingCode: code } = data);
    const booked = {
      id: 'lakeside-weekend',
      title: 'Lakeside Weekend',
      inclusions: INCLUSIONS,
      checkOutTime: '14:00',
    };
    expect(data).toMatchObject({ stayPackage: booked, pricePerNightPaise: 1_258_000, totalPaise: 2_968_880 });
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, id));
    expect(row).toMatchObject({
      stayPackage: booked,
      pricePerNightPaise: 1_258_000,
      taxablePaise: 2_516_000,
    });
  });

  it('is a new request, not a repeat, when the same stay is asked without the package', async () => {
    const again = await call('/api/quotes/room', onPackage('Zenana Deluxe Room', FRIDAY, SUNDAY, undefined));
    expect(again.status).toBe(200);
    // The room's own Friday and Saturday nights of the demo's high season (src/server/db/seed/rates.ts).
    expect((await again.json()).lines[0].detail).toBe('₹19,000 × 2 nights');
  });

  it('names it with its inclusions and later check-out on the checkout and in the bookings list', async () => {
    const summary = await (
      await t.call('GET', `/api/payments/booking/${id}`, { headers: guest.headers })
    ).json();
    expect(summary.room).toMatchObject({
      stayPackage: { title: 'Lakeside Weekend', inclusions: INCLUSIONS },
      checkOutTime: '2:00 PM',
    });
    expect(summary.bill.lines[0].detail).toBe('Lakeside Weekend package, ₹12,580 × 2 nights');
    await payStay(t, guest.headers, id);
    const list = await call('/api/orders/orderlistdetails', { user_id: guest.user.id });
    const entry = ((await list.json()).orders as OrderEntry[]).find((o) => o.id === id)!;
    expect(entry).toMatchObject({
      status: 'confirmed',
      overAt: '14:00',
      roomBooking: { stayPackage: { title: 'Lakeside Weekend', inclusions: INCLUSIONS } },
    });
  });

  it('names it with its inclusions in the confirmation messages and the calendar entry, leaving at 2 PM', async () => {
    await deliverDueNotices(noticeSenders(t, { sms: t.sms as ConsoleSms, mail }), clock.at);
    const [toGuest] = mail.outbox().filter((m) => m.to === 'rohan@example.in');
    expect(toGuest!.subject).toBe(
      `Confirmed: Lakeside Weekend: Zenana Deluxe Room at The Supar Palace (${code})`,
    );
    expect(toGuest!.text).toContain(
      'Lakeside Weekend package with Two nights, Friday to Sunday, Breakfast in the courtyard, Late check-out till 2 PM, Heritage walk',
    );
    expect(toGuest!.text).toContain('4 Dec 2026, 3:00 PM to 6 Dec 2026, 2:00 PM');
    const [toHotel] = mail.outbox().filter((m) => m.to === 'stay@suparpalace.in' && m.subject.includes(code));
    expect(toHotel!.text).toContain('Lakeside Weekend package with Two nights');
    const ics = await t.call('GET', `/api/bookings/${id}/calendar.ics`, { headers: guest.headers });
    expect(ics.status).toBe(200);
    for (const content of [await ics.text(), toGuest!.attachments![0]!.content]) {
      const event = new ICAL.Event(new ICAL.Component(ICAL.parse(content)).getFirstSubcomponent('vevent')!);
      expect(event.summary).toBe('Lakeside Weekend: Zenana Deluxe Room at The Supar Palace');
      expect(event.description).toContain(
        'Lakeside Weekend package with Two nights, Friday to Sunday, Breakfast',
      );
      expect(event.endDate.toString()).toBe('2026-12-06T14:00:00');
    }
  });
});
