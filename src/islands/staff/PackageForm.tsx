import type { StaffPackage } from '~/contracts/staff-catalogue';
import { WEEKDAYS } from '~/lib/packages';
import { MEAL_PLAN_CODES, MEAL_PLANS } from '~/lib/party';
import { ROOM_TYPES, roomTypeLabel } from '~/lib/rooms';
import CatalogueForm, { type CatalogueField } from './CatalogueForm';
import { type FormValues, numberOrNull, textOf } from './catalogue-values';
import type { Said } from './use-staff-action';

// A package's price and rules, fetched when an admin opens one (decision 150). Its words stay the site's content.

const FIELDS: readonly CatalogueField[] = [
  {
    name: 'price',
    label: 'Price a room a night for its party, before GST (₹)',
    kind: 'number',
    min: 1,
    required: true,
    hint: "Everything it includes. Guests see it beside the room's own price for the same nights.",
  },
  { name: 'guests', label: 'Party (guests)', kind: 'number', min: 1, required: true },
  {
    name: 'roomTypes',
    label: 'Room types',
    kind: 'checks',
    options: ROOM_TYPES.map((t) => ({ value: t, label: roomTypeLabel(t) })),
  },
  { name: 'minNights', label: 'Shortest stay (nights)', kind: 'number', min: 1, required: true },
  { name: 'maxNights', label: 'Longest stay (nights, empty for any)', kind: 'number', min: 1 },
  {
    name: 'arrivalDays',
    label: 'Arrival days (none ticked: any day)',
    kind: 'checks',
    options: WEEKDAYS.map((d) => ({ value: d, label: d })),
  },
  {
    name: 'mealPlan',
    label: 'Meals its price includes',
    kind: 'select',
    options: MEAL_PLAN_CODES.map((m) => ({ value: m, label: `${MEAL_PLANS[m].name} (${m})` })),
    hint: 'With meals included, a guest cannot add a meal plan to it.',
  },
  { name: 'staysFrom', label: 'First night it covers', kind: 'date' },
  { name: 'staysUntil', label: 'Last night it covers', kind: 'date' },
  { name: 'validUntil', label: 'On sale until', kind: 'date', required: true },
  { name: 'checkOutTime', label: 'Check-out time (HH:MM, empty for the hotel’s)' },
];

const valuesOf = (p: StaffPackage): FormValues => ({
  price: String(p.price),
  guests: String(p.guests),
  roomTypes: [...p.roomTypes],
  minNights: String(p.minNights),
  maxNights: p.maxNights === null ? '' : String(p.maxNights),
  arrivalDays: [...p.arrivalDays],
  mealPlan: p.mealPlan,
  staysFrom: p.staysFrom ?? '',
  staysUntil: p.staysUntil ?? '',
  validUntil: p.validUntil,
  checkOutTime: p.checkOutTime ?? '',
});

const listValue = (value: FormValues[string] | undefined) => (Array.isArray(value) ? value : []);
const dateOrNull = (value: FormValues[string] | undefined) => textOf(value) || null;

/** The package's price and rules as the console's API takes them (it validates them). */
const bodyOf = (v: FormValues) => ({
  price: numberOrNull(v.price),
  guests: numberOrNull(v.guests),
  roomTypes: listValue(v.roomTypes),
  minNights: numberOrNull(v.minNights),
  maxNights: numberOrNull(v.maxNights),
  arrivalDays: listValue(v.arrivalDays),
  mealPlan: v.mealPlan,
  staysFrom: dateOrNull(v.staysFrom),
  staysUntil: dateOrNull(v.staysUntil),
  validUntil: textOf(v.validUntil),
  checkOutTime: dateOrNull(v.checkOutTime),
});

export type PackageFormBody = ReturnType<typeof bodyOf>;

/** The form of a package's price and rules. */
export default function PackageForm({
  pkg,
  busy,
  said,
  onSave,
  onCancel,
}: {
  pkg: StaffPackage;
  busy: boolean;
  said: Said;
  onSave: (body: PackageFormBody) => void;
  onCancel: () => void;
}) {
  return (
    <CatalogueForm
      title={`Edit the ${pkg.title} package`}
      fields={FIELDS}
      initial={valuesOf(pkg)}
      submit={`Save the ${pkg.title} package`}
      busy={busy}
      said={said}
      onSubmit={(values) => onSave(bodyOf(values))}
      onCancel={onCancel}
    />
  );
}
