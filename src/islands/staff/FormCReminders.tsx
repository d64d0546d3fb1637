import { useEffect, useState } from 'react';
import type { FormCDue } from '~/contracts/registration';
import { api } from '~/islands/api';
import { hotelTimeText } from '~/stores/hotel';

/**
 * The Today screen's reminder (decisions 146, 153): every foreign guest's Form C not yet marked submitted, due 24
 * hours after the arrival, and every departure not yet reported, due 24 hours after the check-out; overdue in red,
 * each opening its Form C. Loaded after the day's list, in its own chunk.
 */
export default function FormCReminders({ version }: { version: number }) {
  const [due, setDue] = useState<FormCDue[] | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks for the list again after each action
  useEffect(() => {
    api<{ due: FormCDue[] }>('/staff/form-c/due')
      .then((answer) => setDue(answer.due))
      .catch(() => setDue(null));
  }, [version]);
  if (!due || due.length === 0) return null;
  return (
    <section className="staff-section staff-reminder" aria-labelledby="form-c-due">
      <h2 id="form-c-due">
        Foreign guests to report <span className="staff-note">({due.length})</span>
      </h2>
      <p className="staff-note">
        Each foreign guest's Form C goes to the Bureau of Immigration (indianfrro.gov.in) within 24 hours of
        arrival, and their departure within 24 hours of leaving.
      </p>
      <ul>
        {due.map((d) => (
          <li key={`${d.report}-${d.registrationId}`}>
            <a href={`/staff/form-c?id=${d.registrationId}`}>
              {d.report === 'arrival' ? 'Form C' : 'Departure'} of {d.guestName}, room {d.roomNumber ?? '—'} (
              {d.code})
            </a>{' '}
            <span className={`staff-pill ${d.overdue ? 'due' : ''}`}>
              {d.overdue ? 'Overdue since' : 'Due by'} {hotelTimeText(d.dueAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
