import type { ReactNode } from 'react';

/** The guests stepper of the rooms pages: at least 1, plus disabled at `max` (spec §5). */
export function GuestCounter(props: {
  value: number;
  max: number;
  onChange: (n: number) => void;
  /** Shown inside the group after the buttons (the modal's "Max guests"). */
  note?: ReactNode;
}) {
  const { value, max, onChange, note } = props;
  return (
    <fieldset className="guest-counter">
      <legend>Guests</legend>
      <button
        type="button"
        className="icon-button"
        aria-label="Fewer guests"
        disabled={value <= 1}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        type="button"
        className="icon-button"
        aria-label="More guests"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
      {note}
    </fieldset>
  );
}
