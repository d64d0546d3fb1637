import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { PeopleList } from '~/contracts/staff';
import { api } from '~/islands/api';
import { HOTEL_ROLES, type UserRole } from '~/lib/roles';
import { StaffGate } from './StaffGate';
import './staff.css';

const ROLE_NAMES: Record<UserRole, string> = {
  guest: 'Guest',
  staff: 'Staff',
  admin: 'Admin',
  housekeeper: 'Housekeeper',
};

/** Admins see the hotel's people and give or take back roles; the change is audited. */
function People() {
  const [people, setPeople] = useState<PeopleList['people'] | null>(null);
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<UserRole>('staff');
  const [said, setSaid] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(() => {
    api<PeopleList>('/staff/people')
      .then((list) => setPeople(list.people))
      .catch((error: Error) => setSaid({ kind: 'error', text: error.message }));
  }, []);
  useEffect(load, [load]);

  async function change(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>('/staff/people/role', {
        method: 'PUT',
        body: { phone, role },
      });
      setSaid({ kind: 'done', text: message });
      setPhone('');
      load();
    } catch (error) {
      setSaid({ kind: 'error', text: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <section className="staff-section" aria-labelledby="roles-form">
        <h2 id="roles-form">Give or take back a role</h2>
        <form className="staff-toolbar" onSubmit={change}>
          <label>
            Phone number
            <input
              type="tel"
              autoComplete="off"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              required
            />
          </label>
          <label>
            Role
            <select value={role} onChange={(e) => setRole(e.target.value as UserRole)}>
              {(['guest', ...HOTEL_ROLES] as const).map((r) => (
                <option key={r} value={r}>
                  {r === 'guest' ? 'Guest (no console)' : ROLE_NAMES[r]}
                </option>
              ))}
            </select>
          </label>
          <button className="staff-button" type="submit" disabled={busy}>
            Save role
          </button>
        </form>
        <p className="staff-note">The person must have signed in once with that number.</p>
        <div aria-live="polite">{said && <p className={`staff-message ${said.kind}`}>{said.text}</p>}</div>
      </section>
      <section className="staff-section" aria-labelledby="people-list">
        <h2 id="people-list">Staff and admins</h2>
        {people === null ? (
          <p className="staff-note">Loading…</p>
        ) : (
          <div className="staff-table-wrap">
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Role</th>
                </tr>
              </thead>
              <tbody>
                {people.map((p) => (
                  <tr key={p.id}>
                    <td>{p.name || '(no name)'}</td>
                    <td>{p.phone}</td>
                    <td>{ROLE_NAMES[p.role]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

/** The People screen (admins only). */
export default function PeopleScreen() {
  return <StaffGate admin>{() => <People />}</StaffGate>;
}
