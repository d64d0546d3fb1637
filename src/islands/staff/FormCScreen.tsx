import { useEffect, useId, useState } from 'react';
import type { FormCView } from '~/contracts/registration';
import { api } from '~/islands/api';
import { saveApiFile } from '~/islands/save-file';
import { hotelTimeText } from '~/stores/hotel';
import { StaffGate } from './StaffGate';
import { ActionMessage, useStaffAction } from './use-staff-action';
import './staff.css';
import './form-c.css';

/**
 * The departure of a guest who has checked out (decision 153): the address they go on to, as the desk records it,
 * and the mark that it was reported within 24 hours of leaving (IFR 2025 r. 17).
 */
function Departure({
  view,
  departure,
  run,
  busy,
}: {
  view: FormCView;
  departure: NonNullable<FormCView['departure']>;
  run: ReturnType<typeof useStaffAction>['run'];
  busy: string | null;
}) {
  const [address, setAddress] = useState(departure.onwardAddress ?? departure.suggestedAddress);
  const [reference, setReference] = useState('');
  const addressId = useId();
  const referenceId = useId();
  const path = `/staff/registrations/${view.registrationId}/departure`;
  if (departure.submittedAt) {
    return (
      <p>
        <span className="staff-pill good">
          Departure reported {hotelTimeText(departure.submittedAt)}
          {departure.reference ? ` · ${departure.reference}` : ''}
        </span>
      </p>
    );
  }
  return (
    <section className="staff-no-print" aria-labelledby={`${addressId}-title`}>
      <h2 id={`${addressId}-title`}>Report the departure</h2>
      <p>
        <span className="staff-pill due">To report by {hotelTimeText(departure.dueAt)}</span>
      </p>
      <form
        className="staff-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run('address', path, { onwardAddress: address }, 'PUT', 'The onward address is saved.');
        }}
      >
        <div className="staff-field">
          <label htmlFor={addressId}>Address of the onward journey (ask the guest)</label>
          <textarea id={addressId} value={address} onChange={(e) => setAddress(e.target.value)} rows={2} />
        </div>
        <button type="submit" className="staff-button quiet" disabled={busy !== null}>
          Save the address
        </button>
      </form>
      <form
        className="staff-form"
        onSubmit={(event) => {
          event.preventDefault();
          void run(
            'departed',
            `${path}/submitted`,
            { reference },
            'POST',
            'The departure is marked reported.',
          );
        }}
      >
        <div className="staff-field">
          <label htmlFor={referenceId}>The portal's number for the departure (optional)</label>
          <input id={referenceId} value={reference} onChange={(e) => setReference(e.target.value)} />
        </div>
        <button type="submit" className="staff-button" disabled={busy !== null || !departure.onwardAddress}>
          Mark departure reported
        </button>
        {!departure.onwardAddress && <p className="staff-note">Save the onward address first.</p>}
      </form>
    </section>
  );
}

/**
 * A foreign guest's Form C (decision 146), in the order the Bureau of Immigration's online form asks for it: to
 * print or download as CSV, type into indianfrro.gov.in, and mark submitted with the number the portal gives; and
 * once the guest has left, their departure.
 */
function FormC() {
  const id =
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('id') ?? '');
  const [view, setView] = useState<FormCView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reference, setReference] = useState('');
  const referenceId = useId();
  const load = () =>
    api<FormCView>(`/staff/registrations/${id}/form-c`)
      .then(setView)
      .catch((e: Error) => setError(e.message));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once for the id in the address
  useEffect(() => void load(), [id]);
  const { busy, said, setSaid, run } = useStaffAction(load);
  if (error) return <p className="staff-message error">{error}</p>;
  if (!view) return <p className="staff-note">Loading…</p>;
  return (
    <article className="staff-form-c-sheet">
      <p>
        <strong>{view.guestName}</strong>, room {view.roomNumber ?? '—'} · {view.code}
      </p>
      <p>
        {view.submittedAt ? (
          <span className="staff-pill good">
            Submitted {hotelTimeText(view.submittedAt)}
            {view.reference ? ` · ${view.reference}` : ''}
          </span>
        ) : (
          <span className="staff-pill due">To submit by {hotelTimeText(view.dueAt)}</span>
        )}
      </p>
      <div className="staff-no-print staff-toolbar">
        <button type="button" className="staff-button" onClick={() => window.print()}>
          Print
        </button>
        <button
          type="button"
          className="staff-button quiet"
          onClick={() =>
            saveApiFile(
              `/staff/registrations/${view.registrationId}/form-c/csv`,
              `form-c-${view.code}.csv`,
            ).catch((e: Error) => setSaid({ kind: 'error', text: e.message }))
          }
        >
          Download CSV
        </button>
      </div>
      {view.sections.map((section) => (
        <section key={section.title} className="staff-form-c-section">
          <h2>{section.title}</h2>
          <dl>
            {section.lines.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value || '—'}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
      {!view.submittedAt && (
        <form
          className="staff-form staff-no-print"
          onSubmit={(event) => {
            event.preventDefault();
            void run(
              'submitted',
              `/staff/registrations/${view.registrationId}/form-c/submitted`,
              { reference },
              'POST',
              'The Form C is marked submitted.',
            );
          }}
        >
          <h2>Submitted on indianfrro.gov.in?</h2>
          <div className="staff-field">
            <label htmlFor={referenceId}>The portal's application number (optional)</label>
            <input id={referenceId} value={reference} onChange={(e) => setReference(e.target.value)} />
          </div>
          <button type="submit" className="staff-button" disabled={busy !== null}>
            Mark submitted
          </button>
        </form>
      )}
      {view.departure && (
        <Departure
          key={view.departure.onwardAddress ?? ''}
          view={view}
          departure={view.departure}
          run={run}
          busy={busy}
        />
      )}
      <ActionMessage said={said} />
      <p className="staff-no-print">
        <a href="/staff/today">Back to today</a>
      </p>
    </article>
  );
}

/** The Form C screen of the front desk. */
export default function FormCScreen() {
  return <StaffGate>{() => <FormC />}</StaffGate>;
}
