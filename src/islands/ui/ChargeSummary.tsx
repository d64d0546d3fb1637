import type { Charge } from '~/contracts/pricing';
import { formatInr } from '~/lib/money';
import './price-lines.css';

/**
 * A booking's charge in a few lines, as the server stored it (decision 099): taxable value, discount, CGST, SGST
 * and the total with GST. For the places that show a booking without its bill's lines (lists, short dialogs).
 */
export function ChargeSummary({ charge, testId }: { charge: Charge; testId?: string }) {
  return (
    <dl className="price-lines charge-summary" aria-label="Charges">
      {charge.discountPaise > 0 && (
        <div className="discount">
          <dt>Discount</dt>
          <dd>−{formatInr(charge.discountPaise)}</dd>
        </div>
      )}
      <div>
        <dt>Taxable value</dt>
        <dd>{formatInr(charge.taxablePaise)}</dd>
      </div>
      <div className="price-tax">
        <dt>CGST</dt>
        <dd>{formatInr(charge.cgstPaise)}</dd>
      </div>
      <div className="price-tax">
        <dt>SGST</dt>
        <dd>{formatInr(charge.sgstPaise)}</dd>
      </div>
      <div className="price-total">
        <dt>
          Total <span className="line-detail">incl. GST</span>
        </dt>
        <dd data-testid={testId}>{formatInr(charge.totalPaise)}</dd>
      </div>
    </dl>
  );
}
