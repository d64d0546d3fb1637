// A change of an event is a new request the hotel answers (issue 34, docs/decisions/109-event-change-requests.md):
// its standings, the time the events desk has to answer, and the money rule of a paid event, in the guest's words.
import { formatInr } from './money';

/** Where a change request stands: open until the desk confirms or declines it, the guest withdraws it, or it lapses. */
export const HALL_CHANGE_STATUSES = ['pending', 'confirmed', 'declined', 'withdrawn', 'lapsed'] as const;
export type HallChangeStatus = (typeof HALL_CHANGE_STATUSES)[number];

/** How long the events desk has to answer a change, as for a new request (48 hours). */
export const CHANGE_ANSWER_MINUTES = 48 * 60;

/** The refusal of a second change while one is open: one open change per event. */
export const ONE_OPEN_CHANGE =
  'You have already asked to change this event: withdraw that request first, or wait for our answer.';

/**
 * A paid event moves online only when its deposit stays the same (there is no partial payment or refund of a
 * deposit yet): the guest's words before sending, or null when the change may be asked.
 */
export function paidDepositRefusal(paid: boolean, beforePaise: number, afterPaise: number): string | null {
  if (!paid || beforePaise === afterPaise) return null;
  return `Your deposit of ${formatInr(beforePaise)} is paid, and this change would make it ${formatInr(afterPaise)}. A paid event changes online only when its deposit stays the same: please call the events desk, who settle the difference at the front desk first.`;
}

/** The events desk's words when a paid event's change would change its deposit: nothing changes. */
export function deskDepositRefusal(beforePaise: number, afterPaise: number): string {
  return `This event's deposit of ${formatInr(beforePaise)} is paid and the change makes it ${formatInr(afterPaise)}: settle the difference at the front desk first. Nothing was changed.`;
}
