import { useStore } from '@nanostores/react';
import { type SubmitEvent, useEffect, useState } from 'react';
import type { InviteCreated, ReferralDashboard } from '~/contracts/referrals';
import { $auth } from '~/stores/auth';
import { toast } from '~/stores/toasts';
import { api } from '../api';
import '../ui/referral-figures.css';
import './refer.css';
import { coinTermsText } from '~/lib/coins';

/** Spec §9: the invite screen's toasts last 3 s and the copied mark 2 s. */
const TOAST_MS = 3000;
const COPIED_MS = 2000;
const LOGIN_HERE = `/login?next=${encodeURIComponent('/refer-and-earn')}`;

function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(text);
      toast.success('Copied to clipboard!', TOAST_MS);
      setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      toast.error('Could not copy. Please select the link and copy it.', TOAST_MS);
    }
  }
  return { copied, copy };
}

/** Reads the guest's Refer & Earn figures into the page's state. */
function loadDashboard(set: (d: ReferralDashboard) => void, fail: (failed: boolean) => void) {
  api<ReferralDashboard>('/dashboard')
    .then((d) => {
      set(d);
      fail(false);
    })
    .catch(() => fail(true));
}

/** /refer-and-earn: the guest's coins, share link, invite form and referral figures (spec §2). */
export default function ReferAndEarn() {
  const { token, user } = useStore($auth);
  const [dashboard, setDashboard] = useState<ReferralDashboard | null>(null);
  const [failed, setFailed] = useState(false);
  const [lastLink, setLastLink] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [inlineError, setInlineError] = useState('');
  const { copied, copy } = useCopy();
  // The server renders without the browser's stored session: render that same markup until hydrated.
  const [mounted, setMounted] = useState(false);

  const refresh = () => loadDashboard(setDashboard, setFailed);

  useEffect(() => {
    setMounted(true);
    if (!$auth.get().token) {
      location.replace(LOGIN_HERE);
      return;
    }
    loadDashboard(setDashboard, setFailed);
  }, []);

  async function invite(event: SubmitEvent) {
    event.preventDefault();
    setSending(true);
    setInlineError('');
    try {
      const created = await api<InviteCreated>('/referrals/invite', {
        method: 'POST',
        body: { refereeName: name, refereeEmail: email, userId: user?.id },
      });
      setLastLink(created.shareLink);
      setName('');
      setEmail('');
      toast.success('Invitation sent successfully!', TOAST_MS);
      refresh();
    } catch {
      toast.error('Failed to send invitation. Please try again.', TOAST_MS);
      setInlineError('Error sending invitation. Please try again.');
    } finally {
      setSending(false);
    }
  }

  if (!mounted) return <p role="status">Loading your referrals…</p>;
  if (!token) return <p role="status">Taking you to log in…</p>;
  if (failed && !dashboard) return <p role="alert">Error loading your referrals. Please try again later.</p>;
  if (!dashboard) return <p role="status">Loading your referrals…</p>;

  const shareLink = lastLink ?? (dashboard.invitesSent > 0 ? dashboard.shareLink : '');
  return (
    <div className="refer">
      <p className="coin-badge">
        <strong>{dashboard.balance.toLocaleString('en-IN')}</strong> Supar Coins
      </p>
      <section className="refer-banner" aria-labelledby="earn-heading">
        <h2 id="earn-heading">Earn Supar Coins</h2>
        <p>Get {dashboard.rewardCoins} coins for each friend who signs up</p>
        <p className="coin-terms">{coinTermsText(dashboard.coinTerms)} Spend them at checkout.</p>
      </section>

      <section className="refer-card" aria-labelledby="code-heading">
        <h2 id="code-heading">Your referral link</h2>
        <div className="share-box">
          <input
            readOnly
            aria-label="Your share link"
            value={shareLink}
            placeholder="Send an invite to get your link"
          />
          <button
            type="button"
            className="btn btn-gold"
            disabled={!shareLink}
            onClick={() => copy(shareLink)}
          >
            {copied === shareLink && shareLink ? 'COPIED' : 'COPY'}
          </button>
        </div>
      </section>

      <dl className="referral-figures">
        <div>
          <dt>Friends Referred</dt>
          <dd>{dashboard.friendsReferred}</dd>
        </div>
        <div>
          <dt>Total Earnings</dt>
          <dd>{dashboard.totalEarnings.toLocaleString('en-IN')}</dd>
        </div>
      </dl>

      <section className="refer-card" aria-labelledby="invite-heading">
        <h2 id="invite-heading">Invite a Friend</h2>
        <form className="invite-form" onSubmit={invite}>
          <label>
            <span>Friend's Name</span>
            <input
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              maxLength={100}
              autoComplete="off"
            />
          </label>
          <label>
            <span>Friend's Email</span>
            <input
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
              maxLength={200}
              autoComplete="off"
            />
          </label>
          <button type="submit" className="btn btn-maroon" disabled={sending}>
            {sending ? 'Sending...' : 'Send Invite'}
          </button>
          {inlineError && (
            <p className="form-error" role="alert">
              {inlineError}
            </p>
          )}
        </form>
        {lastLink && (
          <div className="invite-created" role="status">
            <p>Invite created! Share this link with your friend:</p>
            <div className="invite-link">
              <a href={lastLink} target="_blank" rel="noopener noreferrer">
                {lastLink}
              </a>
              <button type="button" className="copy-link" title="Copy link" onClick={() => copy(lastLink)}>
                <span className="visually-hidden">Copy link</span>
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
                  />
                </svg>
              </button>
            </div>
          </div>
        )}
      </section>
    </div>
  );
}
