import { type FormEvent, useId, useState } from 'react';
import type { RateEditBody, RateGrid, StayRuleBody } from '~/contracts/rates';
import { api } from '~/islands/api';
import { addDays, formatShortNight, type IsoDate, laterDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { movedPrice, nightsText, weekdayOf } from '~/lib/rates';
import { ActionMessage, type Said, type useStaffAction } from './use-staff-action';

// The admins' half of the rate grid (decision 135), fetched for admins only: a bulk edit of prices, shown night by
// night before it is applied, and a new stay rule. The API validates both; a refusal is shown in its words.

type Run = ReturnType<typeof useStaffAction>['run'];

/** The week as the hotel's staff read it, Monday first; the values are the API's (0 Sunday … 6 Saturday). */
const WEEK = [
  [1, 'Monday'],
  [2, 'Tuesday'],
  [3, 'Wednesday'],
  [4, 'Thursday'],
  [5, 'Friday'],
  [6, 'Saturday'],
  [0, 'Sunday'],
] as const;

interface Preview {
  body: RateEditBody;
  listings: { name: string; nights: { night: string; before: number; after: number }[] }[];
}

/** The edit as the API takes it: the last night chosen is the night before `to`; rupees to paise. */
function editBody(v: {
  roomIds: string[];
  first: string;
  last: string;
  weekdays: number[];
  how: 'percent' | 'price';
  amount: string;
  label: string;
}): RateEditBody {
  const amount = Number(v.amount);
  return {
    roomIds: v.roomIds,
    from: v.first,
    to: v.last ? addDays(v.last, 1) : v.last,
    weekdays: v.weekdays,
    ...(v.how === 'percent' ? { percent: amount } : { pricePaise: Math.round(amount * 100) }),
    label: v.label,
  };
}

/** What an edit does to each chosen night, read from the grid of its nights as they are now. */
async function previewOf(body: RateEditBody, today: IsoDate): Promise<Preview> {
  const now = await api<RateGrid>('/staff/rates', { query: { from: body.from, to: body.to } });
  return {
    body,
    listings: now.listings
      .filter((l) => body.roomIds.includes(l.id))
      .map((l) => ({
        name: l.name,
        nights: l.nights
          .filter((n) => n.night >= today && body.weekdays.includes(weekdayOf(n.night)))
          .map((n) => ({
            night: n.night,
            before: n.pricePaise,
            after: body.pricePaise ?? movedPrice(n.pricePaise, body.percent ?? 0),
          })),
      })),
  };
}

const howWords = (body: RateEditBody) =>
  body.pricePaise !== undefined
    ? `set to ${formatInr(body.pricePaise)}`
    : `${(body.percent ?? 0) >= 0 ? 'raised' : 'lowered'} by ${Math.abs(body.percent ?? 0)}%`;

/** The nights an edit would change, listing by listing, and the buttons to apply it or go back. */
function Confirmation({
  preview,
  busy,
  onApply,
  onBack,
}: {
  preview: Preview;
  busy: boolean;
  onApply: () => void;
  onBack: () => void;
}) {
  const count = preview.listings.reduce((sum, l) => sum + l.nights.length, 0);
  return (
    <section className="rate-confirm" aria-label="Check the change">
      <h3>Check the change</h3>
      <p>
        <strong>
          {nightsText(count)} {howWords(preview.body)}
        </strong>
        , labelled “{preview.body.label.trim()}”. A night already booked keeps the price it was booked at.
      </p>
      {preview.listings.map((listing) => (
        <div key={listing.name} className="rate-confirm-listing">
          <h4>
            {listing.name}: {nightsText(listing.nights.length)}
          </h4>
          <ul>
            {listing.nights.map((n) => (
              <li key={n.night}>
                {formatShortNight(n.night)}: {formatInr(n.before)} → <strong>{formatInr(n.after)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className="staff-form-actions">
        <button type="button" className="staff-button" disabled={busy} onClick={onApply}>
          Apply to {nightsText(count)}
        </button>
        <button type="button" className="staff-button quiet" onClick={onBack}>
          Back to the change
        </button>
      </div>
    </section>
  );
}

/** A bulk edit: a range of nights, chosen weekdays, listings, a price or a percentage, a label; confirmed first. */
function RateEdit({
  grid,
  today,
  busy,
  said,
  run,
}: {
  grid: RateGrid;
  today: IsoDate;
  busy: boolean;
  said: Said;
  run: Run;
}) {
  const id = useId();
  const [first, setFirst] = useState<string>(laterDate(grid.from, today));
  const [last, setLast] = useState<string>(addDays(grid.to, -1));
  const [weekdays, setWeekdays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [roomIds, setRoomIds] = useState<string[]>([]);
  const [how, setHow] = useState<'percent' | 'price'>('percent');
  const [amount, setAmount] = useState('');
  const [label, setLabel] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const toggle = (list: number[] | string[], value: number | string, on: boolean) =>
    on ? [...list, value] : list.filter((v) => v !== value);

  async function review(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setReading(true);
    try {
      setPreview(await previewOf(editBody({ roomIds, first, last, weekdays, how, amount, label }), today));
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setReading(false);
    }
  }
  async function apply() {
    if (!preview) return;
    if (await run('rates', '/staff/rates', preview.body)) setPreview(null);
  }

  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Change prices</h2>
      {preview ? (
        <Confirmation preview={preview} busy={busy} onApply={apply} onBack={() => setPreview(null)} />
      ) : (
        <form className="staff-form rate-edit" onSubmit={review} aria-label="Change prices">
          <label>
            First night
            <input type="date" value={first} onChange={(e) => setFirst(e.target.value)} required />
          </label>
          <label>
            Last night
            <input type="date" value={last} onChange={(e) => setLast(e.target.value)} required />
          </label>
          <fieldset className="staff-checks wide">
            <legend>On these nights of the week</legend>
            {WEEK.map(([day, name]) => (
              <label key={day}>
                <input
                  type="checkbox"
                  checked={weekdays.includes(day)}
                  onChange={(e) => setWeekdays(toggle(weekdays, day, e.target.checked) as number[])}
                />
                {name}
              </label>
            ))}
            <button type="button" className="staff-button quiet" onClick={() => setWeekdays([5, 6])}>
              Fridays and Saturdays only
            </button>
            <button
              type="button"
              className="staff-button quiet"
              onClick={() => setWeekdays([0, 1, 2, 3, 4, 5, 6])}
            >
              Every night
            </button>
          </fieldset>
          <fieldset className="staff-checks wide">
            <legend>Room listings</legend>
            {grid.listings.map((listing) => (
              <label key={listing.id}>
                <input
                  type="checkbox"
                  checked={roomIds.includes(listing.id)}
                  onChange={(e) => setRoomIds(toggle(roomIds, listing.id, e.target.checked) as string[])}
                />
                {listing.name}
              </label>
            ))}
          </fieldset>
          <fieldset className="staff-checks">
            <legend>How</legend>
            <label>
              <input
                type="radio"
                name={`${id}-how`}
                checked={how === 'percent'}
                onChange={() => setHow('percent')}
              />
              Move by a percentage
            </label>
            <label>
              <input
                type="radio"
                name={`${id}-how`}
                checked={how === 'price'}
                onChange={() => setHow('price')}
              />
              Set a price
            </label>
          </fieldset>
          <label>
            {how === 'percent' ? 'Percentage (e.g. 10 or −15)' : 'Price a night before GST (₹)'}
            <input
              type="number"
              step={1}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              required
            />
          </label>
          <label>
            Label (guests do not see it)
            <input value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} required />
          </label>
          {problem && (
            <p className="staff-message error wide" role="alert">
              {problem}
            </p>
          )}
          <div className="staff-form-actions">
            <button type="submit" className="staff-button" disabled={reading}>
              Check the change
            </button>
          </div>
        </form>
      )}
      <ActionMessage said={said?.key === 'rates' ? said : null} />
    </section>
  );
}

/** A new stay rule: a listing or every one, its nights, and what it does. */
function StayRuleForm({
  grid,
  today,
  busy,
  said,
  run,
}: {
  grid: RateGrid;
  today: IsoDate;
  busy: boolean;
  said: Said;
  run: Run;
}) {
  const id = useId();
  const [roomId, setRoomId] = useState('');
  const [label, setLabel] = useState('');
  const [first, setFirst] = useState<string>(laterDate(grid.from, today));
  const [last, setLast] = useState<string>(laterDate(grid.from, today));
  const [minStay, setMinStay] = useState('');
  const [maxStay, setMaxStay] = useState('');
  const [closedToArrival, setArrival] = useState(false);
  const [closedToDeparture, setDeparture] = useState(false);
  const [stopSell, setStopSell] = useState(false);
  const count = (text: string) => (text.trim() === '' ? null : Number(text));

  async function add(event: FormEvent) {
    event.preventDefault();
    const body: StayRuleBody = {
      roomId: roomId || null,
      label: label === '' ? null : label,
      startsOn: first,
      endsOn: last ? addDays(last, 1) : last,
      minStay: count(minStay),
      maxStay: count(maxStay),
      closedToArrival,
      closedToDeparture,
      stopSell,
    };
    if (await run('rule', '/staff/stay-rules', body)) {
      setLabel('');
      setMinStay('');
      setMaxStay('');
      setArrival(false);
      setDeparture(false);
      setStopSell(false);
    }
  }

  return (
    <section className="staff-panel" aria-labelledby={`${id}-title`}>
      <form className="staff-form" onSubmit={add} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Add a stay rule</h2>
        <label>
          Room listing
          <select value={roomId} onChange={(e) => setRoomId(e.target.value)}>
            <option value="">Every listing</option>
            {grid.listings.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          Name (guests read it)
          <input value={label} maxLength={80} onChange={(e) => setLabel(e.target.value)} />
        </label>
        <label>
          First night
          <input type="date" value={first} onChange={(e) => setFirst(e.target.value)} required />
        </label>
        <label>
          Last night
          <input type="date" value={last} onChange={(e) => setLast(e.target.value)} required />
        </label>
        <label>
          Shortest stay (nights)
          <input
            type="number"
            min={1}
            max={30}
            value={minStay}
            onChange={(e) => setMinStay(e.target.value)}
          />
        </label>
        <label>
          Longest stay (nights)
          <input
            type="number"
            min={1}
            max={30}
            value={maxStay}
            onChange={(e) => setMaxStay(e.target.value)}
          />
        </label>
        <fieldset className="staff-checks wide">
          <legend>Closed</legend>
          <label>
            <input type="checkbox" checked={closedToArrival} onChange={(e) => setArrival(e.target.checked)} />
            No arrivals on these dates
          </label>
          <label>
            <input
              type="checkbox"
              checked={closedToDeparture}
              onChange={(e) => setDeparture(e.target.checked)}
            />
            No departures on these dates
          </label>
          <label>
            <input type="checkbox" checked={stopSell} onChange={(e) => setStopSell(e.target.checked)} />
            Not sold (stop-sell)
          </label>
        </fieldset>
        <div className="staff-form-actions">
          <button type="submit" className="staff-button" disabled={busy}>
            Add the rule
          </button>
        </div>
      </form>
      <ActionMessage said={said?.key === 'rule' ? said : null} />
    </section>
  );
}

/** The admins' forms of the rate grid: a bulk edit of prices and a new stay rule. */
export default function RateForms(props: {
  grid: RateGrid;
  today: IsoDate;
  busy: boolean;
  said: Said;
  run: Run;
}) {
  return (
    <div className="rate-forms">
      <RateEdit {...props} />
      <StayRuleForm {...props} />
    </div>
  );
}
