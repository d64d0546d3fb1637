// What the front desk and the restaurant see on a booking's day (decision 104), written once (decision 005): the
// server answers each stay and party with its standing in these words, and the Today screen reads its columns here.
import type { ArrivalMark, HoldingStatus } from './bookings';

/** Where a booking stands on its day: held unpaid, expected (paid), checked in or out, seated, or a no-show. */
export const DESK_STANDINGS = ['held', 'expected', 'checked_in', 'checked_out', 'seated', 'no_show'] as const;
export type DeskStanding = (typeof DESK_STANDINGS)[number];

/** Each standing in the console's words. */
export const DESK_STANDING_WORDS: Readonly<Record<DeskStanding, string>> = {
  held: 'Held, unpaid',
  expected: 'Expected',
  checked_in: 'Checked in',
  checked_out: 'Checked out',
  seated: 'Seated',
  no_show: 'No-show',
};

/** The standing each mark the desk makes leaves. */
export const MARKED_STANDING: Readonly<Record<ArrivalMark, DeskStanding>> = {
  check_in: 'checked_in',
  check_out: 'checked_out',
  seat: 'seated',
  no_show: 'no_show',
};

/**
 * One room of a stay at the front desk: checked out once completed or once its room left (decision 140), a no-show
 * once marked, checked in once marked, else expected or held unpaid.
 */
export function stayStanding(stay: {
  status: HoldingStatus;
  paid: boolean;
  checkedInAt: string | null;
  checkedOutAt?: string | null;
  noShowAt?: string | null;
}): DeskStanding {
  if (stay.status === 'completed' || stay.checkedOutAt) return 'checked_out';
  if (stay.noShowAt) return 'no_show';
  if (stay.checkedInAt) return 'checked_in';
  return stay.paid ? 'expected' : 'held';
}

/** A party on the table sheet: a no-show or seated once marked, else expected or held unpaid. */
export function partyStanding(party: {
  paid: boolean;
  seatedAt: string | null;
  noShowAt: string | null;
}): DeskStanding {
  if (party.noShowAt) return 'no_show';
  if (party.seatedAt) return 'seated';
  return party.paid ? 'expected' : 'held';
}

/** The front desk's day in columns, in the order the screen shows them: who arrives, who stays over, who leaves. */
export const DESK_COLUMNS = ['arrivals', 'inHouse', 'departures'] as const;
export type DeskColumn = (typeof DESK_COLUMNS)[number];

/** Each column's heading, and what it says when nobody is in it. */
export const DESK_COLUMN_WORDS: Readonly<Record<DeskColumn, { title: string; empty: string }>> = {
  arrivals: { title: 'Arrivals', empty: 'No arrivals on this date.' },
  inHouse: { title: 'In-house', empty: 'Nobody stays over this night.' },
  departures: { title: 'Departures', empty: 'No departures on this date.' },
};
