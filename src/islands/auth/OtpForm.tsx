import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { VerifiedCode } from '~/contracts/auth';
import { NOTICE_REQUIRED } from '~/lib/consent';
import { completeCode, OTP_DIGITS, pasteDigits, resendWait } from '~/lib/otp-input';
import type { CodeView } from '~/lib/sign-in-forms';
import { login } from '~/stores/auth';
import { flashToast, toast } from '~/stores/toasts';
import { ConsentChoices, consentIn } from './ConsentChoices';
import OtpBoxes from './OtpBoxes';
import { savePendingSignIn, signInClient, warmSignInClient } from './pending-sign-in';
import './auth-forms.css';

const blank = () => Array.from({ length: OTP_DIGITS }, () => '');

/**
 * /otp-verification: the six-digit code for the number of the sign-in in progress (its cookie, read by the server).
 * A real form the server answers (verify, resend, a new account's name); awake, the island sends it through the API.
 */
export default function OtpForm(view: CodeView) {
  const id = useId();
  const [pending, setPending] = useState(view.pending);
  const [boxes, setBoxes] = useState(blank);
  const [error, setError] = useState(view.error ?? '');
  const [busy, setBusy] = useState(false);
  // The countdown starts from when the server rendered the page, so the first render here matches its HTML.
  const [now, setNow] = useState(view.renderedAt);
  const [awake, setAwake] = useState(false);
  // Once a right code finds no account for the number: the question, and the code kept for the try that names.
  const [newAccount, setNewAccount] = useState(view.newAccount ?? null);

  useEffect(() => {
    setAwake(true);
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (pending === null) {
    return (
      <div className="auth-form">
        <p>We do not know which number to verify yet.</p>
        <a className="btn btn-maroon" href="/login">
          Enter your phone number
        </a>
      </div>
    );
  }
  const current = pending;
  const wait = resendWait(current.sentAt, now);

  /**
   * Sends the code (and, for a new account, the name); a number with no account is asked for the name first. When
   * the client cannot be fetched, `form` goes to the server as it would without script (decision 120).
   */
  async function send(form: HTMLFormElement, otp: string, name?: string, given = current.consent) {
    setError('');
    setBusy(true);
    const client = await signInClient().catch(() => null);
    if (!client) {
      form.submit();
      return;
    }
    const { ApiError, api } = client;
    try {
      const answer = await api<VerifiedCode>(
        '/auth/verify-otp',
        {
          method: 'POST',
          body: {
            phone: current.phone,
            otp,
            askName: true,
            ...(name ? { name } : {}),
            ...(given?.notice ? { acceptNotice: true, marketing: given.marketing } : {}),
          },
        },
        'Invalid OTP',
      );
      if ('needsName' in answer) {
        setNewAccount({ otp, message: answer.message, name: '' });
        setBusy(false);
        return;
      }
      login(answer.token, answer.user);
      await savePendingSignIn(null);
      flashToast('success', 'Otp Verification Successful.');
      location.assign(current.next ?? '/');
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : 'Invalid OTP';
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  }

  async function submitted(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const sent = event.currentTarget;
    const form = new FormData(sent);
    // The button pressed: Verify (or Enter), Resend, or a new account's Create.
    const intent = event.submitter?.getAttribute('value') ?? form.get('intent');
    if (intent === 'resend') return resend();
    if (newAccount) {
      const name = String(form.get('name') ?? '').trim();
      const consent = consentIn(form);
      if (!name) return setError('Please enter your name.');
      if (!consent.notice) return setError(NOTICE_REQUIRED);
      return send(sent, newAccount.otp, name, consent);
    }
    // The boxes as they are now, not as last rendered: digits typed just before the island woke reach its state a
    // render after its first, and a tap in between would find them missing (a journey on a slow phone did).
    const otp = completeCode(pasteDigits(blank(), 0, form.getAll('otp').join('')).boxes);
    if (!otp) return setError('Please enter complete OTP');
    return send(sent, otp);
  }

  async function resend() {
    const viaSignUp = Boolean(current.name);
    const client = await signInClient().catch(() => null);
    if (!client) {
      toast.error('Error sending OTP');
      return;
    }
    try {
      await client.api(
        viaSignUp ? '/auth/signup' : '/auth/send-otp',
        {
          method: 'POST',
          body: viaSignUp
            ? { name: current.name, phone: current.phone, referralCode: current.referralCode }
            : { phone: current.phone },
        },
        viaSignUp ? 'Error during signup' : 'Error sending OTP',
      );
      const updated = { ...current, sentAt: Date.now(), notice: undefined };
      await savePendingSignIn(updated);
      setPending(updated);
      setNow(Date.now());
      setBoxes(blank());
      setError('');
      toast.success('OTP sent! Please verify.');
    } catch (failure) {
      toast.error(failure instanceof client.ApiError ? failure.message : 'Error sending OTP');
    }
  }

  if (newAccount) {
    return (
      <form
        className="auth-form"
        method="post"
        action="/otp-verification"
        onSubmit={submitted}
        onFocus={warmSignInClient}
        noValidate
      >
        <input type="hidden" name="intent" value="name" />
        <input type="hidden" name="otp" value={newAccount.otp} />
        <input type="hidden" name="question" value={newAccount.message} />
        <p className="otp-label" id={`${id}-new`}>
          {newAccount.message}
        </p>
        <label htmlFor={`${id}-name`}>Your full name</label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={100}
          defaultValue={newAccount.name}
          aria-describedby={error ? `${id}-error` : `${id}-new`}
          aria-invalid={Boolean(error) && error !== NOTICE_REQUIRED}
        />
        <ConsentChoices id={id} invalid={error === NOTICE_REQUIRED} />
        {error && (
          <p id={`${id}-error`} className="form-error" role="alert">
            {error}
          </p>
        )}
        <button className="btn btn-maroon" type="submit" disabled={busy}>
          {busy ? 'Creating your account...' : 'Create my account'}
        </button>
        <p className="auth-switch">
          Not your number? <a href="/login">Use another</a>
        </p>
      </form>
    );
  }

  return (
    <form
      className="auth-form"
      method="post"
      action="/otp-verification"
      onSubmit={submitted}
      onFocus={warmSignInClient}
      noValidate
    >
      {view.notice && (
        <p className="form-notice" role="status">
          {view.notice}
        </p>
      )}
      <p id={`${id}-label`} className="otp-label">
        Enter the 6-digit code sent to <strong>{current.phone}</strong>
      </p>
      <OtpBoxes boxes={boxes} onChange={setBoxes} labelledBy={`${id}-label`} invalid={Boolean(error)} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-maroon" type="submit" name="intent" value="verify" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify OTP'}
      </button>
      <p className="auth-switch">
        Did not get it?{' '}
        {awake && wait > 0 ? (
          <span className="resend-wait">Resend OTP in {wait}s</span>
        ) : (
          <button type="submit" name="intent" value="resend" className="link-button">
            Resend OTP
          </button>
        )}
      </p>
      <p className="auth-switch">
        Wrong number? <a href={current.name ? '/sign-in' : '/login'}>Change it</a>
      </p>
    </form>
  );
}
