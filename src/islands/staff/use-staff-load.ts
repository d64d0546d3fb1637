import { useCallback, useEffect, useState } from 'react';
import { type ApiOptions, api } from '~/islands/api';

/** What a screen read from the API: the answer once it came, or why it could not be read. */
export interface StaffLoad<T> {
  data: T | null;
  error: string | null;
  /** Reads it again (after an action). */
  reload: () => void;
}

/**
 * Reads one API answer for a staff screen, again whenever the path or query change or `reload` is called; a later
 * answer replaces an earlier one, and a refusal keeps the last good answer beside its message.
 */
export function useStaffLoad<T>(path: string | null, query?: ApiOptions['query']): StaffLoad<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const asked = JSON.stringify(query ?? {});
  const reload = useCallback(() => setRound((n) => n + 1), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` asks again; `asked` stands for the query.
  useEffect(() => {
    if (!path) return;
    const cancel = new AbortController();
    api<T>(path, { query: JSON.parse(asked), signal: cancel.signal })
      .then((answer) => {
        setData(answer);
        setError(null);
      })
      .catch((e: Error) => {
        if (!cancel.signal.aborted) setError(e.message);
      });
    return () => cancel.abort();
  }, [path, asked, round]);
  return { data, error, reload };
}
