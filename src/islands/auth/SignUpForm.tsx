import { type SubmitEvent, useEffect, useId, useRef, useState } from 'react';
import type { ReferralConfirmed } from '~/contracts/referrals';
import { policyPaths } from '~/lib/policy-links';
import { toast } from '~/stores/toasts';
import { api } from '../api';
import { useValueBeforeWake } from '../ui/use-value-before-wake';
import { type Consent, ConsentChoices, NOTICE_REQUIRED } from './ConsentChoices';
import { PhoneField } from './PhoneField';
import { requestCode, safeNext } from './pending-sign-in';
import './auth-forms.css';

const referralFromUrl = () => {
  const ref = new URLSearchParams(location.search).get('ref')?.trim() ?? '';
  return /^[A-Za-z0-9-]{1,32}$/.test(ref) ? ref : undefined;
};

/** /sign-in: full name and phone; keeps a `?ref=` referral code for the friend who invited the guest. */
export default function SignUpForm() {
  const id = useId();
  const [name, setName] = useState('');
  const nameField = useRef<HTMLInputElement>(null);
  useValueBeforeWake(nameField, name, setName);
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState<Consent>({ notice: false, marketing: false });
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [referralCode, setReferralCode] = useState<string>();
  const [host, setHost] = useState<ReferralConfirmed | null>(null);
  const [loginQuery, setLoginQuery] = useState('');
  useEffect(() => {
    const code = referralFromUrl();
    setReferralCode(code);
    // Whose link it is, so the friend sees who invited them (an unknown code simply earns nobody coins).
    if (code) {
      api<ReferralConfirmed>('/referrals/confirm', { method: 'POST', body: { code } })
        .then(setHost)
        .catch(() => setHost(null));
    }
    const next = safeNext(new URLSearchParams(location.search).get('next'));
    if (next) setLoginQuery(`?next=${encodeURIComponent(next)}`);
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!name.trim() || !phone.trim()) {
      setError('Please fill all fields');
      return;
    }
    if (!consent.notice) {
      setError(NOTICE_REQUIRED);
      return;
    }
    setError('');
    setBusy(true);
    const failure = await requestCode(
      '/auth/signup',
      { name, phone, referralCode },
      { phone: phone.trim(), name: name.trim(), referralCode, consent },
      { sent: 'Sign In Successfully. OTP sent...', failed: 'Error during signup' },
    );
    if (failure) {
      setError(failure);
      toast.error(failure);
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {referralCode && (
        <p className="referral-note">
          You were invited with code <strong>{referralCode}</strong>:{' '}
          {host?.valid && host.referrerName
            ? `sign up and ${host.referrerName} earns ${host.rewardCoins} Supar Coins.`
            : "sign up to welcome your host's reward."}
        </p>
      )}
      <label htmlFor={`${id}-name`}>Full name</label>
      <input
        ref={nameField}
        id={`${id}-name`}
        type="text"
        autoComplete="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        aria-invalid={Boolean(error) && !name.trim()}
      />
      <PhoneField
        id={id}
        value={phone}
        onChange={setPhone}
        invalid={Boolean(error) && !phone.trim()}
        errorShown={Boolean(error)}
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <ConsentChoices id={id} value={consent} onChange={setConsent} invalid={error === NOTICE_REQUIRED} />
      <p className="auth-policies">
        Bookings are made on our <a href={policyPaths.terms}>terms of booking</a>.
      </p>
      <button className="btn btn-maroon" type="submit" disabled={busy}>
        {busy ? 'Sending OTP...' : 'Sign up'}
      </button>
      <p className="auth-switch">
        Already a guest? <a href={`/login${loginQuery}`}>Log in with your phone</a>
      </p>
    </form>
  );
}
