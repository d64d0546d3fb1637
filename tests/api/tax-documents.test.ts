import { eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { rooms, taxDocuments, users } from '../../src/server/db/schema';
import { ConsoleMail } from '../../src/server/providers/mail';
import { deliverDueNotices } from '../../src/server/services/notices/worker';
import { signedInGuest } from '../fixtures/auth';
import { noticeSenders, payStay } from '../fixtures/notices';
import { pdfText } from '../fixtures/pdf-text';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { checkedIn, pendingStay } from './payments/setup';

// Issue 32, decision 102: billing details at checkout and on the profile, the documents the life cycle issues
// (receipt voucher on payment, tax invoice on completion, refund voucher or credit note on a refunded cancel),
// numbered per type and financial year, immutable, downloadable by their own guest only, mailed as PDFs.
const quiet = pino({ level: 'silent' });
const clock = { at: new Date('2026-11-20T06:30:00Z') };
const mail = new ConsoleMail('The Supar Palace <stay@suparpalace.in>', quiet, () => clock.at);
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
type Guest = Awaited<ReturnType<typeof signedInGuest>>;

/** A guest's two-night stay at ₹12,500 a night (18%: ₹25,000 + ₹2,250 + ₹2,250 = ₹29,500), held unpaid. */
async function heldStay(name = 'Meera Iyer', checkIn = '2027-01-10') {
  return pendingStay(t, clock.at, checkIn, {
    name,
    email: `${crypto.randomUUID().slice(0, 8)}@example.in`,
    address: '12 MG Road, Bengaluru 560001',
  });
}

const billing = (guest: Guest, bookingId: string, json: unknown) =>
  t.call('PUT', `/api/bookings/${bookingId}/billing`, { json, headers: guest.headers });
const documents = async (guest: Guest) =>
  (await (await t.call('GET', '/api/documents', { headers: guest.headers })).json()).documents as {
    id: string;
    type: string;
    number: string;
    title: string;
    bookingId: string;
  }[];
const pdfOf = async (guest: Guest, id: string) => {
  const res = await t.call('GET', `/api/documents/${id}/pdf`, { headers: guest.headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return pdfText(await res.arrayBuffer());
};

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.at, mail });
  admin = await signedInGuest(t.db, { name: 'Front Office', role: 'admin' }, clock.at);
});
afterAll(() => t.close());

describe('billing details', () => {
  it('refuses a GSTIN whose check character is wrong, in words, and changes nothing', async () => {
    const { guest, booking } = await heldStay();
    // 27AAPFU0939F1ZV is a valid GSTIN; its check character changed to W.
    const res = await billing(guest, booking.id, { gstin: '27AAPFU0939F1ZW', name: 'Iyer Consulting LLP' });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toContain(
      'This GSTIN does not add up (its last character is a check on the others)',
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, guest.user.id));
    expect(row).toMatchObject({ gstin: null, billingName: null });
    const profile = await t.call('PUT', '/api/auth/profile', {
      json: { gstin: '27AAPFU0939F1ZW' },
      headers: guest.headers,
    });
    expect(profile.status).toBe(400);
    expect((await profile.json()).message).toContain('This GSTIN does not add up');
  });

  it('saves a GSTIN, name and address on the booking and the profile, offered at the next checkout', async () => {
    const { guest, booking } = await heldStay();
    const res = await billing(guest, booking.id, {
      gstin: '27 aapfu0939f1zv',
      name: 'Iyer Consulting LLP',
      address: '4th floor, Nariman Point, Mumbai 400021',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      gstin: '27AAPFU0939F1ZV',
      name: 'Iyer Consulting LLP',
      address: '4th floor, Nariman Point, Mumbai 400021',
      editable: true,
    });
    const profile = await (await t.call('GET', '/api/auth/profile', { headers: guest.headers })).json();
    expect(profile.user).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      billing_name: 'Iyer Consulting LLP',
      billing_address: '4th floor, Nariman Point, Mumbai 400021',
    });
    // The next booking's checkout offers them.
    const room = await createRoom(t.db, {}, 1);
    const next = await createRoomBooking(t.db, {
      userId: guest.user.id,
      roomId: room.id,
      roomUnitId: room.units[0]!.id,
      checkIn: '2027-02-10',
      nights: 1,
      holdExpiresAt: new Date(clock.at.getTime() + 15 * 60_000),
    });
    const summary = await (
      await t.call('GET', `/api/payments/booking/${next.id}`, { headers: guest.headers })
    ).json();
    expect(summary.billing).toEqual({
      gstin: '27AAPFU0939F1ZV',
      name: 'Iyer Consulting LLP',
      address: '4th floor, Nariman Point, Mumbai 400021',
      editable: true,
    });
  });
});

describe('a stay paid in advance, completed, with a GSTIN', () => {
  let stay: Awaited<ReturnType<typeof heldStay>>;
  let other: Guest;
  let receiptId: string;
  let invoiceId: string;

  beforeAll(async () => {
    stay = await heldStay('Meera Iyer', '2026-11-25');
    other = await signedInGuest(t.db, { name: 'Someone Else' }, clock.at);
    await billing(stay.guest, stay.booking.id, {
      gstin: '27AAPFU0939F1ZV',
      name: 'Iyer Consulting LLP',
      address: '4th floor, Nariman Point, Mumbai 400021',
    });
  });

  it('issues a receipt voucher when paid, numbered in its series for the financial year', async () => {
    await payStay(t, stay.guest.headers, stay.booking.id);
    const list = await documents(stay.guest);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      type: 'receipt_voucher',
      title: 'Receipt voucher',
      bookingId: stay.booking.id,
    });
    expect(list[0]!.number).toMatch(/^RCV\/26-27\/\d{6}$/);
    receiptId = list[0]!.id;
    const text = await pdfOf(stay.guest, receiptId);
    for (const field of [
      'RECEIPT VOUCHER',
      list[0]!.number,
      '27AAPFU0939F1ZV',
      '08AAGCS7461M1ZQ',
      '996311',
      'Rs. 25,000',
      'Rs. 2,250',
      'Rs. 29,500',
    ]) {
      expect(text).toContain(field);
    }
  });

  it('emails the receipt voucher with the confirmation, as the same PDF', async () => {
    await deliverDueNotices(noticeSenders(t, { sms: t.sms, mail }), clock.at);
    const email = mail
      .outbox()
      .find((m) => m.to === stay.guest.user.email && m.tag === 'guest-booking_confirmed');
    const pdf = email!.attachments!.find((a) => a.contentType === 'application/pdf')!;
    expect(pdf.filename).toMatch(/^RCV-26-27-\d{6}\.pdf$/);
    expect(await pdfText(Buffer.from(pdf.content, 'base64'))).toContain('RECEIPT VOUCHER');
  });

  it('issues the tax invoice when the stay is completed, with every Rule 46 field', async () => {
    // Checked in on its arrival day, completed on the day it leaves (decision 151).
    clock.at = new Date('2026-11-25T07:00:00Z');
    await checkedIn(t, stay.booking.id, admin.headers);
    clock.at = new Date('2026-11-27T07:00:00Z');
    const done = await t.call('PUT', `/api/bookings/${stay.booking.id}/status`, {
      json: { status: 'completed' },
      headers: admin.headers,
    });
    expect(done.status).toBe(200);
    const invoice = (await documents(stay.guest)).find((d) => d.type === 'tax_invoice')!;
    expect(invoice.number).toMatch(/^INV\/26-27\/\d{6}$/);
    invoiceId = invoice.id;
    const text = await pdfOf(stay.guest, invoiceId);
    const receipt = (await documents(stay.guest)).find((d) => d.type === 'receipt_voucher')!;
    for (const field of [
      'TAX INVOICE',
      // (a) the supplier's name, address and GSTIN
      'Supar Palace Hotels Private Limited',
      'Lake Pichola Road, Old City, Udaipur, Rajasthan 313001, India',
      'GSTIN: 08AAGCS7461M1ZQ',
      // (b) the serial number, (c) the date
      invoice.number,
      '27 Nov 2026',
      // (d) the recipient's name, address and GSTIN
      'Iyer Consulting LLP',
      '4th floor, Nariman Point, Mumbai 400021',
      '27AAPFU0939F1ZV',
      '27-Maharashtra',
      // (g) SAC, (h) description, (k) taxable value after discount, (l) rate, (m) tax amounts
      '996311',
      'Deluxe King Room, 2 nights',
      'night 1',
      'night 2',
      'Rs. 12,500',
      'Rs. 25,000',
      '18%',
      'CGST 9%',
      'SGST 9%',
      'Rs. 2,250',
      'Rs. 29,500',
      // (n) place of supply, (p) reverse charge, (q) signature
      'Place of supply',
      '08-Rajasthan',
      'Tax payable on reverse charge',
      'Authorised signatory',
      // the advance it adjusts
      receipt.number,
    ]) {
      expect(text).toContain(field);
    }
  });

  it('gives the same fields as a printable page', async () => {
    const res = await t.call('GET', `/api/documents/${invoiceId}/page`, { headers: stay.guest.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    for (const field of [
      'TAX INVOICE',
      '27AAPFU0939F1ZV',
      '996311',
      'CGST 9%',
      'Rs. 29,500',
      '08-Rajasthan',
    ]) {
      expect(page).toContain(field);
    }
    expect(page).not.toContain('<script');
  });

  it('answers 404 (not 403) to anyone else, and to no one at all a 401', async () => {
    for (const path of [`/api/documents/${invoiceId}/pdf`, `/api/documents/${invoiceId}/page`]) {
      const res = await t.call('GET', path, { headers: other.headers });
      expect(res.status).toBe(404);
      expect((await res.json()).message).toBe('Document not found.');
      expect((await t.call('GET', path)).status).toBe(401);
    }
    expect(await documents(other)).toEqual([]);
  });

  it("refuses new billing details once the invoice is issued, and keeps the invoice's", async () => {
    const res = await billing(stay.guest, stay.booking.id, { gstin: '', name: 'Meera Iyer' });
    expect(res.status).toBe(409);
    expect((await res.json()).message).toBe(
      'The tax invoice for this booking has been issued, so its billing details can no longer change.',
    );
  });

  it('never changes an issued document: a later price change leaves it as issued, and the database refuses an update', async () => {
    await t.db.update(rooms).set({ pricePaise: 2_000_000 }).where(eq(rooms.id, stay.room.id));
    expect(await pdfOf(stay.guest, invoiceId)).toContain('Rs. 29,500');
    await expect(
      t.db.update(taxDocuments).set({ totalPaise: 1 }).where(eq(taxDocuments.id, invoiceId)),
    ).rejects.toThrow();
    const [row] = await t.db.select().from(taxDocuments).where(eq(taxDocuments.id, invoiceId));
    expect(row!.totalPaise).toBe(2_950_000);
  });
});

describe('a paid stay cancelled before the stay', () => {
  it('issues a refund voucher against its receipt voucher, mailed with the cancellation', async () => {
    clock.at = new Date('2026-11-21T06:30:00Z');
    const { guest, booking } = await heldStay('Kabir Shah');
    await payStay(t, guest.headers, booking.id);
    const cancel = await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers });
    expect(cancel.status).toBe(200);
    const list = await documents(guest);
    expect(list.map((d) => d.type).sort()).toEqual(['receipt_voucher', 'refund_voucher']);
    const receipt = list.find((d) => d.type === 'receipt_voucher')!;
    const refund = list.find((d) => d.type === 'refund_voucher')!;
    expect(refund.number).toMatch(/^RFV\/26-27\/\d{6}$/);
    const text = await pdfOf(guest, refund.id);
    for (const field of [
      'REFUND VOUCHER',
      receipt.number,
      'Rs. 29,500',
      'CGST 9%',
      'Rs. 2,250',
      'Kabir Shah',
    ]) {
      expect(text).toContain(field);
    }
    await deliverDueNotices(noticeSenders(t, { sms: t.sms, mail }), clock.at);
    const email = mail.outbox().find((m) => m.to === guest.user.email && m.tag === 'guest-booking_cancelled');
    expect(email!.attachments!.map((a) => a.filename)).toContain(`${refund.number.replace(/\//g, '-')}.pdf`);
  });

  it("is in the privacy centre's download: a zip of the JSON export and each document as its PDF, for its guest only", async () => {
    const { guest, booking } = await heldStay('Anaya Rao');
    await payStay(t, guest.headers, booking.id);
    expect(
      (await t.call('PUT', `/api/bookings/${booking.id}/cancel`, { headers: guest.headers })).status,
    ).toBe(200);
    const list = await documents(guest);
    const res = await t.call('GET', '/api/privacy/export/archive', { headers: guest.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="supar-palace-data-.*\.zip"/,
    );
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const pdfs = list.map((d) => `tax-documents/${d.number.replace(/\//g, '-')}.pdf`);
    expect(Object.keys(files).sort()).toEqual(['data.json', ...pdfs].sort());
    const data = JSON.parse(strFromU8(files['data.json']!));
    expect(data.tables.users[0].name).toBe('Anaya Rao');
    expect(data.tables.tax_documents.map((d: { number: string }) => d.number).sort()).toEqual(
      list.map((d) => d.number).sort(),
    );
    const refund = list.find((d) => d.type === 'refund_voucher')!;
    const text = await pdfText(files[`tax-documents/${refund.number.replace(/\//g, '-')}.pdf`]!);
    for (const field of ['REFUND VOUCHER', refund.number, 'Anaya Rao', 'Rs. 29,500'])
      expect(text).toContain(field);

    // Another guest's download holds only their own data; no one signed in gets a 401.
    const other = await signedInGuest(t.db, { name: 'Someone Else' }, clock.at);
    const theirs = unzipSync(
      new Uint8Array(
        await (await t.call('GET', '/api/privacy/export/archive', { headers: other.headers })).arrayBuffer(),
      ),
    );
    expect(Object.keys(theirs)).toEqual(['data.json']);
    expect(strFromU8(theirs['data.json']!)).not.toContain('Anaya Rao');
    expect((await t.call('GET', '/api/privacy/export/archive')).status).toBe(401);
  });

  it('numbers each series without a gap: every serial from 1 up to its count', async () => {
    const rows = await t.db
      .select({
        type: taxDocuments.type,
        serials: sql<number[]>`array_agg(${taxDocuments.serial} order by ${taxDocuments.serial})`,
      })
      .from(taxDocuments)
      .groupBy(taxDocuments.type);
    for (const row of rows) {
      expect(row.serials.map(Number)).toEqual(row.serials.map((_, i) => i + 1));
    }
  });
});
