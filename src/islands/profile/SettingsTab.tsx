import { lazy, Suspense, useState } from 'react';
import { displayPhone } from '~/lib/phone-display';
import { signOut } from '~/stores/auth';
import { toast } from '~/stores/toasts';
import { EmailText } from '../ui/EmailText';
import EditProfileDialog from './EditProfileDialog';
import PrivacyCentre from './PrivacyCentre';
import type { Guest } from './types';

// Only a guest with an unproven address needs it (decision 115): fetched then, so the page carries no more at load.
const EmailUnconfirmed = lazy(() => import('./EmailUnconfirmed'));
const LATER = ['Notification Settings', 'Payment Methods', 'Help & Support'];

interface Props {
  guest: Guest;
  placeholderImage: string;
  onSaved(guest: Guest): void;
}

/** Settings: the guest's details, the edit dialog and Sign Out. */
export default function SettingsTab({ guest, placeholderImage, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const details = [
    ['Name', guest.name],
    ['Email', guest.email],
    ['Phone Number', displayPhone(guest.phone)],
    ['Address', guest.address],
  ] as const;

  return (
    <div className="settings-tab">
      <div className="settings-head">
        <h3>Account details</h3>
        <button type="button" className="btn btn-maroon" onClick={() => setEditing(true)}>
          Edit
        </button>
      </div>
      <dl className="settings-details">
        {details.map(([label, value]) => (
          <div key={label} className="settings-row">
            <dt>{label}</dt>
            <dd className={value ? undefined : 'not-provided'}>
              {value && label === 'Email' ? <EmailText email={value} /> : value || 'Not provided'}
              {value && label === 'Email' && !guest.email_verified && (
                <Suspense>
                  <EmailUnconfirmed email={value} />
                </Suspense>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <PrivacyCentre onEdit={() => setEditing(true)} />
      <ul className="settings-more">
        {LATER.map((label) => (
          <li key={label}>
            <button type="button" onClick={() => toast(`${label} will be available soon.`)}>
              {label}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-outline sign-out"
        onClick={() => {
          signOut();
          location.assign('/login');
        }}
      >
        Sign Out
      </button>
      {editing && (
        <EditProfileDialog
          guest={guest}
          placeholderImage={placeholderImage}
          onClose={() => setEditing(false)}
          onSaved={(updated) => {
            onSaved(updated);
            setEditing(false);
          }}
        />
      )}
    </div>
  );
}
