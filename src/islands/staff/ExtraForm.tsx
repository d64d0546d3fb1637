import type { StaffExtra } from '~/contracts/stay-extras';
import { BASIS_WORDS, EXTRA_BASES, EXTRA_SUPPLIES, EXTRA_SUPPLY_NAMES } from '~/lib/extras';
import CatalogueForm, { type CatalogueField } from './CatalogueForm';
import { type FormValues, numberOrNull, textOf } from './catalogue-values';
import type { Said } from './use-staff-action';

// An extra's form, fetched when an admin opens one (decision 122).

const FIELDS: readonly CatalogueField[] = [
  { name: 'name', label: 'Name', required: true },
  {
    name: 'basis',
    label: 'Priced',
    kind: 'select',
    options: EXTRA_BASES.map((b) => ({ value: b, label: BASIS_WORDS[b] })),
  },
  { name: 'price', label: 'Price before GST (₹)', kind: 'number', step: '0.01', min: 1, required: true },
  {
    name: 'supply',
    label: 'Supply (sets its GST)',
    kind: 'select',
    options: EXTRA_SUPPLIES.map((s) => ({ value: s, label: EXTRA_SUPPLY_NAMES[s] })),
  },
  { name: 'maxQuantity', label: 'At most a booking', kind: 'number', min: 1, required: true },
  { name: 'position', label: 'Order (lower first)', kind: 'number', min: 0 },
  { name: 'description', label: 'Description', kind: 'textarea', required: true, wide: true },
];

const valuesOf = (e: StaffExtra | null): FormValues => ({
  name: e?.name ?? '',
  basis: e?.basis ?? 'stay',
  price: e ? String(e.price) : '',
  supply: e?.supply ?? 'transport',
  maxQuantity: e ? String(e.maxQuantity) : '1',
  position: e ? String(e.position) : '0',
  description: e?.description ?? '',
});

/** The extra's fields as the catalogue's API takes them (it validates them). */
const bodyOf = (v: FormValues) => ({
  name: textOf(v.name),
  basis: v.basis,
  price: numberOrNull(v.price),
  supply: v.supply,
  maxQuantity: numberOrNull(v.maxQuantity),
  position: numberOrNull(v.position) ?? 0,
  description: textOf(v.description),
});

export type ExtraFormBody = ReturnType<typeof bodyOf>;

/** The form of an extra (`extra`), or of a new one (`extra` null). */
export default function ExtraForm({
  extra,
  busy,
  said,
  onSave,
  onCancel,
}: {
  extra: StaffExtra | null;
  busy: boolean;
  said: Said;
  onSave: (body: ExtraFormBody) => void;
  onCancel: () => void;
}) {
  return (
    <CatalogueForm
      title={extra ? `Edit ${extra.name}` : 'Add an extra'}
      level={extra ? 3 : 2}
      fields={FIELDS}
      initial={valuesOf(extra)}
      submit={extra ? `Save ${extra.name}` : 'Add the extra'}
      busy={busy}
      said={said}
      onSubmit={(values) => onSave(bodyOf(values))}
      onCancel={onCancel}
    />
  );
}
