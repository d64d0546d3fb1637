// What a guest reads when a field is refused: the field in words, never its name on the wire (issue 31, item 10).
import type { core } from 'zod';

/** The words for the fields a guest fills; any other name is split into words ("profilePicture" → "Profile picture"). */
const FIELD_WORDS: Record<string, string> = {
  phone: 'Phone number',
  otp: 'The code',
  name: 'Name',
  email: 'Email',
  guests: 'Number of guests',
  num_guests: 'Number of guests',
  numGuests: 'Number of guests',
  partySize: 'Party size',
  num_rooms: 'Number of rooms',
  numRooms: 'Number of rooms',
  check_in_date: 'Arrival date',
  checkInDate: 'Arrival date',
  checkIn: 'Arrival date',
  check_out_date: 'Departure date',
  checkOutDate: 'Departure date',
  checkOut: 'Departure date',
  date: 'Date',
  endDate: 'Last day',
  time: 'Time',
  timeSlot: 'Time slot',
  code: 'Code',
  coupon_code: 'Coupon code',
  couponCode: 'Coupon code',
  offer_code: 'Discount code',
  code_type: 'Code type',
  codeType: 'Code type',
  room_id: 'Room',
  roomId: 'Room',
  menuId: 'Dish',
  hallId: 'Hall',
  profilePicture: 'Profile picture',
  specialRequests: 'Special requests',
  note: 'Note',
  amount: 'Amount',
  fullName: 'Full name',
  customerName: 'Name',
  customerEmail: 'Email',
  customerPhone: 'Phone number',
  refereeName: 'Your friend’s name',
  refereeEmail: 'Your friend’s email',
};

/** A field's name in words: the last part of its path, as a guest would call it. */
export function fieldWords(path: string): string {
  const last =
    path
      .split('.')
      .filter((p) => !/^\d+$/.test(p))
      .pop() ?? path;
  const known = FIELD_WORDS[last];
  if (known) return known;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'This field';
}

// zod's own English messages ("Invalid input: expected string, received undefined", "Too big: …") are for
// developers; a schema's own message ("Enter a valid mobile number.") is already written for a guest.
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized|Expected)\b/;

const lower = (words: string) =>
  /^[A-Z][a-z]/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words;

/** zod's refusal of one field as a sentence that names the field in words. */
function zodSentence(issue: core.$ZodIssue, words: string): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined$/.test(issue.message) ? `${words} is required.` : `${words} is not valid.`;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? `${words} is required.` : `${words} needs at least ${min} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at least ${min} for ${lower(words)}.`;
      return `${words} must be at least ${min}.`;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `${words} takes at most ${max} characters.`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return `Choose at most ${max} for ${lower(words)}.`;
      return `${words} must be at most ${max}.`;
    }
    case 'invalid_value':
      return issue.values.length <= 6
        ? `${words} must be one of: ${issue.values.map(String).join(', ')}.`
        : `${words} is not one we offer.`;
    case 'unrecognized_keys':
      return `This form does not take ${issue.keys.join(', ')}.`;
    default:
      return `${words} is not valid.`;
  }
}

/** What a guest reads of a refused field: its own message when the schema wrote one, else zod's in words. */
export function guestSentence(issue: core.$ZodIssue): string {
  const path = issue.path.map(String).join('.');
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  return zodSentence(issue, path ? fieldWords(path) : 'The request');
}
