import type { BookingKindName } from '~/contracts/common';
import { REFUND_ARRIVES_WITHIN } from '../payments/refunds';
import type { CancellationWindow } from './kind';
import { bookingKinds } from './registry';

/** One kind's cancellation terms as the cancellation and refund page prints them, from the constants enforced. */
export interface CancellationTerm {
  kind: BookingKindName;
  label: string;
  window: CancellationWindow;
  /** The window in words: "1 day before the day it begins", "2 hours before it begins". */
  deadline: string;
  /** The kind's policy line, as its messages and checkout say it. */
  policy: string;
  /** How long an unpaid booking of the kind holds what it took, in words: "15 minutes", "48 hours". */
  hold: string;
}

/** What cancelling within the window returns, and when. */
export interface RefundTerms {
  arrivesWithin: string;
}

/** A number of minutes in words: "15 minutes", "2 hours", "48 hours". */
export function minutesInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** A cancellation window in words. */
export function windowInWords(window: CancellationWindow): string {
  if ('daysBefore' in window) {
    const days = window.daysBefore === 1 ? '1 day' : `${window.daysBefore} days`;
    return `${days} before the day it begins`;
  }
  return `${minutesInWords(window.minutesBefore)} before it begins`;
}

/** Every kind's cancellation terms, in the registry's order. */
export function cancellationTerms(): CancellationTerm[] {
  return bookingKinds.map((kind) => ({
    kind: kind.name,
    label: kind.label,
    window: kind.cancellationWindow,
    deadline: windowInWords(kind.cancellationWindow),
    policy: kind.cancellationPolicy,
    hold: minutesInWords(kind.holdMinutes),
  }));
}

/** The refund a cancellation within the window owes: the whole payment, back where it came from. */
export function refundTerms(): RefundTerms {
  return { arrivesWithin: REFUND_ARRIVES_WITHIN };
}
