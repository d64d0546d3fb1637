import { type FormEvent, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { BookingRecord } from '~/contracts/staff-desks';
import { api } from '~/islands/api';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';
import { hotelTimeText } from '~/stores/hotel';

const at = hotelTimeText;
// The folio's forms load only on a stay's page, in a chunk of their own (the page is near its script budget).
const FolioSection = lazy(() => import('./FolioSection'));

/** A booking's record: facts, refund, history, and cancelling for the guest with a reason. */
function Record({ id }: { id: string }) {
  const [record, setRecord] = useState<BookingRecord | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [override, setOverride] = useState(false);
  const load = useCallback(() => {
    api<BookingRecord>(`/staff/bookings/${id}`)
      .then(setRecord)
      .catch((e: Error) => setError(e.message));
  }, [id]);
  useEffect(load, [load]);
  const { busy, said, run } = useStaffAction(load);

  if (error) return <p className="staff-message error">{error}</p>;
  if (!record) return <p className="staff-note">Loading…</p>;
  const { booking, refund, history } = record;
  const live = booking.status === 'pending' || booking.status === 'confirmed';
  const cancel = (event: FormEvent) => {
    event.preventDefault();
    run(booking.id, `/staff/bookings/${booking.id}/cancel`, { reason, override });
  };
  return (
    <>
      <section className="staff-panel" aria-labelledby="facts">
        <h2 id="facts">
          {booking.code} <span className="staff-pill">{booking.status}</span>
        </h2>
        <dl className="staff-facts">
          <dt>Guest</dt>
          <dd>{booking.guestName}</dd>
          <dt>Kind</dt>
          <dd>{booking.kindLabel}</dd>
          <dt>Where</dt>
          <dd>{booking.place}</dd>
        </dl>
        <p>
          {booking.description} · from {formatHotelDate(booking.startsOn as IsoDate)} ·{' '}
          {formatInr(booking.totalPaise)}
          <br />
          {booking.bookedAtDeskBy
            ? `Booked at the desk by ${booking.bookedAtDeskBy} for ${booking.guest.name}`
            : `Booked by ${booking.guest.name}`}{' '}
          · {booking.guest.phone}
          {booking.guest.email ? ` · ${booking.guest.email}` : ''}
        </p>
        {refund && (
          <p>
            Refund{refund.inPart ? ' in part' : ''}:{' '}
            <strong>
              {refund.status === 'refunded'
                ? refund.atDesk
                  ? 'given back at the desk'
                  : 'refunded'
                : refund.atDesk
                  ? 'owed, to give back at the desk'
                  : 'owed, with the provider'}
            </strong>
            , {formatInr(refund.amountPaise)}
            {refund.inPart ? ` of ${formatInr(refund.paidPaise)} paid` : ''}
            {refund.at ? ` on ${at(refund.at)}` : ''}
          </p>
        )}
      </section>
      <ActionMessage said={said} />
      <Suspense fallback={<p className="staff-note">Loading the folio…</p>}>
        <FolioSection id={booking.id} onChange={load} />
      </Suspense>
      {live && (
        <section className="staff-section" aria-labelledby="cancel">
          <h2 id="cancel">Cancel for the guest</h2>
          <form className="staff-toolbar" onSubmit={cancel}>
            <label>
              Reason (kept in the audit)
              <input
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                required
                minLength={3}
                size={40}
              />
            </label>
            <label className="staff-check">
              <input type="checkbox" checked={override} onChange={(e) => setOverride(e.target.checked)} />{' '}
              Override the cancellation policy
            </label>
            <button type="submit" className="staff-button" disabled={busy !== null}>
              Cancel {booking.code}
            </button>
          </form>
        </section>
      )}
      <section className="staff-section" aria-labelledby="history">
        <h2 id="history">History</h2>
        <div className="staff-table-wrap">
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Detail</th>
                <th scope="col">By</th>
              </tr>
            </thead>
            <tbody>
              {history.map((line) => (
                <tr key={`${line.at} ${line.what} ${line.detail}`}>
                  <td>{at(line.at)}</td>
                  <td>{line.what}</td>
                  <td>{line.detail}</td>
                  <td>{line.by ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

/** The booking record screen (`/staff/booking?id=…`). */
export default function BookingRecordScreen() {
  const [id, setId] = useState<string | null>(null);
  useEffect(() => setId(new URLSearchParams(location.search).get('id')), []);
  return (
    <StaffGate>
      {() => (id ? <Record id={id} /> : <p className="staff-note">Open a booking from the search.</p>)}
    </StaffGate>
  );
}
