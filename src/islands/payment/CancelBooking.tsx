import type { CheckoutSummary } from '~/contracts/checkout';
import { FormSection } from './FormSection';
import { later } from './later-parts';

const CancelConfirm = later('CancelConfirm');

/** 'Manage' from the bookings list: the kind's cancellation policy, and cancelling within it (asked twice), in the server's words. */
export function CancelBooking({ summary, onCancelled }: { summary: CheckoutSummary; onCancelled(): void }) {
  const words = summary.display.cancel;
  if (!words) return null;
  return (
    <FormSection
      name="cancel-booking"
      heading="Cancel this booking"
      button="Cancel booking"
      form={(close) => <CancelConfirm bookingId={summary.id} onCancelled={onCancelled} onKeep={close} />}
    >
      {words.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </FormSection>
  );
}
