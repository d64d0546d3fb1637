// The banquet halls' one table of time slots (decision 060), read by the search, the wizard, the event form
// and the server alike, and the conflict rule between two events (a pure function of their ranges).
import { addDays, daysBetween, type IsoDate, isIsoDate } from './dates';

/** One bookable slot of a hall day, in the hotel's wall-clock hours (end 24 = midnight). */
export interface HallSlot {
  name: HallSlotName;
  label: string;
  startHour: number;
  endHour: number;
}

export type HallSlotName = 'Morning' | 'Afternoon' | 'Evening' | 'Night' | 'Full Day';

/** The slots, in the order the forms list them (spec §9 search hours; Full Day is 9 AM to midnight). */
export const HALL_SLOTS: readonly HallSlot[] = [
  { name: 'Morning', label: 'Morning (9 AM - 12 PM)', startHour: 9, endHour: 12 },
  { name: 'Afternoon', label: 'Afternoon (12 PM - 4 PM)', startHour: 12, endHour: 16 },
  { name: 'Evening', label: 'Evening (4 PM - 8 PM)', startHour: 16, endHour: 20 },
  { name: 'Night', label: 'Night (8 PM - 12 AM)', startHour: 20, endHour: 24 },
  { name: 'Full Day', label: 'Full Day (9 AM - 12 AM)', startHour: 9, endHour: 24 },
];

/** The longest event one request may book, in days. */
export const MAX_EVENT_DAYS = 7;

/** The eight event types of the hall search (spec §9). */
export const EVENT_TYPES = [
  'Wedding Reception',
  'Corporate Event',
  'Birthday Party',
  'Anniversary',
  'Conference',
  'Seminar',
  'Baby Shower',
  'Other',
] as const;

/** The event form's three types (spec §3), as the same event types. */
export const FORM_EVENT_TYPES = {
  wedding: 'Wedding Reception',
  conference: 'Conference',
  party: 'Birthday Party',
};

/** The default head count of the hall search (spec §9). */
export const DEFAULT_HALL_GUESTS = 50;

/** The six capacity filters of the hall search (spec §9): which hall capacities each admits. */
export const CAPACITY_FILTERS = [
  { id: 'lt100', label: 'Less than 100', min: 1, max: 99 },
  { id: '100-200', label: '100-200', min: 100, max: 200 },
  { id: '200-300', label: '200-300', min: 200, max: 300 },
  { id: '300-400', label: '300-400', min: 300, max: 400 },
  { id: '400-500', label: '400-500', min: 400, max: 500 },
  { id: '500plus', label: '500+', min: 500, max: Number.POSITIVE_INFINITY },
] as const;

export type CapacityFilterId = (typeof CAPACITY_FILTERS)[number]['id'];

/** Every way a client may name a capacity filter: its id (our search form) or its label (spec §9). */
export const CAPACITY_FILTER_NAMES = [
  ...new Set(CAPACITY_FILTERS.flatMap((f) => [f.id, f.label])),
] as readonly string[];

/** The capacity filter a client names by id or by label ("lt100", "Less than 100", "500+"), or undefined. */
export function capacityFilterNamed(text: string): (typeof CAPACITY_FILTERS)[number] | undefined {
  const wanted = text.trim().toLowerCase();
  return CAPACITY_FILTERS.find((f) => f.id.toLowerCase() === wanted || f.label.toLowerCase() === wanted);
}

/** Whether a hall of this capacity passes a capacity filter, named by id or label (no filter passes every hall). */
export function capacityMatches(capacity: number, filter: string | undefined): boolean {
  if (!filter) return true;
  const band = capacityFilterNamed(filter);
  return band ? capacity >= band.min && capacity <= band.max : true;
}

const key = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The slot a client names, by name ("Evening", "evening", "full-day", "Full Day") or by a label with hours,
 * whatever the hours say ("Morning (9 AM - 12 PM)", the spec §4 form's "Evening (6 PM - 9 PM)"): the name before
 * the hours picks the one slot of the table. Undefined for anything else.
 */
export function hallSlotNamed(text: string): HallSlot | undefined {
  const name = key(text.split('(')[0] ?? '');
  return HALL_SLOTS.find((slot) => key(slot.name) === name);
}

/** The event type a client names, in the hotel's words ("wedding" is a Wedding Reception), or undefined. */
export function eventTypeNamed(text: string): string | undefined {
  const wanted = key(text);
  const formType = Object.entries(FORM_EVENT_TYPES).find(([name]) => name === wanted);
  return formType ? formType[1] : EVENT_TYPES.find((type) => key(type) === wanted);
}

/** An event's days and slot: from its first to its last date (inclusive), in one slot. */
export interface EventTime {
  date: IsoDate;
  endDate: IsoDate;
  slot: HallSlot;
}

/** How many days an event runs (1 for a one-day event). */
export function eventDays(event: Pick<EventTime, 'date' | 'endDate'>): number {
  return daysBetween(event.date, event.endDate) + 1;
}

/**
 * The hall time an event occupies, in hotel wall-clock hours from midnight of its first day: from its slot's
 * start on the first day to the slot's end on the last day. A multi-day event keeps the hall in between (its
 * decoration stays up), so a two-day wedding also takes the second day's morning.
 */
export function eventHours(event: EventTime): { from: number; to: number } {
  return { from: event.slot.startHour, to: (eventDays(event) - 1) * 24 + event.slot.endHour };
}

/** Whether two events in one hall would overlap (half-open ranges: an event may start when another ends). */
export function eventsConflict(a: EventTime, b: EventTime): boolean {
  const offset = daysBetween(a.date, b.date) * 24;
  const ha = eventHours(a);
  const hb = eventHours(b);
  return ha.from < hb.to + offset && hb.from + offset < ha.to;
}

/** The wall-clock instants an event occupies, given how the hotel's zone turns a date and hour into an instant. */
export function eventInstants(
  event: EventTime,
  instantAt: (date: IsoDate, hour: number) => Date,
): { startsAt: Date; endsAt: Date } {
  const lastDay = addDays(event.date, eventDays(event) - 1);
  return {
    startsAt: instantAt(event.date, event.slot.startHour),
    endsAt: instantAt(lastDay, event.slot.endHour),
  };
}

/** The event form's capacity bands (spec §3): the hall must seat the band's upper figure. */
export const EVENT_FORM_CAPACITIES = [
  { id: '1-50', label: '1-50 guests', seats: 50 },
  { id: '51-100', label: '51-100 guests', seats: 100 },
  { id: '101-200', label: '101-200 guests', seats: 200 },
] as const;

/** The event form's guests field (spec §9: event guests 1-20): guests who will also stay at the palace. */
export const EVENT_FORM_STAYING_GUESTS = { min: 1, max: 20 } as const;

/** The event form's choices as the page hands them to its island (the island carries none of this module). */
export interface EventFormChoices {
  eventTypes: readonly { value: string; label: string }[];
  slots: readonly { value: string; label: string }[];
  capacities: readonly { id: string; label: string; seats: number }[];
  staying: { readonly min: number; readonly max: number };
  /** How long the hotel holds a requested hall while it answers, in hours. */
  holdHours: number;
}

/** The slots as a form lists them: the value it sends and the words with the hours. */
const slotChoices = () => HALL_SLOTS.map((slot) => ({ value: slot.name, label: slot.label }));

/** The event form's choices (spec §3), from the tables above; `holdMinutes` is the hall's hold (hold-rules). */
export function eventFormChoices(holdMinutes: number): EventFormChoices {
  return {
    eventTypes: Object.keys(FORM_EVENT_TYPES).map((value) => ({
      value,
      label: value[0]!.toUpperCase() + value.slice(1),
    })),
    slots: slotChoices(),
    capacities: EVENT_FORM_CAPACITIES,
    staying: EVENT_FORM_STAYING_GUESTS,
    holdHours: holdMinutes / 60,
  };
}

/** The hall search's choices as /events-booking hands them to its island (the island carries none of this module). */
export interface HallSearchChoices {
  eventTypes: readonly string[];
  slots: readonly { value: string; label: string }[];
  capacities: readonly { id: string; label: string }[];
  /** The head count the search starts from. */
  guests: number;
  /** How long the hotel holds a requested hall while it answers, in hours. */
  holdHours: number;
}

/** The hall search's choices (spec §9), from the tables above; `holdMinutes` is the hall's hold (hold-rules). */
export function hallSearchChoices(holdMinutes: number): HallSearchChoices {
  return {
    eventTypes: EVENT_TYPES,
    slots: slotChoices(),
    capacities: CAPACITY_FILTERS.map(({ id, label }) => ({ id, label })),
    guests: DEFAULT_HALL_GUESTS,
    holdHours: holdMinutes / 60,
  };
}

/**
 * The event choices in an /events-booking address (book-again.ts's `eventAgainHref` writes them); unknown or bad
 * values are left out.
 */
export function readEventSearch(params: URLSearchParams): {
  eventType?: string;
  date?: IsoDate;
  guests?: number;
  timeSlot?: string;
} {
  const found: ReturnType<typeof readEventSearch> = {};
  const eventType = params.get('eventType');
  const date = params.get('date');
  const guests = Number(params.get('guests'));
  const slot = hallSlotNamed(params.get('timeSlot') ?? '');
  if (eventType && (EVENT_TYPES as readonly string[]).includes(eventType)) found.eventType = eventType;
  if (date && isIsoDate(date)) found.date = date;
  if (Number.isInteger(guests) && guests >= 1 && guests <= 100_000) found.guests = guests;
  if (slot) found.timeSlot = slot.name;
  return found;
}
