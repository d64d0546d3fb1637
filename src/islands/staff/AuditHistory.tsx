import { lazy, Suspense, useState } from 'react';

// The entries and their words are fetched when a history is first opened: most visits open none (decision 122).
const AuditEntries = lazy(() => import('./AuditEntries'));

const READING = <p className="staff-note">Reading…</p>;

/**
 * An item's audit, read when opened: who changed it, when, and each fact before → after (decision 108). `version`
 * changes when the item does, so an open history reads itself again.
 */
export function AuditHistory({ id, name, version }: { id: string; name: string; version?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="staff-history"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary>
        History<span className="visually-hidden"> of {name}</span>
      </summary>
      {open && (
        <Suspense fallback={READING}>
          <AuditEntries id={id} version={version} />
        </Suspense>
      )}
    </details>
  );
}
