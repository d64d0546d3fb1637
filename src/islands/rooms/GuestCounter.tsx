import type { ReactNode } from 'react';

type Props = {
  value: number;
  max: number;
  /** Shown inside the group after the buttons (the modal's "Max guests"). */
  note?: ReactNode;
  /** What is counted, as the legend says it and the buttons name it ("Rooms", "rooms"). */
  legend?: string;
} & (
  | { onChange: (n: number) => void; name?: undefined }
  /**
   * A field of a form the server answers (/room-booking's search, rendered by the server alone): the value travels
   * as `name`, and each button sends the value it steps to after it, which the server takes as the one asked.
   */
  | { name: string; onChange?: undefined }
);

/**
 * The rooms pages' steppers (spec §5): guests by default, or rooms; at least 1, plus disabled at `max`.
 */
export function GuestCounter(props: Props) {
  const { value, max, onChange, name, note, legend = 'Guests' } = props;
  const noun = legend.toLowerCase();
  const step = (to: number) =>
    name
      ? { type: 'submit' as const, name, value: to }
      : { type: 'button' as const, onClick: () => onChange?.(to) };
  return (
    <fieldset className="guest-counter" data-counter={name} data-max={name && max}>
      <legend>{legend}</legend>
      {name && <input type="hidden" name={name} value={value} />}
      <button className="icon-button" aria-label={`Fewer ${noun}`} disabled={value <= 1} {...step(value - 1)}>
        −
      </button>
      <output aria-live="polite">{value}</output>
      <button
        className="icon-button"
        aria-label={`More ${noun}`}
        disabled={value >= max}
        {...step(value + 1)}
      >
        +
      </button>
      {note}
    </fieldset>
  );
}
