import { type ReactNode, Suspense, useState } from 'react';
import { opening } from './later-parts';

/**
 * A section of the booking's page whose form is fetched when the guest opens it (decision 128): its heading, what
 * it says (`children`, and `note` until it is opened), and the button that opens it, which works before the form
 * has arrived ("Opening…" shows meanwhile).
 */
export function FormSection(props: {
  /** The section's class; its heading's id is this with `-heading`. */
  name: string;
  heading: string;
  /** The button's words; without them the section only says its piece. */
  button?: string;
  children?: ReactNode;
  note?: ReactNode;
  form: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = `${props.name}-heading`;
  return (
    <section className={`checkout-card ${props.name}`} aria-labelledby={id}>
      <h2 id={id}>{props.heading}</h2>
      {props.children}
      {open ? (
        <Suspense fallback={opening}>{props.form(() => setOpen(false))}</Suspense>
      ) : (
        <>
          {props.note}
          {props.button && (
            <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
              {props.button}
            </button>
          )}
        </>
      )}
    </section>
  );
}
