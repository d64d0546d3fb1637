import { type SubmitEvent, useEffect, useId, useState } from 'react';
import type { PrivacySummary } from '~/contracts/privacy';
import { formatHotelDate } from '~/lib/dates';
import { policyPaths } from '~/lib/policy-links';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';
import { saveApiFile } from '../save-file';

/**
 * The privacy centre (DPDP Act ss. 11-12): what the hotel keeps by category, the file of all of it, the marketing
 * choice, and erasure of the account after a notice period the guest may change their mind in.
 */
export default function PrivacyCentre({ onEdit }: { onEdit(): void }) {
  const id = useId();
  const [summary, setSummary] = useState<PrivacySummary | null>(null);
  const [failed, setFailed] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<PrivacySummary>('/privacy/summary')
      .then(setSummary)
      .catch((e) => setFailed(e instanceof ApiError ? e.message : 'Your privacy summary could not be read.'));
  }, []);
  const reload = () => api<PrivacySummary>('/privacy/summary').then(setSummary);

  async function download() {
    try {
      await saveApiFile(
        '/privacy/export/archive',
        `supar-palace-data-${new Date().toISOString().slice(0, 10)}.zip`,
        'Your data could not be downloaded.',
      );
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Your data could not be downloaded.');
    }
  }

  async function setMarketing(marketing: boolean) {
    // The box follows the click at once; the server's answer confirms it, or puts it back.
    setSummary((s) => (s ? { ...s, consent: { ...s.consent, marketing } } : s));
    try {
      const { message } = await api<{ message: string }>('/privacy/marketing', {
        method: 'PUT',
        body: { marketing },
      });
      toast.success(message);
      await reload();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Your choice could not be saved.');
      await reload();
    }
  }

  async function erase(event: SubmitEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const { message } = await api<{ message: string }>('/privacy/erasure', {
        method: 'POST',
        body: { confirm: confirm.trim() },
      });
      toast.success(message);
      setConfirm('');
      await reload();
    } catch (e) {
      toast.error(e instanceof ApiError ? e.message : 'Your request could not be sent.');
    } finally {
      setBusy(false);
    }
  }

  async function keep() {
    const { message } = await api<{ message: string }>('/privacy/erasure', { method: 'DELETE' });
    toast.success(message);
    await reload();
  }

  if (failed) return <p role="alert">{failed}</p>;
  if (!summary) return <p role="status">Reading what we keep…</p>;
  const { consent } = summary;
  return (
    <section className="privacy-centre" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Your data and privacy</h3>
      <p>
        What we keep about you, and what you can do about it. Our{' '}
        <a href={policyPaths.privacy}>privacy notice</a> says why we keep each, for how long, and who receives
        it.
      </p>
      <dl className="privacy-kept">
        {summary.categories.map((c) => (
          <div key={c.key}>
            <dt>
              {c.label} {c.key !== 'profile' && <span className="muted">({c.count})</span>}
            </dt>
            <dd>{c.detail}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        {consent.noticeAcceptedAt
          ? `You agreed to our privacy notice of ${formatHotelDate(consent.noticeVersion ?? '')} on ${formatHotelDate(consent.noticeAcceptedAt.slice(0, 10))}.`
          : 'Your account was made before our privacy notice asked for agreement.'}
      </p>
      <p className="muted" id={`${id}-download-hint`}>
        The download is a zip: everything above as a JSON file, and your tax invoices and receipts as PDFs.
      </p>
      <div className="privacy-actions">
        <button
          type="button"
          className="btn btn-outline"
          onClick={download}
          aria-describedby={`${id}-download-hint`}
        >
          Download my data
        </button>
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          Correct my details
        </button>
      </div>
      <label className="privacy-choice" htmlFor={`${id}-marketing`}>
        <input
          id={`${id}-marketing`}
          type="checkbox"
          checked={consent.marketing}
          onChange={(e) => void setMarketing(e.target.checked)}
        />
        <span>Send me the hotel's offers by SMS and email. Booking messages reach you either way.</span>
      </label>
      {summary.erasureDueAt ? (
        <div className="privacy-erasure" role="status">
          <p>
            Your account will be erased on {new Date(summary.erasureDueAt).toLocaleString('en-IN')}. Until
            then you can change your mind.
          </p>
          <button type="button" className="btn btn-maroon" onClick={() => void keep()}>
            Keep my account
          </button>
        </div>
      ) : (
        <form className="privacy-erasure" onSubmit={erase}>
          <h4>Erase my account</h4>
          <p>
            We remove your name, phone, email, address, picture, favorites, invitations and sign-ins after a
            short notice period. Tax invoices and their payments stay for the period the GST law sets, without
            your contact details. This cannot be undone.
          </p>
          <label htmlFor={`${id}-erase`}>Type ERASE to confirm</label>
          <input
            id={`${id}-erase`}
            type="text"
            autoComplete="off"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
          <button type="submit" className="btn btn-outline" disabled={busy || confirm.trim() !== 'ERASE'}>
            Erase my account
          </button>
        </form>
      )}
    </section>
  );
}
