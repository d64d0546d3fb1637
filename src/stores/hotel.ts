import type { BookingKindName } from '~/contracts/common';
import type { KindRules, PageHotelRules } from '~/contracts/hotel';
import { dateByOffsets, type IsoDate } from '~/lib/dates';
import { formatHotelInstant, formatHotelInstantDay } from '~/lib/instant-words';

/** The id of the JSON element every page renders with the house rules (BaseLayout). */
export const HOTEL_RULES_ELEMENT = 'hotel-rules';

let cached: PageHotelRules | undefined;

/** The house rules the page was rendered with: the hotel's time zone, check-in time, holds and rewards. */
export function hotelRules(): PageHotelRules {
  if (cached) return cached;
  const text =
    typeof document === 'undefined' ? null : document.getElementById(HOTEL_RULES_ELEMENT)?.textContent;
  if (!text) throw new Error(`The page has no #${HOTEL_RULES_ELEMENT} element (BaseLayout renders it).`);
  cached = JSON.parse(text) as PageHotelRules;
  return cached;
}

/** The rules of one kind of booking: its hold, its reward and its cancellation policy. */
export function kindRules(kind: BookingKindName): KindRules {
  const rules = hotelRules().kinds.find((k) => k.kind === kind);
  if (!rules) throw new Error(`No house rules for ${kind} bookings`);
  return rules;
}

/**
 * The hotel's today, in the hotel's own time zone, wherever the guest is: from the page's offset table, or past its
 * two years (a page not rebuilt since) from Intl as `dateInZone` asks it. Not through `~/lib/zones`, which only the
 * screens that turn wall-clock times into instants fetch.
 */
export function hotelToday(now: Date = new Date()): IsoDate {
  const { zoneOffsets, timeZone } = hotelRules();
  return (
    dateByOffsets(now, zoneOffsets) ??
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      now,
    )
  );
}

/** An instant as the console prints it, on the hotel's clock wherever the browser is: "7 Dec 2026, 3:05 pm". */
export const hotelTimeText = (instant: string): string => formatHotelInstant(instant, hotelRules().timeZone);

/** An instant's day on the hotel's calendar, wherever the browser is: "7 Dec 2026". */
export const hotelDayText = (instant: string): string =>
  formatHotelInstantDay(instant, hotelRules().timeZone);
