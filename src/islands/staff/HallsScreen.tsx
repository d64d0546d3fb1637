import { useCallback, useEffect, useState } from 'react';
import type { DeskEvent, EventsDesk } from '~/contracts/staff-desks';
import { api } from '~/islands/api';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { HallAnswer, timeLeft } from './HallAnswer';
import { HallChangeRequests } from './HallChangeRequests';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';
import { hotelTimeText } from '~/stores/hotel';

const days = (e: DeskEvent) =>
  e.endDate === e.date
    ? formatHotelDate(e.date)
    : `${formatHotelDate(e.date)} to ${formatHotelDate(e.endDate as IsoDate)}`;

/** One request awaiting the hotel: its facts, and confirm or decline with a reason. */
function Request({
  event,
  busy,
  onAnswer,
}: {
  event: DeskEvent;
  busy: boolean;
  onAnswer: (answer: 'confirmed' | 'declined', reason?: string) => void;
}) {
  return (
    <li className="staff-panel" aria-labelledby={`request-${event.id}`}>
      <h3 id={`request-${event.id}`} className="staff-request-title">
        {event.code}: {event.hallName}, {event.eventType}
      </h3>
      <p>
        {days(event)}, {event.slot} · {event.guests} guests · {formatInr(event.totalPaise)} with GST
        <br />
        {event.customerName} · {event.customerPhone} · {event.customerEmail}
        {event.eventDetails && (
          <>
            <br />
            <span className="staff-note">“{event.eventDetails}”</span>
          </>
        )}
      </p>
      <p>
        <strong>{timeLeft(event.minutesLeft)}</strong> to answer · asked {hotelTimeText(event.requestedAt)}
      </p>
      <HallAnswer id={event.id} what={event.code} busy={busy} onAnswer={onAnswer} />
    </li>
  );
}

function EventRows({ events, caption, empty }: { events: DeskEvent[]; caption: string; empty: string }) {
  if (events.length === 0) return <p className="staff-note">{empty}</p>;
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Hall and event</th>
            <th scope="col">Guest</th>
            <th scope="col">Guests</th>
            <th scope="col">Amount</th>
            <th scope="col">Standing</th>
          </tr>
        </thead>
        <tbody>
          {events.map((e) => (
            <tr key={e.id}>
              <th scope="row">
                {days(e)}
                <br />
                <span className="staff-note">{e.slot}</span>
              </th>
              <td>
                {e.hallName}, {e.eventType}
                <br />
                <span className="staff-note">{e.code}</span>
              </td>
              <td>
                {e.customerName}
                <br />
                <span className="staff-note">{e.customerPhone}</span>
              </td>
              <td>{e.guests}</td>
              <td>{formatInr(e.totalPaise)}</td>
              <td>
                {e.status === 'pending' ? (
                  <span className="staff-pill due">Deposit due, {timeLeft(e.minutesLeft)}</span>
                ) : (
                  <span className="staff-pill good">Paid</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The events desk: answer requests, and see the deposits awaited and the events booked. */
function Halls() {
  const [desk, setDesk] = useState<EventsDesk | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    api<EventsDesk>('/staff/halls')
      .then(setDesk)
      .catch((e: Error) => setError(e.message));
  }, []);
  useEffect(load, [load]);
  const { busy, said, run } = useStaffAction(load);

  if (error) return <p className="staff-message error">{error}</p>;
  if (!desk) return <p className="staff-note">Loading…</p>;
  return (
    <>
      <ActionMessage said={said} />
      <section className="staff-section" aria-labelledby="awaiting">
        <h2 id="awaiting">
          Awaiting your answer{' '}
          <span className="staff-note">({desk.awaitingAnswer.length}, oldest first)</span>
        </h2>
        {desk.awaitingAnswer.length === 0 ? (
          <p className="staff-note">No request is waiting for an answer.</p>
        ) : (
          <ul className="staff-requests">
            {desk.awaitingAnswer.map((event) => (
              <Request
                key={event.id}
                event={event}
                busy={busy !== null}
                onAnswer={(answer, reason) =>
                  run(event.id, `/staff/halls/${event.id}/answer`, { answer, reason: reason || undefined })
                }
              />
            ))}
          </ul>
        )}
      </section>
      <HallChangeRequests
        changes={desk.changeRequests}
        busy={busy !== null}
        run={(key, path, body) => void run(key, path, body)}
      />
      <section className="staff-section" aria-labelledby="deposits">
        <h2 id="deposits">Confirmed, awaiting the deposit</h2>
        <EventRows
          events={desk.awaitingDeposit}
          caption="The guest pays the deposit online before the hold lapses."
          empty="No confirmed request is waiting for its deposit."
        />
      </section>
      <section className="staff-section" aria-labelledby="events">
        <h2 id="events">Confirmed events, by date</h2>
        <EventRows
          events={desk.confirmed}
          caption="Paid events from today on."
          empty="No paid event from today on."
        />
      </section>
    </>
  );
}

/** The Hall requests screen of the events desk. */
export default function HallsScreen() {
  return <StaffGate>{() => <Halls />}</StaffGate>;
}
