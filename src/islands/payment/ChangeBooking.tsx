import { useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import ChangeForm, { type Changeable } from './ChangeForm';

const HEADINGS = { room: 'Change dates or rooms', table: 'Change date, time or guests' } as const;

/** "Change" on a stay or a table still held unpaid (issue 34, decision 107): opens the change form on request. */
export function ChangeBooking({ summary, onChanged }: { summary: CheckoutSummary; onChanged(): void }) {
  const [open, setOpen] = useState(false);
  const held =
    summary.kind !== 'hall' &&
    summary.status === 'pending' &&
    summary.holdExpiresAt !== null &&
    new Date(summary.holdExpiresAt).getTime() > Date.now();
  if (!held) return null;
  const what =
    summary.kind === 'room' ? 'move this stay or change its room, rooms or guests' : 'move this table';
  return (
    <section className="checkout-card change-stay" aria-labelledby="change-heading">
      <h2 id="change-heading">{HEADINGS[summary.kind]}</h2>
      {open ? (
        <ChangeForm
          summary={summary as Changeable}
          onChanged={() => {
            setOpen(false);
            onChanged();
          }}
          onClose={() => setOpen(false)}
        />
      ) : (
        <>
          <p>Before you pay, you can {what}. It keeps its reference.</p>
          <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
            Change booking
          </button>
        </>
      )}
    </section>
  );
}
