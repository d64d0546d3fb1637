import { useEffect, useState } from 'react';
import type { FormCDue } from '~/contracts/registration';
import { api } from '~/islands/api';
import { hotelTimeText } from '~/stores/hotel';

/**
 * The Today screen's reminder (decision 146): every foreign guest's Form C not yet marked submitted, due 24 hours
 * after the arrival, overdue in red, each opening its print view. Loaded after the day's list, in its own chunk.
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
        Form C to submit <span className="staff-note">({due.length})</span>
      </h2>
      <p className="staff-note">
        Each foreign guest's Form C goes to the Bureau of Immigration (indianfrro.gov.in) within 24 hours of
        arrival.
      </p>
      <ul>
        {due.map((d) => (
          <li key={d.registrationId}>
            <a href={`/staff/form-c?id=${d.registrationId}`}>
              Form C of {d.guestName}, room {d.roomNumber ?? '—'} ({d.code})
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
