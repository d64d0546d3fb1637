import { useState } from 'react';
import { ApiError, api } from '~/islands/api';

/** What the last action said: done (with the server's sentence) or refused (with its reason). */
export type Said = {
  kind: 'done' | 'error';
  text: string;
  /** A refusal's words for each field it names, by its wire name (a form shows each beside its field). */
  fields?: Record<string, string>;
  /** Which action said it (the key `run` was given). */
  key?: string;
} | null;

/**
 * Runs one staff action at a time against the API and keeps its answer for the screen's live region; `after` runs
 * once it succeeds (to read the screen's list again).
 */
export function useStaffAction(after: () => void) {
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<Said>(null);
  async function run(
    key: string,
    path: string,
    body: unknown,
    method: 'POST' | 'PUT' | 'DELETE' = 'POST',
    done = 'Saved.',
  ): Promise<boolean> {
    setBusy(key);
    try {
      const answer = await api<{ message?: string }>(path, { method, body });
      setSaid({ kind: 'done', text: answer?.message ?? done, key });
      after();
      return true;
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      setSaid({ kind: 'error', text: (error as Error).message, fields, key });
      return false;
    } finally {
      setBusy(null);
    }
  }
  return { busy, said, setSaid, run };
}

/** The live region where a screen's actions answer. */
export function ActionMessage({ said }: { said: Said }) {
  return (
    <div aria-live="polite" role="status">
      {said && <p className={`staff-message ${said.kind}`}>{said.text}</p>}
    </div>
  );
}
