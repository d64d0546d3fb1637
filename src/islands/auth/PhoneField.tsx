/** The sign-in forms' phone number (posted as `phone`): +91 is assumed, a number from elsewhere starts with + and its code. */
export function PhoneField({
  id,
  defaultValue,
  invalid,
  errorShown,
}: {
  /** The form's `useId()`: the field is `${id}-phone`, its hint `${id}-hint`, the form's error `${id}-error`. */
  id: string;
  /** What the guest typed before the server answered (kept after a refusal). */
  defaultValue: string;
  invalid: boolean;
  /** The form shows its error message (`${id}-error`), which then describes the field instead of the hint. */
  errorShown: boolean;
}) {
  return (
    <>
      <label htmlFor={`${id}-phone`}>Phone number</label>
      <div className="phone-field">
        <span aria-hidden="true">+91</span>
        <input
          id={`${id}-phone`}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="98123 45678"
          defaultValue={defaultValue}
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
