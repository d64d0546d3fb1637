import { describe, expect, it } from 'vitest';
import {
  documentNumber,
  documentTotals,
  financialYearOf,
  financialYearOfDate,
  MAX_DOCUMENT_NUMBER_LENGTH,
  TAX_DOCUMENT_TYPES,
} from './tax-documents';

const UDAIPUR = 'Asia/Kolkata';

describe('the financial year of a document (1 April to 31 March, hotel time)', () => {
  it('runs from 1 April to 31 March', () => {
    expect(financialYearOfDate('2026-04-01')).toBe('2026-27');
    expect(financialYearOfDate('2026-12-31')).toBe('2026-27');
    expect(financialYearOfDate('2027-01-01')).toBe('2026-27');
    expect(financialYearOfDate('2027-03-31')).toBe('2026-27');
    expect(financialYearOfDate('2027-04-01')).toBe('2027-28');
    expect(financialYearOfDate('2099-06-15')).toBe('2099-00');
  });

  it('turns at midnight in Udaipur, not in UTC: 00:10 on 1 April there is still 31 March in UTC', () => {
    // 23:50 on 31 March 2027 in Udaipur is 18:20 UTC; 00:10 on 1 April is 18:40 UTC the same day.
    expect(financialYearOf(new Date('2027-03-31T18:20:00Z'), UDAIPUR)).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:40:00Z'), UDAIPUR)).toBe('2027-28');
    expect(financialYearOf(new Date('2027-03-31T18:40:00Z'), 'UTC')).toBe('2026-27');
  });
});

describe('document numbers (Rule 46(b): consecutive, at most 16 characters of letters, digits, - and /)', () => {
  it("names its type's series, the year and a six-digit serial", () => {
    expect(documentNumber('tax_invoice', '2026-27', 1)).toBe('INV/26-27/000001');
    expect(documentNumber('receipt_voucher', '2026-27', 123)).toBe('RCV/26-27/000123');
    expect(documentNumber('refund_voucher', '2027-28', 45_678)).toBe('RFV/27-28/045678');
    expect(documentNumber('credit_note', '2027-28', 999_999)).toBe('CRN/27-28/999999');
  });

  it('is never longer than 16 characters, whatever the type, and only of the allowed characters', () => {
    for (const type of TAX_DOCUMENT_TYPES) {
      const number = documentNumber(type, '2026-27', 999_999);
      expect(number.length).toBeLessThanOrEqual(MAX_DOCUMENT_NUMBER_LENGTH);
      expect(number).toMatch(/^[A-Z0-9/-]+$/);
    }
  });

  it('refuses a serial outside its six digits rather than print a longer number', () => {
    expect(() => documentNumber('tax_invoice', '2026-27', 0)).toThrow(RangeError);
    expect(() => documentNumber('tax_invoice', '2026-27', 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('tax_invoice', '2026-27', 1.5)).toThrow(RangeError);
  });
});

describe("a document's totals", () => {
  it('are the sums of its lines, to the paisa', () => {
    const night = (taxable: number, rateBp: number, tax: number) => ({
      description: 'Courtyard Twin Room, night 1',
      sac: '996311',
      grossPaise: taxable,
      discountPaise: 0,
      taxablePaise: taxable,
      rateBp,
      cgstPaise: tax,
      sgstPaise: tax,
      totalPaise: taxable + 2 * tax,
    });
    expect(documentTotals([night(738_000, 500, 18_450), night(820_000, 1800, 73_800)])).toEqual({
      grossPaise: 1_558_000,
      discountPaise: 0,
      taxablePaise: 1_558_000,
      cgstPaise: 92_250,
      sgstPaise: 92_250,
      totalPaise: 1_742_500,
    });
  });
});
