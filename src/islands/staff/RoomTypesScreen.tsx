import { useState } from 'react';
import type { Room, RoomList } from '~/contracts/rooms';
import type { RoomFloor } from '~/contracts/staff-catalogue';
import { formatInr } from '~/lib/money';
import { ROOM_TYPES, roomTypeLabel } from '~/lib/rooms';
import { AuditHistory } from './AuditHistory';
import type { CatalogueField } from './CatalogueForm';
import { type FormValues, listOf, textOf } from './catalogue-values';
import { OpenedCatalogueForm } from './OpenedCatalogueForm';
import { StaffGate } from './StaffGate';
import { LoadState, StaffTable } from './StaffTable';
import { ActionMessage, useStaffAction } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

const ROOM_FIELDS: readonly CatalogueField[] = [
  { name: 'name', label: 'Name', required: true },
  {
    name: 'roomType',
    label: 'Room type',
    kind: 'select',
    options: ROOM_TYPES.map((t) => ({ value: t, label: roomTypeLabel(t) })),
  },
  {
    name: 'price',
    label: 'Price a night before GST (₹)',
    kind: 'number',
    step: '0.01',
    min: 1,
    required: true,
  },
  { name: 'maxGuests', label: 'Guests at most', kind: 'number', min: 1, required: true },
  { name: 'tag', label: 'Tag on the card (optional)' },
  { name: 'description', label: 'Description', kind: 'textarea', required: true, wide: true },
  {
    name: 'amenities',
    label: 'Amenities',
    kind: 'textarea',
    wide: true,
    hint: 'One a line, or separated by commas.',
  },
];

const NEW_ROOM_FIELDS: readonly CatalogueField[] = [
  ...ROOM_FIELDS,
  { name: 'roomNumbers', label: 'Room numbers', wide: true, hint: 'The new rooms, such as 905, 906.' },
];

const valuesOf = (room: Room): FormValues => ({
  name: room.name,
  roomType: room.roomType,
  price: String(room.price),
  maxGuests: String(room.maxGuests),
  tag: room.tag ?? '',
  description: room.description,
  amenities: room.amenities.join('\n'),
});

/** The listing's fields as the room API takes them (it validates them; nothing is checked twice here). */
const bodyOf = (v: FormValues) => ({
  name: textOf(v.name),
  roomType: v.roomType,
  price: Number(v.price),
  maxGuests: Number(v.maxGuests),
  tag: textOf(v.tag) || null,
  description: textOf(v.description),
  amenities: listOf(v.amenities),
});

const numbersOf = (value: FormValues[string] | undefined) => listOf(value).map((n) => n.toUpperCase());

/** Room numbers to add to a listing. */
function AddRooms({ room, busy, onAdd }: { room: Room; busy: boolean; onAdd: (numbers: string[]) => void }) {
  const [numbers, setNumbers] = useState('');
  return (
    <form
      className="staff-toolbar"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd(numbersOf(numbers));
      }}
    >
      <label>
        Add rooms to {room.name}
        <input
          value={numbers}
          onChange={(e) => setNumbers(e.target.value)}
          placeholder="905, 906"
          size={16}
        />
      </label>
      <button type="submit" className="staff-button quiet" disabled={busy}>
        Add rooms
      </button>
    </form>
  );
}

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
  const save = async (room: Room, values: FormValues) => {
    if (await run(room.id, `/rooms/${room.id}`, bodyOf(values), 'PUT', `${textOf(values.name)} saved.`))
      setEditing(null);
  };
  const add = async (values: FormValues) => {
    const body = { ...bodyOf(values), roomNumbers: numbersOf(values.roomNumbers) };
    if (await run('new', '/createroom/rooms', body, 'POST', `${body.name} added.`)) setEditing(null);
  };
  return (
    <>
      <ActionMessage said={said} />
      {admin ? (
        editing === 'new' ? (
          <section className="staff-panel" aria-label="New room type">
            <OpenedCatalogueForm
              title="Add a room type"
              level={2}
              fields={NEW_ROOM_FIELDS}
              initial={{
                roomType: 'deluxe',
                maxGuests: '2',
                price: '',
                name: '',
                description: '',
                amenities: '',
                tag: '',
                roomNumbers: '',
              }}
              submit="Add the room type"
              busy={busy !== null}
              said={said?.key === 'new' ? said : null}
              onSubmit={add}
              onCancel={() => setEditing(null)}
            />
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
              <td>{formatInr(room.pricePaise)} + GST</td>
              <td>{room.maxGuests}</td>
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
                  version={`${room.pricePaise} ${room.name} ${numbersOfRoom(room.id).length}`}
                />
              </td>
            </tr>,
            editing === room.id && (
              <tr key={`${room.id}-edit`} className="staff-editing">
                <td colSpan={5}>
                  <OpenedCatalogueForm
                    title={`Edit ${room.name}`}
                    fields={ROOM_FIELDS}
                    initial={valuesOf(room)}
                    submit={`Save ${room.name}`}
                    busy={busy !== null}
                    said={said?.key === room.id ? said : null}
                    onSubmit={(values) => save(room, values)}
                    onCancel={() => setEditing(null)}
                  />
                  <AddRooms
                    room={room}
                    busy={busy !== null}
                    onAdd={(numbers) =>
                      run(`${room.id}-units`, `/staff/catalogue/rooms/${room.id}/units`, {
                        roomNumbers: numbers,
                      })
                    }
                  />
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
