import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestRegistrations, roomBookings, rooms, staffActions } from '../../src/server/db/schema';
import { eraseGuest } from '../../src/server/services/privacy/erasure';
import { guestRowsByTable } from '../../src/server/services/privacy/export';
import { applyRetention } from '../../src/server/services/privacy/retention';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { CLAIRE, CLAIRE_FORM_C, idPhotoForm, RAVI } from '../fixtures/registration';
import { book, payFor } from '../fixtures/transitions';

// Decision 146 (issue 44, guest registration): each adult's ID at check-in, a foreign guest's Form C in the online
// form's order, printable and exportable, reminded of until marked submitted; check-in waits for the register;
// kept a year after the stay whatever an erasure asks, then deleted with its photos.
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let guest: Awaited<ReturnType<typeof signedInGuest>>;
let stay: string;

const PERIODS = { signInDays: 365, messageLogDays: 365, contactDays: 365, rateLimitHours: 48 };

beforeAll(async () => {
  t = await seededHotel({ ...MANY_HOLDS, HOTEL_REGISTRATION_REQUIRED: 'true' });
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  guest = await signedInGuest(t.db, { name: 'Claire Dubois' }, HOTEL_NOON);
  const [deluxe] = await t.db.select().from(rooms).where(eq(rooms.slug, 'deluxe-king-room'));
  stay = await book(t, guest.headers, {
    room_id: deluxe!.id,
    check_in_date: TODAY,
    check_out_date: '2026-11-22',
    num_guests: 2,
    num_rooms: 1,
    adults: 2,
  });
  await payFor(t, guest.headers, stay);
}, SEEDING_TIMEOUT_MS);
afterAll(() => t.close());

const register = (adult: number, body: unknown, headers = desk.headers) =>
  t.call('PUT', `/api/staff/bookings/${stay}/registration?adult=${adult}`, { json: body, headers });
const registrations = () =>
  t.db.select().from(guestRegistrations).where(eq(guestRegistrations.roomBookingId, stay));
const checkIn = () =>
  t.call('POST', `/api/staff/bookings/${stay}/arrival`, {
    json: { arrival: 'check_in' },
    headers: desk.headers,
  });
const claireId = async () => (await registrations()).find((r) => r.adult === 1)!.id;

describe('check-in asks for the register', () => {
  it('refuses to check a room in until every adult is registered, in words, and changes nothing', async () => {
    const asked = await t.call('GET', `/api/staff/bookings/${stay}/arrival?arrival=check_in`, {
      headers: desk.headers,
    });
    const { refusal } = await asked.json();
    expect(refusal).toMatch(/^Register every adult of Room \d+ first: 0 of 2 registered\./);
    const res = await checkIn();
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(refusal);
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay));
    expect(row!.checkedInAt).toBeNull();
  });
});

describe('refused registrations', () => {
  const cases: [string, number, unknown, RegExp][] = [
    ['a full Aadhaar number', 2, { ...RAVI, idNumber: '2345 6789 4321' }, /Enter only the last 4 digits/],
    ['a passport number of the wrong form', 1, { ...CLAIRE, idNumber: 'AB-12' }, /6 to 9 letters and digits/],
    [
      'a voter ID of the wrong form',
      2,
      { ...RAVI, idType: 'voter_id', idNumber: '12345' },
      /3 letters and 7 digits/,
    ],
    [
      'a visa that expired before the arrival in India',
      1,
      { ...CLAIRE, formC: { ...CLAIRE_FORM_C, visaValidTill: '2026-11-10' } },
      /The visa expired before the arrival in India/,
    ],
    [
      'a visa valid until before its issue',
      1,
      { ...CLAIRE, formC: { ...CLAIRE_FORM_C, visaIssuedOn: '2026-11-19', visaValidTill: '2026-11-18' } },
      /The visa’s validity must end after its date of issue/,
    ],
    [
      'a passport that expired before the stay',
      1,
      {
        ...CLAIRE,
        formC: { ...CLAIRE_FORM_C, passportValidTill: '2026-11-19', arrivalInIndia: '2026-11-18' },
      },
      /The passport expired before the stay began/,
    ],
    [
      'an arrival in India after the arrival at the hotel',
      1,
      { ...CLAIRE, formC: { ...CLAIRE_FORM_C, arrivalInIndia: '2026-11-21' } },
      /arrival in India comes after the arrival at the hotel/,
    ],
    [
      'a foreign national without a passport',
      1,
      { ...CLAIRE, idType: 'aadhaar', idNumber: '1234' },
      /registers with their passport/,
    ],
    ['a foreign national without the Form C', 1, { ...CLAIRE, formC: undefined }, /needs the Form C details/],
    ['an adult the room was not booked for', 3, RAVI, /booked for 2 adults: there is no adult 3/],
  ];
  it.each(cases)('refuses %s with a clear message, saving nothing', async (_, adult, body, message) => {
    const res = await register(adult, body);
    expect(res.status).toBe(400);
    expect((await res.json()).message).toMatch(message);
    expect(await registrations()).toHaveLength(0);
  });

  it('keeps the database as the last line: no full Aadhaar number, no photo of one', async () => {
    const insert = (values: Partial<typeof guestRegistrations.$inferInsert>) =>
      t.db.insert(guestRegistrations).values({
        roomBookingId: stay,
        adult: 2,
        fullName: 'Ravi Iyer',
        foreign: false,
        nationality: 'Indian',
        idType: 'aadhaar',
        idNumber: '4321',
        ...values,
      });
    await expect(insert({ idNumber: '234567894321' })).rejects.toThrow();
    await expect(insert({ idPhoto: `${'a'.repeat(32)}.webp` })).rejects.toThrow();
    expect(await registrations()).toHaveLength(0);
  });

  it('refuses guests and callers who are not signed in', async () => {
    expect((await register(1, CLAIRE, guest.headers)).status).toBe(403);
    expect(
      (await t.call('PUT', `/api/staff/bookings/${stay}/registration?adult=1`, { json: CLAIRE })).status,
    ).toBe(401);
    const read = await t.call('GET', `/api/staff/bookings/${stay}/registration`, { headers: guest.headers });
    expect(read.status).toBe(403);
    expect((await t.call('GET', '/api/staff/form-c/due', { headers: guest.headers })).status).toBe(403);
    expect(await registrations()).toHaveLength(0);
  });
});

describe('registering the room', () => {
  it('saves a foreign guest with her passport and Form C, showing the number masked and auditing no number', async () => {
    const res = await register(1, { ...CLAIRE, idNumber: '19ab 45678' });
    expect(res.status).toBe(200);
    const { registration } = await res.json();
    expect(registration).toMatchObject({ adult: 1, fullName: 'Claire Dubois', idNumber: '•••••5678' });
    const [row] = await registrations();
    expect(row!.idNumber).toBe('19AB45678');
    const audit = await t.db.select().from(staffActions).where(eq(staffActions.action, 'registration.save'));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('19AB45678');
    expect(audit[0]!.after).toMatchObject({ adult: 1, idType: 'passport', foreign: true });
  });

  it('keeps a photo of the passport privately, served only to staff and never cached', async () => {
    const res = await t.call('POST', `/api/staff/bookings/${stay}/registration/photo?adult=1`, {
      body: await idPhotoForm(),
      headers: desk.headers,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).registration.hasPhoto).toBe(true);
    const id = await claireId();
    const photo = await t.call('GET', `/api/staff/registrations/${id}/photo`, { headers: desk.headers });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(photo.headers.get('cache-control')).toContain('no-store');
    expect(
      (await t.call('GET', `/api/staff/registrations/${id}/photo`, { headers: guest.headers })).status,
    ).toBe(403);
    expect((await t.call('GET', `/api/staff/registrations/${id}/photo`)).status).toBe(401);
    expect(readdirSync(join(t.dataDir, 'uploads', 'id-photos'))).toHaveLength(1);
  });

  it('registers an Indian guest by the last 4 digits of his Aadhaar, and keeps no photo of it', async () => {
    const res = await register(2, RAVI);
    expect(res.status).toBe(200);
    expect((await res.json()).registration.idNumber).toBe('••••4321');
    const photo = await t.call('POST', `/api/staff/bookings/${stay}/registration/photo?adult=2`, {
      body: await idPhotoForm(),
      headers: desk.headers,
    });
    expect(photo.status).toBe(409);
    expect((await photo.json()).message).toMatch(/No photo is kept of an Aadhaar/);
    const list = await (
      await t.call('GET', `/api/staff/bookings/${stay}/registration`, { headers: desk.headers })
    ).json();
    expect(list).toMatchObject({ adults: 2, complete: true });
    expect(JSON.stringify(list)).not.toContain('19AB45678');
  });

  it('then checks the room in', async () => {
    expect((await checkIn()).status).toBe(200);
  });
});

describe('the Form C', () => {
  it('reads in the online form’s order, with the passport in full, due 24 hours after the check-in', async () => {
    const id = await claireId();
    const view = await (
      await t.call('GET', `/api/staff/registrations/${id}/form-c`, { headers: desk.headers })
    ).json();
    expect(view.sections.map((s: { title: string }) => s.title)).toEqual([
      'Personal details',
      'Passport details',
      'Visa details',
      'Arrival details',
      'Next destination',
      'Contact details',
      'Other details',
    ]);
    expect(view.sections[1].lines[0]).toEqual({ label: 'Passport number', value: '19AB45678' });
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay));
    expect(view.dueAt).toBe(new Date(row!.checkedInAt!.getTime() + 24 * 3_600_000).toISOString());
    expect(view.submittedAt).toBeNull();
  });

  it('exports as CSV: a row of the form’s labels and a row of the values', async () => {
    const id = await claireId();
    const res = await t.call('GET', `/api/staff/registrations/${id}/form-c/csv`, { headers: desk.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const [labels, values] = (await res.text()).trim().split('\r\n');
    expect(labels!.split(',').slice(0, 2)).toEqual([
      'Personal details: Surname',
      'Personal details: Given name',
    ]);
    expect(labels).toContain('Passport details: Passport number');
    expect(values).toContain('19AB45678');
    expect(values).toContain('Jaipur');
  });

  it('is reminded of until marked submitted, overdue after 24 hours, and marked once', async () => {
    const due = async () =>
      (await (await t.call('GET', '/api/staff/form-c/due', { headers: desk.headers })).json()).due;
    expect(await due()).toMatchObject([{ guestName: 'Claire Dubois', overdue: false }]);
    t.advance(25 * 60);
    expect(await due()).toMatchObject([{ guestName: 'Claire Dubois', overdue: true }]);
    const id = await claireId();
    const mark = () =>
      t.call('POST', `/api/staff/registrations/${id}/form-c/submitted`, {
        json: { reference: 'FRO-UDR-2026-004512' },
        headers: desk.headers,
      });
    const res = await mark();
    expect(res.status).toBe(200);
    expect((await res.json()).reference).toBe('FRO-UDR-2026-004512');
    expect(await due()).toEqual([]);
    const again = await mark();
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/already marked submitted/);
    const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetId, id));
    expect(audit.map((a) => a.action)).toEqual(['registration.form_c_submitted']);
  });

  it('has none for a guest who is not foreign', async () => {
    const ravi = (await registrations()).find((r) => r.adult === 2)!;
    const res = await t.call('GET', `/api/staff/registrations/${ravi.id}/form-c`, { headers: desk.headers });
    expect(res.status).toBe(404);
  });
});

describe('privacy and retention', () => {
  it('exports the guest’s own registration, not a companion’s, and keeps both through an erasure', async () => {
    const rows = (await guestRowsByTable(t.db, guest.user.id)).guest_registrations as {
      full_name: string;
      id_photo: string;
    }[];
    expect(rows.map((r) => r.full_name)).toEqual(['Claire Dubois']);
    // The downloadable archive carries the photo of her own ID beside the row.
    const archive = await t.call('GET', '/api/privacy/export/archive', { headers: guest.headers });
    expect(archive.status).toBe(200);
    const files = unzipSync(new Uint8Array(await archive.arrayBuffer()));
    expect(Object.keys(files)).toContain(`id-photos/${rows[0]!.id_photo}`);
    await t.db.transaction((tx) => eraseGuest(tx, guest.user.id, t.clock.at));
    const kept = await registrations();
    expect(kept.map((r) => [r.fullName, r.idNumber]).sort()).toEqual([
      ['Claire Dubois', '19AB45678'],
      ['Ravi Iyer', '4321'],
    ]);
  });

  it('deletes the register and its photos a year after the stay, not before', async () => {
    const photos = join(t.dataDir, 'uploads', 'id-photos');
    const yearOn = (days: number) => new Date(Date.UTC(2026, 10, 22 + days, 6, 30));
    expect((await applyRetention(t.db, PERIODS, yearOn(365), t.dataDir)).registrations).toBe(0);
    expect(await registrations()).toHaveLength(2);
    expect((await applyRetention(t.db, PERIODS, yearOn(367), t.dataDir)).registrations).toBe(2);
    expect(await registrations()).toHaveLength(0);
    expect(existsSync(photos) ? readdirSync(photos) : []).toEqual([]);
  });
});
