import { useEffect, useRef } from 'react';
import { formatInr } from '~/lib/money';
import { nights, type Picked, type Room } from './picked';

/** Asks before a move, in words: who, from which room to which, and that the price stays. */
export default function MoveDialog({
  picked,
  to,
  onConfirm,
  onClose,
}: {
  picked: Picked;
  to: Room;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  const { stay } = picked;
  return (
    <dialog
      ref={dialog}
      className="staff-dialog"
      aria-labelledby="move-title"
      aria-describedby="move-words"
      onClose={onClose}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
          dialog.current?.close();
        }}
      >
        <h2 id="move-title">
          Move {stay.guestName} to Room {to.roomNumber}
        </h2>
        <p id="move-words">
          Moves {stay.guestName} ({stay.reference}, {nights(stay)}) from Room {picked.from.roomNumber} to Room{' '}
          {to.roomNumber}
          {to.listingId !== stay.bookedRoomId ? `, a ${to.listing}` : ''}. The price stays{' '}
          {formatInr(stay.totalPaise)} as booked ({stay.bookedAs}).
        </p>
        <div className="staff-dialog-actions">
          <button type="submit" className="staff-button">
            Move
          </button>
          <button type="button" className="staff-button quiet" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
