// What a staff action did, in the words the console shows (issue 45): "Checked in", "price: ₹12,500 → ₹13,750",
// never the audit's own keys ("booking.check_in · checkedIn false → true", "guestId — → 8ed6…", "duePaise 1475000").
// One copy for the server's booking history and the catalogue's history island.
import { formatInr } from './money';

/** Each action in words; an action not named here is said from its own name ("stay_rule.add" → "Stay rule add"). */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  'booking.check_in': 'Checked in',
  'booking.check_out': 'Checked out',
  'booking.no_show': 'Marked a no-show',
  'booking.seat': 'Seated',
  'booking.undo_check_in': 'Check-in undone',
  'booking.undo_check_out': 'Check-out undone',
  'booking.undo_no_show': 'No-show undone',
  'booking.undo_seat': 'Seating undone',
  'booking.cancel': 'Cancelled for the guest',
  'booking.cancel_override': 'Cancelled by an admin, outside the policy',
  'booking.complete_override': 'Completed by an admin',
  'booking.confirm_override': 'Confirmed by an admin',
  'booking.status': 'Status changed',
  'booking.room_move': 'Moved to another room',
  'booking.room_swap': 'Rooms swapped with another stay',
  'desk.book': 'Booked at the desk',
  'folio.charge': 'Charged to the room',
  'folio.void': 'Charge voided',
  'folio.payment': 'Paid at the desk',
  'folio.refund': 'Refunded at the desk',
  'hall.confirm': 'Event confirmed',
  'hall.decline': 'Event declined',
  'hall.change_confirm': 'Event change confirmed',
  'hall.change_decline': 'Event change declined',
  'registration.save': 'Guest registered',
  'registration.photo': 'ID photo kept',
  'registration.form_c_submitted': 'Form C marked submitted',
  'registration.departure_save': 'Onward address recorded',
  'registration.departure_submitted': 'Departure marked reported',
  'message.resend': 'Message sent again',
  'coins.adjust': 'Supar Coins adjusted',
  'guest.trust': 'Pay-at-hotel trust changed',
};

/** An action in words. */
export function actionWords(action: string): string {
  const named = ACTION_WORDS[action];
  if (named) return named;
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A fact's name in words: `pricePaise` → "price", `maxGuests` → "max guests", `checkedIn` → "checked in". */
export const fieldWords = (field: string) =>
  field
    .replace(/Paise$/, '')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a fact is an internal key (an id), which the console never shows. */
export const isKeyFact = (field: string, values: (string | null)[]) =>
  /Id$|Ids$/.test(field) || values.some((v) => v !== null && UUID.test(v));

/** A fact's value as the screen says it: paise as rupees, yes and no, long text cut short, nothing as a dash. */
export function valueWords(field: string, value: string | null): string {
  if (value === null || value === '') return '—';
  if (field.endsWith('Paise') && /^-?\d+$/.test(value)) return formatInr(Number(value));
  if (value === 'true') return 'yes';
  if (value === 'false') return 'no';
  return value.length > 60 ? `${value.slice(0, 57)}…` : value;
}

/** An audit entry's changes in words, ids left out: "room: 201 → 203; price: ₹12,500 → ₹12,500". */
export function changeWords(
  changes: readonly { field: string; before: string | null; after: string | null }[],
) {
  return changes
    .filter((c) => c.field !== 'transaction' && !isKeyFact(c.field, [c.before, c.after]))
    .map((c) => `${fieldWords(c.field)}: ${valueWords(c.field, c.before)} → ${valueWords(c.field, c.after)}`)
    .join('; ');
}
