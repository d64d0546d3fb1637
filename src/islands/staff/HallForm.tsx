import type { Hall } from '~/contracts/halls';
import { toRupees } from '~/lib/money';
import CatalogueForm, { type CatalogueField } from './CatalogueForm';
import { type FormValues, listOf, textOf } from './catalogue-values';
import type { Said } from './use-staff-action';

// A hall's form, fetched when an admin opens one (decision 122): most visits to the screen read the list.

const HALL_FIELDS: readonly CatalogueField[] = [
  { name: 'name', label: 'Name', required: true },
  {
    name: 'price',
    label: 'Price a slot before GST (₹)',
    kind: 'number',
    step: '0.01',
    min: 1,
    required: true,
  },
  { name: 'capacity', label: 'Seats', kind: 'number', min: 1, required: true },
  { name: 'location', label: 'Where it is', required: true },
  { name: 'description', label: 'Description', kind: 'textarea', required: true, wide: true },
  {
    name: 'features',
    label: 'Features',
    kind: 'textarea',
    wide: true,
    hint: 'One a line, or separated by commas.',
  },
];

const EMPTY: FormValues = { name: '', price: '', capacity: '', location: '', description: '', features: '' };

const valuesOf = (hall: Hall): FormValues => ({
  name: hall.name,
  price: String(toRupees(hall.pricePaise)),
  capacity: String(hall.capacity),
  location: hall.location,
  description: hall.description,
  features: hall.features.join('\n'),
});

/** The hall's fields as the hall API takes them (it validates them). */
const bodyOf = (v: FormValues) => ({
  name: textOf(v.name),
  price: Number(v.price),
  capacity: Number(v.capacity),
  location: textOf(v.location),
  description: textOf(v.description),
  features: listOf(v.features),
});

/** A hall as the form sends it. */
export type HallBody = ReturnType<typeof bodyOf>;

/** The form of a hall (`hall`), or of a new one (`hall` null), handing the screen the body the hall API takes. */
export default function HallForm({
  hall,
  busy,
  said,
  onSave,
  onCancel,
}: {
  hall: Hall | null;
  busy: boolean;
  said: Said;
  onSave: (body: HallBody) => void;
  onCancel: () => void;
}) {
  return (
    <CatalogueForm
      title={hall ? `Edit ${hall.name}` : 'Add a hall'}
      level={hall ? 3 : 2}
      fields={HALL_FIELDS}
      initial={hall ? valuesOf(hall) : EMPTY}
      submit={hall ? `Save ${hall.name}` : 'Add the hall'}
      busy={busy}
      said={said}
      onSubmit={(values) => onSave(bodyOf(values))}
      onCancel={onCancel}
    />
  );
}
