import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestRegistrations, rooms, staffActions } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { HOTEL_NOON, MANY_HOLDS, SEEDING_TIMEOUT_MS, seededHotel, TODAY } from '../fixtures/hotel';
import { CLAIRE, CLAIRE_FORM_C, PASANG, PASANG_FORM_C } from '../fixtures/registration';
import { book, payFor } from '../fixtures/transitions';

// Decision 153 (issue 44, Form C's leftovers): a citizen of Nepal or Bhutan registers as a foreign guest without a
// passport or visa (Immigration and Foreigners (Exemption) Order 2025) and is still reported; and every foreign
// guest's departure (its time, the onward address) is reported within 24 hours of leaving (IFR 2025 r. 17).
type Hotel = Awaited<ReturnType<typeof seededHotel>>;
let t: Hotel;
let desk: Awaited<ReturnType<typeof signedInGuest>>;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
let stay: string;

beforeAll(async () => {
  t = await seededHotel({ ...MANY_HOLDS, HOTEL_REGISTRATION_REQUIRED: 'true' });
  desk = await signedInGuest(t.db, { name: 'Front Desk', role: 'staff' }, HOTEL_NOON);
  admin = await signedInGuest(t.db, { name: 'Duty Manager', role: 'admin' }, HOTEL_NOON);
  const guest = await signedInGuest(t.db, { name: 'Pasang Sherpa' }, HOTEL_NOON);
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

const register = (adult: number, body: unknown) =>
  t.call('PUT', `/api/staff/bookings/${stay}/registration?adult=${adult}`, {
    json: body,
    headers: desk.headers,
  });
const registrationOf = async (adult: number) =>
  (await t.db.select().from(guestRegistrations).where(eq(guestRegistrations.roomBookingId, stay))).find(
    (r) => r.adult === adult,
  )!;
const refused = async (res: Response, status: number, message: string | RegExp) => {
  expect(res.status).toBe(status);
  expect((await res.json()).message).toMatch(message);
};
const formC = async (id: string) =>
  (await t.call('GET', `/api/staff/registrations/${id}/form-c`, { headers: desk.headers })).json();
const due = async () =>
  (await (await t.call('GET', '/api/staff/form-c/due', { headers: desk.headers })).json()).due as {
    report: string;
    guestName: string;
    dueAt: string;
    overdue: boolean;
  }[];
const arrival = (what: string) =>
  t.call('POST', `/api/staff/bookings/${stay}/arrival`, { json: { arrival: what }, headers: desk.headers });
const saveAddress = (id: string, onwardAddress: string) =>
  t.call('PUT', `/api/staff/registrations/${id}/departure`, {
    json: { onwardAddress },
    headers: desk.headers,
  });
const markDeparture = (id: string, reference = 'FRO-UDR-2026-004513') =>
  t.call('POST', `/api/staff/registrations/${id}/departure/submitted`, {
    json: { reference },
    headers: desk.headers,
  });

describe('a citizen of Nepal or Bhutan', () => {
  it('refuses the wrong document or a missing visa in words, and keeps nothing', async () => {
    // A French guest may not use a Nepalese citizenship certificate.
    await refused(
      await register(1, { ...CLAIRE, idType: 'citizenship_certificate', idNumber: '27-01-71-05846' }),
      400,
      /only citizens of Nepal and Bhutan may use another document/,
    );
    // An Indian guest is never "a citizen of Nepal".
    await refused(
      await register(1, { ...PASANG, foreign: false, formC: undefined }),
      400,
      'A citizen of Nepal or Bhutan is a foreign national: register them as one.',
    );
    // Every other foreign guest still needs a visa.
    const {
      visaNumber,
      visaPlaceOfIssue,
      visaCountryOfIssue,
      visaIssuedOn,
      visaValidTill,
      visaType,
      ...noVisa
    } = CLAIRE_FORM_C;
    await refused(
      await register(1, { ...CLAIRE, formC: noVisa }),
      400,
      'Give the visa details (only a citizen of Nepal or Bhutan needs none).',
    );
    // A citizen of Nepal coming from China needs one too (the Exemption Order's para 3(1)(c)).
    await refused(
      await register(1, { ...PASANG, formC: { ...PASANG_FORM_C, arrivedFromCountry: 'China' } }),
      400,
      'A citizen of Nepal or Bhutan arriving from China needs a visa: give its details.',
    );
    // Half a visa is no visa.
    await refused(
      await register(1, { ...PASANG, formC: { ...PASANG_FORM_C, visaNumber: 'ETV1234' } }),
      400,
      /Give every detail of the visa/,
    );
    // A passport still needs its validity.
    const { passportValidTill, ...noValidity } = CLAIRE_FORM_C;
    await refused(
      await register(1, { ...CLAIRE, formC: noValidity }),
      400,
      'Give the date the passport is valid till.',
    );
    expect(
      await t.db.select().from(guestRegistrations).where(eq(guestRegistrations.roomBookingId, stay)),
    ).toEqual([]);
  });

  it('registers with a citizenship certificate and no visa, and the Form C says why none is needed', async () => {
    const res = await register(1, PASANG);
    expect(res.status).toBe(200);
    expect((await res.json()).registration).toMatchObject({
      foreign: true,
      citizenOf: 'nepal',
      idType: 'citizenship_certificate',
      idNumber: '•••••••5846',
    });
    const view = await formC((await registrationOf(1)).id);
    const section = (title: string) =>
      Object.fromEntries(
        view.sections
          .find((s: { title: string }) => s.title === title)
          .lines.map((l: { label: string; value: string }) => [l.label, l.value]),
      );
    expect(section('Identity document')).toEqual({
      Document: 'Citizenship certificate of Nepal or Bhutan',
      'Document number': '27017105846',
      'Place of issue': 'Solukhumbu',
      'Country of issue': 'Nepal',
      'Date of issue': '2009-06-15',
      'Valid till': 'No expiry printed',
    });
    expect(section('Visa details')).toEqual({
      Visa: 'Not required: a citizen of Nepal (Immigration and Foreigners (Exemption) Order 2025, para 3(1)(c))',
    });
    expect(view.departure).toBeNull();
    // The reminder of the arrival, as for every foreign guest.
    expect(await due()).toMatchObject([{ report: 'arrival', guestName: 'Pasang Sherpa' }]);
  });

  it('is kept out by the database too: no Nepalese document without the citizenship, no citizenship for an Indian', async () => {
    const { id } = await registrationOf(1);
    await expect(
      t.db.update(guestRegistrations).set({ citizenOf: null }).where(eq(guestRegistrations.id, id)),
    ).rejects.toThrow();
    await expect(
      t.db
        .update(guestRegistrations)
        .set({ foreign: false, formC: null, idType: 'passport' })
        .where(eq(guestRegistrations.id, id)),
    ).rejects.toThrow();
    expect((await registrationOf(1)).citizenOf).toBe('nepal');
  });
});

describe('the departure report', () => {
  it('cannot be marked before the guest leaves, and takes the onward address any time before', async () => {
    expect((await register(2, CLAIRE)).status).toBe(200);
    const pasang = (await registrationOf(1)).id;
    await refused(
      await markDeparture(pasang),
      409,
      'This guest has not checked out: a departure is reported once they leave.',
    );
    await refused(await saveAddress(pasang, '   '), 400, /The address of the onward journey is needed/);
    const saved = await saveAddress(pasang, 'Hotel Yak & Yeti, Durbar Marg, Kathmandu, Nepal');
    expect(saved.status).toBe(200);
    expect((await saved.json()).departure).toBeNull();
    expect((await due()).map((d) => d.report)).toEqual(['arrival', 'arrival']);
  });

  it('is due 24 hours after the check-out, with the departure on the Form C', async () => {
    expect((await arrival('check_in')).status).toBe(200);
    t.advance(60);
    expect((await arrival('check_out')).status).toBe(200);
    const departedAt = t.clock.at.toISOString();
    const reports = (await due()).filter((d) => d.report === 'departure');
    expect(reports.map((d) => d.guestName).sort()).toEqual(['Claire Dubois', 'Pasang Sherpa']);
    expect(reports[0]!.dueAt).toBe(new Date(t.clock.at.getTime() + 24 * 3_600_000).toISOString());
    const view = await formC((await registrationOf(1)).id);
    expect(view.departure).toMatchObject({
      departedAt,
      onwardAddress: 'Hotel Yak & Yeti, Durbar Marg, Kathmandu, Nepal',
      submittedAt: null,
    });
    expect(view.sections.at(-1)).toEqual({
      title: 'Departure',
      lines: [
        { label: 'Date of departure', value: TODAY },
        { label: 'Time of departure', value: '13:00' },
        { label: 'Address of onward journey', value: 'Hotel Yak & Yeti, Durbar Marg, Kathmandu, Nepal' },
      ],
    });
    // Claire's address is not yet recorded: the view offers her Form C's next destination to start from.
    const claire = await formC((await registrationOf(2)).id);
    expect(claire.departure).toMatchObject({ onwardAddress: null, suggestedAddress: 'Jaipur, India' });
  });

  it('refuses the mark without an address, marks it once, and audits each step without the address', async () => {
    const claire = (await registrationOf(2)).id;
    await refused(
      await markDeparture(claire),
      400,
      'Record the address the guest goes on to before reporting the departure.',
    );
    const pasang = (await registrationOf(1)).id;
    const marked = await markDeparture(pasang);
    expect(marked.status).toBe(200);
    expect((await marked.json()).departure).toMatchObject({ reference: 'FRO-UDR-2026-004513' });
    await refused(await markDeparture(pasang), 409, /already reported/);
    await refused(await saveAddress(pasang, 'Somewhere else'), 409, /already reported/);
    expect((await due()).filter((d) => d.report === 'departure')).toMatchObject([
      { guestName: 'Claire Dubois', overdue: false },
    ]);
    const audit = await t.db.select().from(staffActions).where(eq(staffActions.targetId, pasang));
    expect(audit.map((a) => a.action)).toEqual([
      'registration.departure_save',
      'registration.departure_submitted',
    ]);
    expect(JSON.stringify(audit)).not.toContain('Kathmandu');
  });

  it('leaves the reminder when an admin undoes the check-out the same day', async () => {
    t.advance(30);
    const undone = await t.call('POST', `/api/staff/bookings/${stay}/arrival/undo`, {
      json: { arrival: 'check_out', reason: 'Checked out by mistake' },
      headers: admin.headers,
    });
    expect(undone.status).toBe(200);
    expect((await due()).filter((d) => d.report === 'departure')).toEqual([]);
  });
});
