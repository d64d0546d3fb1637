import { useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import ChangeStayForm from './ChangeStayForm';

type StaySummary = Extract<CheckoutSummary, { kind: 'room' }>;

/** "Change dates or rooms" on a stay still held unpaid (issue 34): opens the change form on request. */
export function ChangeStay({ summary, onChanged }: { summary: CheckoutSummary; onChanged(): void }) {
  const [open, setOpen] = useState(false);
  const held =
    summary.kind === 'room' &&
    summary.status === 'pending' &&
    summary.holdExpiresAt !== null &&
    new Date(summary.holdExpiresAt).getTime() > Date.now();
  if (!held) return null;
  return (
    <section className="checkout-card change-stay" aria-labelledby="change-heading">
      <h2 id="change-heading">Change dates or rooms</h2>
      {open ? (
        <ChangeStayForm
          summary={summary as StaySummary}
          onChanged={() => {
            setOpen(false);
            onChanged();
          }}
          onClose={() => setOpen(false)}
        />
      ) : (
        <>
          <p>
            Before you pay, you can move this stay or change its room, rooms or guests. It keeps its
            reference.
          </p>
          <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
            Change booking
          </button>
        </>
      )}
    </section>
  );
}
