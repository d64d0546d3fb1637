import { useState } from 'react';

/** "5 h 12 min left", "14 min left", "lapsing now". */
export function timeLeft(minutes: number | null): string {
  if (minutes === null) return '';
  if (minutes <= 0) return 'lapsing now';
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} min left` : `${minutes} min left`;
}

/** The events desk's answer to a request or a change: confirm, or decline with a reason the guest reads. */
export function HallAnswer({
  id,
  what,
  busy,
  onAnswer,
}: {
  id: string;
  /** What the buttons name: "EVT-2M8RXH", "the change of EVT-2M8RXH". */
  what: string;
  busy: boolean;
  onAnswer: (answer: 'confirmed' | 'declined', reason?: string) => void;
}) {
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = `reason-${id}`;
  if (declining) {
    return (
      <form
        className="staff-toolbar"
        onSubmit={(e) => {
          e.preventDefault();
          onAnswer('declined', reason);
        }}
      >
        <label htmlFor={reasonId}>
          Reason the guest will read
          <textarea
            id={reasonId}
            rows={2}
            cols={50}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            required
            minLength={3}
          />
        </label>
        <button type="submit" className="staff-button" disabled={busy}>
          Decline {what}
        </button>
        <button type="button" className="staff-button quiet" onClick={() => setDeclining(false)}>
          Keep it
        </button>
      </form>
    );
  }
  return (
    <p className="actions">
      <button type="button" className="staff-button" disabled={busy} onClick={() => onAnswer('confirmed')}>
        Confirm {what}
      </button>{' '}
      <button type="button" className="staff-button quiet" disabled={busy} onClick={() => setDeclining(true)}>
        Decline…
      </button>
    </p>
  );
}
