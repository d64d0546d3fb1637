import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * An Indian mobile number as guests type it ("98123 45678", "+91-98123-45678", "9812345678"), as a JSON-Schema
 * pattern: every number it matches is one `toE164` takes (a test holds the two together).
 */
export const INDIAN_MOBILE_PATTERN = '^(\\+91[ -]?)?[6-9][0-9]{4}[ -]?[0-9]{5}$';

/** Numbers without a country code are read as Indian ones. */
export const DEFAULT_PHONE_REGION = 'IN';

/** A phone number as typed (`98123 45678`, `+91-98123-45678`) in E.164 (`+919812345678`), or null if it is not one. */
export function toE164(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d][\d\s().-]*$/.test(trimmed)) return null;
  const parsed = parsePhoneNumberFromString(trimmed, DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/** An E.164 number written for people: `+91 98123 45678`. */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** A number with its middle hidden, for messages that must not disclose it: `+91 98••• •••78`. */
export function maskPhone(e164: string): string {
  const shown = formatPhone(e164);
  const digits = [...shown].filter((ch) => /\d/.test(ch)).length;
  let seen = 0;
  return [...shown]
    .map((ch) => {
      if (!/\d/.test(ch)) return ch;
      seen += 1;
      return seen > 4 && seen <= digits - 2 ? '•' : ch;
    })
    .join('');
}
