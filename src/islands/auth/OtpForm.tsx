import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { VerifiedCode } from '~/contracts/auth';
import { completeCode, OTP_DIGITS, resendWait } from '~/lib/otp-input';
import { login } from '~/stores/auth';
import { flashToast, toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import { type Consent, ConsentChoices, NOTICE_REQUIRED } from './ConsentChoices';
import OtpBoxes from './OtpBoxes';
import {
  clearPendingSignIn,
  type PendingSignIn,
  readPendingSignIn,
  savePendingSignIn,
} from './pending-sign-in';
import './auth-forms.css';

const blank = () => Array.from({ length: OTP_DIGITS }, () => '');

/** /otp-verification: the six-digit code for the phone carried over from /login or /sign-in. */
export default function OtpForm() {
  const id = useId();
  const [pending, setPending] = useState<PendingSignIn | null | undefined>(undefined);
  const [boxes, setBoxes] = useState(blank);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  // Once a right code finds no account for the number: the question, and the name the guest types for it.
  const [newAccount, setNewAccount] = useState<{ otp: string; message: string } | null>(null);
  const [name, setName] = useState('');
  const [consent, setConsent] = useState<Consent>({ notice: false, marketing: false });

  useEffect(() => setPending(readPendingSignIn()), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  if (pending === undefined) return <p className="auth-loading">Loading…</p>;
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

  /** Sends the code (and, for a new account, the name); a number with no account is asked for the name first. */
  async function send(otp: string, newName?: string, given = current.consent) {
    setError('');
    setBusy(true);
    try {
      const answer = await api<VerifiedCode>(
        '/auth/verify-otp',
        {
          method: 'POST',
          body: {
            phone: current.phone,
            otp,
            askName: true,
            ...(newName ? { name: newName } : {}),
            ...(given?.notice ? { acceptNotice: true, marketing: given.marketing } : {}),
          },
        },
        'Invalid OTP',
      );
      if ('needsName' in answer) {
        setNewAccount({ otp, message: answer.message });
        setBusy(false);
        return;
      }
      login(answer.token, answer.user);
      clearPendingSignIn();
      flashToast('success', 'Otp Verification Successful.');
      location.assign(current.next ?? '/');
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : 'Invalid OTP';
      setError(message);
      toast.error(message);
      setBusy(false);
    }
  }

  async function verify(event: SubmitEvent) {
    event.preventDefault();
    const otp = completeCode(boxes);
    if (!otp) {
      setError('Please enter complete OTP');
      return;
    }
    await send(otp);
  }

  async function createAccount(event: SubmitEvent) {
    event.preventDefault();
    if (!newAccount) return;
    if (!name.trim()) {
      setError('Please enter your name.');
      return;
    }
    if (!consent.notice) {
      setError(NOTICE_REQUIRED);
      return;
    }
    await send(newAccount.otp, name.trim(), consent);
  }

  async function resend() {
    const viaSignUp = Boolean(current.name);
    try {
      await api(
        viaSignUp ? '/auth/signup' : '/auth/send-otp',
        {
          method: 'POST',
          body: viaSignUp
            ? { name: current.name, phone: current.phone, referralCode: current.referralCode }
            : { phone: current.phone },
        },
        viaSignUp ? 'Error during signup' : 'Error sending OTP',
      );
      const updated = { ...current, sentAt: Date.now() };
      savePendingSignIn(updated);
      setPending(updated);
      setNow(Date.now());
      setBoxes(blank());
      setError('');
      toast.success('OTP sent! Please verify.');
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : 'Error sending OTP');
    }
  }

  if (newAccount) {
    return (
      <form className="auth-form" onSubmit={createAccount} noValidate>
        <p className="otp-label" id={`${id}-new`}>
          {newAccount.message}
        </p>
        <label htmlFor={`${id}-name`}>Your full name</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="name"
          maxLength={100}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-describedby={error ? `${id}-error` : `${id}-new`}
          aria-invalid={Boolean(error) && !name.trim()}
        />
        <ConsentChoices id={id} value={consent} onChange={setConsent} invalid={error === NOTICE_REQUIRED} />
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
    <form className="auth-form" onSubmit={verify} noValidate>
      <p id={`${id}-label`} className="otp-label">
        Enter the 6-digit code sent to <strong>{current.phone}</strong>
      </p>
      <OtpBoxes boxes={boxes} onChange={setBoxes} labelledBy={`${id}-label`} invalid={Boolean(error)} />
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <button className="btn btn-maroon" type="submit" disabled={busy}>
        {busy ? 'Verifying...' : 'Verify OTP'}
      </button>
      <p className="auth-switch">
        Did not get it?{' '}
        {wait > 0 ? (
          <span className="resend-wait">Resend OTP in {wait}s</span>
        ) : (
          <button type="button" className="link-button" onClick={resend}>
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
