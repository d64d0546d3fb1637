// What a change message says (decision 110): the booking as it was, kept on the message when the change was made,
// beside the booking as it stands when the message is sent.
import { formatHotelDate } from '~/lib/dates';
import { formatWallTime } from '~/lib/hotel-time';
import { formatInr } from '~/lib/money';
import type { ChangedFrom } from '~/lib/notices';
import type { NoticeFacts } from './facts';

/** A booking's days (and time, for a sitting) in words: "10 Apr 2027 to 12 Apr 2027", "5 Dec 2026, 7:30 PM". */
export function spanInWords(span: Pick<ChangedFrom, 'startDate' | 'endDate' | 'startTime'>): string {
  const start = formatHotelDate(span.startDate);
  if (span.startTime) return `${start}, ${formatWallTime(span.startTime)}`;
  return span.endDate && span.endDate !== span.startDate
    ? `${start} to ${formatHotelDate(span.endDate)}`
    : start;
}

/** The booking as it stands, in the same words as what it was: a stay by its days, anything else by its sitting. */
export function nowInWords(facts: Pick<NoticeFacts, 'kind' | 'starts' | 'ends'>): string {
  return facts.kind === 'room'
    ? spanInWords({ startDate: facts.starts.date, endDate: facts.ends.date, startTime: null })
    : spanInWords({ startDate: facts.starts.date, endDate: null, startTime: facts.starts.time });
}

/** "₹31,860 (was ₹21,240, ₹10,620 more)", or "₹21,240 (unchanged)". */
function totalInWords(now: number, was: number): string {
  if (now === was) return `${formatInr(now)} (unchanged)`;
  const by = `${formatInr(Math.abs(now - was))} ${now > was ? 'more' : 'less'}`;
  return `${formatInr(now)} (was ${formatInr(was)}, ${by})`;
}

const compared = (now: string, was: string) => (now === was ? `${now} (unchanged)` : `${now} (was ${was})`);

/**
 * The placeholders of a change message: each part now and as it was (`whenChanged`, `bookedChanged`,
 * `totalChanged`), the old values alone, and `changeSummary`, the change in a line for the SMS, naming only what
 * changed: "now 10 Apr 2027 to 13 Apr 2027 (was 10 Apr 2027 to 12 Apr 2027); new total ₹44,250 (was ₹29,500)".
 */
export function changeValues(from: ChangedFrom, facts: NoticeFacts): Record<string, string> {
  const newWhen = nowInWords(facts);
  const previousWhen = spanInWords(from);
  const total = facts.charge.totalPaise;
  const said = [
    newWhen === previousWhen ? `still ${newWhen}` : `now ${newWhen} (was ${previousWhen})`,
    ...(facts.description === from.description ? [] : [`${facts.description} (was ${from.description})`]),
    total === from.totalPaise
      ? `total unchanged at ${formatInr(total)}`
      : `new total ${formatInr(total)} (was ${formatInr(from.totalPaise)})`,
  ];
  return {
    newWhen,
    previousWhen,
    whenChanged: compared(newWhen, previousWhen),
    booked: facts.description,
    previousBooked: from.description,
    bookedChanged: compared(facts.description, from.description),
    newTotal: formatInr(total),
    previousTotal: formatInr(from.totalPaise),
    totalChanged: totalInWords(total, from.totalPaise),
    changeSummary: said.join('; '),
  };
}
