import { type FormEvent, useId, useState } from 'react';
import type { RoomFloor } from '~/contracts/staff-catalogue';
import { addDays, formatHotelDate, type IsoDate } from '~/lib/dates';
import { StaffGate } from './StaffGate';
import { StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

const nights = (from: string, to: string) =>
  `${formatHotelDate(from as IsoDate)} to ${formatHotelDate(to as IsoDate)}`;

/** Take a room out of service: which room, its first closed night, the night it is back, and why. */
function CloseForm({
  floor,
  busy,
  onClose,
}: {
  floor: RoomFloor;
  busy: boolean;
  onClose: (body: { roomUnitId: string; startsOn: string; endsOn: string; reason: string }) => void;
}) {
  const id = useId();
  const [roomUnitId, setRoomUnitId] = useState(floor.units[0]?.id ?? '');
  const [startsOn, setStartsOn] = useState(floor.today);
  const [endsOn, setEndsOn] = useState(addDays(floor.today as IsoDate, 1));
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onClose({ roomUnitId, startsOn, endsOn, reason });
  }
  return (
    <form className="staff-panel staff-form" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Take a room out of service</h2>
      <label>
        Room
        <select value={roomUnitId} onChange={(e) => setRoomUnitId(e.target.value)} required>
          {floor.units.map((u) => (
            <option key={u.id} value={u.id}>
              {u.roomNumber} · {u.roomName}
            </option>
          ))}
        </select>
      </label>
      <label>
        First night out
        <input
          type="date"
          value={startsOn}
          min={floor.today}
          onChange={(e) => setStartsOn(e.target.value)}
          required
        />
      </label>
      <label>
        Back in service on
        <input
          type="date"
          value={endsOn}
          min={startsOn}
          onChange={(e) => setEndsOn(e.target.value)}
          required
        />
      </label>
      <label>
        Reason (staff only)
        <input value={reason} maxLength={200} onChange={(e) => setReason(e.target.value)} required />
      </label>
      <button type="submit" className="staff-button" disabled={busy}>
        Close the room
      </button>
    </form>
  );
}

/** Every unit with its closures; a closure reopened early; a new closure (refused while a stay holds a night). */
function Rooms() {
  const { data: floor, error, reload } = useStaffLoad<RoomFloor>('/staff/rooms');
  const { busy, said, run } = useStaffAction(reload);
  const closed = floor?.units.filter((u) => u.closures.length > 0) ?? [];

  return (
    <>
      <ActionMessage said={said} />
      {error && <p className="staff-message error">{error}</p>}
      {!floor ? (
        <p className="staff-note">Loading…</p>
      ) : (
        <>
          <CloseForm
            floor={floor}
            busy={busy !== null}
            onClose={(body) => run('close', '/staff/rooms/closures', body)}
          />
          <section className="staff-section" aria-labelledby="closures-heading">
            <h2 id="closures-heading">Out of service</h2>
            {closed.length === 0 ? (
              <p className="staff-note">Every room is in service from today.</p>
            ) : (
              <StaffTable columns={['Room', 'Nights', 'Reason', 'Closed by', 'Action']}>
                {closed.flatMap((unit) =>
                  unit.closures.map((c) => (
                    <tr key={c.id}>
                      <th scope="row">
                        {unit.roomNumber} <span className="staff-note">{unit.roomName}</span>
                      </th>
                      <td>{nights(c.startsOn, c.endsOn)}</td>
                      <td>{c.reason}</td>
                      <td>{c.closedBy ?? 'Command line'}</td>
                      <td className="actions">
                        <button
                          type="button"
                          className="staff-button quiet"
                          disabled={busy !== null}
                          onClick={() => run(c.id, `/staff/rooms/closures/${c.id}`, undefined, 'DELETE')}
                          aria-label={`Reopen room ${unit.roomNumber} (${nights(c.startsOn, c.endsOn)})`}
                        >
                          Reopen
                        </button>
                      </td>
                    </tr>
                  )),
                )}
              </StaffTable>
            )}
          </section>
          <details className="staff-panel">
            <summary>All rooms ({floor.units.length})</summary>
            <p>
              {floor.units
                .map((u) => `${u.roomNumber} ${u.roomName}${u.inService ? '' : ' (withdrawn)'}`)
                .join(' · ')}
            </p>
          </details>
        </>
      )}
    </>
  );
}

/** The rooms screen: units out of service for some nights (decision 106). */
export default function RoomsScreen() {
  return <StaffGate>{() => <Rooms />}</StaffGate>;
}
