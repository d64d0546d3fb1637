import { useState } from 'react';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import { EmailText } from '../ui/EmailText';

/**
 * Under an address not yet proven (decision 115): that it is unverified, where the link went, and Resend. Until the
 * guest opens the link, the hotel sends nothing else there and links nothing to the account by it.
 */
export default function EmailUnconfirmed({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    try {
      const sent = await api<{ message: string }>(
        '/auth/email-verification',
        { method: 'POST' },
        'The link was not sent.',
      );
      toast.success(sent.message);
    } catch (failure) {
      toast.error(failure instanceof ApiError ? failure.message : 'The link was not sent.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <p className="email-unconfirmed">
      <strong>Unverified:</strong> we sent a link to <EmailText email={email} />. Open it to confirm your
      address; until then we send nothing to it.{' '}
      <button type="button" className="email-resend" onClick={resend} disabled={busy}>
        {busy ? 'Sending…' : 'Resend the link'}
      </button>
    </p>
  );
}
