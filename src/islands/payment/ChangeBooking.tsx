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
  return (
    <FormSection
      name="change-stay"
      heading={words.heading}
      button={summary.change.allowed ? 'Change booking' : undefined}
      note={<p>{words.text}</p>}
      form={(close) => (
        <ChangeForm
          summary={summary as Changeable}
          onChanged={() => {
            close();
            onChanged();
          }}
          onClose={close}
        />
      )}
    />
  );
}
