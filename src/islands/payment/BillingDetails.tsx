import { Suspense, useState } from 'react';
import type { BookingBilling } from '~/contracts/billing';
import { later, opening } from './later-parts';

const BillingForm = later('BillingForm');

/** Optional GST details for the booking's tax documents (decision 102): the form is fetched when the guest opens them. */
export function BillingDetails({ bookingId, initial }: { bookingId: string; initial: BookingBilling }) {
  const given = Boolean(initial.gstin);
  // Once opened the form stays, so what the guest typed survives closing and opening the details again.
  const [opened, setOpened] = useState(given);
  return (
    <details
      className="checkout-card billing-details"
      open={given}
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary>GST details for your invoice (optional)</summary>
      {opened && (
        <Suspense fallback={opening}>
          <BillingForm bookingId={bookingId} initial={initial} />
        </Suspense>
      )}
    </details>
  );
}
