// Time zones through Intl: the hotel's date of an instant, a zone's offsets, the instant of a wall-clock time.
// Apart from ./dates.ts (arithmetic and words on calendar dates, no Intl), which every page with a date needs:
// a browser knows the hotel's date from the page's offset table (src/stores/hotel.ts) and only the screens that
// turn a wall-clock time into an instant fetch this (decision 127).
import { type IsoDate, toUtcDays, type ZoneOffsets } from './dates';

// Its own constant, not dates.ts's: one more name exported by the dates file every page loads is bytes on each.
const DAY_MS = 86_400_000;

const DAY_PARTS = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const WALL_CLOCK_PARTS = {
  ...DAY_PARTS,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
} as const;
const zoneFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A formatter of an instant in a zone, made once per zone and use: making one costs far more than using one
 * (it was a fifth of an availability request's time). `day` gives 2026-12-24; `wall` the 24-hour wall clock.
 */
function zoneFormatter(timeZone: string, use: 'day' | 'wall'): Intl.DateTimeFormat {
  const key = `${use} ${timeZone}`;
  let format = zoneFormatters.get(key);
  if (!format) {
    format =
      use === 'day'
        ? new Intl.DateTimeFormat('en-CA', { timeZone, ...DAY_PARTS })
        : new Intl.DateTimeFormat('en-US', { timeZone, ...WALL_CLOCK_PARTS });
    zoneFormatters.set(key, format);
  }
  return format;
}

/** The calendar date of an instant in a time zone (the hotel's "today"). */
export function dateInZone(instant: Date, timeZone: string): IsoDate {
  return zoneFormatter(timeZone, 'day').format(instant);
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = zoneFormatter(timeZone, 'wall').formatToParts(instant);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The last table made, with its zone, first day and length. */
let lastTable: { key: string; table: ZoneOffsets } | undefined;

/**
 * The offsets of a zone from the day before `from` for `days` days, found a day at a time and each change to the
 * minute (zones change at most once a day). The last table is kept: a prebuilt page is built once, and the pages
 * rendered on request on one day ask for the same zone and day.
 */
export function zoneOffsets(timeZone: string, from: Date, days = 730): ZoneOffsets {
  const start = (Math.floor(from.getTime() / DAY_MS) - 1) * DAY_MS;
  const key = `${timeZone} ${start} ${days}`;
  if (lastTable?.key === key) return lastTable.table;
  const minutesAt = (ms: number) => Math.round(zoneOffsetMs(new Date(ms), timeZone) / 60_000);
  const spans: Array<[number, number]> = [[start, minutesAt(start)]];
  for (let day = 1; day <= days; day++) {
    let before = start + (day - 1) * DAY_MS;
    let after = before + DAY_MS;
    const minutes = minutesAt(after);
    if (minutes === spans[spans.length - 1]?.[1]) continue;
    while (after - before > 60_000) {
      const middle = before + Math.floor((after - before) / 120_000) * 60_000;
      if (minutesAt(middle) === minutes) after = middle;
      else before = middle;
    }
    spans.push([after, minutes]);
  }
  const table = { untilMs: start + days * DAY_MS, spans };
  lastTable = { key, table };
  return table;
}

/** The instant a hotel date and wall-clock time ("19:30") happen in a time zone. */
export function zonedInstant(date: IsoDate, time: string, timeZone: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const wall = toUtcDays(date) * DAY_MS + (h * 60 + m) * 60_000;
  const first = wall - zoneOffsetMs(new Date(wall), timeZone);
  // A second look settles a wall time near a daylight-saving change.
  return new Date(wall - zoneOffsetMs(new Date(first), timeZone));
}
