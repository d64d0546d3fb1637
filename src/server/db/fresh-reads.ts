/**
 * Shares one read among the callers waiting for it, without ever answering a caller with a read that began
 * before it asked. A caller arriving while no read runs starts one; callers arriving while a read runs wait for
 * the next one, which starts as soon as that read ends and serves all of them. So every answer comes from a
 * read begun after its caller asked (anything committed before the call is in it), while a busy process runs
 * at most one read at a time instead of one per caller: how each process reads the availability generation on
 * PostgreSQL (docs/decisions/048-availability-cache.md).
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let next: Promise<T> | undefined;
  const start = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = undefined;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = undefined;
        return start();
      });
    return next;
  };
}
