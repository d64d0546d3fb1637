import { useEffect, useState } from 'react';
import type { RoomMealPlan } from '~/contracts/rooms';
import type { StayExtra, StayExtraList } from '~/contracts/stay-extras';
import { formatInr } from '~/lib/money';
import type { MealPlanCode } from '~/lib/party';
import { api } from '../api';
import './stay-choices.css';

/** An extra the guest chose, with its quantity: what the booking's payload sends. */
export interface ChosenExtra {
  id: string;
  quantity: number;
}

/**
 * The meal plans a listing sells, as radio buttons: room only, then each plan with what it includes and its price
 * an adult and a child a night (decision 133). The quote beside it prices the choice for the party.
 */
export function MealPlanChoice(props: {
  plans: readonly RoomMealPlan[];
  value: MealPlanCode;
  onChange(plan: MealPlanCode): void;
  disabled: boolean;
}) {
  const { plans, value, onChange, disabled } = props;
  if (plans.length === 0) return null;
  const option = (plan: MealPlanCode, name: string, words: string) => (
    <label key={plan} className="stay-choice">
      <input
        type="radio"
        name="meal-plan"
        value={plan}
        checked={value === plan}
        onChange={() => onChange(plan)}
        disabled={disabled}
      />
      <span>
        {name} <span className="muted">{words}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="stay-choices">
      <legend>Meals</legend>
      {option('EP', 'Room only', 'no meals')}
      {plans.map((p) =>
        option(
          p.plan,
          p.name,
          `${p.includes.toLowerCase()}: ${formatInr(p.adultPaise)} an adult${p.childPaise > 0 ? `, ${formatInr(p.childPaise)} a child` : ''} a night`,
        ),
      )}
    </fieldset>
  );
}

/** The hotel's extras, each a checkbox with its price and GST and, where more than one may be had, a quantity. */
export function ExtrasChoice(props: {
  value: readonly ChosenExtra[];
  onChange(extras: ChosenExtra[]): void;
  disabled: boolean;
}) {
  const { value, onChange, disabled } = props;
  const [extras, setExtras] = useState<StayExtra[] | null>(null);
  useEffect(() => {
    api<StayExtraList>('/stay-extras')
      .then((list) => setExtras(list.extras))
      // Without the list the stay is still booked as it is: the extras can be added on the booking's page.
      .catch(() => setExtras([]));
  }, []);
  if (!extras || extras.length === 0) return null;
  return (
    <fieldset className="stay-choices">
      <legend>Add to your stay</legend>
      {extras.map((extra) => {
        const chosen = value.find((c) => c.id === extra.id);
        return (
          <div key={extra.id} className="stay-extra">
            <label className="stay-choice">
              <input
                type="checkbox"
                checked={Boolean(chosen)}
                disabled={disabled}
                onChange={(e) =>
                  onChange(
                    e.target.checked
                      ? [...value, { id: extra.id, quantity: 1 }]
                      : value.filter((c) => c.id !== extra.id),
                  )
                }
              />
              <span>
                {extra.name}{' '}
                <span className="muted">
                  {extra.priceText} {extra.gst}
                </span>
              </span>
            </label>
            {chosen && extra.maxQuantity > 1 && (
              <label className="stay-extra-quantity">
                <span>How many</span>
                <select
                  value={chosen.quantity}
                  disabled={disabled}
                  onChange={(e) =>
                    onChange(
                      value.map((c) => (c.id === extra.id ? { ...c, quantity: Number(e.target.value) } : c)),
                    )
                  }
                >
                  {Array.from({ length: extra.maxQuantity }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
