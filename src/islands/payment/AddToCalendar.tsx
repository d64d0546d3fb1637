import { useState } from 'react';
import { ApiError, apiFile } from '../api';

/** Saves the confirmed booking's calendar entry (.ics, the same entry the confirmation email carries). */
export function AddToCalendar(props: { bookingId: string; bookingCode: string }) {
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    setError('');
    try {
      const file = await apiFile(`/bookings/${props.bookingId}/calendar.ics`);
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${props.bookingCode}.ics`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The calendar file could not be made.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn-outline calendar-button" onClick={download} disabled={busy}>
        {busy ? 'Preparing…' : 'Add to calendar (.ics)'}
      </button>
      {error && (
        <p className="payment-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
