import type { CheckoutSummary } from '~/contracts/checkout';
import { coinTermsText } from '~/lib/coin-terms';
import { formatInr } from '~/lib/money';

type Coins = CheckoutSummary['coins'];

/** The coins' line under the bill: what they pay and what is left to pay (or was paid) through the provider. */
export function CoinsLines(props: { coins: number; coinsPaise: number; totalPaise: number; paid: boolean }) {
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

/** The guest's choice of coins at checkout: a number up to what this booking may take, and the hotel's terms. */
export function CoinsChoice(props: { coins: Coins; value: number; onChange: (coins: number) => void }) {
  const { coins } = props;
  if (coins.balance <= 0) return null;
  const terms = { valuePaise: coins.valuePaise, maxSharePercent: coins.maxSharePercent };
  return (
    <div className="coins-choice">
      <label htmlFor="coins-to-use">
        Supar Coins to use{' '}
        <span className="line-detail">
          you have {coins.balance.toLocaleString('en-IN')}; up to {coins.allowed.toLocaleString('en-IN')} here
        </span>
      </label>
      <input
        id="coins-to-use"
        type="number"
        inputMode="numeric"
        min={0}
        max={coins.allowed}
        step={1}
        value={props.value || ''}
        placeholder="0"
        disabled={coins.allowed === 0}
        onChange={(e) => {
          const asked = Math.floor(Number(e.target.value) || 0);
          props.onChange(Math.max(0, Math.min(asked, coins.allowed)));
        }}
      />
      <p className="fine-print">{coinTermsText(terms)}</p>
    </div>
  );
}
