/** The first retry waits a minute; each after waits twice as long as the one before, up to an hour. */
const FIRST_RETRY_MS = 60_000;
const LONGEST_WAIT_MS = 60 * 60_000;

/** How long to wait before the next try of a message that failed `attempts` times (exponential backoff). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}
