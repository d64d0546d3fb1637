import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { taxDocuments } from '../../src/server/db/schema';
import { takeSerial } from '../../src/server/services/documents/numbering';
import { signedInGuest } from '../fixtures/auth';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { checkedIn, payInSandbox } from './payments/setup';

// PostgreSQL only (decision 102): documents are numbered inside the transaction that issues them, one series per
// type per financial year on the hotel's calendar, so fifty payments at once take fifty consecutive numbers.
const clock = { at: new Date('2026-11-20T06:30:00Z') };
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.at });
  expect(t.database.driver).toBe('postgres');
  admin = await signedInGuest(t.db, { name: 'Front Office', role: 'admin' }, clock.at);
});
afterAll(() => t.close());

/** A guest holding one night in a room of their own, with the checkout result the sandbox signed for it. */
async function heldAndSigned(checkIn: string) {
  const guest = await signedInGuest(t.db, {}, clock.at);
  const room = await createRoom(t.db, { pricePaise: 900_000 }, 1);
  const booking = await createRoomBooking(t.db, {
    userId: guest.user.id,
    roomId: room.id,
    roomUnitId: room.units[0]!.id,
    checkIn,
    nights: 1,
    pricePerNightPaise: 900_000,
    holdExpiresAt: new Date(clock.at.getTime() + 60 * 60_000),
  });
  const { result } = await payInSandbox(t, guest.headers, booking.id);
  return { guest, booking, result };
}

const verify = (stay: Awaited<ReturnType<typeof heldAndSigned>>) =>
  t.call('POST', '/api/payments/verify', { json: stay.result, headers: stay.guest.headers });

const numbersOf = async (type: 'receipt_voucher' | 'tax_invoice') =>
  (
    await t.db
      .select({ number: taxDocuments.number })
      .from(taxDocuments)
      .where(eq(taxDocuments.type, type))
      .orderBy(asc(taxDocuments.serial))
  ).map((d) => d.number);

const series = (prefix: string, year: string, count: number) =>
  Array.from({ length: count }, (_, i) => `${prefix}/${year}/${String(i + 1).padStart(6, '0')}`);

describe('fifty payments at once, on PostgreSQL', () => {
  let stays: Awaited<ReturnType<typeof heldAndSigned>>[];

  it('gives fifty receipt vouchers the fifty consecutive numbers 1 to 50, none twice, none skipped', async () => {
    stays = [];
    for (let i = 0; i < 50; i++) stays.push(await heldAndSigned('2026-11-25'));
    const answers = await Promise.all(stays.map(verify));
    expect(answers.map((a) => a.status)).toEqual(stays.map(() => 200));
    expect(await numbersOf('receipt_voucher')).toEqual(series('RCV', '26-27', 50));
  });

  it('gives fifty stays completed at once the fifty consecutive invoice numbers 1 to 50', async () => {
    // Each checked in on its arrival day; completed on the day they leave (decision 151).
    clock.at = new Date('2026-11-25T07:00:00Z');
    for (const s of stays) await checkedIn(t, s.booking.id, admin.headers);
    clock.at = new Date('2026-11-26T07:00:00Z');
    const answers = await Promise.all(
      stays.map((s) =>
        t.call('PUT', `/api/bookings/${s.booking.id}/status`, {
          json: { status: 'completed' },
          headers: admin.headers,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(stays.map(() => 200));
    expect(await numbersOf('tax_invoice')).toEqual(series('INV', '26-27', 50));
  });
});

describe('a payment across 31 March and 1 April, hotel time', () => {
  it("starts the new year's series at 1 after midnight in Udaipur, though it is still 31 March in UTC", async () => {
    clock.at = new Date('2027-03-31T18:00:00Z');
    const late = await heldAndSigned('2027-04-15');
    const early = await heldAndSigned('2027-04-16');
    // 23:50 on 31 March in Udaipur: the old year's 51st receipt voucher.
    clock.at = new Date('2027-03-31T18:20:00Z');
    expect((await verify(late)).status).toBe(200);
    // 00:10 on 1 April in Udaipur (18:40 UTC on 31 March): the new year's first.
    clock.at = new Date('2027-03-31T18:40:00Z');
    expect((await verify(early)).status).toBe(200);
    const numbers = await numbersOf('receipt_voucher');
    expect(numbers).toContain('RCV/26-27/000051');
    expect(numbers).toContain('RCV/27-28/000001');
    const [first] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.number, 'RCV/27-28/000001'));
    expect(first).toMatchObject({ financialYear: '2027-28', serial: 1, bookingId: early.booking.id });
    expect(first!.snapshot.date).toBe('2027-04-01');
  });
});

describe('a document whose transaction rolls back', () => {
  it('gives its number back: the next document takes it, so the series has no gap', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        expect((await takeSerial(tx, 'credit_note', '2030-31')).number).toBe('CRN/30-31/000001');
        throw new Error('the issuing transaction failed');
      }),
    ).rejects.toThrow('the issuing transaction failed');
    const next = await t.db.transaction((tx) => takeSerial(tx, 'credit_note', '2030-31'));
    expect(next.number).toBe('CRN/30-31/000001');
  });
});
