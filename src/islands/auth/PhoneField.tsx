import { useRef } from 'react';
import { useValueBeforeWake } from '../ui/use-value-before-wake';

/** The sign-in forms' phone number: +91 is assumed, a number from elsewhere starts with + and its code. */
export function PhoneField({
  id,
  value,
  onChange,
  invalid,
  errorShown,
}: {
  /** The form's `useId()`: the field is `${id}-phone`, its hint `${id}-hint`, the form's error `${id}-error`. */
  id: string;
  value: string;
  onChange: (value: string) => void;
  invalid: boolean;
  /** The form shows its error message (`${id}-error`), which then describes the field instead of the hint. */
  errorShown: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  // A number typed, pasted or autofilled before the form woke (issue 31, item 9).
  useValueBeforeWake(input, value, onChange);
  return (
    <>
      <label htmlFor={`${id}-phone`}>Phone number</label>
      <div className="phone-field">
        <span aria-hidden="true">+91</span>
        <input
          ref={input}
          id={`${id}-phone`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98123 45678"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={errorShown ? `${id}-error` : `${id}-hint`}
        />
      </div>
      <p id={`${id}-hint`} className="field-hint">
        We will text you a 6-digit code. Numbers outside India: start with + and the country code.
      </p>
    </>
  );
}
