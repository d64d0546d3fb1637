import { useEffect, useState } from 'react';
import type { AuditEntry } from '~/contracts/staff';
import { api } from '~/islands/api';
import { fieldWords, isKeyFact, valueWords } from '~/lib/audit-words';
import { hotelTimeText } from '~/stores/hotel';

const at = hotelTimeText;

/** What each catalogue action did, in words (the rest say their facts before and after). */
const DONE: Record<string, string> = {
  add: 'Added',
  withdraw: 'Withdrawn',
  delete: 'Deleted',
  photo: 'New photo',
  add_units: 'Rooms added',
};

function EntryWords({ entry }: { entry: AuditEntry }) {
  const verb = entry.action.slice(entry.action.indexOf('.') + 1);
  const changes = entry.changes.filter(
    (c) => c.field !== 'transaction' && !isKeyFact(c.field, [c.before, c.after]),
  );
  if (verb === 'add_units') {
    const after = changes.find((c) => c.field === 'roomNumbers');
    return <>Rooms now {after?.after ?? '—'}</>;
  }
  if (DONE[verb] || changes.length === 0) return <>{DONE[verb] ?? 'Saved, nothing changed'}</>;
  return (
    <>
      {changes.map((c, i) => (
        <span key={c.field}>
          {i > 0 && '; '}
          {fieldWords(c.field)}: {valueWords(c.field, c.before)} → {valueWords(c.field, c.after)}
        </span>
      ))}
    </>
  );
}

/** An item's audit entries, read when its history is opened and again when the item changes (`version`). */
export default function AuditEntries({ id, version }: { id: string; version?: string }) {
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `version` of the item reads the history again.
  useEffect(() => {
    api<{ entries: AuditEntry[] }>(`/staff/audit/${id}`)
      .then((answer) => setEntries(answer.entries))
      .catch((e: Error) => setError(e.message));
  }, [id, version]);
  if (error) return <p className="staff-message error">{error}</p>;
  if (!entries) return <p className="staff-note">Reading…</p>;
  if (entries.length === 0) return <p className="staff-note">No changes from the console yet.</p>;
  return (
    <ol>
      {[...entries].reverse().map((entry) => (
        <li key={entry.id}>
          <span className="staff-note">
            {at(entry.at)} · {entry.actorName}
          </span>
          <br />
          <EntryWords entry={entry} />
          {entry.reason ? <> (“{entry.reason}”)</> : null}
        </li>
      ))}
    </ol>
  );
}
