import { type SubmitEvent, useId, useState } from 'react';
import { NOTICE_REQUIRED } from '~/lib/consent';
import { policyPaths } from '~/lib/policy-links';
import type { SignUpView } from '~/lib/sign-in-forms';
import { toast } from '~/stores/toasts';
import { ConsentChoices, consentIn } from './ConsentChoices';
import { PhoneField } from './PhoneField';
import { requestCode, warmSignInClient } from './pending-sign-in';
import './auth-forms.css';

/**
 * /sign-in: full name and phone, keeping a `?ref=` referral code for the friend who invited the guest. A real
 * form the server answers (before this island wakes, or without script); awake, the island sends it through the API.
 */
export default function SignUpForm(view: SignUpView) {
  const { referralCode, referrerName, rewardCoins, next } = view;
  const id = useId();
  const [error, setError] = useState(view.error ?? '');
  const [blank, setBlank] = useState({ name: !view.name, phone: !view.phone });
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = event.currentTarget;
    const form = new FormData(sent);
    const name = String(form.get('name') ?? '').trim();
    const phone = String(form.get('phone') ?? '').trim();
    const consent = consentIn(form);
    setBlank({ name: !name, phone: !phone });
    if (!name || !phone) {
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
      sent,
      '/auth/signup',
      { name, phone, referralCode },
      { phone, name, referralCode, consent, next, notice: 'Sign In Successfully. OTP sent...' },
      'Error during signup',
    );
    if (failure) {
      setError(failure);
      toast.error(failure);
      setBusy(false);
    }
  }

  return (
    <form
      className="auth-form"
      method="post"
      action="/sign-in"
      onSubmit={submit}
      onFocus={warmSignInClient}
      noValidate
    >
      {referralCode && (
        <p className="referral-note">
          You were invited with code <strong>{referralCode}</strong>:{' '}
          {referrerName
            ? `sign up and ${referrerName} earns ${rewardCoins} Supar Coins.`
            : "sign up to welcome your host's reward."}
        </p>
      )}
      {referralCode && <input type="hidden" name="referralCode" value={referralCode} />}
      {next && <input type="hidden" name="next" value={next} />}
      <label htmlFor={`${id}-name`}>Full name</label>
      <input
        id={`${id}-name`}
        name="name"
        type="text"
        autoComplete="name"
        maxLength={100}
        defaultValue={view.name}
        aria-invalid={Boolean(error) && blank.name}
      />
      <PhoneField
        id={id}
        defaultValue={view.phone}
        invalid={Boolean(error) && blank.phone}
        errorShown={Boolean(error)}
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <ConsentChoices id={id} defaults={view.consent} invalid={error === NOTICE_REQUIRED} />
      <p className="auth-policies">
        Bookings are made on our <a href={policyPaths.terms}>terms of booking</a>.
      </p>
      <button className="btn btn-maroon" type="submit" disabled={busy}>
        {busy ? 'Sending OTP...' : 'Sign up'}
      </button>
      <p className="auth-switch">
        Already a guest?{' '}
        <a href={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>Log in with your phone</a>
      </p>
    </form>
  );
}
