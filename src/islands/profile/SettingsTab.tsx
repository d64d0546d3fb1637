import { lazy, Suspense, useState } from 'react';
import { displayPhone } from '~/lib/phone-display';
import { signOut } from '~/stores/auth';
import { toast } from '~/stores/toasts';
import { api } from '../api';
import { EmailText } from '../ui/EmailText';
import type { Guest } from './types';

// The edit dialog is fetched when the guest opens it (decision 121): most visits to Settings never edit.
const EditProfileDialog = lazy(() => import('./EditProfileDialog'));
// The privacy centre, below the details, is fetched as Settings first shows (decision 124): it reads its own summary
// anyway, and meanwhile says so in the words it uses itself while reading.
const PrivacyCentre = lazy(() => import('./PrivacyCentre'));
const READING = <p role="status">Reading what we keep…</p>;

interface Props {
  guest: Guest;
  placeholderImage: string;
  onSaved(guest: Guest): void;
}

/** Settings: the guest's details, the edit dialog and Sign Out. */
export default function SettingsTab({ guest, placeholderImage, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const resend = () =>
    api<{ message: string }>('/auth/email-verification', { method: 'POST' }).then(
      (sent) => toast.success(sent.message),
      (failure: Error) => toast.error(failure.message),
    );
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
                // Until proven, the address receives nothing but its link (decision 115).
                <p className="email-unconfirmed">
                  Unverified: we sent a link to {value};{' '}
                  <button type="button" onClick={resend}>
                    resend
                  </button>
                </p>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Suspense fallback={READING}>
        <PrivacyCentre onEdit={() => setEditing(true)} />
      </Suspense>
      {/* What messages a guest receives is in the privacy centre above (booking messages always go, others by
          consent); the hotel keeps no card (the payment provider does), so help is the one thing left to offer. */}
      <ul className="settings-more">
        <li>
          <a href="/contact-us">Help & Support</a>
        </li>
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
        <Suspense>
          <EditProfileDialog
            guest={guest}
            placeholderImage={placeholderImage}
            onClose={() => setEditing(false)}
            onSaved={(updated) => {
              onSaved(updated);
              setEditing(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
