import type { IsoDate } from './dates';
import { zonedInstant, zoneOffsetMs } from './zones';

/** A time of day on the hotel's wall clock, 24-hour: `15:00`. */
export type WallTime = string;

/** A date and a time on the hotel's wall clock, as a guest is told them. */
export interface HotelMoment {
  date: IsoDate;
  time: WallTime;
}

const TWELVE_HOUR = /^(\d{1,2})(?::(\d{2}))?\s*([AP])\.?M\.?$/i;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/;

/** Reads "3:00 PM", "3 pm", "12:00 PM" or "10:00" as a 24-hour wall time ("15:00"). */
export function wallTime(text: string): WallTime {
  const trimmed = text.trim();
  const twelve = TWELVE_HOUR.exec(trimmed);
  const match = twelve ?? TWENTY_FOUR_HOUR.exec(trimmed);
  if (!match) throw new RangeError(`Not a time of day: ${text}`);
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? 0);
  if (twelve) {
    if (hour < 1 || hour > 12) throw new RangeError(`Not a time of day: ${text}`);
    hour = (hour % 12) + (twelve[3]!.toUpperCase() === 'P' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) throw new RangeError(`Not a time of day: ${text}`);
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Minutes the zone is ahead of UTC at an instant (Asia/Kolkata: 330). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return Math.round(zoneOffsetMs(instant, timeZone) / 60_000);
}

/** The instant a hotel wall-clock moment names in the zone (10:00 on 2026-12-01 in Asia/Kolkata is 04:30Z). */
export function instantOf(moment: HotelMoment, timeZone: string): Date {
  return zonedInstant(moment.date, moment.time, timeZone);
}

/** The hotel wall-clock moment of an instant in the zone. */
export function momentOf(instant: Date, timeZone: string): HotelMoment {
  const shifted = new Date(instant.getTime() + zoneOffsetMinutes(instant, timeZone) * 60_000);
  const iso = shifted.toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** A wall time for people: "15:00" → "3:00 PM". */
export function formatWallTime(time: WallTime): string {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return `${hh % 12 === 0 ? 12 : hh % 12}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
}
