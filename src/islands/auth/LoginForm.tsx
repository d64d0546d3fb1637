import { type SubmitEvent, useEffect, useId, useState } from 'react';
import { toast } from '~/stores/toasts';
import { PhoneField } from './PhoneField';
import { requestCode, safeNext } from './pending-sign-in';
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
    const failure = await requestCode(
      '/auth/send-otp',
      { phone },
      { phone: phone.trim() },
      { sent: 'OTP sent! Please verify.', failed: 'Error sending OTP' },
    );
    if (failure) {
      setError(failure);
      toast.error(failure);
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
