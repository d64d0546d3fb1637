import { lazy, Suspense } from 'react';
import { mayOpen, STAFF_SCREENS } from '~/lib/staff-screens';
import { StaffGate } from './StaffGate';
import './staff.css';

/** Today's counts, fetched once the console's first paint is done. */
const DashboardCounts = lazy(() => import('./DashboardCounts'));

const ROLE_WORDS = {
  staff: 'hotel staff',
  admin: 'an admin',
  guest: 'a guest',
  housekeeper: 'housekeeping',
} as const;

/** The console's first screen: who is signed in, and where each desk's work is. */
export default function ConsoleHome() {
  return (
    <StaffGate housekeeping>
      {(member) => (
        <div className="staff-panel">
          <p>
            Signed in as <strong>{member.name || 'a member of staff'}</strong>, {ROLE_WORDS[member.role]}.
            Every action you take here is recorded with your name.
          </p>
          {member.role !== 'housekeeper' && (
            <Suspense fallback={<p>Counting today…</p>}>
              <DashboardCounts />
            </Suspense>
          )}
          <h2>Screens</h2>
          <ul>
            {STAFF_SCREENS.filter((s) => s.path !== '/staff' && mayOpen(s, member.role)).map((s) => (
              <li key={s.path}>
                <a href={s.path}>{s.label}</a>: {s.summary}
              </li>
            ))}
          </ul>
        </div>
      )}
    </StaffGate>
  );
}
