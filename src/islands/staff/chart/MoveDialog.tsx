import { useEffect, useRef } from 'react';
import type { ChartStay } from '~/contracts/staff-rooms';
import { formatInr } from '~/lib/money';
import { nights, type Picked, type Room } from './picked';

/** Asks before a move or a swap, in words: who, from which room to which, and that each price stays. */
export default function MoveDialog({
  picked,
  to,
  swap,
  onConfirm,
  onClose,
}: {
  picked: Picked;
  to: Room;
  /** The stay in `to` that takes the picked stay's room in exchange, when this is a swap. */
  swap: ChartStay | null;
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
          {swap
            ? `Swap the rooms of ${stay.guestName} and ${swap.guestName}`
            : `Move ${stay.guestName} to Room ${to.roomNumber}`}
        </h2>
        <p id="move-words">
          Moves {stay.guestName} ({stay.reference}, {nights(stay)}) from Room {picked.from.roomNumber} to Room{' '}
          {to.roomNumber}
          {to.listingId !== stay.bookedRoomId ? `, a ${to.listing}` : ''}
          {swap
            ? `, and ${swap.guestName} (${swap.reference}, ${nights(swap)}) from Room ${to.roomNumber} to Room ${picked.from.roomNumber}, at once. Each price stays as booked: ${formatInr(stay.totalPaise)} and ${formatInr(swap.totalPaise)}.`
            : `. The price stays ${formatInr(stay.totalPaise)} as booked (${stay.bookedAs}).`}
        </p>
        <div className="staff-dialog-actions">
          <button type="submit" className="staff-button">
            {swap ? 'Swap' : 'Move'}
          </button>
          <button type="button" className="staff-button quiet" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
        </div>
      </form>
    </dialog>
  );
}
