import { lazy, Suspense, useId, useRef } from 'react';
import type { NightAuditState } from '~/contracts/reports';
import { formatHotelDate, formatHotelDateWithDay } from '~/lib/dates';
import { hotelTimeText } from '~/stores/hotel';
import { FiguresList } from './figures';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

/** The cashier's shift, fetched once the audit has painted. */
const CashierShift = lazy(() => import('./CashierShift'));

const noShowsText = (n: number) => (n === 0 ? 'no no-shows' : n === 1 ? '1 no-show' : `${n} no-shows`);

/**
 * The night audit (decision 148): the day that has ended, what closing it will mark and its figures as they stand;
 * closing asks first, in words, since a closed day cannot be reopened.
 */
function NightAudit() {
  const id = useId();
  const audit = useStaffLoad<NightAuditState>('/staff/night-audit');
  const { busy, said, run } = useStaffAction(audit.reload);
  const dialog = useRef<HTMLDialogElement>(null);
  const state = audit.data;
  const next = state?.next ?? null;
  return (
    <>
      <ActionMessage said={said ?? (audit.error ? { kind: 'error', text: audit.error } : null)} />
      {state && (
        <p>
          {state.lastClosed
            ? `Last closed: ${formatHotelDate(state.lastClosed.date)}, at ${hotelTimeText(state.lastClosed.closedAt)}${state.lastClosed.closedBy ? ` by ${state.lastClosed.closedBy}` : ''}.`
            : 'No day has been closed yet.'}
        </p>
      )}
      {state && !next && (
        <p className="staff-panel">
          Every day up to yesterday is closed. Today, {formatHotelDate(state.today)}, can be closed once it is
          over.
        </p>
      )}
      {state && next && (
        <section aria-labelledby={`${id}-next`}>
          <h2 id={`${id}-next`}>Next to close: {formatHotelDateWithDay(next)}</h2>
          <p>
            Closing marks {noShowsText(state.noShows.length)} and freezes the day's figures for the reports. A
            closed day cannot be reopened.
          </p>
          {state.noShows.length > 0 && (
            <table className="staff-table">
              <caption>Will be marked no-shows</caption>
              <thead>
                <tr>
                  <th scope="col">Reference</th>
                  <th scope="col">Guest</th>
                  <th scope="col">Room or table</th>
                </tr>
              </thead>
              <tbody>
                {state.noShows.map((n) => (
                  <tr key={n.id}>
                    <td>
                      <a href={`/staff/booking?id=${n.id}`}>{n.reference}</a>
                    </td>
                    <td>{n.guestName}</td>
                    <td>{n.place}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {state.preview && (
            <>
              <h3>The day as it stands</h3>
              <FiguresList figures={state.preview} kinds={state.revenueKinds} />
            </>
          )}
          <button
            type="button"
            className="staff-button"
            disabled={busy !== null}
            onClick={() => dialog.current?.showModal()}
          >
            Close {formatHotelDate(next)}
          </button>
          <dialog
            ref={dialog}
            className="staff-dialog"
            aria-labelledby={`${id}-ask`}
            aria-describedby={`${id}-words`}
          >
            <form
              method="dialog"
              onSubmit={(event) => {
                event.preventDefault();
                dialog.current?.close();
                void run('close', '/staff/night-audit', { date: next });
              }}
            >
              <h2 id={`${id}-ask`}>Close {formatHotelDate(next)}?</h2>
              <p id={`${id}-words`}>
                Marks {noShowsText(state.noShows.length)}
                {state.noShows.length > 0
                  ? ` (${state.noShows.map((n) => `${n.place}, ${n.guestName}`).join('; ')})`
                  : ''}{' '}
                and freezes the day's figures. This cannot be undone.
              </p>
              <div className="staff-dialog-actions">
                <button type="submit" className="staff-button">
                  Close the day
                </button>
                <button type="button" className="staff-button quiet" onClick={() => dialog.current?.close()}>
                  Cancel
                </button>
              </div>
            </form>
          </dialog>
        </section>
      )}
    </>
  );
}

export default function NightAuditScreen() {
  return (
    <StaffGate>
      {(member) => (
        <>
          <NightAudit />
          <Suspense fallback={<p>Reading the shift…</p>}>
            <CashierShift admin={member.role === 'admin'} />
          </Suspense>
        </>
      )}
    </StaffGate>
  );
}
