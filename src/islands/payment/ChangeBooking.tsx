import { lazy, Suspense, useState } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import type { Changeable } from './ChangeForm';

// The form (and the checkout for a change's difference) loads when the guest asks to change: most never do.
const ChangeForm = lazy(() => import('./ChangeForm'));

const HEADINGS = { room: 'Change dates or rooms', table: 'Change date, time or guests' } as const;

/**
 * "Change" on a stay or a table (issue 34, decision 107): held unpaid, or paid while it could be cancelled for nothing,
 * it opens the change form on request; a paid one past that says whom to call.
 */
export function ChangeBooking({ summary, onChanged }: { summary: CheckoutSummary; onChanged(): void }) {
  const [open, setOpen] = useState(false);
  if (summary.kind === 'hall') return null;
  const paid = summary.status === 'confirmed';
  if (!summary.change.allowed) {
    if (!paid) return null;
    return (
      <section className="checkout-card change-stay" aria-labelledby="change-heading">
        <h2 id="change-heading">{HEADINGS[summary.kind]}</h2>
        <p>{summary.change.refusal}</p>
      </section>
    );
  }
  const what =
    summary.kind === 'room' ? 'move this stay or change its room, rooms or guests' : 'move this table';
  return (
    <section className="checkout-card change-stay" aria-labelledby="change-heading">
      <h2 id="change-heading">{HEADINGS[summary.kind]}</h2>
      {open ? (
        <Suspense
          fallback={
            <p role="status">
              <span className="spinner" aria-hidden="true" /> Loading the change form…
            </p>
          }
        >
          <ChangeForm
            summary={summary as Changeable}
            onChanged={() => {
              setOpen(false);
              onChanged();
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : (
        <>
          <p>
            {paid
              ? `You can ${what}: a dearer change is paid by the difference, and a cheaper one gives the difference back. It keeps its reference.`
              : `Before you pay, you can ${what}. It keeps its reference.`}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
            Change booking
          </button>
        </>
      )}
    </section>
  );
}
