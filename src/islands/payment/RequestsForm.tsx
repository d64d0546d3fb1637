import { useState } from 'react';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

/** The special requests' box and its Save, opened from their section (its heading names the box). */
export function RequestsForm(props: { bookingId: string; initial: string }) {
  const { bookingId, initial } = props;
  const [text, setText] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    try {
      await api(`/bookings/${bookingId}/special-requests`, {
        method: 'PUT',
        body: { specialRequests: text },
      });
      setSaved(text.trim());
      toast.success('Special requests saved');
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'Could not save your requests.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <textarea
        aria-labelledby="special-requests-heading"
        aria-describedby="special-requests-hint"
        rows={4}
        maxLength={1000}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="button"
        className="btn btn-outline"
        onClick={save}
        disabled={busy || text.trim() === saved}
      >
        {busy ? 'Saving…' : 'Save requests'}
      </button>
    </>
  );
}
