import { useState } from 'react';
import type { Room } from '~/contracts/rooms';
import { ROOM_TYPES, roomTypeLabel } from '~/lib/rooms';
import CatalogueForm, { type CatalogueField } from './CatalogueForm';
import { type FormValues, listOf, numberOrNull, textOf } from './catalogue-values';
import { MealPlansForm, SeasonsSection } from './RoomPlanForms';
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
  {
    name: 'weekendPrice',
    label: 'Friday and Saturday price (₹, optional)',
    kind: 'number',
    step: '0.01',
    min: 1,
    hint: 'Outside a season; left empty, the price above.',
  },
  { name: 'maxGuests', label: 'Guests at most', kind: 'number', min: 1, required: true },
  {
    name: 'baseOccupancy',
    label: 'Guests in the price',
    kind: 'number',
    min: 1,
    hint: 'Each guest above pays the extra price a night.',
  },
  { name: 'maxAdults', label: 'Adults at most', kind: 'number', min: 1 },
  {
    name: 'maxChildren',
    label: 'Children at most',
    kind: 'number',
    min: 0,
    hint: 'Free children too; one place is always an adult’s.',
  },
  { name: 'extraAdultPrice', label: 'Extra adult a night (₹)', kind: 'number', step: '0.01', min: 0 },
  { name: 'extraChildPrice', label: 'Extra child a night (₹)', kind: 'number', step: '0.01', min: 0 },
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
  // The listing's own weeknight price, which the form edits; `price` is tonight's by the rate calendar.
  price: String(room.basePrice),
  maxGuests: String(room.maxGuests),
  weekendPrice: room.weekendPrice === null ? '' : String(room.weekendPrice),
  baseOccupancy: String(room.baseOccupancy),
  maxAdults: String(room.maxAdults),
  maxChildren: String(room.maxChildren),
  extraAdultPrice: String(room.extraAdultPrice),
  extraChildPrice: String(room.extraChildPrice),
  tag: room.tag ?? '',
  description: room.description,
  amenities: room.amenities.join('\n'),
});

const OCCUPANCY = [
  'baseOccupancy',
  'maxAdults',
  'maxChildren',
  'extraAdultPrice',
  'extraChildPrice',
] as const;

/** The listing's fields as the room API takes them (it validates them; nothing is checked twice here). */
const bodyOf = (v: FormValues) => {
  const occupancy: Partial<Record<(typeof OCCUPANCY)[number], number>> = {};
  for (const field of OCCUPANCY) {
    const value = numberOrNull(v[field]);
    if (value !== null) occupancy[field] = value;
  }
  return {
    name: textOf(v.name),
    roomType: v.roomType,
    price: Number(v.price),
    weekendPrice: numberOrNull(v.weekendPrice),
    maxGuests: Number(v.maxGuests),
    ...occupancy,
    tag: textOf(v.tag) || null,
    description: textOf(v.description),
    amenities: listOf(v.amenities),
  };
};

/**
 * An edit's body: only the fields the admin changed (decision 137), so a change made meanwhile to another field is
 * kept, and an occupancy part left alone keeps following the listing's size where it was the default.
 */
const changesOf = (v: FormValues, was: FormValues): Partial<RoomTypeBody> => {
  const body = bodyOf(v) as Record<string, unknown>;
  const before = bodyOf(was) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(body).filter(([k, value]) => JSON.stringify(value) !== JSON.stringify(before[k])),
  );
};

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
/** What a form hands the screen: a new listing's whole body, or an edit's changes. */
export type RoomTypeChanges = Partial<RoomTypeBody>;

/**
 * The form of a room type (`room`), with its room numbers to add, or of a new one (`room` null); each hands the
 * screen the body the room API takes.
 */
export default function RoomTypeForm({
  room,
  busy,
  said,
  lastSaid,
  onSave,
  onAddRooms,
  onAct,
  onCancel,
}: {
  room: Room | null;
  busy: boolean;
  said: Said;
  /** The screen's last answer, whichever action it was (the plan and season forms read theirs by key). */
  lastSaid?: Said;
  onSave: (body: RoomTypeChanges) => void;
  /** Room numbers to add to the type (an existing one's form only). */
  onAddRooms?: (numbers: string[]) => void;
  /** Runs one of the listing's other actions (meal plans, seasons): true when it was done. */
  onAct?: (
    key: string,
    path: string,
    body: unknown,
    method: 'POST' | 'PUT' | 'DELETE',
    done: string,
  ) => Promise<boolean>;
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
          weekendPrice: '',
          baseOccupancy: '',
          maxAdults: '',
          maxChildren: '',
          extraAdultPrice: '',
          extraChildPrice: '',
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
        onSubmit={(values) => onSave(changesOf(values, valuesOf(room)))}
        onCancel={onCancel}
      />
      {onAddRooms && <AddRooms room={room} busy={busy} onAdd={onAddRooms} />}
      {onAct && (
        <>
          <MealPlansForm room={room} busy={busy} said={lastSaid ?? null} onAct={onAct} />
          <SeasonsSection room={room} busy={busy} said={lastSaid ?? null} onAct={onAct} />
        </>
      )}
    </>
  );
}
