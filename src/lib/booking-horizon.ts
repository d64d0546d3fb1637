// How far ahead the hotel takes a booking: one window for stays and events (the calendar opens a year out).
import { addDays, type IsoDate } from './dates';

/** How far ahead a booking may begin, in days (the hotel opens its calendar a year out). */
export const BOOKING_HORIZON_DAYS = 365;

/** Whether a booking whose first day is `first` begins beyond the hotel's horizon, seen from `today`. */
export const beyondHorizon = (first: IsoDate, today: IsoDate) => first > addDays(today, BOOKING_HORIZON_DAYS);

/** The refusal of a first day beyond the horizon, in the same words for each kind ("Stays", "Events"). */
export const horizonRefusal = (what: 'Stays' | 'Events') =>
  `${what} can be booked at most ${BOOKING_HORIZON_DAYS} days ahead.`;
