import { addDays, type IsoDate } from '~/lib/dates';

/** A table of the demo floor plan. */
interface DemoTable {
  number: number;
  seats: number;
  area: string;
  joinsNext?: boolean;
}

/**
 * The palace dining hall: six 2-seat tables by the windows, six 4-seat tables, three 6-seat and two 8-seat
 * on the terrace side. Tables 9+10 and 11+12 (8 guests), 13+14 and 14+15 (12) and 16+17 (16) push together.
 */
export const demoDiningTables: DemoTable[] = [
  ...[1, 2, 3, 4, 5, 6].map((number) => ({ number, seats: 2, area: 'Jharokha windows' })),
  { number: 7, seats: 4, area: 'Dining hall' },
  { number: 8, seats: 4, area: 'Dining hall' },
  { number: 9, seats: 4, area: 'Dining hall', joinsNext: true },
  { number: 10, seats: 4, area: 'Dining hall' },
  { number: 11, seats: 4, area: 'Dining hall', joinsNext: true },
  { number: 12, seats: 4, area: 'Dining hall' },
  { number: 13, seats: 6, area: 'Lake terrace', joinsNext: true },
  { number: 14, seats: 6, area: 'Lake terrace', joinsNext: true },
  { number: 15, seats: 6, area: 'Lake terrace' },
  { number: 16, seats: 8, area: 'Durbar alcove', joinsNext: true },
  { number: 17, seats: 8, area: 'Durbar alcove' },
];

/** Days the restaurant does not seat guests, relative to the day the seed runs (a private wedding buy-out). */
export function demoClosedDays(today: IsoDate): IsoDate[] {
  return [addDays(today, 12)];
}
