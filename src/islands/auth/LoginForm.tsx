import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { flashToast, toast } from '../../stores/toasts';
import { ApiError, api } from '../api';
import { PhoneField } from './PhoneField';
import { safeNext, savePendingSignIn } from './pending-sign-in';
import './auth-forms.css';

/** /login: the phone number form; a code is sent and the guest goes on to /otp-verification. */
export default function LoginForm() {
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [signUpHref, setSignUpHref] = useState('/sign-in');
  useEffect(() => {
    const next = safeNext(new URLSearchParams(location.search).get('next'));
    if (next) setSignUpHref(`/sign-in?next=${encodeURIComponent(next)}`);
  }, []);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!phone.trim()) {
      setError('Please enter phone number');
      return;
    }
    setError('');
    setBusy(true);
    try {
      await api('/auth/send-otp', { method: 'POST', body: { phone } }, 'Error sending OTP');
      const next = safeNext(new URLSearchParams(location.search).get('next'));
      savePendingSignIn({ phone: phone.trim(), sentAt: Date.now(), next });
      flashToast('success', 'OTP sent! Please verify.');
      location.assign('/otp-verification');
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : 'Error sending OTP';
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  }

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <PhoneField
        id={id}
        value={phone}
        onChange={setPhone}
        invalid={Boolean(error)}
        errorShown={Boolean(error)}
      />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-maroon" type="submit" disabled={busy}>
        {busy ? 'Sending OTP...' : 'Send OTP'}
      </button>
      <p className="auth-switch">
        New to the palace? <a href={signUpHref}>Create an account</a>
      </p>
    </form>
  );
}
