import { useId, useState } from 'react';
import type { CashierShift as Shift } from '~/contracts/reports';
import { DESK_METHOD_WORDS } from '~/lib/folio';
import { formatInr } from '~/lib/money';
import { hotelTimeText, hotelToday } from '~/stores/hotel';
import { useStaffLoad } from './use-staff-load';

/**
 * A cashier's shift (decision 148): the money taken and given back at the desk between two hotel times, by method,
 * with the drawer's net; one's own, or every cashier's for an admin.
 */
export default function CashierShift({ admin }: { admin: boolean }) {
  const id = useId();
  const [date, setDate] = useState(() => hotelToday());
  const [from, setFrom] = useState('00:00');
  const [to, setTo] = useState('23:59');
  const [staff, setStaff] = useState<'me' | 'all'>('me');
  const shift = useStaffLoad<Shift>('/staff/reports/shift', { date, from, to, staff });
  const data = shift.data;
  return (
    <section className="staff-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Cashier's shift</h2>
      <form className="staff-toolbar" onSubmit={(e) => e.preventDefault()}>
        <label>
          Date
          <input
            type="date"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            required
          />
        </label>
        <label>
          From
          <input
            type="time"
            value={from}
            onChange={(e) => e.target.value && setFrom(e.target.value)}
            required
          />
        </label>
        <label>
          To
          <input type="time" value={to} onChange={(e) => e.target.value && setTo(e.target.value)} required />
        </label>
        {admin && (
          <label>
            Whose
            <select value={staff} onChange={(e) => setStaff(e.target.value as 'me' | 'all')}>
              <option value="me">Only mine</option>
              <option value="all">Every cashier</option>
            </select>
          </label>
        )}
      </form>
      <div aria-live="polite">{shift.error && <p className="staff-message error">{shift.error}</p>}</div>
      {data && (
        <>
          <table className="staff-table">
            <caption>By method</caption>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Taken</th>
                <th scope="col">Given back</th>
                <th scope="col">Net</th>
              </tr>
            </thead>
            <tbody>
              {data.byMethod.map((m) => (
                <tr key={m.method}>
                  <th scope="row">{DESK_METHOD_WORDS[m.method]}</th>
                  <td>{formatInr(m.inPaise)}</td>
                  <td>{formatInr(m.outPaise)}</td>
                  <td>{formatInr(m.netPaise)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row">All</th>
                <td>{formatInr(data.inPaise)}</td>
                <td>{formatInr(data.outPaise)}</td>
                <td>{formatInr(data.netPaise)}</td>
              </tr>
            </tbody>
          </table>
          <table className="staff-table">
            <caption>Each movement</caption>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Booking</th>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Reference</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {data.lines.length === 0 ? (
                <tr>
                  <td colSpan={6}>Nothing was taken or given back at the desk in this shift.</td>
                </tr>
              ) : (
                data.lines.map((l) => (
                  <tr key={`${l.at}-${l.bookingId}-${l.kind}`}>
                    <td>{hotelTimeText(l.at)}</td>
                    <td>
                      <a href={`/staff/booking?id=${l.bookingId}`}>{l.bookingCode}</a>
                    </td>
                    <td>
                      {l.kind === 'payment' ? 'Taken' : 'Given back'}, {DESK_METHOD_WORDS[l.method]}
                    </td>
                    <td>{formatInr(l.amountPaise)}</td>
                    <td>{l.reference ?? ''}</td>
                    <td>{l.staffName ?? ''}</td>
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
