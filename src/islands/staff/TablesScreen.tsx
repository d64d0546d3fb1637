import { useCallback, useEffect, useRef, useState } from 'react';
import type { SheetParty, TableSheet } from '~/contracts/staff-desks';
import { api } from '~/islands/api';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { MarkDialog, type PendingMark } from './MarkDialog';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';

/** One party's row: its facts and seat, no-show or cancel (with a reason); an admin's undo of a seating or no-show. */
function PartyRow({
  party,
  busy,
  admin,
  onMark,
  onUndo,
  onCancel,
}: {
  party: SheetParty;
  busy: boolean;
  admin: boolean;
  onMark: (mark: 'seat' | 'no_show') => void;
  onUndo: (mark: 'seat' | 'no_show') => void;
  onCancel: (reason: string) => void;
}) {
  const undoable = !admin ? null : party.seatedAt ? 'seat' : party.noShowAt ? 'no_show' : null;
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const open = party.status === 'confirmed' && !party.noShowAt && !party.seatedAt;
  const live =
    (party.status === 'confirmed' || party.status === 'pending') && !party.seatedAt && !party.noShowAt;
  return (
    <tr>
      <th scope="row">{party.tables}</th>
      <td>
        {party.name}
        <br />
        <span className="staff-note">
          {party.phone} · {party.code}
        </span>
      </td>
      <td>{party.partySize}</td>
      <td>
        {[party.note, party.specialRequests].filter(Boolean).join(' · ') || (
          <span className="staff-note">None</span>
        )}
      </td>
      <td>
        <span className={`staff-pill ${party.paid ? 'good' : 'due'}`}>{party.paid ? 'Paid' : 'Due'}</span>{' '}
        {formatInr(party.totalPaise)}
      </td>
      <td>{party.standing}</td>
      <td className="actions">
        {cancelling ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onCancel(reason);
            }}
          >
            <label>
              Reason
              <input value={reason} onChange={(e) => setReason(e.target.value)} required minLength={3} />
            </label>{' '}
            <button type="submit" className="staff-button" disabled={busy}>
              Cancel {party.code}
            </button>{' '}
            <button type="button" className="staff-button quiet" onClick={() => setCancelling(false)}>
              Keep
            </button>
          </form>
        ) : (
          <>
            {open && (
              <>
                <button
                  type="button"
                  className="staff-button"
                  disabled={busy}
                  onClick={() => onMark('seat')}
                  aria-label={`Seat ${party.name}, ${party.tables}`}
                >
                  Seat
                </button>
                <button
                  type="button"
                  className="staff-button quiet"
                  disabled={busy}
                  onClick={() => onMark('no_show')}
                  aria-label={`No-show: ${party.name}, ${party.tables}`}
                >
                  No-show
                </button>
              </>
            )}
            {undoable && (
              <button
                type="button"
                className="staff-button quiet"
                disabled={busy}
                onClick={() => onUndo(undoable)}
                aria-label={`${undoable === 'seat' ? 'Undo seating' : 'Undo no-show'} of ${party.name}, ${party.tables}…`}
              >
                {undoable === 'seat' ? 'Undo seating' : 'Undo no-show'}…
              </button>
            )}
            {live && (
              <button
                type="button"
                className="staff-button quiet"
                disabled={busy}
                onClick={() => setCancelling(true)}
                aria-label={`Cancel ${party.name}, ${party.tables}…`}
              >
                Cancel…
              </button>
            )}
          </>
        )}
      </td>
    </tr>
  );
}

/** The restaurant's sheet for a date: every slot's parties, and the rules that open a slot. */
function Tables({ admin }: { admin: boolean }) {
  const [date, setDate] = useState('');
  const [sheet, setSheet] = useState<TableSheet | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the latest question's answer is shown: the day opened first may answer after the date asked for.
  const asked = useRef(0);
  const load = useCallback((on: string) => {
    const question = ++asked.current;
    api<TableSheet>('/staff/tables', { query: { date: on || undefined } })
      .then((answer) => {
        if (question !== asked.current) return;
        setSheet(answer);
        setDate((typed) => typed || answer.date);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, []);
  useEffect(() => load(''), [load]);
  const { busy, said, run } = useStaffAction(() => load(date));
  const booked = sheet?.slots.filter((s) => s.parties.length > 0) ?? [];
  const [pending, setPending] = useState<PendingMark | null>(null);

  return (
    <>
      <form
        className="staff-toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          load(date);
        }}
      >
        <label>
          Date
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
        </label>
        <button type="submit" className="staff-button quiet">
          Show the sheet
        </button>
      </form>
      <ActionMessage said={said} />
      {error && <p className="staff-message error">{error}</p>}
      {!sheet ? (
        <p className="staff-note">Loading…</p>
      ) : (
        <>
          <p className="staff-note">
            {formatHotelDate(sheet.date as IsoDate)}
            {sheet.closedDay && ' · The restaurant is closed on this day.'} ·{' '}
            {sheet.slots.reduce((n, s) => n + s.covers, 0)} covers in {booked.length} of {sheet.slots.length}{' '}
            slots
          </p>
          {booked.length === 0 && <p className="staff-note">No table is booked on this date.</p>}
          {booked.map((slot) => (
            <section key={slot.time} className="staff-section" aria-labelledby={`slot-${slot.time}`}>
              <h2 id={`slot-${slot.time}`}>
                {slot.label} <span className="staff-note">({slot.covers} covers)</span>
              </h2>
              <div className="staff-table-wrap">
                <table className="staff-table">
                  <thead>
                    <tr>
                      <th scope="col">Table</th>
                      <th scope="col">Party</th>
                      <th scope="col">Covers</th>
                      <th scope="col">Notes</th>
                      <th scope="col">Paid</th>
                      <th scope="col">Status</th>
                      <th scope="col">Action</th>
                    </tr>
                  </thead>
                  <tbody>
                    {slot.parties.map((party) => (
                      <PartyRow
                        key={party.id}
                        party={party}
                        busy={busy !== null}
                        admin={admin}
                        onUndo={(arrival) =>
                          setPending({
                            kind: 'undo',
                            id: party.id,
                            arrival,
                            title: `${arrival === 'seat' ? 'Undo seating' : 'Undo no-show'} of ${party.name}, ${party.tables}`,
                          })
                        }
                        onMark={(arrival) =>
                          setPending({
                            kind: 'mark',
                            id: party.id,
                            arrival,
                            title: `${arrival === 'seat' ? 'Seat' : 'No-show:'} ${party.name}, ${party.tables}`,
                          })
                        }
                        onCancel={(reason) => run(party.id, `/staff/bookings/${party.id}/cancel`, { reason })}
                      />
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ))}
          <details className="staff-panel">
            <summary>How slots open, and the floor</summary>
            <ul>
              {sheet.rules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
            <p>
              {sheet.tables
                .map(
                  (t) =>
                    `Table ${t.number}: ${t.seats} seats${t.joinsNext ? ', joins the next' : ''}${t.inService ? '' : ' (out of service)'}`,
                )
                .join(' · ')}
            </p>
          </details>
        </>
      )}
      {pending && (
        <MarkDialog
          pending={pending}
          onConfirm={(reason) =>
            pending.kind === 'undo'
              ? run(pending.id, `/staff/bookings/${pending.id}/arrival/undo`, {
                  arrival: pending.arrival,
                  reason,
                })
              : run(pending.id, `/staff/bookings/${pending.id}/arrival`, { arrival: pending.arrival })
          }
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}

/** The restaurant's Table sheet screen. */
export default function TablesScreen() {
  return <StaffGate>{(member) => <Tables admin={member.role === 'admin'} />}</StaffGate>;
}
