import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeskDay, DeskStay } from '~/contracts/staff';
import { api } from '~/islands/api';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { DESK_COLUMN_WORDS, DESK_COLUMNS, type DeskColumn } from '~/lib/desk';
import { formatInr } from '~/lib/money';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';

function StayRows({
  stays,
  column,
  busy,
  onMark,
}: {
  stays: DeskStay[];
  column: DeskColumn;
  busy: string | null;
  onMark: (stay: DeskStay, mark: 'check_in' | 'check_out') => void;
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
                const canCheckIn = stay.status === 'confirmed' && !stay.checkedInAt && column === 'arrivals';
                const canCheckOut =
                  stay.status === 'confirmed' && Boolean(stay.checkedInAt) && column !== 'arrivals';
                return (
                  <tr key={stay.id}>
                    <th scope="row">
                      {stay.roomNumber}
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
                      {canCheckIn && (
                        <button
                          type="button"
                          className="staff-button"
                          disabled={busy !== null}
                          onClick={() => onMark(stay, 'check_in')}
                          aria-label={`Check in room ${stay.roomNumber}, ${stay.guestName}`}
                        >
                          Check in
                        </button>
                      )}
                      {canCheckOut && (
                        <button
                          type="button"
                          className="staff-button"
                          disabled={busy !== null}
                          onClick={() => onMark(stay, 'check_out')}
                          aria-label={`Check out room ${stay.roomNumber}, ${stay.guestName}`}
                        >
                          Check out
                        </button>
                      )}
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
function Today() {
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
  const { busy, said, run } = useStaffAction(() => load(date));

  const mark = (stay: DeskStay, arrival: 'check_in' | 'check_out') =>
    run(stay.id, `/staff/bookings/${stay.id}/arrival`, { arrival });

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
      {error && <p className="staff-message error">{error}</p>}
      {day === null ? (
        <p className="staff-note">Loading…</p>
      ) : (
        <>
          <p className="staff-note">{formatHotelDate(day.date as IsoDate)}</p>
          {DESK_COLUMNS.map((column) => (
            <StayRows key={column} stays={day[column]} column={column} busy={busy} onMark={mark} />
          ))}
        </>
      )}
    </>
  );
}

/** The Today screen of the front desk. */
export default function TodayScreen() {
  return <StaffGate>{() => <Today />}</StaffGate>;
}
