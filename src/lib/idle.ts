/**
 * The longest an island waits for the browser to be idle before it hydrates anyway (`client:intent`'s, for a
 * signed-in guest). An idle callback without one can wait indefinitely on a busy phone:
 * on CI one waited over ten seconds and the signed-in guest's page stayed asleep.
 */
export const IDLE_TIMEOUT_MS = 2000;
