import { type FormEvent, useId, useState } from 'react';
import type { Room, Season, SeasonList } from '~/contracts/rooms';
import { formatInr } from '~/lib/money';
import { MEAL_PLANS, SOLD_MEAL_PLANS, type SoldMealPlan } from '~/lib/party';
import CatalogueForm, { type CatalogueField } from './CatalogueForm';
import { type FormValues, numberOrNull, textOf } from './catalogue-values';
import { LoadState } from './StaffTable';
import type { Said } from './use-staff-action';
import { useStaffLoad } from './use-staff-load';

// A listing's meal plans and seasons in its form (decision 137), fetched with the form when an admin opens it.

/** Runs one action of the screen: true when it was done. */
type Act = (
  key: string,
  path: string,
  body: unknown,
  method: 'POST' | 'PUT' | 'DELETE',
  done: string,
) => Promise<boolean>;

type PlanValues = Record<SoldMealPlan, { sold: boolean; adult: string; child: string }>;

const planValuesOf = (room: Room): PlanValues =>
  Object.fromEntries(
    SOLD_MEAL_PLANS.map((plan) => {
      const sold = room.mealPlans.find((p) => p.plan === plan);
      return [
        plan,
        {
          sold: Boolean(sold),
          adult: sold ? String(sold.adultPrice) : '',
          child: sold ? String(sold.childPrice) : '',
        },
      ];
    }),
  ) as PlanValues;

/** The meal plans a listing sells beyond room only, each with its supplements a night. */
export function MealPlansForm({
  room,
  busy,
  said,
  onAct,
}: {
  room: Room;
  busy: boolean;
  said: Said;
  onAct: Act;
}) {
  const id = useId();
  const [values, setValues] = useState<PlanValues>(() => planValuesOf(room));
  const set = (plan: SoldMealPlan, part: Partial<PlanValues[SoldMealPlan]>) =>
    setValues({ ...values, [plan]: { ...values[plan], ...part } });
  const key = `${room.id}-meals`;
  const refused = said?.key === key && said.kind === 'error' ? said.text : null;
  function send(event: FormEvent) {
    event.preventDefault();
    const plans = SOLD_MEAL_PLANS.filter((plan) => values[plan].sold).map((plan) => ({
      plan,
      adultPrice: numberOrNull(values[plan].adult) ?? 0,
      childPrice: numberOrNull(values[plan].child) ?? 0,
    }));
    void onAct(key, `/staff/catalogue/rooms/${room.id}/meal-plans`, { plans }, 'PUT', 'Meal plans saved.');
  }
  return (
    <form className="staff-form staff-plans" onSubmit={send} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>Meal plans of {room.name}</h3>
      <p className="staff-note wide">
        Room only is always sold. Each plan adds its price a night for each adult and each child at the child
        rate; free children eat free.
      </p>
      {SOLD_MEAL_PLANS.map((plan) => (
        <fieldset key={plan} className="staff-plan">
          <legend>
            <label>
              <input
                type="checkbox"
                checked={values[plan].sold}
                onChange={(e) => set(plan, { sold: e.target.checked })}
              />{' '}
              Sell {plan} ({MEAL_PLANS[plan].name.toLowerCase()})
            </label>
          </legend>
          <div className="staff-field">
            <label htmlFor={`${id}-${plan}-adult`}>{plan} adult a night (₹)</label>
            <input
              id={`${id}-${plan}-adult`}
              type="number"
              min={1}
              step="0.01"
              value={values[plan].adult}
              disabled={!values[plan].sold}
              onChange={(e) => set(plan, { adult: e.target.value })}
            />
          </div>
          <div className="staff-field">
            <label htmlFor={`${id}-${plan}-child`}>{plan} child a night (₹)</label>
            <input
              id={`${id}-${plan}-child`}
              type="number"
              min={0}
              step="0.01"
              value={values[plan].child}
              disabled={!values[plan].sold}
              onChange={(e) => set(plan, { child: e.target.value })}
            />
          </div>
        </fieldset>
      ))}
      {refused && <p className="staff-field-error wide">{refused}</p>}
      <div className="staff-form-actions">
        <button type="submit" className="staff-button" disabled={busy}>
          Save the meal plans
        </button>
      </div>
    </form>
  );
}

const SEASON_FIELDS: readonly CatalogueField[] = [
  { name: 'name', label: 'Season', required: true },
  { name: 'startsOn', label: 'First night', kind: 'date', required: true },
  { name: 'endsOn', label: 'Until (the first night after it)', kind: 'date', required: true },
  { name: 'weekdayPrice', label: 'Weekday price (₹)', kind: 'number', step: '0.01', min: 1, required: true },
  {
    name: 'weekendPrice',
    label: 'Friday and Saturday (₹, optional)',
    kind: 'number',
    step: '0.01',
    min: 1,
  },
];

const seasonValues = (s: Season | null): FormValues => ({
  name: s?.name ?? '',
  startsOn: s?.startsOn ?? '',
  endsOn: s?.endsOn ?? '',
  weekdayPrice: s ? String(s.weekdayPrice) : '',
  weekendPrice: s?.weekendPrice ? String(s.weekendPrice) : '',
});

const seasonBody = (v: FormValues) => ({
  name: textOf(v.name),
  startsOn: textOf(v.startsOn),
  endsOn: textOf(v.endsOn),
  weekdayPrice: numberOrNull(v.weekdayPrice),
  weekendPrice: numberOrNull(v.weekendPrice),
});

const seasonPrices = (s: Season) =>
  s.weekendPricePaise === null
    ? `${formatInr(s.weekdayPricePaise)} a night`
    : `${formatInr(s.weekdayPricePaise)} weekdays, ${formatInr(s.weekendPricePaise)} Fri, Sat`;

/** A listing's seasons: each with its nights and prices; an admin adds, changes or removes one. */
export function SeasonsSection({
  room,
  busy,
  said,
  onAct,
}: {
  room: Room;
  busy: boolean;
  said: Said;
  onAct: Act;
}) {
  const id = useId();
  const seasons = useStaffLoad<SeasonList>('/staff/catalogue/seasons');
  const [editing, setEditing] = useState<string | null>(null);
  const act: Act = async (...args) => {
    const done = await onAct(...args);
    if (done) {
      seasons.reload();
      setEditing(null);
    }
    return done;
  };
  if (!seasons.data) return <LoadState error={seasons.error} />;
  const own = seasons.data.seasons.filter((s) => s.roomId === room.id);
  const newKey = `${room.id}-season`;
  const editedSeason = own.find((s) => s.id === editing) ?? null;
  return (
    <section className="staff-plans" aria-labelledby={`${id}-seasons`}>
      <h3 id={`${id}-seasons`}>Seasons of {room.name}</h3>
      <p className="staff-note">
        A season’s nights take its prices instead of the base ones; a night the rate grid set keeps its own. A
        booked night keeps the price it was booked at.
      </p>
      {own.length === 0 ? (
        <p className="staff-note">No seasons: every night is at the base prices.</p>
      ) : (
        <ul className="staff-seasons">
          {own.map((s) => (
            <li key={s.id}>
              <strong>{s.name}</strong>: {s.nights}, {seasonPrices(s)}{' '}
              <button
                type="button"
                className="staff-button quiet"
                aria-label={`Edit ${s.name}`}
                aria-expanded={editing === s.id}
                onClick={() => setEditing(editing === s.id ? null : s.id)}
              >
                Edit
              </button>{' '}
              <button
                type="button"
                className="staff-button quiet"
                aria-label={`Remove ${s.name}`}
                disabled={busy}
                onClick={() =>
                  act(s.id, `/staff/catalogue/seasons/${s.id}`, undefined, 'DELETE', `${s.name} removed.`)
                }
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing === 'new' || editedSeason ? (
        <CatalogueForm
          key={editing}
          title={editedSeason ? `Edit ${editedSeason.name}` : `Add a season to ${room.name}`}
          level={3}
          fields={SEASON_FIELDS}
          initial={seasonValues(editedSeason)}
          submit={editedSeason ? `Save ${editedSeason.name}` : 'Add the season'}
          busy={busy}
          said={said?.key === (editedSeason?.id ?? newKey) ? said : null}
          onSubmit={(values) =>
            editedSeason
              ? act(
                  editedSeason.id,
                  `/staff/catalogue/seasons/${editedSeason.id}`,
                  seasonBody(values),
                  'PUT',
                  'Season saved.',
                )
              : act(
                  newKey,
                  `/staff/catalogue/rooms/${room.id}/seasons`,
                  seasonBody(values),
                  'POST',
                  'Season added.',
                )
          }
          onCancel={() => setEditing(null)}
        />
      ) : (
        <p>
          <button type="button" className="staff-button quiet" onClick={() => setEditing('new')}>
            Add a season
          </button>
        </p>
      )}
    </section>
  );
}
