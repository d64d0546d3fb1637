import { useEffect, useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import { coinTermsText } from '~/lib/coin-terms';
import { type CoinsSplit, coinsSplit } from '~/lib/coins';
import { formatInr } from '~/lib/money';

type Coins = CheckoutSummary['coins'];

/** The coins' line under the bill: what they pay and what is left to pay (or was paid) through the provider. */
function CoinsLines(props: { coins: number; coinsPaise: number; totalPaise: number; paid?: boolean }) {
  if (props.coins <= 0) return null;
  return (
    <dl className="price-lines coins-lines" aria-label="Supar Coins">
      <div className="discount">
        <dt>
          {props.paid ? 'Paid with' : 'Supar Coins'}{' '}
          <span className="line-detail">{props.coins.toLocaleString('en-IN')} coins</span>
        </dt>
        <dd>−{formatInr(props.coinsPaise)}</dd>
      </div>
      <div className="price-total">
        <dt>{props.paid ? 'Paid by card or UPI' : 'To pay'}</dt>
        <dd data-testid="coins-rest">{formatInr(props.totalPaise - props.coinsPaise)}</dd>
      </div>
    </dl>
  );
}

/** What a paid booking's coins paid, and what the provider took. */
export function CoinsPaid(props: { spent: NonNullable<Coins['spent']>; totalPaise: number }) {
  return <CoinsLines {...props.spent} totalPaise={props.totalPaise} paid />;
}

/**
 * The guest's choice of coins at checkout, opened from the payment panel: a number up to what this booking may
 * take, the hotel's terms, and the lines of what they pay; the number is left out while the payment runs. The
 * panel is told the split whenever the number or the total changes (a change of the booking moves the total).
 */
export function CoinsAtCheckout(props: {
  coins: Coins;
  totalPaise: number;
  choosing: boolean;
  onSplit: (split: CoinsSplit) => void;
}) {
  const { coins, totalPaise, onSplit } = props;
  const [value, setValue] = useState(0);
  const split = coinsSplit(totalPaise, value, coins);
  const { coinsPaise } = split;
  useEffect(
    () => onSplit({ coins: value, coinsPaise, moneyPaise: totalPaise - coinsPaise }),
    [value, coinsPaise, totalPaise, onSplit],
  );
  return (
    <>
      <CoinsLines {...split} totalPaise={props.totalPaise} />
      {props.choosing && (
        <div className="coins-choice">
          <label htmlFor="coins-to-use">
            Supar Coins to use{' '}
            <span className="line-detail">
              you have {coins.balance.toLocaleString('en-IN')}; up to {coins.allowed.toLocaleString('en-IN')}{' '}
              here
            </span>
          </label>
          <input
            id="coins-to-use"
            type="number"
            inputMode="numeric"
            min={0}
            max={coins.allowed}
            step={1}
            value={value || ''}
            placeholder="0"
            disabled={coins.allowed === 0}
            onChange={(e) => {
              const asked = Math.floor(Number(e.target.value) || 0);
              setValue(Math.max(0, Math.min(asked, coins.allowed)));
            }}
          />
          <p className="fine-print">{coinTermsText(coins)}</p>
        </div>
      )}
    </>
  );
}
