import { type HotelMoment, instantOf, zoneOffsetMinutes } from '~/lib/hotel-time';
import type { NoticeFacts } from './facts';

/** How a calendar file is meant: an invitation or its update, a withdrawal, or a plain download. */
export type CalendarMethod = 'REQUEST' | 'CANCEL' | 'PUBLISH';

const CRLF = '\r\n';

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets, never inside a UTF-8 character (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (out.length ? 74 : 75)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join(`${CRLF} `);
}

const local = (m: HotelMoment) => `${m.date.replace(/-/g, '')}T${m.time.replace(':', '')}00`;
const utc = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

function offsetText(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The zone's definition as a calendar needs it beside TZID: its offset at the booking. Exact for zones without
 * daylight saving (Asia/Kolkata); a zone with it gets the offset in force on the booking's dates.
 */
function timeZoneBlock(timeZone: string, at: Date): string[] {
  const offset = offsetText(zoneOffsetMinutes(at, timeZone));
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

/** The domain of the hotel's address, for UIDs that stay the same for a booking whatever changes. */
const uidDomain = (facts: NoticeFacts) => facts.hotel.email.split('@')[1] ?? 'hotel.invalid';

/**
 * The booking as a calendar entry (an `.ics` file): times in the hotel's zone, a UID that is the booking's for
 * good, SEQUENCE counting its changes, and STATUS:CANCELLED with METHOD:CANCEL to take it off a calendar.
 */
export function bookingCalendar(
  facts: NoticeFacts,
  options: { method: CalendarMethod; sequence: number; stamp: Date },
): string {
  const cancelled = options.method === 'CANCEL' || facts.status === 'cancelled';
  const status = cancelled ? 'CANCELLED' : facts.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED';
  const place = `${facts.place}, ${facts.hotel.addressLine}`;
  const description = [
    `${facts.kindLabel} ${facts.code}: ${facts.summary}`,
    facts.arrivalNote,
    `Details: ${facts.detailsUrl}`,
    `${facts.hotel.name}, ${facts.hotel.phone}`,
  ].join('\n');
  const attendee = facts.guest.email
    ? [
        `ATTENDEE;CN=${text(facts.guest.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${facts.guest.email}`,
      ]
    : [];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(facts.hotel.name)}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    ...timeZoneBlock(facts.timeZone, instantOf(facts.starts, facts.timeZone)),
    'BEGIN:VEVENT',
    `UID:booking-${facts.bookingId}@${uidDomain(facts)}`,
    `DTSTAMP:${utc(options.stamp)}`,
    `SEQUENCE:${options.sequence}`,
    `DTSTART;TZID=${facts.timeZone}:${local(facts.starts)}`,
    `DTEND;TZID=${facts.timeZone}:${local(facts.ends)}`,
    `SUMMARY:${text(`${facts.title} at ${facts.hotel.name}`)}`,
    `LOCATION:${text(place)}`,
    `GEO:${facts.hotel.geo.latitude};${facts.hotel.geo.longitude}`,
    `DESCRIPTION:${text(description)}`,
    `URL:${facts.detailsUrl}`,
    `STATUS:${status}`,
    'TRANSP:OPAQUE',
    `ORGANIZER;CN=${text(facts.hotel.name)}:mailto:${facts.hotel.email}`,
    ...attendee,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}

/** The file name a booking's calendar entry is saved under. */
export const calendarFileName = (facts: Pick<NoticeFacts, 'code'>) => `${facts.code}.ics`;
