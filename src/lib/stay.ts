import { addDays, daysBetween, type IsoDate, isIsoDate } from './dates';

/** The longest stay one booking may hold, in nights (a house rule: longer stays go through the front desk). */
export const MAX_STAY_NIGHTS = 30;
/** How far ahead a stay may begin, in days (the hotel opens its calendar a year out). */
export const MAX_DAYS_AHEAD = 365;

/** The reservation form's bounds (spec §5 and §9). */
export const GUEST_LIMITS = {
  rooms: { min: 1, max: 5 },
  adults: { min: 1, max: 4 },
  children: { min: 0, max: 3 },
} as const;

/** Nights between two dates, rounded up, and 1 when either date is missing (spec §5). */
export function stayNights(checkIn?: IsoDate | null, checkOut?: IsoDate | null): number {
  if (!checkIn || !checkOut || !isIsoDate(checkIn) || !isIsoDate(checkOut)) return 1;
  return Math.max(1, Math.ceil(daysBetween(checkIn, checkOut)));
}

/** A refusal of a stay's dates, naming the field a form should mark. */
export interface StayProblem {
  field: 'check_in_date' | 'check_out_date';
  message: string;
}

/** Checks a stay's dates against the hotel's calendar rules; null when they are bookable. */
export function stayProblem(checkIn: IsoDate, checkOut: IsoDate, today: IsoDate): StayProblem | null {
  if (!isIsoDate(checkIn)) return { field: 'check_in_date', message: 'Choose a valid arrival date.' };
  if (!isIsoDate(checkOut)) return { field: 'check_out_date', message: 'Choose a valid departure date.' };
  if (checkIn < today) return { field: 'check_in_date', message: 'Arrival must be today or later.' };
  if (checkOut <= checkIn) return { field: 'check_out_date', message: 'Departure must be after arrival.' };
  if (checkIn > addDays(today, MAX_DAYS_AHEAD)) {
    return {
      field: 'check_in_date',
      message: `Stays can be booked at most ${MAX_DAYS_AHEAD} days ahead.`,
    };
  }
  if (daysBetween(checkIn, checkOut) > MAX_STAY_NIGHTS) {
    return { field: 'check_out_date', message: `A stay can be at most ${MAX_STAY_NIGHTS} nights.` };
  }
  return null;
}
