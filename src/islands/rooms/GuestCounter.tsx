import type { ReactNode } from 'react';

/**
 * The rooms pages' steppers (spec §5): guests by default, or rooms; at least `min` (1), plus disabled at `max`.
 */
export function GuestCounter(props: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  /** Shown inside the group after the buttons (the modal's "Max guests"). */
  note?: ReactNode;
  /** What is counted, as the legend says it and the buttons name it ("Rooms", "rooms"). */
  legend?: string;
}) {
  const { value, max, onChange, note, legend = 'Guests' } = props;
  const noun = legend.toLowerCase();
  return (
    <fieldset className="guest-counter">
      <legend>{legend}</legend>
      <button
        type="button"
        className="icon-button"
        aria-label={`Fewer ${noun}`}
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        className="icon-button"
        aria-label={`More ${noun}`}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
      {note}
    </fieldset>
  );
}
