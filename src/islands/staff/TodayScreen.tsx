import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import type { DeskDay, DeskStay } from '~/contracts/staff';
import { api } from '~/islands/api';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { DESK_COLUMN_WORDS, DESK_COLUMNS, type DeskColumn } from '~/lib/desk';
import { ROOM_CONDITION_WORDS } from '~/lib/housekeeping';
import { formatInr } from '~/lib/money';
import { MarkDialog, type PendingMark } from './MarkDialog';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';

// The register and the Form C reminder load in chunks of their own (decision 146): the screen's script stays in
// its budget, and the form's weight arrives only when the desk opens it.
const RegistrationDialog = lazy(() => import('./RegistrationDialog'));
const FormCReminders = lazy(() => import('./FormCReminders'));

/** A room whose register the desk has opened. */
type Registering = { id: string; title: string };

/** The buttons a room's row offers: its marks, and an admin's undo of what was marked today. */
function stayActions(stay: DeskStay, column: DeskColumn, admin: boolean): PendingMark[] {
  const room = `room ${stay.roomNumber}, ${stay.guestName}`;
  const open = stay.status === 'confirmed' && !stay.checkedOutAt && !stay.noShowAt;
  const actions: PendingMark[] = [];
  if (open && !stay.checkedInAt && column === 'arrivals') {
    actions.push({ kind: 'mark', id: stay.id, arrival: 'check_in', title: `Check in ${room}` });
    actions.push({ kind: 'mark', id: stay.id, arrival: 'no_show', title: `No-show: ${room}` });
  }
  if (open && stay.checkedInAt && column !== 'arrivals') {
    actions.push({ kind: 'mark', id: stay.id, arrival: 'check_out', title: `Check out ${room}` });
  }
  if (!admin) return actions;
  if (stay.checkedOutAt) {
    actions.push({ kind: 'undo', id: stay.id, arrival: 'check_out', title: `Undo check-out of ${room}` });
  } else if (stay.noShowAt) {
    actions.push({ kind: 'undo', id: stay.id, arrival: 'no_show', title: `Undo no-show of ${room}` });
  } else if (stay.checkedInAt) {
    actions.push({ kind: 'undo', id: stay.id, arrival: 'check_in', title: `Undo check-in of ${room}` });
  }
  return actions;
}

/** Each action's button text. */
const BUTTON_WORDS = {
  mark: { check_in: 'Check in', check_out: 'Check out', no_show: 'No-show', seat: 'Seat' },
  undo: {
    check_in: 'Undo check-in',
    check_out: 'Undo check-out',
    seat: 'Undo seating',
    no_show: 'Undo no-show',
  },
} as const;

function StayRows({
  stays,
  column,
  busy,
  admin,
  onAsk,
  onRegister,
}: {
  stays: DeskStay[];
  column: DeskColumn;
  busy: string | null;
  admin: boolean;
  onAsk: (pending: PendingMark) => void;
  onRegister: (room: Registering) => void;
}) {
  const { title, empty } = DESK_COLUMN_WORDS[column];
  const id = `stays-${column}`;
  return (
    <section className="staff-section" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="staff-note">({stays.length})</span>
      </h2>
      {stays.length === 0 ? (
        <p className="staff-note">{empty}</p>
      ) : (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Room</th>
                <th scope="col">Guest</th>
                <th scope="col">Stay</th>
                <th scope="col">Paid</th>
                <th scope="col">Special requests</th>
                <th scope="col">Status</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {stays.map((stay) => {
                const actions = stayActions(stay, column, admin);
                return (
                  <tr key={stay.id}>
                    <th scope="row">
                      {stay.roomNumber}{' '}
                      <span className={`staff-pill hk-${stay.roomCondition}`}>
                        {ROOM_CONDITION_WORDS[stay.roomCondition]}
                      </span>
                      <br />
                      <span className="staff-note">{stay.roomName}</span>
                    </th>
                    <td>
                      {stay.guestName}
                      <br />
                      <span className="staff-note">
                        {stay.phone} · <a href={`/staff/booking?id=${stay.id}`}>{stay.code}</a>
                      </span>
                    </td>
                    <td>
                      {stay.nights} {stay.nights === 1 ? 'night' : 'nights'}, {stay.guests}{' '}
                      {stay.guests === 1 ? 'guest' : 'guests'}
                      <br />
                      <span className="staff-note">
                        {formatHotelDate(stay.checkIn as IsoDate)} –{' '}
                        {formatHotelDate(stay.checkOut as IsoDate)}
                      </span>
                    </td>
                    <td>
                      <span className={`staff-pill ${stay.paid ? 'good' : 'due'}`}>
                        {stay.paid ? 'Paid' : 'Due'}
                      </span>{' '}
                      {formatInr(stay.totalPaise)}
                    </td>
                    <td>{stay.specialRequests ?? <span className="staff-note">None</span>}</td>
                    <td>{stay.standing}</td>
                    <td className="actions">
                      {column !== 'departures' && stay.status === 'confirmed' && !stay.checkedOutAt && (
                        <button
                          type="button"
                          className="staff-button quiet"
                          onClick={() =>
                            onRegister({
                              id: stay.id,
                              title: `Register the guests of room ${stay.roomNumber}, ${stay.guestName}`,
                            })
                          }
                          aria-label={`Register the guests of room ${stay.roomNumber}, ${stay.guestName}…`}
                        >
                          Register…
                        </button>
                      )}
                      {actions.map((action) => (
                        <button
                          key={`${action.kind}-${action.arrival}`}
                          type="button"
                          className={`staff-button${action.kind === 'undo' || action.arrival === 'no_show' ? ' quiet' : ''}`}
                          disabled={busy !== null}
                          onClick={() => onAsk(action)}
                          aria-label={`${action.title}…`}
                        >
                          {action.kind === 'undo'
                            ? BUTTON_WORDS.undo[action.arrival]
                            : BUTTON_WORDS.mark[action.arrival]}
                          …
                        </button>
                      ))}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** The front desk's day: pick a date; arrivals, in-house and departures with check-in and check-out. */
function Today({ admin }: { admin: boolean }) {
  const [date, setDate] = useState('');
  const [day, setDay] = useState<DeskDay | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Only the latest question's answer is shown: the day opened first may answer after the date asked for.
  const asked = useRef(0);
  const load = useCallback((on: string) => {
    const question = ++asked.current;
    api<DeskDay>('/staff/today', { query: { date: on || undefined } })
      .then((answer) => {
        if (question !== asked.current) return;
        setDay(answer);
        setDate((typed) => typed || answer.date);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));
  }, []);
  useEffect(() => load(''), [load]);
  const { busy, said, run } = useStaffAction(() => {
    load(date);
    setVersion((v) => v + 1);
  });

  const [pending, setPending] = useState<PendingMark | null>(null);
  const [registering, setRegistering] = useState<Registering | null>(null);
  // Read again after every action, so a Form C saved or marked shows in the reminder.
  const [version, setVersion] = useState(0);
  const confirm = (asked: PendingMark, reason: string | null) =>
    asked.kind === 'undo'
      ? run(asked.id, `/staff/bookings/${asked.id}/arrival/undo`, { arrival: asked.arrival, reason })
      : run(asked.id, `/staff/bookings/${asked.id}/arrival`, { arrival: asked.arrival });

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
          Show the day
        </button>
      </form>
      <ActionMessage said={said} />
      <Suspense fallback={null}>
        <FormCReminders version={version} />
      </Suspense>
      {error && <p className="staff-message error">{error}</p>}
      {day === null ? (
        <p className="staff-note">Loading…</p>
      ) : (
        <>
          <p className="staff-note">{formatHotelDate(day.date as IsoDate)}</p>
          {DESK_COLUMNS.map((column) => (
            <StayRows
              key={column}
              stays={day[column]}
              column={column}
              busy={busy}
              admin={admin}
              onAsk={setPending}
              onRegister={setRegistering}
            />
          ))}
        </>
      )}
      {registering && (
        <Suspense fallback={<p className="staff-note">Opening the register…</p>}>
          <RegistrationDialog
            bookingId={registering.id}
            title={registering.title}
            onClose={() => {
              setRegistering(null);
              load(date);
              setVersion((v) => v + 1);
            }}
          />
        </Suspense>
      )}
      {pending && (
        <MarkDialog
          pending={pending}
          onConfirm={(reason) => confirm(pending, reason)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}

/** The Today screen of the front desk. */
export default function TodayScreen() {
  return <StaffGate>{(member) => <Today admin={member.role === 'admin'} />}</StaffGate>;
}
