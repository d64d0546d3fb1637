// How one room's row of the chart is laid out: its dates cut into cells, a stay or a closure spanning its nights.
import type { ChartStay, ChartUnit } from '~/contracts/staff-rooms';
import { addDays, daysBetween, type IsoDate, laterDate } from '~/lib/dates';

/** One cell of a room's row: a run of free dates, a stay's nights, or a closure's. */
export type Segment =
  | { kind: 'free'; from: IsoDate; span: number }
  | { kind: 'stay'; from: IsoDate; span: number; stay: ChartStay; before: boolean; after: boolean }
  | { kind: 'closed'; from: IsoDate; span: number; reason: string; before: boolean; after: boolean };

/** The dates shown, from `from` for `days`. */
export const chartDates = (from: IsoDate, days: number): IsoDate[] =>
  Array.from({ length: days }, (_, i) => addDays(from, i));

/**
 * A room's row from `from` for `days`: each stay and closure clipped to the window (`before`/`after` say it runs on
 * past its edge), free dates each a cell of their own (each a place to drop a stay).
 */
export function rowSegments(unit: ChartUnit, from: IsoDate, days: number): Segment[] {
  const to = addDays(from, days);
  const spans = [
    ...unit.stays.map((stay) => ({ start: stay.checkIn, end: stay.checkOut, stay, reason: '' })),
    ...unit.closures.map((c) => ({ start: c.startsOn, end: c.endsOn, stay: null, reason: c.reason })),
  ]
    .map((s) => ({ ...s, start: s.start as IsoDate, end: s.end as IsoDate }))
    .sort((a, b) => (a.start < b.start ? -1 : 1));
  const cells: Segment[] = [];
  let at = from;
  for (const s of spans) {
    const start = laterDate(s.start, at);
    const end = laterDate(to, s.end) === to ? s.end : to;
    if (end <= start) continue;
    for (; at < start; at = addDays(at, 1)) cells.push({ kind: 'free', from: at, span: 1 });
    const edges = { from: start, span: daysBetween(start, end), before: s.start < from, after: s.end > to };
    cells.push(
      s.stay ? { kind: 'stay', stay: s.stay, ...edges } : { kind: 'closed', reason: s.reason, ...edges },
    );
    at = end;
  }
  for (; at < to; at = addDays(at, 1)) cells.push({ kind: 'free', from: at, span: 1 });
  return cells;
}

/** Whether a room has a stay (other than `except`) or a closure on any of the nights [checkIn, checkOut). */
export function takenFor(unit: ChartUnit, checkIn: string, checkOut: string, except: string): boolean {
  const overlaps = (start: string, end: string) => start < checkOut && end > checkIn;
  return (
    unit.stays.some((s) => s.id !== except && overlaps(s.checkIn, s.checkOut)) ||
    unit.closures.some((c) => overlaps(c.startsOn, c.endsOn))
  );
}

/**
 * The one stay of `unit` on the picked stay's nights that could take the picked stay's room in a swap (decision
 * 154), or null: no closure on those nights, exactly one such stay, and it may move. The server judges the rest.
 */
export function swapPartner(unit: ChartUnit, stay: ChartStay, movable: (s: ChartStay) => boolean) {
  const on = (start: string, end: string) => start < stay.checkOut && end > stay.checkIn;
  const there = unit.stays.filter((s) => s.id !== stay.id && on(s.checkIn, s.checkOut));
  return there.length === 1 && movable(there[0]!) && !unit.closures.some((c) => on(c.startsOn, c.endsOn))
    ? there[0]!
    : null;
}
