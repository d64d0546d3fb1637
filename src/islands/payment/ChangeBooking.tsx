import { lazy } from 'react';
import type { CheckoutSummary } from '~/contracts/checkout';
import type { Changeable } from './ChangeForm';
import { FormSection } from './FormSection';

// The form (and the checkout for a change's difference) loads when the guest asks to change: most never do.
const ChangeForm = lazy(() => import('./ChangeForm'));

/**
 * "Change" on a stay or a table (issue 34, decision 107), in the server's words: held unpaid, or paid while it could
 * be cancelled for nothing, it opens the change form on request; a paid one past that says whom to call.
 */
export function ChangeBooking({ summary, onChanged }: { summary: CheckoutSummary; onChanged(): void }) {
  const words = summary.display.change;
  if (!words) return null;
  const form = (extras: boolean) => (close: () => void) => (
    <ChangeForm
      summary={summary as Changeable}
      extras={extras}
      onChanged={() => {
        close();
        onChanged();
      }}
      onClose={close}
    />
  );
  return (
    <>
      {summary.kind === 'room' && summary.change.allowed && (
        // The stay's extras (decision 138), changed through the same change: its dates kept.
        <FormSection
          name="stay-extras"
          heading="Extras"
          button="Add to your stay"
          note={
            <p>{summary.room.extras.map((e) => `${e.name} × ${e.quantity}`).join(', ') || 'None yet.'}</p>
          }
          form={form(true)}
        />
      )}
      <FormSection
        name="change-stay"
        heading={words.heading}
        button={summary.change.allowed ? 'Change booking' : undefined}
        note={<p>{words.text}</p>}
        form={form(false)}
      />
    </>
  );
}
