import { useState } from 'react';
import { toast } from '~/stores/toasts';
import { ApiError } from '../api';
import { checkoutParts } from './later-parts';

/** Saves the confirmed booking's calendar entry; the code that makes the file is fetched with the tap. */
export function AddToCalendar(props: { bookingId: string; bookingCode: string }) {
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    try {
      await (await checkoutParts()).saveCalendarFile(props.bookingId, props.bookingCode);
    } catch (caught) {
      // Said as the page's other actions say a failure (saving requests, cancelling): in a toast.
      toast.error(caught instanceof ApiError ? caught.message : 'The calendar file could not be made.');
    }
    setBusy(false);
  };

  return (
    <button type="button" className="btn btn-outline calendar-button" onClick={download} disabled={busy}>
      {busy ? 'Preparing…' : 'Add to calendar (.ics)'}
    </button>
  );
}
