/**
 * How long before a booking begins its guest may still cancel it: whole hotel days before its first day, or
 * minutes before it starts. Each kind's policy.ts states it; the cancellation page prints it in these words.
 */
export type CancellationWindow = { daysBefore: number } | { minutesBefore: number };

/** A number of minutes in words: "15 minutes", "2 hours", "48 hours". */
export function minutesInWords(minutes: number): string {
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** A cancellation window in words: "1 day before the day it begins", "2 hours before it begins". */
export function windowInWords(window: CancellationWindow): string {
  if ('daysBefore' in window) {
    const days = window.daysBefore === 1 ? '1 day' : `${window.daysBefore} days`;
    return `${days} before the day it begins`;
  }
  return `${minutesInWords(window.minutesBefore)} before it begins`;
}
