import { type ReactNode, useEffect, useState } from 'react';
import type { StaffMember } from '~/contracts/staff';
import { ApiError, api } from '~/islands/api';
import { keepsHouse } from '~/lib/roles';
import { $auth } from '~/stores/auth';

type Gate =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'guest' }
  | { state: 'failed'; message: string }
  | { state: 'in'; member: StaffMember };

/**
 * The console's door: asks the API who is signed in, and shows the screen only to staff (or, with `admin`, only
 * to admins; a housekeeper only where `housekeeping` says so, decision 144). Signed out, it offers the guest sign-in (phone and code) back to this screen; a guest is told the
 * console is for hotel staff. The API refuses them anyway: this only spares them an empty screen.
 */
export function StaffGate({
  admin = false,
  housekeeping = false,
  children,
}: {
  admin?: boolean;
  housekeeping?: boolean;
  children: (member: StaffMember) => ReactNode;
}) {
  const [gate, setGate] = useState<Gate>({ state: 'checking' });
  const role = gate.state === 'in' ? gate.member.role : null;
  // The bar's admin-only links show once an admin is known to be signed in (StaffLayout's style hides them).
  useEffect(() => {
    if (role) document.body.dataset.role = role;
    else delete document.body.dataset.role;
  }, [role]);
  // The session is read once the island has hydrated (the server renders it checking), and again whenever it
  // changes (a sign-out in another tab): the gate needs no store binding of its own (decision 122).
  useEffect(
    () =>
      $auth.subscribe(({ token, user }) => {
        if (!token || !user) {
          setGate({ state: 'signed-out' });
          return;
        }
        // The profile answers any signed-in account with its role as it is now (a role given or taken since
        // sign-in shows at once); the staff API checks the role again on every call.
        api<{ user: StaffMember }>('/auth/profile')
          .then(({ user: { id, name, role } }) =>
            setGate(keepsHouse(role) ? { state: 'in', member: { id, name, role } } : { state: 'guest' }),
          )
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 401) setGate({ state: 'signed-out' });
            else
              setGate({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
          });
      }),
    [],
  );

  if (gate.state === 'checking') return <p className="staff-note">Checking your sign-in…</p>;
  if (gate.state === 'signed-out') {
    const next = encodeURIComponent(location.pathname + location.search);
    return (
      <div className="staff-panel">
        <p>Sign in with the phone number the hotel registered for you.</p>
        <a className="btn btn-maroon" href={`/login?next=${next}`}>
          Sign in
        </a>
      </div>
    );
  }
  if (gate.state === 'guest') {
    return (
      <div className="staff-panel" role="alert">
        <p>
          <strong>This console is for hotel staff.</strong> You are signed in as a guest; your bookings are in
          your account.
        </p>
        <a href="/user-profile">Go to your account</a>
      </div>
    );
  }
  if (gate.state === 'failed') return <p role="alert">{gate.message}</p>;
  if (admin && gate.member.role !== 'admin') {
    return (
      <div className="staff-panel" role="alert">
        <p>
          <strong>This screen is for admins.</strong> You are signed in as{' '}
          {gate.member.name || 'a member of staff'}, hotel staff: ask an admin to open it, or to make the
          change for you.
        </p>
        <a href="/staff">Back to the console</a>
      </div>
    );
  }
  if (gate.member.role === 'housekeeper' && !housekeeping) {
    return (
      <div className="staff-panel" role="alert">
        <p>
          <strong>This screen is for the front desk.</strong> You are signed in as{' '}
          {gate.member.name || 'a housekeeper'}, housekeeping.
        </p>
        <a href="/staff/housekeeping">Go to housekeeping</a>
      </div>
    );
  }
  return <>{children(gate.member)}</>;
}
