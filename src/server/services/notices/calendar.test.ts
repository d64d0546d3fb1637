import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingCalendar } from './calendar';
import { newYearTable, winterStay } from './fixtures/winter-stay';

const STAMP = new Date('2026-11-23T06:30:00Z');

/** Parses a calendar file as a calendar app would, with the zone it carries. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('a booking as a calendar entry (.ics)', () => {
  it('puts a stay from check-in at 3 PM to check-out at noon, in Asia/Kolkata, across the new year', () => {
    const { calendar, event } = parse(
      bookingCalendar(winterStay, { method: 'REQUEST', sequence: 0, stamp: STAMP }),
    );
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.startDate.zone?.tzid).toBe('Asia/Kolkata');
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-30T09:30:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2027-01-01T06:30:00.000Z');
    expect(event.summary).toBe('Royal Lake Suite at The Supar Palace');
    expect(event.uid).toBe(`booking-${winterStay.bookingId}@suparpalace.in`);
    expect(event.sequence).toBe(0);
    expect(event.location).toContain('Lake Pichola Road');
    expect(event.description).toContain(winterStay.detailsUrl);
    expect(event.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(String(event.component.getFirstPropertyValue('attendee'))).toBe('mailto:asha@example.in');
  });

  it('keeps a table that runs past midnight on the right dates', () => {
    const { event } = parse(bookingCalendar(newYearTable, { method: 'REQUEST', sequence: 0, stamp: STAMP }));
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-31T17:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-31T19:00:00.000Z');
    expect(event.endDate.toString()).toBe('2027-01-01T00:30:00');
  });

  it('cancels the same entry: same UID, a higher SEQUENCE, METHOD:CANCEL and STATUS:CANCELLED', () => {
    const sent = parse(bookingCalendar(winterStay, { method: 'REQUEST', sequence: 0, stamp: STAMP }));
    const withdrawn = parse(bookingCalendar(winterStay, { method: 'CANCEL', sequence: 1, stamp: STAMP }));
    expect(withdrawn.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(withdrawn.event.uid).toBe(sent.event.uid);
    expect(withdrawn.event.sequence).toBeGreaterThan(sent.event.sequence);
    expect(withdrawn.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('escapes commas, semicolons and quotes in names, and writes no attendee without an email', () => {
    const ics = bookingCalendar(newYearTable, { method: 'REQUEST', sequence: 2, stamp: STAMP });
    const { vevent, event } = parse(ics);
    expect(vevent.getFirstProperty('attendee')).toBeNull();
    expect(event.sequence).toBe(2);
    expect(event.location).toBe(`The Supar Palace dining hall, ${newYearTable.hotel.addressLine}`);
  });

  it('writes CRLF lines of at most 75 octets', () => {
    const ics = bookingCalendar(
      { ...winterStay, title: 'स्वागत '.repeat(30) },
      { method: 'REQUEST', sequence: 0, stamp: STAMP },
    );
    const lines = ics.split('\r\n');
    expect(ics.endsWith('\r\n')).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(parse(ics).event.summary).toBe(`${'स्वागत '.repeat(30)} at The Supar Palace`);
  });
});
