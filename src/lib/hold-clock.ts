import { momentOf } from './hotel-time';

/** When a short hold (a room's or a table's 15 minutes) lapses on the hotel's wall clock, 24-hour: "14:35". */
export function holdClockText(holdExpiresAt: string, timeZone: string): string {
  // The minute it lapses in, not the next: "until 14:35" stays true to the last second of the hold.
  return momentOf(new Date(holdExpiresAt), timeZone).time;
}

/** What a room held unpaid is called: until when it is held, and that paying confirms it (issue 31, item 5). */
export function heldHeadline(holdExpiresAt: string | null, timeZone: string): string {
  return holdExpiresAt
    ? `Your room is held until ${holdClockText(holdExpiresAt, timeZone)}: pay to confirm`
    : 'Your room is held: pay to confirm';
}
