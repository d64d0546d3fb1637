import { lazy, Suspense, useState } from 'react';
import type { RoomList } from '~/contracts/rooms';
import type { RoomFloor } from '~/contracts/staff-catalogue';
import { formatInr } from '~/lib/money';
import { roomTypeLabel } from '~/lib/rooms';
import { AuditHistory } from './AuditHistory';
import type { RoomTypeChanges } from './RoomTypeForm';
import { StaffGate } from './StaffGate';
import { FormOpening, LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

// A room type's forms are fetched when an admin opens one (decision 122).
const RoomTypeForm = lazy(() => import('./RoomTypeForm'));

/** Every room type with its price, guests and numbered rooms; admins edit one in place or add one. */
function RoomTypes({ admin }: { admin: boolean }) {
  const rooms = useStaffLoad<RoomList>('/rooms/getrooms');
  const floor = useStaffLoad<RoomFloor>('/staff/rooms');
  const [editing, setEditing] = useState<string | null>(null);
  const { busy, said, run } = useStaffAction(() => {
    rooms.reload();
    floor.reload();
  });
  if (!rooms.data || !floor.data) return <LoadState error={rooms.error ?? floor.error} />;
  const numbersOfRoom = (id: string) =>
    floor.data?.units
      .filter((u) => u.roomId === id)
      .map((u) => u.roomNumber + (u.inService ? '' : ' (out)')) ?? [];
  const save = async (id: string, name: string, body: RoomTypeChanges) => {
    if (await run(id, `/rooms/${id}`, body, 'PUT', `${body.name ?? name} saved.`)) setEditing(null);
  };
  const add = async (body: RoomTypeChanges) => {
    if (await run('new', '/createroom/rooms', body, 'POST', `${body.name} added.`)) setEditing(null);
  };
  return (
    <>
      <ActionMessage said={said} />
      {admin ? (
        editing === 'new' ? (
          <section className="staff-panel" aria-label="New room type">
            <Suspense fallback={<FormOpening />}>
              <RoomTypeForm
                room={null}
                busy={busy !== null}
                said={said?.key === 'new' ? said : null}
                onSave={add}
                onCancel={() => setEditing(null)}
              />
            </Suspense>
          </section>
        ) : (
          <p>
            <button type="button" className="staff-button" onClick={() => setEditing('new')}>
              Add a room type
            </button>
          </p>
        )
      ) : (
        <p className="staff-note">Admins change the room types; you may read them.</p>
      )}
      <section className="staff-section" aria-labelledby="room-types">
        <h2 id="room-types">Every room type, cheapest first</h2>
        <StaffTable columns={['Room type', 'Price a night', 'Guests', 'Rooms', 'Changes']}>
          {rooms.data.rooms.map((room) => [
            <tr key={room.id}>
              <th scope="row">
                {room.name}
                <br />
                <span className="staff-note">{roomTypeLabel(room.roomType)}</span>
              </th>
              <td>
                {formatInr(room.basePricePaise)} + GST
                {room.weekendPricePaise !== null && (
                  <>
                    <br />
                    <span className="staff-note">Fri, Sat {formatInr(room.weekendPricePaise)}</span>
                  </>
                )}
                {room.mealPlans.length > 0 && (
                  <>
                    <br />
                    <span className="staff-note">
                      Room only, {room.mealPlans.map((p) => p.plan).join(', ')}
                    </span>
                  </>
                )}
              </td>
              <td>
                {room.maxGuests}
                <br />
                <span className="staff-note">{room.baseOccupancy} in the price</span>
              </td>
              <td>{numbersOfRoom(room.id).join(', ') || '—'}</td>
              <td className="actions">
                {admin && (
                  <button
                    type="button"
                    className="staff-button quiet"
                    aria-expanded={editing === room.id}
                    aria-label={`Edit ${room.name}`}
                    onClick={() => setEditing(editing === room.id ? null : room.id)}
                  >
                    Edit
                  </button>
                )}
                <AuditHistory
                  id={room.id}
                  name={room.name}
                  version={`${room.basePricePaise} ${room.name} ${numbersOfRoom(room.id).length} ${JSON.stringify([room.weekendPricePaise, room.baseOccupancy, room.maxAdults, room.maxChildren, room.extraAdultPaise, room.extraChildPaise, room.mealPlans])}`}
                />
              </td>
            </tr>,
            editing === room.id && (
              <tr key={`${room.id}-edit`} className="staff-editing">
                <td colSpan={5}>
                  <Suspense fallback={<FormOpening />}>
                    <RoomTypeForm
                      room={room}
                      busy={busy !== null}
                      said={said?.key === room.id ? said : null}
                      lastSaid={said}
                      onSave={(body) => save(room.id, room.name, body)}
                      onAct={(key, path, body, method, done) => run(key, path, body, method, done)}
                      onAddRooms={(numbers) =>
                        run(`${room.id}-units`, `/staff/catalogue/rooms/${room.id}/units`, {
                          roomNumbers: numbers,
                        })
                      }
                      onCancel={() => setEditing(null)}
                    />
                  </Suspense>
                </td>
              </tr>
            ),
          ])}
        </StaffTable>
      </section>
    </>
  );
}

/** The catalogue's room types (staff read them; admins change them), audited change by change. */
export default function RoomTypesScreen() {
  return <StaffGate>{(member) => <RoomTypes admin={member.role === 'admin'} />}</StaffGate>;
}
