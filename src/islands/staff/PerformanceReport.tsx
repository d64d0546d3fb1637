import { useId, useState } from 'react';
import type { Figures, MonthPerformance, YearPerformance } from '~/contracts/reports';
import { saveBlob } from '~/islands/save-file';
import { formatShortNight } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { hotelToday } from '~/stores/hotel';
import { FiguresList, percentText } from './figures';
import { useStaffLoad } from './use-staff-load';

type Row = Figures & { label: string; closed: string };

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The rows as CSV: one line a day or a month, the period's total last (rupees with two decimals). */
function csvOf(rows: Row[], total: Figures, kinds: { kind: keyof Figures['revenue']; label: string }[]) {
  const header = [
    'Period',
    'Closed',
    'Rooms available',
    'Rooms sold',
    'Occupancy %',
    'ADR',
    'RevPAR',
    'Room revenue',
    ...kinds.map((k) => k.label),
  ];
  const line = (label: string, closed: string, f: Figures) => [
    label,
    closed,
    String(f.roomsAvailable),
    String(f.roomsSold),
    (f.occupancyBp / 100).toFixed(2),
    rupees(f.adrPaise),
    rupees(f.revparPaise),
    rupees(f.roomRevenuePaise),
    ...kinds.map((k) => rupees(f.revenue[k.kind] ?? 0)),
  ];
  const lines = [header, ...rows.map((r) => line(r.label, r.closed, r)), line('Total', '', total)];
  return lines
    .map((l) => l.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','))
    .join('\r\n');
}

/**
 * The revenue manager's report (decision 148): a month night by night or a year month by month, each with
 * occupancy, ADR, RevPAR and revenue by kind, the period's total and its plans; closed days as the night audit froze
 * them. Downloadable as CSV.
 */
export default function PerformanceReport() {
  const id = useId();
  const [by, setBy] = useState<'day' | 'month'>('day');
  const [month, setMonth] = useState(() => hotelToday().slice(0, 7));
  const [year, setYear] = useState(() => hotelToday().slice(0, 4));
  const days = useStaffLoad<MonthPerformance>(by === 'day' ? '/staff/reports/days' : null, { month });
  const months = useStaffLoad<YearPerformance>(by === 'month' ? '/staff/reports/months' : null, { year });
  const loaded = by === 'day' ? days : months;
  const data = loaded.data;
  const rows: Row[] = !data
    ? []
    : 'days' in data
      ? data.days.map((d) => ({
          ...d,
          label: formatShortNight(d.date),
          closed: d.closed ? 'Closed' : 'Open',
        }))
      : data.months.map((m) => ({
          ...m,
          label: new Date(`${m.month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
            month: 'short',
            year: 'numeric',
            timeZone: 'UTC',
          }),
          closed: `${m.daysClosed} days closed`,
        }));
  const period = by === 'day' ? month : year;
  return (
    <section className="staff-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Occupancy, ADR and RevPAR</h2>
      <form className="staff-toolbar" onSubmit={(e) => e.preventDefault()}>
        <label>
          Show
          <select value={by} onChange={(e) => setBy(e.target.value as 'day' | 'month')}>
            <option value="day">A month, day by day</option>
            <option value="month">A year, month by month</option>
          </select>
        </label>
        {by === 'day' ? (
          <label>
            Month
            <input
              type="month"
              value={month}
              onChange={(e) => e.target.value && setMonth(e.target.value)}
              required
            />
          </label>
        ) : (
          <label>
            Year
            <input
              type="number"
              min={2020}
              max={2100}
              value={year}
              onChange={(e) => /^\d{4}$/.test(e.target.value) && setYear(e.target.value)}
              required
            />
          </label>
        )}
        {data && (
          <button
            type="button"
            className="staff-button quiet"
            onClick={() =>
              saveBlob(
                new Blob([csvOf(rows, data.total, data.revenueKinds)], { type: 'text/csv' }),
                `performance-${period}.csv`,
              )
            }
          >
            performance-{period}.csv
          </button>
        )}
      </form>
      <div aria-live="polite">{loaded.error && <p className="staff-message error">{loaded.error}</p>}</div>
      {data && (
        <>
          <p>
            Room revenue is what the nights were charged after discounts and before GST, meal plans apart. A
            day the night audit closed shows its figures as they were closed.
          </p>
          <FiguresList figures={data.total} kinds={data.revenueKinds} period />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls sideways, by keyboard too. */}
          <section className="staff-table-wrap" aria-labelledby={`${id}-rows`} tabIndex={0}>
            <table className="staff-table">
              <caption id={`${id}-rows`}>{by === 'day' ? 'Day by day' : 'Month by month'}</caption>
              <thead>
                <tr>
                  <th scope="col">{by === 'day' ? 'Night' : 'Month'}</th>
                  <th scope="col">Audit</th>
                  <th scope="col">Sold</th>
                  <th scope="col">Occupancy</th>
                  <th scope="col">ADR</th>
                  <th scope="col">RevPAR</th>
                  <th scope="col">Room revenue</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label}>
                    <th scope="row">{r.label}</th>
                    <td>{r.closed}</td>
                    <td>
                      {r.roomsSold} of {r.roomsAvailable}
                    </td>
                    <td>{percentText(r.occupancyBp)}</td>
                    <td>{formatInr(r.adrPaise)}</td>
                    <td>{formatInr(r.revparPaise)}</td>
                    <td>{formatInr(r.roomRevenuePaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          <table className="staff-table">
            <caption>By plan</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Room nights</th>
                <th scope="col">Revenue (rooms and meals)</th>
              </tr>
            </thead>
            <tbody>
              {data.total.plans.length === 0 ? (
                <tr>
                  <td colSpan={3}>No room nights sold in the period.</td>
                </tr>
              ) : (
                data.total.plans.map((p) => (
                  <tr key={p.plan}>
                    <th scope="row">{p.plan}</th>
                    <td>{p.roomNights}</td>
                    <td>{formatInr(p.revenuePaise)}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
