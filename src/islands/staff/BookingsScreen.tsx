import { type FormEvent, useState } from 'react';
import type { FoundBooking } from '~/contracts/staff-desks';
import { api } from '~/islands/api';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { StaffGate } from './StaffGate';
import './staff.css';

/** Search every kind of booking by reference, phone, name or date; each result opens its record. */
function Bookings() {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<FoundBooking[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function search(event: FormEvent) {
    event.preventDefault();
    try {
      setFound(
        (await api<{ bookings: FoundBooking[] }>('/staff/bookings', { query: { q: query } })).bookings,
      );
      setError(null);
    } catch (e) {
      setError((e as Error).message);
    }
  }
  return (
    <>
      <form className="staff-toolbar" onSubmit={search}>
        <label>
          Reference, phone, name or date
          <input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="PAL-…, 98123 45678, Verma, 2026-12-24"
            required
            minLength={2}
            size={36}
          />
        </label>
        <button type="submit" className="staff-button">
          Search
        </button>
      </form>
      <div aria-live="polite">
        {error && <p className="staff-message error">{error}</p>}
        {found && (
          <p className="staff-note">
            {found.length === 0 ? 'No booking matches.' : `${found.length} found, newest first.`}
          </p>
        )}
      </div>
      {found && found.length > 0 && (
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Reference</th>
                <th scope="col">Kind</th>
                <th scope="col">Guest</th>
                <th scope="col">Where</th>
                <th scope="col">What</th>
                <th scope="col">From</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {found.map((b) => (
                <tr key={b.id}>
                  <th scope="row">
                    <a href={`/staff/booking?id=${b.id}`}>{b.code}</a>
                  </th>
                  <td>{b.kindLabel}</td>
                  <td>
                    {b.guestName}
                    <br />
                    <span className="staff-note">{b.phone}</span>
                  </td>
                  <td>{b.place}</td>
                  <td>{b.what}</td>
                  <td>{formatHotelDate(b.startsOn as IsoDate)}</td>
                  <td>{b.status}</td>
                  <td>{formatInr(b.totalPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** The Bookings search screen. */
export default function BookingsScreen() {
  return <StaffGate>{() => <Bookings />}</StaffGate>;
}
