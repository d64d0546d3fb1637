import { type SubmitEvent, useId, useState } from 'react';
import type { LoginView } from '~/lib/sign-in-forms';
import { toast } from '~/stores/toasts';
import { PhoneField } from './PhoneField';
import { requestCode, warmSignInClient } from './pending-sign-in';
import './auth-forms.css';

/**
 * /login: the phone number form. A real form the server answers (a tap before this island wakes, or without
 * script, posts it); once awake the island sends it through the API and goes on to /otp-verification itself.
 */
export default function LoginForm({ phone, error: refused, next }: LoginView) {
  const id = useId();
  const [error, setError] = useState(refused ?? '');
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field's own value: what was typed before the island woke counts as much as what came after.
    const sent = event.currentTarget;
    const typed = String(new FormData(sent).get('phone') ?? '').trim();
    if (!typed) {
      setError('Please enter phone number');
      return;
    }
    setError('');
    setBusy(true);
    const failure = await requestCode(
      sent,
      '/auth/send-otp',
      { phone: typed },
      { phone: typed, next, notice: 'OTP sent! Please verify.' },
      'Error sending OTP',
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
      action="/login"
      onSubmit={submit}
      onFocus={warmSignInClient}
      noValidate
    >
      {next && <input type="hidden" name="next" value={next} />}
      <PhoneField id={id} defaultValue={phone} invalid={Boolean(error)} errorShown={Boolean(error)} />
      {error && (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-maroon" type="submit" disabled={busy}>
        {busy ? 'Sending OTP...' : 'Send OTP'}
      </button>
      <p className="auth-switch">
        New to the palace?{' '}
        <a href={next ? `/sign-in?next=${encodeURIComponent(next)}` : '/sign-in'}>Create an account</a>
      </p>
    </form>
  );
}
