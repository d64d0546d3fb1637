// A hold's countdown on a booking's details page: the one thing of a booking's standing the page reckons itself, once
// a second (the rest it is told by the server, decision 128). Apart from the status words in checkout-summary.ts,
// which the account's bookings list shares: in one file, the details page fetched those too.

/** Whole minutes and seconds left on a hold, as `mm:ss`, or null once it has lapsed. */
export function holdRemaining(holdExpiresAt: string | null, now: number): string | null {
  if (!holdExpiresAt) return null;
  const ms = Date.parse(holdExpiresAt) - now;
  if (ms <= 0) return null;
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
