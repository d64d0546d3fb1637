import { policyPaths } from '~/lib/policy-links';

/** What a new account agrees to: the privacy notice (required), and offers by SMS and email (a separate choice, unticked). */
export interface Consent {
  notice: boolean;
  marketing: boolean;
}

/** The two consent boxes of a new account (sign-up, or a new number at the code page). */
export function ConsentChoices(props: {
  id: string;
  value: Consent;
  onChange(value: Consent): void;
  invalid: boolean;
}) {
  const { id, value, onChange, invalid } = props;
  return (
    <fieldset className="consent-choices">
      <legend className="visually-hidden">Your consent</legend>
      <label className="check" htmlFor={`${id}-notice`}>
        <input
          id={`${id}-notice`}
          type="checkbox"
          checked={value.notice}
          onChange={(e) => onChange({ ...value, notice: e.target.checked })}
          aria-invalid={invalid && !value.notice}
          required
        />
        <span>
          I have read the <a href={policyPaths.privacy}>privacy notice</a> and agree to it.
        </span>
      </label>
      <label className="check" htmlFor={`${id}-marketing`}>
        <input
          id={`${id}-marketing`}
          type="checkbox"
          checked={value.marketing}
          onChange={(e) => onChange({ ...value, marketing: e.target.checked })}
        />
        <span>Send me the hotel's offers by SMS and email (optional; withdraw any time).</span>
      </label>
    </fieldset>
  );
}

/** The refusal when the notice is not agreed to. */
export const NOTICE_REQUIRED = 'Please agree to the privacy notice to create your account.';
