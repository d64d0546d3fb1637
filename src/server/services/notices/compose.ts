import { formatHotelDate } from '~/lib/dates';
import { formatWallTime } from '~/lib/hotel-time';
import { formatHotelInstant } from '~/lib/instant-words';
import { formatInr } from '~/lib/money';
import { policyLinks, policyPaths } from '~/lib/policy-links';
import type { notifications } from '../../db/schema';
import type { MailMessage } from '../../providers/mail';
import { bookingCalendar, type CalendarMethod, calendarFileName } from './calendar';
import { changeValues } from './change-words';
import type { NoticeFacts } from './facts';
import { emailLayout } from './layout';
import { markupScript, reservationMarkup } from './markup';
import type { NoticeEvent } from './schedule';
import { fill, loadTemplate, renderHtml, renderText } from './templates';

type Notice = typeof notifications.$inferSelect;
/** What composing a message reads of its row: whom it is for, the event, and what the change kept (if any). */
type NoticeOf<K extends keyof Notice = never> = Pick<Notice, 'audience' | 'event' | K> &
  Partial<Pick<Notice, 'detail'>>;

/** What the calendar attachment of a guest's email does, per event; no attachment for reminders. */
const CALENDAR: Partial<Record<NoticeEvent, CalendarMethod>> = {
  booking_confirmed: 'REQUEST',
  booking_pay_at_hotel: 'REQUEST',
  // The same UID with a higher SEQUENCE: calendars move the entry rather than add a second one.
  booking_changed: 'REQUEST',
  hall_request_received: 'REQUEST',
  hall_confirmed: 'REQUEST',
  booking_cancelled: 'CANCEL',
  hall_declined: 'CANCEL',
  // The event moved: the same calendar entry, its SEQUENCE raised.
  hall_change_confirmed: 'REQUEST',
};

/** The file a notice is written from: `guest-booking-confirmed`, `hotel-hall-request-received`. */
export const templateName = (notice: Pick<Notice, 'audience' | 'event'>) =>
  `${notice.audience}-${notice.event.replace(/_/g, '-')}`;

/**
 * The placeholders every template may use, from the booking's facts; a change's message also those of what the
 * booking was (its row's `detail`).
 */
export function templateValues(facts: NoticeFacts, detail?: Notice['detail']): Record<string, string> {
  const startDate = formatHotelDate(facts.starts.date);
  const endDate = formatHotelDate(facts.ends.date);
  const startTime = formatWallTime(facts.starts.time);
  const endTime = formatWallTime(facts.ends.time);
  const when =
    facts.starts.date === facts.ends.date
      ? `${startDate}, ${startTime} to ${endTime}`
      : `${startDate}, ${startTime} to ${endDate}, ${endTime}`;
  return {
    guestName: facts.guest.name,
    guestPhone: facts.guest.phone,
    guestEmail: facts.guest.email ?? 'no email given',
    code: facts.code,
    kindLabel: facts.kindLabel.toLowerCase(),
    title: facts.title,
    summary: facts.summary,
    when,
    startDate,
    startTime,
    endDate,
    endTime,
    guests: String(facts.guests),
    amountPaid: facts.paidPaise === null ? 'nothing yet' : formatInr(facts.paidPaise),
    charges: chargesInWords(facts.charge),
    refundNote: facts.refund?.message ?? 'No payment was taken, so nothing is owed to you.',
    arrivalNote: facts.arrivalNote,
    hotelNote: facts.hotelNote ? `Our team wrote: “${facts.hotelNote}”` : '',
    place: facts.place,
    address: `${facts.hotel.name}, ${facts.hotel.addressLine}`,
    hotelName: facts.hotel.name,
    hotelShortName: facts.hotel.shortName,
    hotelPhone: facts.hotel.phone,
    hotelEmail: facts.hotel.email,
    cancellationPolicy: facts.cancellationPolicy,
    holdLength: holdInWords(facts.holdMinutes),
    payBy: facts.holdExpiresAt ? formatHotelInstant(facts.holdExpiresAt, facts.timeZone) : 'soon',
    amountDue: `${formatInr(Math.max(0, facts.charge.totalPaise - (facts.paidPaise ?? 0)))} including GST`,
    detailsUrl: facts.detailsUrl,
    staffUrl: facts.staffUrl,
    privacyUrl: siteLink(policyPaths.privacy, facts),
    termsUrl: siteLink(policyPaths.terms, facts),
    cancellationPolicyUrl: siteLink(policyPaths.cancellation, facts),
    housePoliciesUrl: siteLink(policyPaths.house, facts),
    ...(detail?.changedFrom ? changeValues(detail.changedFrom, facts) : {}),
    ...(detail?.roomMove ? { newRoom: detail.roomMove.to, previousRoom: detail.roomMove.from } : {}),
  };
}

/** A page of the site as a full address, on the site the booking's own link names (SITE_URL). */
const siteLink = (path: string, facts: Pick<NoticeFacts, 'detailsUrl'>) =>
  new URL(path, facts.detailsUrl).toString();

/** The policy pages every guest email links to at its foot. */
function policyFooter(facts: NoticeFacts): { label: string; href: string }[] {
  return policyLinks.map((l) => ({ label: l.label, href: siteLink(l.href, facts) }));
}

/**
 * The booking's charge as a line (decision 099): "₹37,500 less ₹7,500 discount = taxable value ₹30,000 + CGST
 * ₹2,700 + SGST ₹2,700 = ₹35,400 including GST".
 */
export function chargesInWords(charge: NoticeFacts['charge']): string {
  const tariff =
    charge.discountPaise > 0
      ? `${formatInr(charge.subtotalPaise)} less ${formatInr(charge.discountPaise)} discount = taxable value `
      : 'Taxable value ';
  return (
    `${tariff}${formatInr(charge.taxablePaise)} + CGST ${formatInr(charge.cgstPaise)} + SGST ` +
    `${formatInr(charge.sgstPaise)} = ${formatInr(charge.totalPaise)} including GST`
  );
}

/** A hold's length in words: "15 minutes", "48 hours". */
function holdInWords(minutes: number): string {
  if (minutes % 60 !== 0 || minutes < 120) return `${minutes} minutes`;
  return `${minutes / 60} hours`;
}

/** The one-line SMS of a guest notice. */
export function composeSms(notice: NoticeOf, facts: NoticeFacts): string {
  const template = loadTemplate(templateName(notice));
  if (!template.sms) throw new Error(`Template ${template.name} has no sms line`);
  return fill(template.sms, templateValues(facts, notice.detail)).replace(/\s+/g, ' ').trim();
}

/** The email of a notice: HTML in the hotel's colours with reservation markup, plain text, and the calendar file. */
export function composeEmail(
  notice: NoticeOf<'sequence' | 'createdAt'>,
  facts: NoticeFacts,
  to: string,
): MailMessage {
  const template = loadTemplate(templateName(notice));
  const values = templateValues(facts, notice.detail);
  const forGuest = notice.audience === 'guest';
  const method = forGuest ? CALENDAR[notice.event] : undefined;
  const calendar = method
    ? bookingCalendar(facts, { method, sequence: notice.sequence, stamp: notice.createdAt })
    : undefined;
  const subject = fill(template.subject, values);
  const links = forGuest ? policyFooter(facts) : [];
  const footer = [
    `${facts.hotel.name}, ${facts.hotel.addressLine}. ${facts.hotel.phone}, ${facts.hotel.email}`,
    ...links.map((l) => `${l.label}: ${l.href}`),
  ].join('\n');
  return {
    to,
    subject,
    text: `${renderText(template.body, values)}\n\n--\n${footer}\n`,
    html: emailLayout({
      title: subject,
      body: renderHtml(template.body, values),
      head: forGuest ? markupScript(reservationMarkup(facts)) : '',
      hotel: facts.hotel,
      links,
    }),
    attachments: calendar
      ? [
          {
            filename: calendarFileName(facts),
            content: calendar,
            contentType: `text/calendar; charset=utf-8; method=${method}`,
          },
        ]
      : undefined,
    tag: `${notice.audience}-${notice.event}`,
  };
}
