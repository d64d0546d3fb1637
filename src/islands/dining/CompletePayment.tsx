import { useEffect, useRef, useState } from 'react';
import type { TableBooking } from '~/contracts/dining';
import { formatHotelDate } from '~/lib/dates';
import { slotLabel } from '~/lib/dining';
import { kindRules } from '~/stores/hotel';
import { ChargeSummary } from '../ui/ChargeSummary';
import '../ui/booking-modal.css';

/** The Complete Payment modal: the booking's reference, coupon and charge with its GST; on to the details page. */
export function CompletePayment({ booking, onClose }: { booking: TableBooking; onClose(): void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
    return () => el?.close();
  }, []);
  const go = () => {
    setLeaving(true);
    window.location.assign(`/menu-booking-details?id=${encodeURIComponent(booking.id)}`);
  };
  return (
    <dialog ref={dialog} className="booking-modal" aria-labelledby="pay-modal-title" onClose={onClose}>
      <form method="dialog" className="booking-modal-close">
        <button type="submit" className="icon-button" aria-label="Close">
          ×
        </button>
      </form>
      <p className="eyebrow">
        {booking.menuname} · {formatHotelDate(booking.date)}, {slotLabel(booking.time)}
      </p>
      <h2 id="pay-modal-title">Complete Payment</h2>
      <dl className="facts pay-facts">
        <div>
          <dt>Reference</dt>
          <dd className="booking-ref">{booking.bookingCode}</dd>
        </div>
        <div>
          <dt>Coupon</dt>
          <dd>{booking.couponCode ?? 'None'}</dd>
        </div>
      </dl>
      <ChargeSummary charge={booking.charge} testId="pay-total" />
      <p className="muted">Your table is held for {kindRules('table').holdMinutes} minutes while you pay.</p>
      <button type="button" className="btn btn-maroon btn-block" onClick={go} disabled={leaving}>
        Confirm Booking
      </button>
    </dialog>
  );
}
