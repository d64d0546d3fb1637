import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../../src/server/db/schema';
import { signedInGuest } from '../fixtures/auth';
import { payStay } from '../fixtures/notices';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { pendingStay } from './payments/setup';

// Issue 44, decision 143: a month's GSTR-1 from the documents the month issued, each table checked against them.
const clock = { at: new Date('2026-11-20T06:30:00Z') };
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
type Section = { name: string; header: string[]; rows: string[][]; taxablePaise: number; taxable: string };

/** A guest's two nights at ₹12,500 (₹25,000 taxable, 18%), held unpaid; with a GSTIN when given one. */
async function heldStay(name: string, checkIn: string, gstin?: string) {
  const { guest, booking } = await pendingStay(t, clock.at, checkIn, { name });
  if (gstin) {
    const billed = await t.call('PUT', `/api/bookings/${booking.id}/billing`, {
      json: { gstin, name: `${name} LLP`, address: 'Nariman Point, Mumbai 400021' },
      headers: guest.headers,
    });
    expect(billed.status).toBe(200);
  }
  return { guest, booking };
}
const complete = async (bookingId: string) =>
  expect(
    (
      await t.call('PUT', `/api/bookings/${bookingId}/status`, {
        json: { status: 'completed' },
        headers: admin.headers,
      })
    ).status,
  ).toBe(200);
const desk = async (bookingId: string, arrival: string) => {
  const res = await t.call('POST', `/api/staff/bookings/${bookingId}/arrival`, {
    json: { arrival },
    headers: admin.headers,
  });
  expect(res.status, await res.text()).toBe(200);
};
const gstr1 = async (month: string) => {
  const res = await t.call('GET', `/api/staff/reports/gstr1?month=${month}`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return (await res.json()) as { gstin: string; sections: Section[] };
};
const section = (filed: { sections: Section[] }, name: string) =>
  filed.sections.find((s) => s.name === name)!;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.at });
  admin = await signedInGuest(t.db, { name: 'Accounts', role: 'admin' }, clock.at);
  // November: a consumer pays for a December stay (an advance of November, invoiced in December).
  const early = await heldStay('Meera Iyer', '2026-12-02');
  await payStay(t, early.guest.headers, early.booking.id);
  // December: a business guest pays and completes its stay in the month; a consumer pays and cancels.
  clock.at = new Date('2026-12-01T06:30:00Z');
  const business = await heldStay('Iyer Consulting', '2026-12-01', '27AAPFU0939F1ZV');
  await payStay(t, business.guest.headers, business.booking.id);
  // Checked in on its day and out by mistake the same day: the admin's undo cancels that invoice by a credit note.
  await desk(business.booking.id, 'check_in');
  await desk(business.booking.id, 'check_out');
  const undone = await t.call('POST', `/api/staff/bookings/${business.booking.id}/arrival/undo`, {
    json: { arrival: 'check_out', reason: 'Checked out the wrong room' },
    headers: admin.headers,
  });
  expect(undone.status, await undone.text()).toBe(200);
  const cancelled = await heldStay('Kabir Rao', '2027-01-20');
  await payStay(t, cancelled.guest.headers, cancelled.booking.id);
  expect(
    (
      await t.call('PUT', `/api/bookings/${cancelled.booking.id}/cancel`, {
        headers: cancelled.guest.headers,
      })
    ).status,
  ).toBe(200);
  // The November advance's stay checked in on its day, and completed on the day it leaves (decision 151).
  clock.at = new Date('2026-12-02T06:30:00Z');
  await desk(early.booking.id, 'check_in');
  clock.at = new Date('2026-12-04T07:00:00Z');
  await complete(early.booking.id);
  await desk(business.booking.id, 'check_out');
});
afterAll(() => t.close());

describe("December's GSTR-1", () => {
  it('lists the business guest’s invoice in B2B and the consumer’s in B2CS, each at its taxable value', async () => {
    const filed = await gstr1('2026-12');
    expect(filed.gstin).toBe('08AAGCS7461M1ZQ');
    const b2b = section(filed, 'b2b');
    // The invoice the undo cancelled, and the one of the real check-out.
    expect(b2b.rows).toHaveLength(2);
    const row = b2b.rows.at(-1);
    expect(row!.slice(0, 2)).toEqual(['27AAPFU0939F1ZV', 'Iyer Consulting LLP']);
    expect(row![2]).toMatch(/^INV\/26-27\/\d{6}$/);
    expect(row!.slice(3)).toEqual([
      '04-Dec-2026',
      '29500.00',
      '08-Rajasthan',
      'N',
      '',
      'Regular B2B',
      '',
      '18',
      '25000.00',
      '0.00',
    ]);
    expect(section(filed, 'b2cs').rows).toEqual([['OE', '08-Rajasthan', '18', '', '25000.00', '0.00', '']]);
  });

  it('lists the credit note that cancelled the mistaken invoice in 9B, against the business guest', async () => {
    const cdnr = section(await gstr1('2026-12'), 'cdnr');
    expect(cdnr.rows).toHaveLength(1);
    const [note] = cdnr.rows;
    expect(note![2]).toMatch(/^CRN\/26-27\/\d{6}$/);
    expect([...note!.slice(0, 2), ...note!.slice(3)]).toEqual([
      '27AAPFU0939F1ZV',
      'Iyer Consulting LLP',
      '01-Dec-2026',
      'C',
      '08-Rajasthan',
      'N',
      'Regular B2B',
      '29500.00',
      '',
      '18',
      '25000.00',
      '0.00',
    ]);
  });

  it('reports the November advance as adjusted, and the advance refunded in the month as nothing received', async () => {
    const filed = await gstr1('2026-12');
    expect(section(filed, 'atadj').rows).toEqual([['08-Rajasthan', '18', '', '25000.00', '0.00']]);
    // Received ₹25,000 and refunded it in December: nothing left to report in 11A.
    expect(section(filed, 'at').rows).toEqual([]);
    const november = await gstr1('2026-11');
    expect(section(november, 'at').rows).toEqual([['08-Rajasthan', '18', '', '25000.00', '0.00']]);
    expect(section(november, 'b2b').rows).toEqual([]);
  });

  it('sums the SAC summary to the invoices, B2B and B2C apart, and counts every document issued', async () => {
    const filed = await gstr1('2026-12');
    // The month's invoices less its credit notes, as the documents themselves say.
    const issued = await t.db
      .select()
      .from(taxDocuments)
      .where(inArray(taxDocuments.type, ['tax_invoice', 'credit_note']));
    const decemberTaxable = issued
      .filter((d) => d.snapshot.date.startsWith('2026-12'))
      .reduce((sum, d) => sum + (d.type === 'credit_note' ? -1 : 1) * d.snapshot.totals.taxablePaise, 0);
    expect(section(filed, 'hsn-b2b').taxablePaise + section(filed, 'hsn-b2c').taxablePaise).toBe(
      decemberTaxable,
    );
    expect(section(filed, 'hsn-b2b').rows).toEqual([
      [
        '996311',
        'Room or unit accommodation services',
        'NA',
        '0',
        '29500.00',
        '18',
        '25000.00',
        '0.00',
        '2250.00',
        '2250.00',
        '0.00',
      ],
    ]);
    const docs = section(filed, 'docs').rows;
    const count = (nature: string) =>
      docs.filter((r) => r[0] === nature).reduce((n, r) => n + Number(r[3]), 0);
    expect(count('Invoices for outward supply')).toBe(3);
    expect(count('Credit Note')).toBe(1);
    expect(count('Receipt Voucher')).toBe(2);
    expect(count('Refund Voucher')).toBe(1);
  });

  it('downloads each table as the offline tool’s CSV', async () => {
    const res = await t.call('GET', '/api/staff/reports/gstr1/b2cs?month=2026-12', {
      headers: admin.headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="gstr1-2026-12-b2cs.csv"');
    expect(await res.text()).toBe(
      'Type,Place Of Supply,Rate,Applicable % of Tax Rate,Taxable Value,Cess Amount,E-Commerce GSTIN\r\nOE,08-Rajasthan,18,,25000.00,0.00,\r\n',
    );
  });

  it('is for admins only, and refuses a month that is not one in words', async () => {
    const guest = await signedInGuest(t.db, { name: 'Curious Guest' }, clock.at);
    expect(
      (await t.call('GET', '/api/staff/reports/gstr1?month=2026-12', { headers: guest.headers })).status,
    ).toBe(403);
    const bad = await t.call('GET', '/api/staff/reports/gstr1?month=2026-13', { headers: admin.headers });
    expect(bad.status).toBe(400);
    expect((await bad.json()).message).toContain('Give the month as YYYY-MM');
  });
});
