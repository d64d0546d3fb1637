import { type SubmitEvent, useEffect, useState } from 'react';
import type { InviteCreated, ReferralDashboard } from '~/contracts/referrals';
import { $auth } from '~/stores/auth';
import { toast } from '~/stores/toasts';
import { api } from '../api';
import '../ui/referral-figures.css';
import './refer.css';

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

/**
 * Stand-ins that hold the figures' places, hidden, until the guest's own arrive: the page is laid out once and
 * nothing below moves when they come (decision 122).
 */
const HOLDING: ReferralDashboard = {
  referralCode: '',
  shareLink: '',
  rewardCoins: 50,
  monthlyLimit: 0,
  invitesSent: 0,
  friendsReferred: 0,
  totalEarnings: 0,
  balance: 0,
  coinTerms: { valuePaise: 100, maxSharePercent: 50 },
  coinTermsText: '1 Supar Coin = ₹1; coins may pay up to 50% of a booking.',
};

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
  const [signedOut, setSignedOut] = useState(false);
  const [dashboard, setDashboard] = useState<ReferralDashboard | null>(null);
  const [failed, setFailed] = useState(false);
  const [lastLink, setLastLink] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [inlineError, setInlineError] = useState('');
  const { copied, copy } = useCopy();

  const refresh = () => loadDashboard(setDashboard, setFailed);

  // The session is read once hydrated (the server renders the page without it), and again when it ends elsewhere.
  useEffect(() => {
    let asked = false;
    return $auth.subscribe(({ token }) => {
      if (!token) {
        setSignedOut(true);
        location.replace(LOGIN_HERE);
      } else if (!asked) {
        asked = true;
        loadDashboard(setDashboard, setFailed);
      }
    });
  }, []);

  async function invite(event: SubmitEvent) {
    event.preventDefault();
    setSending(true);
    setInlineError('');
    try {
      const created = await api<InviteCreated>('/referrals/invite', {
        method: 'POST',
        body: { refereeName: name, refereeEmail: email, userId: $auth.get().user?.id },
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

  if (signedOut) return <p role="status">Taking you to log in…</p>;
  if (failed && !dashboard) return <p role="alert">Error loading your referrals. Please try again later.</p>;

  const figures = dashboard ?? HOLDING;
  const shareLink = lastLink ?? (figures.invitesSent > 0 ? figures.shareLink : '');
  return (
    <div className="refer" aria-busy={!dashboard}>
      {!dashboard && (
        <p role="status" className="visually-hidden">
          Loading your referrals…
        </p>
      )}
      <p className="coin-badge">
        <strong>{figures.balance.toLocaleString('en-IN')}</strong> Supar Coins
      </p>
      <section className="refer-banner" aria-labelledby="earn-heading">
        <h2 id="earn-heading">Earn Supar Coins</h2>
        <p>Get {figures.rewardCoins} coins for each friend who signs up</p>
        <p className="coin-terms">{figures.coinTermsText} Spend them at checkout.</p>
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
          <dd>{figures.friendsReferred}</dd>
        </div>
        <div>
          <dt>Total Earnings</dt>
          <dd>{figures.totalEarnings.toLocaleString('en-IN')}</dd>
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
