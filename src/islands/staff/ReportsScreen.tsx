import { lazy, Suspense, useState } from 'react';
import type { Gstr1Return } from '~/contracts/reports';
import { ApiError } from '~/islands/api';
import { saveApiFile } from '~/islands/save-file';
import { monthBefore } from '~/lib/dates';
import { hotelToday } from '~/stores/hotel';
import { StaffGate } from './StaffGate';
import { useStaffLoad } from './use-staff-load';
import './staff.css';

/** The revenue report, fetched with its screen's first paint done (it is most of the screen's script). */
const PerformanceReport = lazy(() => import('./PerformanceReport'));

/** The month before this one on the hotel's calendar (a hotel files last month's return early in a month). */
const lastMonth = () => monthBefore(hotelToday());

/** "2026-12" → "December 2026". */
const monthWords = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Fetches one table as CSV with the staff member's token and saves it. */
const download = (month: string, section: string) =>
  saveApiFile(
    `/staff/reports/gstr1/${section}?month=${month}`,
    `gstr1-${month}-${section}.csv`,
    'The table could not be fetched.',
  );

/** A month's GSTR-1 (decision 143): each table's rows and taxable value, each downloadable for the offline tool. */
function Reports() {
  const [month, setMonth] = useState(lastMonth);
  const [error, setError] = useState('');
  const filed = useStaffLoad<Gstr1Return>('/staff/reports/gstr1', { month });
  return (
    <>
      <form className="staff-toolbar" onSubmit={(e) => e.preventDefault()}>
        <label>
          Month
          <input
            type="month"
            value={month}
            onChange={(e) => e.target.value && setMonth(e.target.value)}
            required
          />
        </label>
      </form>
      <div aria-live="polite">
        {(filed.error || error) && <p className="staff-message error">{filed.error || error}</p>}
      </div>
      {filed.data && (
        <>
          <h2>GSTR-1 for {monthWords(filed.data.month)}</h2>
          <p>
            From the tax documents issued in the month, as the GST portal's offline tool imports them
            {filed.data.gstin ? ` (GSTIN ${filed.data.gstin})` : ''}. Check each table before filing.
          </p>
          <table className="staff-table">
            <caption className="visually-hidden">GSTR-1 tables</caption>
            <thead>
              <tr>
                <th scope="col">Table</th>
                <th scope="col">Rows</th>
                <th scope="col">Taxable value</th>
                <th scope="col">CSV</th>
              </tr>
            </thead>
            <tbody>
              {filed.data.sections.map((s) => (
                <tr key={s.name}>
                  <th scope="row">{s.title}</th>
                  <td>{s.rows.length}</td>
                  <td>{s.name === 'docs' ? '' : s.taxable}</td>
                  <td>
                    <button
                      type="button"
                      className="staff-button"
                      onClick={() => {
                        setError('');
                        download(filed.data!.month, s.name).catch((caught) =>
                          setError(
                            caught instanceof ApiError ? caught.message : 'The table could not be fetched.',
                          ),
                        );
                      }}
                    >
                      {s.name}.csv
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}

export default function ReportsScreen() {
  return (
    <StaffGate admin>
      {() => (
        <>
          <Suspense fallback={<p>Reading the figures…</p>}>
            <PerformanceReport />
          </Suspense>
          <Reports />
        </>
      )}
    </StaffGate>
  );
}
