import { useEffect, useId, useRef, useState } from 'react';
import { api } from '~/islands/api';
import type { ArrivalMark, UndoableMark } from '~/lib/bookings';

/** What the desk is about to do: a mark on one room or party (asked in the server's words), or an admin's undo. */
export type PendingMark =
  | { kind: 'mark'; id: string; arrival: ArrivalMark; title: string }
  | { kind: 'undo'; id: string; arrival: UndoableMark; title: string };

type Question =
  | { state: 'asking' }
  | { state: 'ready'; sentence: string }
  | { state: 'refused'; message: string };

/**
 * Asks before a mark, in a modal dialog (decision 140): a mark's sentence comes from the server (what it will do,
 * with the money it moves), or its refusal in words with nothing to confirm; an undo asks for the reason the audit
 * keeps. Escape or Cancel closes it with nothing done.
 */
export function MarkDialog({
  pending,
  onConfirm,
  onClose,
}: {
  pending: PendingMark;
  onConfirm: (reason: string | null) => void;
  onClose: () => void;
}) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState<Question>(
    pending.kind === 'undo'
      ? {
          state: 'ready',
          sentence: 'An admin may undo a mark the same day. The reason is kept in the audit.',
        }
      : { state: 'asking' },
  );
  const [reason, setReason] = useState('');
  useEffect(() => {
    dialog.current?.showModal();
    if (pending.kind !== 'mark') return;
    api<{ sentence: string | null; refusal: string | null }>(`/staff/bookings/${pending.id}/arrival`, {
      query: { arrival: pending.arrival },
    })
      .then(({ sentence, refusal }) =>
        setQuestion(
          sentence ? { state: 'ready', sentence } : { state: 'refused', message: refusal ?? 'Not now.' },
        ),
      )
      .catch((e: Error) => setQuestion({ state: 'refused', message: e.message }));
  }, [pending]);
  return (
    <dialog
      ref={dialog}
      className="staff-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-words`}
      onClose={onClose}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (question.state !== 'ready') return;
          onConfirm(pending.kind === 'undo' ? reason : null);
          dialog.current?.close();
        }}
      >
        <h2 id={`${id}-title`}>{pending.title}</h2>
        <p id={`${id}-words`} role={question.state === 'refused' ? 'alert' : undefined}>
          {question.state === 'asking'
            ? 'Reading what this will do…'
            : question.state === 'ready'
              ? question.sentence
              : question.message}
        </p>
        {pending.kind === 'undo' && (
          <label className="staff-dialog-reason">
            Reason
            <textarea
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              required
              minLength={3}
              rows={2}
            />
          </label>
        )}
        <div className="staff-dialog-actions">
          {question.state === 'ready' && (
            <button type="submit" className="staff-button">
              {pending.kind === 'undo' ? 'Undo' : 'Confirm'}
            </button>
          )}
          <button type="button" className="staff-button quiet" onClick={() => dialog.current?.close()}>
            {question.state === 'refused' ? 'Close' : 'Cancel'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
