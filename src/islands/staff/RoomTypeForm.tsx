import { useState } from 'react';
import type { Room } from '~/contracts/rooms';
import { ROOM_TYPES, roomTypeLabel } from '~/lib/rooms';
import CatalogueForm, { type CatalogueField } from './CatalogueForm';
import { type FormValues, listOf, textOf } from './catalogue-values';
import type { Said } from './use-staff-action';

// A room type's forms, fetched when an admin opens one (decision 122): most visits to the screen read the list.

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

/** A room type as the forms send it: the listing's fields, and a new type's room numbers. */
export type RoomTypeBody = ReturnType<typeof bodyOf> & { roomNumbers?: string[] };

/**
 * The form of a room type (`room`), with its room numbers to add, or of a new one (`room` null); each hands the
 * screen the body the room API takes.
 */
export default function RoomTypeForm({
  room,
  busy,
  said,
  onSave,
  onAddRooms,
  onCancel,
}: {
  room: Room | null;
  busy: boolean;
  said: Said;
  onSave: (body: RoomTypeBody) => void;
  /** Room numbers to add to the type (an existing one's form only). */
  onAddRooms?: (numbers: string[]) => void;
  onCancel: () => void;
}) {
  if (!room)
    return (
      <CatalogueForm
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
        busy={busy}
        said={said}
        onSubmit={(values) => onSave({ ...bodyOf(values), roomNumbers: numbersOf(values.roomNumbers) })}
        onCancel={onCancel}
      />
    );
  return (
    <>
      <CatalogueForm
        title={`Edit ${room.name}`}
        fields={ROOM_FIELDS}
        initial={valuesOf(room)}
        submit={`Save ${room.name}`}
        busy={busy}
        said={said}
        onSubmit={(values) => onSave(bodyOf(values))}
        onCancel={onCancel}
      />
      {onAddRooms && <AddRooms room={room} busy={busy} onAdd={onAddRooms} />}
    </>
  );
}
