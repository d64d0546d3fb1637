import { type FormEvent, useState } from 'react';
import type { HousekeepingBoard, HousekeepingUnit } from '~/contracts/staff-rooms';
import { addDays, formatHotelDate, type IsoDate } from '~/lib/dates';
import { type HousekeepingStatus, housekeepingRefusal, ROOM_CONDITION_WORDS } from '~/lib/housekeeping';
import { StaffGate } from './StaffGate';
import { StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

const OCCUPANCY_WORDS: Record<HousekeepingUnit['occupancy'], string> = {
  vacant: 'Vacant',
  occupied: 'Occupied',
  arriving: 'Arrival today',
  departing: 'Departure today',
  turnover: 'Departure and arrival today',
};

/** Each mark's button, in the order a room goes through them. */
const MARKS: readonly { to: HousekeepingStatus; words: string }[] = [
  { to: 'clean', words: 'Clean' },
  { to: 'inspected', words: 'Inspected' },
  { to: 'dirty', words: 'Dirty' },
];

/** Out of order from today: the first date back in service and why. */
function OutOfOrderForm({
  unit,
  today,
  busy,
  onSend,
}: {
  unit: HousekeepingUnit;
  today: IsoDate;
  busy: boolean;
  onSend: (body: { until: string; reason: string }) => void;
}) {
  const [until, setUntil] = useState(addDays(today, 1));
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSend({ until, reason });
  };
  return (
    <form className="staff-toolbar" onSubmit={submit} aria-label={`Room ${unit.roomNumber} out of order`}>
      <label>
        Back in service on
        <input
          type="date"
          value={until}
          min={addDays(today, 1)}
          onChange={(e) => setUntil(e.target.value as IsoDate)}
          required
        />
      </label>
      <label>
        Why
        <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} required />
      </label>
      <button type="submit" className="staff-button" disabled={busy}>
        Out of order
      </button>
    </form>
  );
}

/** Every room's condition today, and the marks housekeeping makes on it. */
function Housekeeping() {
  const { data: board, error, reload } = useStaffLoad<HousekeepingBoard>('/staff/housekeeping');
  const { busy, said, run } = useStaffAction(reload);
  const [outOfOrder, setOutOfOrder] = useState<string | null>(null);
  const [only, setOnly] = useState<'all' | 'dirty'>('all');
  if (!board)
    return error ? <p className="staff-message error">{error}</p> : <p className="staff-note">Loading…</p>;
  const today = board.today as IsoDate;
  const units = board.units.filter((u) => only === 'all' || u.condition === 'dirty');
  const counts = (['dirty', 'clean', 'inspected', 'out_of_order'] as const)
    .map(
      (c) =>
        `${board.units.filter((u) => u.condition === c).length} ${ROOM_CONDITION_WORDS[c].toLowerCase()}`,
    )
    .join(' · ');
  return (
    <>
      <p className="staff-note">
        {formatHotelDate(today)}: {counts}
      </p>
      <div className="staff-toolbar">
        {(['all', 'dirty'] as const).map((which) => (
          <button
            key={which}
            type="button"
            className="staff-button quiet"
            aria-pressed={only === which}
            onClick={() => setOnly(which)}
          >
            {which === 'all' ? 'Every room' : 'Dirty rooms only'}
          </button>
        ))}
      </div>
      <ActionMessage said={said} />
      <StaffTable columns={['Room', 'Condition', 'Today', 'Mark as']}>
        {units.map((unit) => (
          <tr key={unit.id}>
            <th scope="row">
              {unit.roomNumber} <span className="staff-note">{unit.listing}</span>
            </th>
            <td>
              <span className={`staff-pill hk-${unit.condition}`}>
                {ROOM_CONDITION_WORDS[unit.condition]}
              </span>
              {unit.closure && (
                <span className="staff-note">
                  {' '}
                  {unit.closure.reason}, until {formatHotelDate(unit.closure.endsOn as IsoDate)}
                </span>
              )}
              {unit.changedAt && <span className="staff-note"> · since {unit.changedAt}</span>}
            </td>
            <td>{OCCUPANCY_WORDS[unit.occupancy]}</td>
            <td className="actions">
              {MARKS.filter(({ to }) => !housekeepingRefusal(unit.roomNumber, unit.housekeeping, to)).map(
                ({ to, words }) => (
                  <button
                    key={to}
                    type="button"
                    className={`staff-button${to === 'dirty' ? ' quiet' : ''}`}
                    disabled={busy !== null}
                    aria-label={`Room ${unit.roomNumber}: ${words.toLowerCase()}`}
                    onClick={() => run(unit.id, `/staff/housekeeping/${unit.id}`, { status: to })}
                  >
                    {words}
                  </button>
                ),
              )}
              {unit.closure ? (
                <button
                  type="button"
                  className="staff-button quiet"
                  disabled={busy !== null}
                  onClick={() => run(unit.id, `/staff/housekeeping/${unit.id}/back-in-service`, {})}
                >
                  Back in service
                </button>
              ) : (
                <button
                  type="button"
                  className="staff-button quiet"
                  aria-expanded={outOfOrder === unit.id}
                  aria-label={`Room ${unit.roomNumber}: out of order…`}
                  onClick={() => setOutOfOrder(outOfOrder === unit.id ? null : unit.id)}
                >
                  Out of order…
                </button>
              )}
              {outOfOrder === unit.id && (
                <OutOfOrderForm
                  unit={unit}
                  today={today}
                  busy={busy !== null}
                  onSend={async (body) => {
                    if (await run(unit.id, `/staff/housekeeping/${unit.id}/out-of-order`, body))
                      setOutOfOrder(null);
                  }}
                />
              )}
            </td>
          </tr>
        ))}
      </StaffTable>
    </>
  );
}

/** The housekeeping screen: housekeepers, staff and admins (decision 144). */
export default function HousekeepingScreen() {
  return <StaffGate housekeeping>{() => <Housekeeping />}</StaffGate>;
}
