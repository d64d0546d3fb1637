import { useEffect, useState } from 'react';
import type { ReferralDashboard, ReferralList } from '~/contracts/referrals';
import { formatLedgerDate } from '~/lib/wallet';
import { hotelRules } from '~/stores/hotel';
import { api } from '../api';
import '../ui/referral-figures.css';

/** The Referrals tab: the guest's figures and the friends who joined through their link. */
export default function ReferralsTab() {
  const [data, setData] = useState<{ dashboard: ReferralDashboard; list: ReferralList } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    Promise.all([api<ReferralDashboard>('/dashboard'), api<ReferralList>('/referrals')])
      .then(([dashboard, list]) => setData({ dashboard, list }))
      .catch(() => setFailed(true));
  }, []);

  if (failed)
    return (
      <p role="alert" className="tab-message">
        Error loading referrals. Please try again later.
      </p>
    );
  if (!data)
    return (
      <p role="status" className="tab-message">
        Loading your referrals…
      </p>
    );
  const { dashboard, list } = data;
  const zone = hotelRules().timeZone;
  return (
    <div className="referrals-tab">
      <dl className="referral-figures">
        <div>
          <dt>Invites sent</dt>
          <dd>{dashboard.invitesSent}</dd>
        </div>
        <div>
          <dt>Friends Referred</dt>
          <dd>{dashboard.friendsReferred}</dd>
        </div>
        <div>
          <dt>Total Earnings</dt>
          <dd>{dashboard.totalEarnings.toLocaleString('en-IN')} coins</dd>
        </div>
      </dl>
      <h3>Friends who joined</h3>
      {list.friends.length === 0 ? (
        <p className="tab-message">
          No friends have joined yet. Get {dashboard.rewardCoins} Supar Coins for each friend who signs up.
        </p>
      ) : (
        <ul className="ledger" aria-label="Friends who joined">
          {list.friends.map((f) => (
            <li key={f.id} className="ledger-row">
              <div>
                <p className="ledger-what">{f.refereeName}</p>
                <p className="muted">Joined {f.joined_at ? formatLedgerDate(f.joined_at, zone) : ''}</p>
              </div>
              <p className="ledger-coins credit">{f.coins ? `+${f.coins}` : '0'}</p>
              <span className="status-badge status-credit">
                {f.coins ? 'Rewarded' : 'Monthly limit reached'}
              </span>
            </li>
          ))}
        </ul>
      )}
      <a className="btn btn-maroon" href="/refer-and-earn">
        Invite a friend
      </a>
    </div>
  );
}
