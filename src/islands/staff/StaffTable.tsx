import type { ReactNode } from 'react';

/**
 * The console's dense table: a scrolling wrapper, an optional caption, one header row of column names, and the
 * rows the screen gives (each row's first cell a `<th scope="row">` naming it).
 */
export function StaffTable({
  columns,
  caption,
  children,
}: {
  columns: readonly string[];
  caption?: string;
  children: ReactNode;
}) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** What a screen shows while its list is read, or when it could not be. */
export function LoadState({ error }: { error: string | null }) {
  return error ? (
    <p className="staff-message error" role="alert">
      {error}
    </p>
  ) : (
    <p className="staff-note">Loading…</p>
  );
}

/** What a catalogue screen shows while an item's form is fetched (the first time one is opened). */
export function FormOpening() {
  return <p className="staff-note">Opening the form…</p>;
}
