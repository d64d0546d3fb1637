import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInr } from '../../src/lib/money';
import {
  notifications,
  roomBookings,
  rooms,
  roomUnits,
  staffActions,
  taxDocuments,
} from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { book, payFor } from '../fixtures/transitions';

// Decision 140 (issue 44, "Safety first"): the desk's marks on their day and no other, each room of a group by
// itself (the invoice only when the last room leaves), each asked for in a sentence the server writes, and each
// undone by an admin the same day with a reason (an undone check-out cancels its invoice with a credit note).
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let ahead: string;
let group: string[];

const bookStay = async (
  h: Hotel,
  headers: Record<string, string>,
  checkIn: string,
  checkOut: string,
  numRooms = 1,
) => {
  const [deluxe] = await h.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  const id = await book(h, headers, {
    room_id: deluxe!.id,
    check_in_date: checkIn,
    check_out_date: checkOut,
    num_guests: numRooms * 2,
    num_rooms: numRooms,
    adults: numRooms * 2,
  });
  await payFor(h, headers, id);
  return id;
};

beforeAll(async () => {
  t = await seededHotel(MANY_HOLDS);
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Duty Manager', role: 'admin' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Asha Verma' }, HOTEL_NOON);
  ahead = await bookStay(t, guest.headers, '2026-11-25', '2026-11-27');
  const first = await bookStay(t, guest.headers, TODAY, '2026-11-22', 2);
  const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, first));
  const rows = await t.db.select().from(roomBookings).where(eq(roomBookings.groupId, row!.groupId!));
  group = rows.map((r) => r.id).sort();
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const mark = (h: Hotel, by: { headers: Record<string, string> }, id: string, arrival: string) =>
  h.call('POST', `/api/staff/bookings/${id}/arrival`, { json: { arrival }, headers: by.headers });
const confirmation = (h: Hotel, id: string, arrival: string) =>
  h.call('GET', `/api/staff/bookings/${id}/arrival?arrival=${arrival}`, { headers: desk.headers });
const undo = (by: { headers: Record<string, string> }, id: string, arrival: string, reason?: string) =>
  t.call('POST', `/api/staff/bookings/${id}/arrival/undo`, {
    json: reason === undefined ? { arrival } : { arrival, reason },
    headers: by.headers,
  });
const rowOf = async (id: string) =>
  (await t.db.select().from(roomBookings).where(eq(roomBookings.id, id)))[0]!;
const auditOf = (id: string) => t.db.select().from(staffActions).where(eq(staffActions.targetId, id));
const docsOf = (id: string) =>
  t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, id)).orderBy(taxDocuments.issuedAt);
/** The guest's booking page as it reads the booking: its status and the line under the payment. */
const guestPage = async (id: string) => {
  const res = await t.call('GET', `/api/payments/booking/${id}`, { headers: guest.headers });
  expect(res.status).toBe(200);
  return (await res.json()).display as { status: string; paidNote: string };
};
const reminders = (id: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.bookingId, id), eq(notifications.event, 'stay_reminder')));
const refused = async (res: Response, status: number, message: string) => {
  expect(res.status).toBe(status);
  expect((await res.json()).message).toBe(message);
};

describe('each mark on its day, refused in words before it, nothing changed', () => {
  it('refuses a check-in five days early, and the question before it answers the same words', async () => {
    const words =
      'Too early to check in: this stay arrives on 25 Nov 2026. Check-in opens on its arrival date.';
    await refused(await mark(t, desk, ahead, 'check_in'), 409, words);
    const asked = await confirmation(t, ahead, 'check_in');
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({ sentence: null, refusal: words });
    expect((await rowOf(ahead)).checkedInAt).toBeNull();
    expect(await auditOf(ahead)).toEqual([]);
  });

  it('refuses a check-out of a stay not in house, and a no-show before the arrival day has passed', async () => {
    await refused(
      await mark(t, desk, ahead, 'check_out'),
      409,
      'Check the guest in before checking them out.',
    );
    await refused(
      await mark(t, desk, ahead, 'no_show'),
      409,
      'Too early for a no-show: this stay arrives on 25 Nov 2026. A stay is a no-show only once its arrival day has passed.',
    );
    const row = await rowOf(ahead);
    expect(row).toMatchObject({ status: 'confirmed', checkedInAt: null, checkedOutAt: null, noShowAt: null });
    expect(await auditOf(ahead)).toEqual([]);
  });
});

describe('completed by PUT /bookings/{id}/status only as the check-out would (decision 151)', () => {
  const complete = (by: { headers: Record<string, string> }, id: string) =>
    t.call('PUT', `/api/bookings/${id}/status`, { json: { status: 'completed' }, headers: by.headers });

  it('refuses a stay arriving in five days, for staff and admin alike, in words, issuing nothing', async () => {
    for (const by of [desk, admin]) {
      const res = await complete(by, ahead);
      expect(res.status).toBe(409);
      expect((await res.json()).message).toMatch(
        /^Room \d+ cannot be checked out: Check the guest in before checking them out\. A stay is completed only by checking out the rooms in house\.$/,
      );
    }
    expect(await rowOf(ahead)).toMatchObject({ status: 'confirmed', checkedOutAt: null });
    expect((await docsOf(ahead)).map((d) => d.type)).toEqual(['receipt_voucher']);
    expect(await auditOf(ahead)).toEqual([]);
  });

  it('completes a stay in house: its room checked out and left dirty, one tax invoice', async () => {
    const id = await bookStay(t, guest.headers, TODAY, '2026-11-21');
    expect((await mark(t, desk, id, 'check_in')).status).toBe(200);
    const res = await complete(admin, id);
    expect(res.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({ status: 'completed', checkedOutAt: HOTEL_NOON });
    const [unit] = await t.db
      .select()
      .from(roomUnits)
      .where(eq(roomUnits.id, (await rowOf(id)).roomUnitId!));
    expect(unit!.housekeeping).toBe('dirty');
    expect((await docsOf(id)).filter((d) => d.type === 'tax_invoice')).toHaveLength(1);
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['booking.check_in', 'booking.status']);
    // Completed once: the second ask is refused as the check-out is, and issues no second invoice.
    await refused(
      await complete(admin, id),
      409,
      'This stay is already completed: its guests have checked out.',
    );
    expect((await docsOf(id)).filter((d) => d.type === 'tax_invoice')).toHaveLength(1);
  });
});

describe('a two-room stay, room by room', () => {
  it('asks to check in one room of the two, and checks in only that room', async () => {
    const [a, b] = group as [string, string];
    const roomA = (await rowOf(a)).roomUnitId;
    expect(roomA).toBeTruthy();
    const asked = await confirmation(t, a, 'check_in');
    expect(asked.status).toBe(200);
    expect((await asked.json()).sentence).toMatch(
      /^Checks in Room \d+ of [A-Z0-9-]+ \(1 of 2 rooms\), staying 2 nights from 20 Nov 2026\.$/,
    );
    expect((await mark(t, desk, a, 'check_in')).status).toBe(200);
    expect((await rowOf(a)).checkedInAt).toEqual(HOTEL_NOON);
    expect((await rowOf(b)).checkedInAt).toBeNull();
    expect((await mark(t, desk, b, 'check_in')).status).toBe(200);
    expect((await rowOf(b)).checkedInAt).toEqual(HOTEL_NOON);
    expect(await guestPage(a)).toMatchObject({
      status: 'Checked in',
      paidNote: 'Paid in full. You are checked in: enjoy your stay.',
    });
  });

  it('checks out the first room without completing the stay or issuing an invoice', async () => {
    const [a, b] = group as [string, string];
    const asked = await (await confirmation(t, a, 'check_out')).json();
    expect(asked.sentence).toMatch(
      /^Checks out Room \d+ of .+; Room \d+ stays, and the tax invoice is issued when the last room checks out\.$/,
    );
    expect((await mark(t, desk, a, 'check_out')).status).toBe(200);
    expect(await rowOf(a)).toMatchObject({ status: 'confirmed', checkedOutAt: HOTEL_NOON });
    expect((await rowOf(b)).status).toBe('confirmed');
    const documents = await docsOf(group.sort()[0]!);
    expect(documents.map((d) => d.type)).toEqual(['receipt_voucher']);
    await refused(
      await mark(t, desk, a, 'check_out'),
      409,
      `Room ${await roomNumberOf(a)} has already checked out.`,
    );
  });

  it('checks out the last room: the stay completed and one tax invoice issued for its total', async () => {
    const [a, b] = group as [string, string];
    const total = (await rowOf(a)).totalPaise + (await rowOf(b)).totalPaise;
    const asked = await (await confirmation(t, b, 'check_out')).json();
    expect(asked.sentence).toMatch(
      new RegExp(
        `^Checks out Room \\d+ of .+; completes the stay and issues the tax invoice for ${formatInr(total)}\\.$`,
      ),
    );
    // Housekeeping had inspected the room while the guest was out: the check-out makes it dirty, and keeps what it was.
    await t.db
      .update(roomUnits)
      .set({ housekeeping: 'inspected' })
      .where(eq(roomUnits.id, (await rowOf(b)).roomUnitId!));
    expect((await mark(t, desk, b, 'check_out')).status).toBe(200);
    expect((await unitOf(b)).housekeeping).toBe('dirty');
    expect((await rowOf(b)).housekeepingBeforeCheckOut).toBe('inspected');
    expect((await rowOf(a)).status).toBe('completed');
    expect((await rowOf(b)).status).toBe('completed');
    const invoices = (await docsOf(group[0]!)).filter((d) => d.type === 'tax_invoice');
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.totalPaise).toBe(total);
    expect((await guestPage(a)).status).toBe('Checked out');
  });
});

async function unitOf(id: string) {
  const [unit] = await t.db
    .select()
    .from(roomUnits)
    .where(eq(roomUnits.id, (await rowOf(id)).roomUnitId!));
  return unit!;
}

async function roomNumberOf(id: string) {
  const res = await t.call('GET', `/api/staff/today?date=${TODAY}`, { headers: desk.headers });
  return (await res.json()).arrivals.find((s: { id: string }) => s.id === id).roomNumber as string;
}

describe('undone by an admin, the same day, with a reason', () => {
  it('refuses staff who are not admins, and an admin without a reason, changing nothing', async () => {
    const b = group[1]!;
    await refused(await undo(desk, b, 'check_out', 'Guest came back'), 403, 'Only an admin can do that.');
    const bare = await undo(admin, b, 'check_out');
    expect(bare.status).toBe(400);
    expect((await bare.json()).fields).toHaveProperty(['reason']);
    expect((await rowOf(b)).status).toBe('completed');
  });

  it('undoes the last check-out: the stay in house again, its invoice cancelled by a credit note, audited', async () => {
    const b = group[1]!;
    const res = await undo(admin, b, 'check_out', 'Guest extended by phone; checked out by mistake');
    expect(res.status).toBe(200);
    expect(await rowOf(b)).toMatchObject({ status: 'confirmed', checkedOutAt: null });
    expect((await rowOf(b)).checkedInAt).not.toBeNull();
    expect((await rowOf(group[0]!)).status).toBe('confirmed');
    const documents = await docsOf(group[0]!);
    const invoice = documents.find((d) => d.type === 'tax_invoice')!;
    const credit = documents.find((d) => d.type === 'credit_note')!;
    expect(credit.refersTo).toBe(invoice.id);
    expect(credit.totalPaise).toBe(invoice.totalPaise);
    expect(credit.snapshot.note).toContain(`Cancels tax invoice ${invoice.number} in full`);
    const [undone] = (await auditOf(b)).filter((a) => a.action === 'booking.undo_check_out');
    expect(undone).toMatchObject({
      actorId: admin.user.id,
      reason: 'Guest extended by phone; checked out by mistake',
      after: { status: 'confirmed', checkedOut: false, housekeeping: 'inspected', creditNote: credit.number },
    });
    // The room is back as housekeeping had it before the check-out (decision 151), not left dirty.
    expect(await unitOf(b)).toMatchObject({ housekeeping: 'inspected', housekeepingAt: HOTEL_NOON });
  });

  it('leaves a room housekeeping has changed since the check-out as housekeeping set it', async () => {
    const a = group[0]!;
    const later = new Date(HOTEL_NOON.getTime() + 30 * 60_000);
    await t.db
      .update(roomUnits)
      .set({ housekeeping: 'clean', housekeepingAt: later })
      .where(eq(roomUnits.id, (await rowOf(a)).roomUnitId!));
    expect((await undo(admin, a, 'check_out', 'Guest came back for a night')).status).toBe(200);
    expect(await unitOf(a)).toMatchObject({ housekeeping: 'clean', housekeepingAt: later });
    expect((await mark(t, desk, a, 'check_out')).status).toBe(200);
  });

  it('checks the room out again: a new invoice, the cancelled one left as it was', async () => {
    expect((await mark(t, desk, group[1]!, 'check_out')).status).toBe(200);
    const documents = await docsOf(group[0]!);
    expect(documents.map((d) => d.type)).toEqual([
      'receipt_voucher',
      'tax_invoice',
      'credit_note',
      'tax_invoice',
    ]);
  });

  it('refuses an undo the next day, in words, changing nothing', async () => {
    t.clock.at = new Date('2026-11-21T06:30:00Z');
    try {
      await refused(
        await undo(admin, group[1]!, 'check_out', 'Too late now'),
        409,
        'The check-out was marked on 20 Nov 2026: a mark can be undone only the same day.',
      );
      expect((await rowOf(group[1]!)).status).toBe('completed');
    } finally {
      t.clock.at = HOTEL_NOON;
    }
  });
});

describe('a stay that never came', () => {
  it('is refused check-in after its arrival day, and marked a no-show (kept confirmed); undone the same day', async () => {
    t.clock.at = new Date('2026-11-26T06:30:00Z');
    try {
      const late = await mark(t, desk, ahead, 'check_in');
      expect(late.status).toBe(409);
      expect((await late.json()).message).toMatch(/^Too late to check in: this stay arrived on 25 Nov 2026/);
      expect((await (await confirmation(t, ahead, 'no_show')).json()).sentence).toMatch(
        /^Marks Room \d+ of .+ a no-show; the stay stays paid and the ₹[\d,]+ is kept by the policy\.$/,
      );
      expect((await mark(t, desk, ahead, 'no_show')).status).toBe(200);
      expect(await rowOf(ahead)).toMatchObject({ status: 'confirmed', noShowAt: t.clock.at });
      // The guest's page says so, not that the hotel looks forward to welcoming them; no reminder is sent.
      const page = await guestPage(ahead);
      expect(page.status).toBe('Marked a no-show');
      expect(page.paidNote).not.toContain('look forward');
      expect((await reminders(ahead)).map((r) => [r.status, r.lastError])).toEqual([
        ['skipped', 'The booking was marked a no-show.'],
      ]);
      expect((await undo(admin, ahead, 'no_show', 'Guest arrived at midnight')).status).toBe(200);
      expect((await rowOf(ahead)).noShowAt).toBeNull();
      const again = await undo(admin, ahead, 'no_show', 'Again');
      expect(again.status).toBe(409);
      expect((await again.json()).message).toMatch(
        /^Room \d+ is not marked a no-show: there is nothing to undo\.$/,
      );
    } finally {
      t.clock.at = HOTEL_NOON;
    }
  });
});

describe('an early arrival, where the hotel allows it', () => {
  let early: Hotel;
  let staff: Awaited<ReturnType<typeof signedInGuest>>;
  beforeAll(async () => {
    early = await seededHotel({ ...MANY_HOLDS, HOTEL_EARLY_ARRIVAL: 'true' });
    staff = await signedInGuest(early.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  }, SEEDING_TIMEOUT_MS);
  afterAll(() => early.close());

  it('checks in the day before arrival, but not two days before', async () => {
    const someone = await signedInGuest(early.db, { name: 'Ravi Menon' }, HOTEL_NOON);
    const tomorrow = await bookStay(early, someone.headers, '2026-11-21', '2026-11-23');
    const later = await bookStay(early, someone.headers, '2026-11-22', '2026-11-23');
    await refused(
      await mark(early, staff, later, 'check_in'),
      409,
      'Too early to check in: this stay arrives on 22 Nov 2026. Check-in opens on its arrival date, or the day before (21 Nov 2026) for an early arrival.',
    );
    expect((await mark(early, staff, tomorrow, 'check_in')).status).toBe(200);
    const [row] = await early.db.select().from(roomBookings).where(eq(roomBookings.id, tomorrow));
    expect(row!.checkedInAt).toEqual(HOTEL_NOON);
  });

  it('is refused the day before where the hotel does not allow it', async () => {
    const tomorrow = await bookStay(t, guest.headers, '2026-11-21', '2026-11-22');
    await refused(
      await mark(t, desk, tomorrow, 'check_in'),
      409,
      'Too early to check in: this stay arrives on 21 Nov 2026. Check-in opens on its arrival date.',
    );
  });
});
