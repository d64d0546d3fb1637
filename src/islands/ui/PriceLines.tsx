import type { Priced } from '~/contracts/pricing';
import { formatInr } from '~/lib/money';
import './price-lines.css';

interface Props {
  /** The server's figures: a quote, or a booking's stored bill. */
  priced: Priced;
  /** The test id of the total, which the journeys read. */
  totalTestId: string;
  label?: string;
}

/** A bill as the server priced it: a line per item, each discount, and the total, to the paisa. */
export function PriceLines({ priced, totalTestId, label = 'Price summary' }: Props) {
  return (
    <dl className="price-lines" aria-label={label}>
      {priced.lines.map((line) => (
        <div key={line.label}>
          <dt>
            {line.label}
            <span className="line-detail">{line.detail}</span>
          </dt>
          <dd>{formatInr(line.amountPaise)}</dd>
        </div>
      ))}
      {priced.discounts.map((discount) => (
        <div className="discount" key={discount.label}>
          <dt>{discount.label}</dt>
          <dd>−{formatInr(discount.amountPaise)}</dd>
        </div>
      ))}
      <div className="price-total">
        <dt>Total</dt>
        <dd data-testid={totalTestId}>{formatInr(priced.totalPaise)}</dd>
      </div>
    </dl>
  );
}
