import type { PriceCalendarDay } from '~/contracts/price-calendar';
import { addDays, daysBetween, type IsoDate, toUtcDays } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { MONTH_NAMES, nightsText } from '~/lib/rates';
import { MAX_DAYS_AHEAD, MAX_STAY_NIGHTS } from '~/lib/stay';

/**
 * /room-booking's price calendar (decision 136), imported when the guest opens it: a month of buttons, each date
 * with the lowest price of a night from it for the party on the form (`GET /api/rooms/price-calendar`, one call per
 * month viewed) and the dates a rule closes, in words. The first date chosen is the arrival, the next the departure;
 * the form's own date fields take them and send the search. Arrow keys move by day and week, Escape closes.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const CLOSED_WORDS: Record<string, string> = {
  past: 'not bookable',
  'not-sold': 'closed: not sold',
  'no-arrivals': 'closed: no arrivals',
  full: 'sold out',
};

const months = new Map<string, Promise<PriceCalendarDay[]>>();
const weekday = (date: IsoDate) => (toUtcDays(date) + 4) % 7;
const monthTitle = (month: string) => `${MONTH_NAMES[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;
/** ₹15k, ₹9.5k: a price that fits a date's button at 375 px; its label says it in full. */
const short = (paise: number) => `₹${Math.round(paise / 10_000) / 10}k`;

/** Opens the calendar under the form's dates, or closes it when open. */
export function togglePricePicker(form: HTMLFormElement, opener: HTMLButtonElement): void {
  const panel = form.querySelector<HTMLElement>('#price-picker') as HTMLElement;
  if (!panel.hidden) {
    close();
    return;
  }
  const field = (name: string) => form.querySelector(`input[name="${name}"]`) as HTMLInputElement;
  const [checkIn, checkOut] = [field('checkIn'), field('checkOut')];
  const today = checkIn.min;
  const last = addDays(today, MAX_DAYS_AHEAD);
  let arrival: IsoDate | null = null;
  /** The shortest stay from the arrival chosen (its month may no longer be shown). */
  let shortest = 1;
  let shown = (checkIn.value || today).slice(0, 7);
  let days: PriceCalendarDay[] = [];

  function close() {
    panel.hidden = true;
    opener.setAttribute('aria-expanded', 'false');
  }
  const hint = (text: string) => {
    (panel.querySelector('[data-hint]') as HTMLElement).textContent = text;
  };

  panel.innerHTML = `<div class="price-picker-head"><button type="button" class="btn btn-outline" data-step="-1" aria-label="Previous month">‹</button><h2></h2><button type="button" class="btn btn-outline" data-step="1" aria-label="Next month">›</button></div><p data-hint role="status"></p><table role="presentation"><thead><tr>${[1, 2, 3, 4, 5, 6, 0].map((d) => `<th scope="col" abbr="${WEEKDAYS[d]}">${WEEKDAYS[d]!.slice(0, 3)}</th>`).join('')}</tr></thead><tbody></tbody></table><p class="muted">Lowest price a night for your party, room only, before GST.</p>`;
  panel.hidden = false;
  opener.setAttribute('aria-expanded', 'true');

  const party = () => {
    const value = (name: string) => field(name)?.value || '1';
    // The children's ages the search carries price the night too (decision 133); the other guests are adults.
    const ages = [...form.querySelectorAll<HTMLInputElement>('input[name="childAge"]')].map(
      (a) => a.value || '-',
    );
    const adults = Math.max(1, Number(value('guests')) - ages.length);
    return `adults=${adults}&rooms=${value('rooms')}${ages.length > 0 ? `&childAges=${ages.join(',')}` : ''}`;
  };

  /** Why a date cannot be chosen now, in words; null when it can. */
  const refusal = (day: PriceCalendarDay): string | null => {
    if (arrival === null) return day.closed ? CLOSED_WORDS[day.closed]! : null;
    const nights = daysBetween(arrival, day.date);
    if (nights < 1 || day.date > addDays(last, 1)) return day.closed ? CLOSED_WORDS[day.closed]! : null;
    if (nights > MAX_STAY_NIGHTS) return `more than ${MAX_STAY_NIGHTS} nights`;
    if (nights < shortest) return `too short: at least ${nightsText(shortest)}`;
    return null;
  };

  async function show(month: string, focus?: IsoDate) {
    shown = month;
    (panel.querySelector('h2') as HTMLElement).textContent = monthTitle(month);
    const [back, ahead] = panel.querySelectorAll<HTMLButtonElement>('[data-step]');
    back!.disabled = month <= today.slice(0, 7);
    ahead!.disabled = month >= last.slice(0, 7);
    const key = `${month}&${party()}`;
    let answer = months.get(key);
    if (!answer) {
      answer = fetch(`/api/rooms/price-calendar?month=${key}`).then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error(body.message);
        return body.days as PriceCalendarDay[];
      });
      months.set(key, answer);
      answer.catch(() => months.delete(key));
    }
    try {
      days = await answer;
    } catch (error) {
      hint((error as Error).message || 'The prices could not be loaded.');
      return;
    }
    if (shown !== month) return;
    hint(
      arrival
        ? `Now choose your departure (arrival ${label(arrival)}).`
        : 'Choose your arrival date, then your departure.',
    );
    const body = panel.querySelector('tbody') as HTMLTableSectionElement;
    body.textContent = '';
    let row = body.insertRow();
    for (let i = 0; i < (weekday(days[0]!.date) + 6) % 7; i++) row.insertCell();
    const target = focus ?? (days.some((d) => d.date === checkIn.value) ? checkIn.value : null);
    for (const day of days) {
      if (row.cells.length === 7) row = body.insertRow();
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.date = day.date;
      const refused = refusal(day);
      const price = day.fromPaise === null ? '' : `from ${formatInr(day.fromPaise)} a night`;
      const stay = day.minNights > 1 ? `at least ${nightsText(day.minNights)}` : '';
      button.setAttribute(
        'aria-label',
        [label(day.date), refused ?? price, refused ? '' : stay, day.note ?? ''].filter(Boolean).join(', '),
      );
      if (day.note) button.title = day.note;
      if (refused) button.setAttribute('aria-disabled', 'true');
      if (day.date === arrival || (!arrival && day.date === checkIn.value))
        button.setAttribute('aria-pressed', 'true');
      button.innerHTML = `<span>${Number(day.date.slice(8))}</span><small>${day.closed ? (day.closed === 'past' ? '' : '✕') : day.fromPaise === null ? '' : short(day.fromPaise)}${day.minNights > 1 ? ` ${day.minNights}+` : ''}</small>`;
      button.tabIndex = day.date === (target ?? days.find((d) => !refusal(d))?.date) ? 0 : -1;
      row.insertCell().append(button);
    }
    if (focus || !panel.contains(document.activeElement) || document.activeElement === panel)
      panel.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }

  const label = (date: IsoDate) =>
    `${WEEKDAYS[weekday(date)]} ${Number(date.slice(8))} ${MONTH_NAMES[Number(date.slice(5, 7)) - 1]}`;

  const choose = (button: HTMLButtonElement) => {
    const date = button.dataset.date!;
    if (button.getAttribute('aria-disabled')) return hint(`${button.getAttribute('aria-label')}.`);
    if (arrival === null || date <= arrival) {
      const day = days.find((d) => d.date === date)!;
      if (day.closed) return;
      arrival = date;
      shortest = day.minNights;
      return show(shown, date);
    }
    checkIn.value = arrival;
    checkOut.min = addDays(arrival, 1);
    checkOut.value = date;
    close();
    opener.focus();
    // The form sends itself when a date changes (room-search.ts).
    checkOut.dispatchEvent(new Event('change', { bubbles: true }));
  };

  panel.onclick = (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button) return;
    if (button.dataset.step) return show(stepMonth(shown, Number(button.dataset.step)));
    if (button.dataset.date) choose(button);
  };
  panel.onkeydown = (event) => {
    if (event.key === 'Escape') {
      close();
      return opener.focus();
    }
    const date = (event.target as HTMLElement).dataset.date;
    const move = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (!date || !move) return;
    event.preventDefault();
    const to = addDays(date, move);
    if (to < today || to > last) return;
    if (to.slice(0, 7) !== shown) return show(to.slice(0, 7), to);
    const next = panel.querySelector<HTMLButtonElement>(`[data-date="${to}"]`);
    for (const b of panel.querySelectorAll<HTMLButtonElement>('[data-date]'))
      b.tabIndex = b === next ? 0 : -1;
    next?.focus();
  };
  void show(shown);
}

/** The month `by` months after `month` ("2026-12", 1 → "2027-01"). */
function stepMonth(month: string, by: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5)) - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
