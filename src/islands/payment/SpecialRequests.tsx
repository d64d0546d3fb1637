import { useId, useState } from 'react';
import { toast } from '~/stores/toasts';
import { ApiError, api } from '../api';

const hints = {
  room: 'Early check-in, a cot, dietary needs: tell us and we will prepare.',
  table: 'An occasion, allergies, a quiet corner or high chair: tell us and we will prepare.',
} as const;

/** The editable special requests of a stay or a table, saved to the server (an event's go through the events team). */
export function SpecialRequests(props: { bookingId: string; kind: keyof typeof hints; initial: string }) {
  const { bookingId, initial } = props;
  const id = useId();
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
    <section className="checkout-card special-requests">
      <h2 id={`${id}-title`}>Special requests</h2>
      <p className="muted" id={`${id}-hint`}>
        {hints[props.kind]}
      </p>
      <textarea
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-hint`}
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
    </section>
  );
}
