import { useEffect, useState } from 'react';
import type { SuparCoins } from '~/contracts/wallet';
import { coinTermsText } from '~/lib/coin-terms';
import { coinsWorth } from '~/lib/coins';
import { formatInr } from '~/lib/money';
import { formatLedgerDate, isCredit } from '~/lib/wallet';
import { hotelRules } from '~/stores/hotel';
import { api } from '../api';

/** The Supar Coins tab: the balance (the sum of the ledger) and every row, newest first. */
export default function CoinsTab() {
  const [coins, setCoins] = useState<SuparCoins | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    api<SuparCoins>('/get-suparcoins')
      .then(setCoins)
      .catch(() => setFailed(true));
  }, []);

  if (failed)
    return (
      <p role="alert" className="tab-message">
        Error loading transactions
      </p>
    );
  if (!coins)
    return (
      <p role="status" className="tab-message">
        Loading wallet...
      </p>
    );
  const zone = hotelRules().timeZone;
  return (
    <div className="coins-tab">
      <div className="coin-card">
        <p className="eyebrow">Your balance</p>
        <p className="coin-balance">
          {coins.balance.toLocaleString('en-IN')} <span>Supar Coins</span>
        </p>
        <p className="coin-worth">
          Worth {formatInr(coinsWorth(Math.max(coins.balance, 0), coins.terms))} at checkout.{' '}
          {coinTermsText(coins.terms)}
        </p>
      </div>
      <h3>Recent Transactions</h3>
      {coins.transactions.length === 0 ? (
        <p className="tab-message">No transactions yet.</p>
      ) : (
        <ul className="ledger" aria-label="Recent Transactions">
          {coins.transactions.map((t) => {
            const credit = isCredit(t.type);
            return (
              <li key={t.id} className="ledger-row">
                <div>
                  <p className="ledger-what">{t.description || t.type}</p>
                  <p className="muted">{formatLedgerDate(t.created_at, zone)}</p>
                </div>
                <p className={credit ? 'ledger-coins credit' : 'ledger-coins debit'}>
                  {credit ? '+' : '−'}
                  {t.suparCoins.toLocaleString('en-IN')}
                </p>
                <span className={`status-badge ${credit ? 'status-credit' : 'status-debit'}`}>
                  {credit ? 'Credit' : 'Debit'}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
