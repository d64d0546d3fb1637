// The restaurant's fixed facts (its tables, slots and parties), shared by the server and the dining islands; the
// menu's are in menu.ts.

/** The twelve table slots the restaurant seats at (spec §9): lunch from noon, dinner from six. */
export const TABLE_SLOTS = [
  '12:00',
  '12:30',
  '13:00',
  '13:30',
  '14:00',
  '18:00',
  '18:30',
  '19:00',
  '19:30',
  '20:00',
  '20:30',
  '21:00',
] as const;
export type TableSlot = (typeof TABLE_SLOTS)[number];

/** A party books online from 1 to 12 guests (spec §5); larger parties are private-dining requests. */
export const PARTY_SIZE = { min: 1, max: 12 } as const;

/** Today's slots close this long before they begin (the kitchen needs notice). */
export const SLOT_NOTICE_MINUTES = 30;

/** Why a slot cannot be booked: the restaurant is closed that day, it begins too soon, or no table fits. */
export const SLOT_CLOSED_REASONS = ['closed-day', 'too-soon', 'full'] as const;
export type SlotClosedBecause = (typeof SLOT_CLOSED_REASONS)[number];

/**
 * Why no time is open on a day, from each slot's reason, in the guest's words: a closed day, a today whose
 * sittings have all begun or begin too soon to book, or tables taken.
 */
export function noOpenTimeReason(reasons: readonly (SlotClosedBecause | null)[]): string {
  if (reasons.every((r) => r === 'closed-day')) return 'The restaurant is closed on this day.';
  if (reasons.every((r) => r === 'too-soon'))
    return `Booking for today has closed: a table is booked at least ${SLOT_NOTICE_MINUTES} minutes before its time.`;
  if (reasons.includes('too-soon')) return 'Every table left today is taken.';
  return 'Every table is taken that day.';
}

/** How long a party keeps its table: 90 minutes, two hours from seven guests (decision 050). */
export function sittingMinutes(partySize: number): number {
  return partySize >= 7 ? 120 : 90;
}

/** The /dining form's parts of the day, each the slots it may be seated at, earliest first. */
export const PARTS_OF_DAY = {
  morning: ['12:00', '12:30'],
  afternoon: ['13:00', '13:30', '14:00'],
  evening: ['18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00'],
} as const satisfies Record<string, readonly TableSlot[]>;
export type PartOfDay = keyof typeof PARTS_OF_DAY;

/** A 24-hour slot as guests read it: "19:30" → "7:30 PM". */
export function slotLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Where a private-dining request stands, in the guest's words: never "confirmed" before the restaurant says so. */
export const PRIVATE_DINING_STANDING_WORDS = {
  awaiting: 'Request sent: awaiting the restaurant’s answer',
  confirmed: 'Accepted by the restaurant: they will call you to plan the menu',
  declined: 'Declined by the restaurant',
} as const satisfies Record<'awaiting' | 'confirmed' | 'declined', string>;
