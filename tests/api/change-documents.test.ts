import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import site from '../../src/content/site.json';
import { addDays } from '../../src/lib/dates';
import { stayLines, taxBill } from '../../src/lib/gst';
import { createRoom, createRoomBooking } from '../../src/server/db/factories';
import { bookingTaxLines, roomBookings, taxDocuments } from '../../src/server/db/schema';
import { findBooking } from '../../src/server/services/bookings/registry';
import {
  issueAdditionalAdvance,
  issueChangeRefund,
  issueRefundDocument,
} from '../../src/server/services/documents/advances';
import { signedInGuest } from '../fixtures/auth';
import { payStay } from '../fixtures/notices';
import { pdfText } from '../fixtures/pdf-text';
import { createTestApp, type TestApp } from '../fixtures/test-app';
import { secondPayment } from './payments/setup';

// Decision 112: a paid stay changed in place gets a receipt voucher for each additional advance and a refund voucher
// for each part refunded, each once by its key; the tax invoice at check-out is for the stay as changed and adjusts
// every advance net of refunds; a cancellation afterwards refunds only what is left; every document downloads.
const clock = { at: new Date('2026-11-20T06:30:00Z') };
const at = () => ({ now: clock.at, timeZone: 'Asia/Kolkata' });
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInGuest>>;
type Guest = Awaited<ReturnType<typeof signedInGuest>>;
type Doc = typeof taxDocuments.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock.at });
  admin = await signedInGuest(t.db, { name: 'Front Office', role: 'admin' }, clock.at);
});
afterAll(() => t.close());

/** A guest's stay at ₹12,500 a night (18%: ₹14,750 a night with GST), paid through the sandbox. */
async function paidStay(name: string, nights = 2) {
  const guest = await signedInGuest(
    t.db,
    { name, email: `${crypto.randomUUID().slice(0, 8)}@example.in`, address: '12 MG Road, Bengaluru 560001' },
    clock.at,
  );
  const room = await createRoom(t.db, { name: 'Deluxe King Room', pricePaise: 1_250_000 }, 1);
  const booking = await createRoomBooking(t.db, {
    userId: guest.user.id,
    roomId: room.id,
    roomUnitId: room.units[0]!.id,
    checkIn: '2026-11-24',
    nights,
    pricePerNightPaise: 1_250_000,
    holdExpiresAt: new Date(clock.at.getTime() + 15 * 60_000),
  });
  await payStay(t, guest.headers, booking.id);
  return { guest, id: booking.id };
}

/** What a change does to the stay's own rows (the change's code is the lead's): new nights, totals and GST lines. */
async function changeNights(id: string, nights: number) {
  const bill = taxBill(
    stayLines([{ description: 'Deluxe King Room', nightlyTariffsPaise: Array(nights).fill(1_250_000) }], 0),
    site[0]!.tax,
  );
  const { taxablePaise, cgstPaise, sgstPaise, totalPaise } = bill.totals;
  await t.db.transaction(async (tx) => {
    await tx
      .update(roomBookings)
      .set({
        nights,
        nightlyPaise: Array(nights).fill(1_250_000),
        checkOut: addDays('2026-11-24', nights),
        subtotalPaise: taxablePaise,
        taxablePaise,
        cgstPaise,
        sgstPaise,
        totalPaise,
      })
      .where(eq(roomBookings.id, id));
    await tx.delete(bookingTaxLines).where(eq(bookingTaxLines.bookingId, id));
    await tx
      .insert(bookingTaxLines)
      .values(
        bill.lines.map((l, i) => ({ ...l, bookingKind: 'room' as const, bookingId: id, position: i + 1 })),
      );
  });
  return (await findBooking(t.db, id))!;
}

const docsOf = (id: string) =>
  t.db.select().from(taxDocuments).where(eq(taxDocuments.bookingId, id)).orderBy(taxDocuments.issuedAt);
const serialOf = (doc: Pick<Doc, 'number'>) => Number(doc.number.slice(-6));
const pdfOf = async (guest: Guest, id: string) => {
  const res = await t.call('GET', `/api/documents/${id}/pdf`, { headers: guest.headers });
  expect(res.status).toBe(200);
  return pdfText(await res.arrayBuffer());
};
const NIGHT = { amountPaise: 1_475_000, cgstPaise: 112_500, sgstPaise: 112_500 };
const TWO_NIGHTS = { amountPaise: 2_950_000, cgstPaise: 225_000, sgstPaise: 225_000 };

describe('a paid stay made longer, then shorter, then checked out', () => {
  let stay: Awaited<ReturnType<typeof paidStay>>;
  let first: Doc;
  let additional: Doc;
  let partRefund: Doc;

  beforeAll(async () => {
    stay = await paidStay('Kavya Menon');
    first = (await docsOf(stay.id))[0]!;
  });

  it('issues a second receipt voucher for the additional advance, numbered next, with what the change added', async () => {
    clock.at = new Date('2026-11-20T08:00:00Z');
    const booking = await changeNights(stay.id, 4);
    const issued = await t.db.transaction((tx) =>
      issueAdditionalAdvance(
        tx,
        booking,
        { ...TWO_NIGHTS, description: 'Two nights more: 26 and 27 Nov' },
        at(),
        'payment-2',
      ),
    );
    additional = issued!;
    expect(additional.type).toBe('receipt_voucher');
    expect(serialOf(additional)).toBe(serialOf(first) + 1);
    expect(additional.refersTo).toBe(first.id);
    expect(additional.occasion).toBe('payment:payment-2');
    expect(additional.snapshot.lines).toEqual([
      {
        description: 'Two nights more: 26 and 27 Nov',
        sac: '996311',
        grossPaise: 2_500_000,
        discountPaise: 0,
        taxablePaise: 2_500_000,
        rateBp: 1800,
        cgstPaise: 225_000,
        sgstPaise: 225_000,
        totalPaise: 2_950_000,
      },
    ]);
    expect(additional.totalPaise).toBe(2_950_000);
    // The first voucher is as it was issued: the advance of the two nights first paid.
    expect(first.totalPaise).toBe(2_950_000);
  });

  it('issues it once: the same payment again finds the first, and nothing new is numbered', async () => {
    const booking = (await findBooking(t.db, stay.id))!;
    const again = await t.db.transaction((tx) =>
      issueAdditionalAdvance(tx, booking, { ...TWO_NIGHTS, description: 'again' }, at(), 'payment-2'),
    );
    expect(again!.id).toBe(additional.id);
    expect(await docsOf(stay.id)).toHaveLength(2);
  });

  it('prints the additional advance with its wording and the earlier voucher', async () => {
    const text = await pdfOf(stay.guest, additional.id);
    for (const field of [
      'RECEIPT VOUCHER',
      additional.number,
      'Issued for',
      'Additional advance for a change of the booking',
      'Earlier advance, receipt voucher',
      first.number,
      'Two nights more: 26 and 27 Nov',
      'Rs. 25,000',
      'Rs. 2,250',
      'Rs. 29,500',
    ])
      expect(text).toContain(field);
  });

  it('issues a refund voucher for a night given up, against the advances, once by the change', async () => {
    clock.at = new Date('2026-11-21T08:00:00Z');
    const booking = await changeNights(stay.id, 3);
    const refund = () => t.db.transaction((tx) => issueChangeRefund(tx, booking, NIGHT, at(), 'change-2'));
    partRefund = (await refund())!;
    expect(partRefund.type).toBe('refund_voucher');
    expect(partRefund.number).toMatch(/^RFV\/26-27\/\d{6}$/);
    expect(partRefund.occasion).toBe('change:change-2');
    expect(partRefund.snapshot.totals).toMatchObject({
      taxablePaise: 1_250_000,
      cgstPaise: 112_500,
      sgstPaise: 112_500,
      totalPaise: 1_475_000,
    });
    expect(partRefund.snapshot.lines[0]).toMatchObject({ rateBp: 1800, sac: '996311' });
    expect(partRefund.snapshot.advances!.documents.map((d) => d.number)).toEqual([
      first.number,
      additional.number,
    ]);
    expect((await refund())!.id).toBe(partRefund.id);
    const text = await pdfOf(stay.guest, partRefund.id);
    for (const field of [
      'REFUND VOUCHER',
      'Part refund for a change of the booking',
      'Advance received',
      first.number,
      additional.number,
      'Refund of part of the advances of receipt vouchers',
      'Rs. 14,750',
    ])
      expect(text).toContain(field);
  });

  it('lists every document for the guest, each with what it was issued for', async () => {
    const res = await t.call('GET', '/api/documents', { headers: stay.guest.headers });
    const { documents } = await res.json();
    expect(
      documents.map((d: { number: string; purpose: string | null }) => [d.number, d.purpose]).sort(),
    ).toEqual(
      [
        [first.number, null],
        [additional.number, 'Additional advance for a change of the booking'],
        [partRefund.number, 'Part refund for a change of the booking'],
      ].sort(),
    );
  });

  it('invoices the stay as changed at check-out, adjusting the advances net of the refund, each named', async () => {
    // The changes above wrote their documents only: the money they moved (two nights paid, one given back) is put in
    // the ledger as one paid difference, so the folio is settled when the desk checks the guest out (decision 145).
    await secondPayment(t, { id: stay.id, userId: stay.guest.user.id }, NIGHT.amountPaise, clock.at);
    // The front desk checks the guest in on the arrival day and out on the last (the `arrived` transition).
    for (const [arrival, day] of [
      ['check_in', '2026-11-24T07:00:00Z'],
      ['check_out', '2026-11-27T07:00:00Z'],
    ] as const) {
      clock.at = new Date(day);
      const res = await t.call('POST', `/api/staff/bookings/${stay.id}/arrival`, {
        json: { arrival },
        headers: admin.headers,
      });
      expect(res.status).toBe(200);
    }
    const invoice = (await docsOf(stay.id)).find((d) => d.type === 'tax_invoice')!;
    const [row] = await t.db.select().from(roomBookings).where(eq(roomBookings.id, stay.id));
    // The stay as finally supplied: three nights, its stored lines.
    expect(invoice.snapshot.lines.map((l) => l.description)).toEqual([
      'Deluxe King Room, night 1',
      'Deluxe King Room, night 2',
      'Deluxe King Room, night 3',
    ]);
    expect(invoice.snapshot.totals).toMatchObject({
      taxablePaise: row!.taxablePaise,
      cgstPaise: row!.cgstPaise,
      sgstPaise: row!.sgstPaise,
      totalPaise: row!.totalPaise,
    });
    expect(row!.totalPaise).toBe(4_425_000);
    expect(invoice.snapshot.advances).toEqual({
      documents: [
        expect.objectContaining({ number: first.number, totalPaise: 2_950_000 }),
        expect.objectContaining({ number: additional.number, totalPaise: 2_950_000 }),
        expect.objectContaining({ number: partRefund.number, totalPaise: 1_475_000 }),
      ],
      netPaise: 4_425_000,
    });
    const text = await pdfOf(stay.guest, invoice.id);
    for (const field of [
      'TAX INVOICE',
      `The advances of receipt vouchers ${first.number} and ${additional.number}, less refund voucher ${partRefund.number}, are adjusted against this invoice.`,
      'Advances adjusted, net of refunds',
      'Rs. 44,250',
      'night 3',
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(field);
    expect(text).not.toContain('Balance payable');
  });

  it("holds every document in the privacy centre's zip, each under its own name", async () => {
    const res = await t.call('GET', '/api/privacy/export/archive', { headers: stay.guest.headers });
    const files = Object.keys(unzipSync(new Uint8Array(await res.arrayBuffer())));
    const docs = await docsOf(stay.id);
    expect(docs).toHaveLength(4);
    expect(files.filter((f) => f.startsWith('tax-documents/')).sort()).toEqual(
      docs.map((d) => `tax-documents/${d.number.replace(/\//g, '-')}.pdf`).sort(),
    );
  });

  it('shows each document on the staff record with its amount and what it was issued for', async () => {
    const res = await t.call('GET', `/api/staff/bookings/${stay.id}`, { headers: admin.headers });
    const { history } = await res.json();
    const issued = history.filter((h: { what: string }) => h.what === 'Tax document issued');
    expect(issued.map((h: { detail: string }) => h.detail)).toEqual(
      expect.arrayContaining([
        `Receipt voucher ${additional.number}, ₹29,500: Additional advance for a change of the booking`,
        `Refund voucher ${partRefund.number}, ₹14,750: Part refund for a change of the booking`,
      ]),
    );
  });
});

describe('a changed stay cancelled', () => {
  it('refunds only what is left, in a refund voucher of its own naming every advance, once', async () => {
    clock.at = new Date('2026-11-20T06:30:00Z');
    const stay = await paidStay('Rohan Das');
    let booking = await changeNights(stay.id, 3);
    await t.db.transaction((tx) =>
      issueAdditionalAdvance(tx, booking, { ...NIGHT, description: 'One night more' }, at(), 'p-2'),
    );
    booking = await changeNights(stay.id, 1);
    const part = await t.db.transaction((tx) => issueChangeRefund(tx, booking, TWO_NIGHTS, at(), 'c-2'));
    const cancel = () => t.db.transaction((tx) => issueRefundDocument(tx, booking, NIGHT, at()));
    const last = (await cancel())!;
    expect(last.type).toBe('refund_voucher');
    expect(last.id).not.toBe(part!.id);
    expect(serialOf(last)).toBe(serialOf(part!) + 1);
    expect(last.snapshot.totals.totalPaise).toBe(1_475_000);
    expect(last.snapshot.lines).toEqual([expect.objectContaining({ rateBp: 1800, totalPaise: 1_475_000 })]);
    expect(last.snapshot.advances!.netPaise).toBe(1_475_000);
    expect((await cancel())!.id).toBe(last.id);
    const docs = await docsOf(stay.id);
    expect(docs.map((d) => d.type)).toEqual([
      'receipt_voucher',
      'receipt_voucher',
      'refund_voucher',
      'refund_voucher',
    ]);
    // Refunded in all: what was received, no more.
    const net = docs.reduce(
      (sum, d) => sum + (d.type === 'receipt_voucher' ? d.totalPaise : -d.totalPaise),
      0,
    );
    expect(net).toBe(0);
    const text = (await pdfOf(stay.guest, last.id)).replace(/\s+/g, ' ');
    expect(text).toContain(
      `Refund of the advances of receipt vouchers ${docs[0]!.number} and ${docs[1]!.number}, less refund voucher ${part!.number} already refunded`,
    );
  });
});
