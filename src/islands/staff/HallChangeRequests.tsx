import type { DeskChange } from '~/contracts/staff-desks';
import { formatHotelDate, type IsoDate } from '~/lib/dates';
import { formatInr } from '~/lib/money';
import { hotelTimeText } from '~/stores/hotel';
import { HallAnswer, timeLeft } from './HallAnswer';

type Terms = DeskChange['booked'];

const termsText = (t: Terms) =>
  `${formatHotelDate(t.date as IsoDate)}${t.endDate === t.date ? '' : ` to ${formatHotelDate(t.endDate as IsoDate)}`}, ${t.slot} · ${t.guests} guests · ${formatInr(t.totalPaise)}`;

const STANDING = {
  awaiting: 'request not yet answered',
  deposit: 'confirmed, deposit due',
  paid: 'deposit paid',
} as const;

/** One guest's change of an event: as booked, as asked, the money rule, and the desk's answer. */
function ChangeRequest({
  change,
  busy,
  onAnswer,
}: {
  change: DeskChange;
  busy: boolean;
  onAnswer: (answer: 'confirmed' | 'declined', reason?: string) => void;
}) {
  return (
    <li className="staff-panel" aria-labelledby={`change-${change.id}`}>
      <h3 id={`change-${change.id}`} className="staff-request-title">
        Change of {change.code}: {change.hallName}, {change.eventType}
      </h3>
      <dl className="staff-change-terms">
        <dt>Booked ({STANDING[change.standing]})</dt>
        <dd>{termsText(change.booked)}</dd>
        <dt>Asked</dt>
        <dd>
          <strong>{termsText(change.asked)}</strong>
        </dd>
      </dl>
      <p>
        {change.customerName} · {change.customerPhone}
        <br />
        <strong>{timeLeft(change.minutesLeft)}</strong> to answer · asked {hotelTimeText(change.requestedAt)}
      </p>
      {change.moneyRefusal && <p className="staff-message error">{change.moneyRefusal}</p>}
      <HallAnswer id={change.id} what={`the change of ${change.code}`} busy={busy} onAnswer={onAnswer} />
    </li>
  );
}

/** The guests' change requests, oldest first: each moves its event in place when confirmed. */
export function HallChangeRequests({
  changes,
  busy,
  run,
}: {
  changes: DeskChange[];
  busy: boolean;
  run: (key: string, path: string, body: unknown) => void;
}) {
  return (
    <section className="staff-section" aria-labelledby="changes">
      <h2 id="changes">
        Changes asked by guests <span className="staff-note">({changes.length}, oldest first)</span>
      </h2>
      {changes.length === 0 ? (
        <p className="staff-note">No guest is waiting for an answer to a change.</p>
      ) : (
        <ul className="staff-requests">
          {changes.map((change) => (
            <ChangeRequest
              key={change.id}
              change={change}
              busy={busy}
              onAnswer={(answer, reason) =>
                run(change.id, `/staff/halls/changes/${change.id}/answer`, {
                  answer,
                  reason: reason || undefined,
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
