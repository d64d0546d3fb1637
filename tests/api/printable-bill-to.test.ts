import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrintable } from '../../src/lib/printable-text';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { bookingBilling, users } from '../../src/server/db/schema';
import { UNPRINTABLE_IN_LINE_SQL, UNPRINTABLE_IN_LINES_SQL } from '../../src/server/db/schema/printable-text';
import { isUnprintableText } from '../../src/server/errors';
import { saveBookingBilling } from '../../src/server/services/documents/billing';
import { signedInGuest } from '../fixtures/auth';
import { databaseBefore } from '../fixtures/migrations';
import { createTestApp, type TestApp } from '../fixtures/test-app';

// Issue 41, an exposure closed (decision 114): a bill-to name or address with control characters or a bidirectional
// override printed on tax documents. The edge refuses it (the contracts); the database refuses it too, as the last
// line for whatever writes without them, and the migration that adds its checks cleans rows written before.
const now = new Date('2027-03-01T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => now });
});
afterAll(() => t.close());

async function heldStay() {
  const guest = await signedInGuest(t.db, { name: 'Asha Verma' }, now);
  const room = await createRoom(t.db, { name: 'Deluxe King Room', pricePaise: 1_250_000 }, 1);
  const booking = await createRoomBooking(t.db, {
    userId: guest.user.id,
    roomId: room.id,
    roomUnitId: room.units[0]!.id,
    checkIn: '2027-04-10',
    nights: 2,
    pricePerNightPaise: 1_250_000,
    holdExpiresAt: new Date(now.getTime() + 15 * 60_000),
  });
  return { guest, booking };
}

describe('the bill-to of tax documents, at the edge', () => {
  it('refuses a name that would print reversed, or an address with a control character, storing nothing', async () => {
    const { guest, booking } = await heldStay();
    const billing = (json: object) =>
      t.call('PUT', `/api/bookings/${booking.id}/billing`, { json, headers: guest.headers });
    // "Rao Analytics" with a right-to-left override: a document would show the rest of the name backwards.
    for (const [json, field, words] of [
      [{ name: 'Rao \u202eAnalytics Pvt Ltd', address: '' }, 'name', 'The billing name'],
      [{ name: 'Rao Analytics', address: '14 Lake Road\u0007\nUdaipur' }, 'address', 'The billing address'],
      [{ name: 'Rao\u2067 Analytics\u2069' }, 'name', 'The billing name'],
    ] as const) {
      const res = await billing(json);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toBe(
        `${words} has a hidden control or text-direction character (pasted text can carry one): type it again without it.`,
      );
      expect(body.fields).toEqual({ [field]: body.message });
    }
    expect(await t.db.select().from(bookingBilling).where(eq(bookingBilling.bookingId, booking.id))).toEqual(
      [],
    );
    const [account] = await t.db.select().from(users).where(eq(users.id, guest.user.id));
    expect(account).toMatchObject({ billingName: null, billingAddress: null });
    // An address keeps its lines.
    const lines = await billing({ name: 'Rao Analytics', address: '14 Lake Road\nUdaipur 313001' });
    expect(lines.status).toBe(200);
  });
});

describe('the bill-to of tax documents, in the database (the last line)', () => {
  it('refuses hidden characters from code that writes without the contracts, and keeps an address’s lines', async () => {
    const { guest, booking } = await heldStay();
    const billed = { kind: 'room' as const, anchorId: booking.id, userId: guest.user.id };
    const save = (details: { name: string; address: string | null }) =>
      t.db.transaction((tx) => saveBookingBilling(tx, billed, { gstin: null, ...details }, now));
    for (const details of [
      { name: 'Rao \u202eAnalytics', address: null },
      { name: 'Rao\u0085Analytics', address: null },
      { name: 'Rao\nAnalytics', address: null },
      { name: 'Rao Analytics', address: '14 Lake Road\u001b[2J' },
      { name: 'Rao Analytics', address: '14 Lake Road\u2066' },
    ]) {
      const refused = await save(details).catch((error: unknown) => error);
      expect(isUnprintableText(refused), JSON.stringify(details)).toBe(true);
    }
    expect(await t.db.select().from(bookingBilling).where(eq(bookingBilling.bookingId, booking.id))).toEqual(
      [],
    );
    for (const column of ['name', 'address', 'billingName', 'billingAddress'] as const) {
      const refused = await t.db
        .update(users)
        .set({ [column]: 'Asha\u202eVerma' })
        .where(eq(users.id, guest.user.id))
        .catch((error: unknown) => error);
      expect(isUnprintableText(refused), column).toBe(true);
    }
    await save({ name: 'Rao Analytics Pvt Ltd', address: '14 Lake Road\r\nUdaipur 313001' });
    const [row] = await t.db.select().from(bookingBilling).where(eq(bookingBilling.bookingId, booking.id));
    expect(row).toMatchObject({ name: 'Rao Analytics Pvt Ltd', address: '14 Lake Road\r\nUdaipur 313001' });
  });

  it('answers a request the database refused so with a 400, never a 500', async () => {
    // A route whose contract let such text through would meet the check: the one error shape, the field unnamed.
    const guest = await signedInGuest(t.db, { name: 'Asha Verma' }, now);
    const refused = await t.db
      .update(users)
      .set({ name: 'Asha\u202eVerma' })
      .where(eq(users.id, guest.user.id))
      .catch((error: unknown) => error);
    const { handleError } = await import('../../src/server/http/errors');
    const answer = handleError(refused, {
      get: () => undefined,
      header: () => {},
      json: (body: unknown, status: number) => ({ body, status }),
    } as never) as unknown as { body: { code: string; message: string }; status: number };
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/hidden control/),
    });
  });

  it('refuses exactly what the edge refuses, character by character', async () => {
    // Every C0 and C1 control (but NUL, which PostgreSQL text cannot hold), and the block of the bidi controls.
    const codes = [
      ...Array.from({ length: 0xa0 }, (_, i) => i + 1),
      ...Array.from({ length: 0x70 }, (_, i) => 0x2000 + i),
      0x061c,
      0xfeff,
    ];
    const texts = codes.map((code) => `a${String.fromCodePoint(code)}b`);
    for (const [pattern, lines] of [
      [UNPRINTABLE_IN_LINE_SQL, false],
      [UNPRINTABLE_IN_LINES_SQL, true],
    ] as const) {
      const { rows } = await t.db.execute<{ text: string; refused: boolean }>(
        sql`select text, text ~ ${pattern} as refused from json_array_elements_text(${JSON.stringify(texts)}::json) as text`,
      );
      expect(rows).toHaveLength(texts.length);
      for (const row of rows) {
        const code = row.text.codePointAt(1)!.toString(16);
        expect(row.refused, `U+${code} (${lines ? 'lines' : 'one line'})`).toBe(
          !isPrintable(row.text, lines),
        );
      }
    }
  });
});

describe('the migration that adds the checks', () => {
  let opened: Awaited<ReturnType<typeof databaseBefore>> | undefined;
  afterAll(async () => {
    await opened?.close();
  });

  it('cleans bill-to text written before it, keeping an address’s lines, so the checks can stand', async () => {
    opened = await databaseBefore('_printable_bill_to');
    const { database, toHead } = opened;
    await database.db.execute(sql`
      insert into users (name, phone, address, billing_name, billing_address, referral_code)
      values (${'Asha\u202e Verma'}, '+919812300041', ${'14 Lake Road\nUdaipur\u0007'}, ${'Rao\tAnalytics\u2066'},
              ${'Plot 7\r\nHiran Magri\u0085'}, 'PRINT41')`);

    await toHead();

    const [row] = (
      await database.db.execute<Record<string, string>>(
        sql`select name, address, billing_name, billing_address from users where phone = '+919812300041'`,
      )
    ).rows;
    expect(row).toEqual({
      name: 'Asha Verma',
      address: '14 Lake Road\nUdaipur ',
      billing_name: 'Rao Analytics',
      billing_address: 'Plot 7\r\nHiran Magri ',
    });
    const checks = await database.db.execute<{ conname: string }>(
      sql`select conname from pg_constraint where conname like '%_printable' order by conname`,
    );
    expect(checks.rows.map((r) => r.conname)).toEqual([
      'booking_billing_address_printable',
      'booking_billing_name_printable',
      'users_address_printable',
      'users_billing_address_printable',
      'users_billing_name_printable',
      'users_name_printable',
    ]);
  });
});
