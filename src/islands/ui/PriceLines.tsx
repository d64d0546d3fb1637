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

/**
 * A bill as the server priced it: a line per item, each discount, the taxable value, CGST and SGST at each rate,
 * and the total with GST (the amount charged), to the paisa.
 */
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
      <div className="price-taxable">
        <dt>Taxable value</dt>
        <dd data-testid={`${totalTestId}-taxable`}>{formatInr(priced.taxablePaise)}</dd>
      </div>
      {priced.taxes.map((tax) => (
        <div className="price-tax" key={tax.label}>
          <dt>{tax.label}</dt>
          <dd>{formatInr(tax.amountPaise)}</dd>
        </div>
      ))}
      <div className="price-total">
        <dt>
          Total <span className="line-detail">incl. GST</span>
        </dt>
        <dd data-testid={totalTestId}>{formatInr(priced.totalPaise)}</dd>
      </div>
    </dl>
  );
}
