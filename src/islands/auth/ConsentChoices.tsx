import { policyPaths } from '~/lib/policy-links';

/** What a new account agrees to: the privacy notice (required), and offers by SMS and email (a separate choice, unticked). */
export interface Consent {
  notice: boolean;
  marketing: boolean;
}

/** The consent a form posted (its `notice` and `marketing` boxes). */
export function consentIn(form: FormData): Consent {
  return { notice: form.get('notice') !== null, marketing: form.get('marketing') !== null };
}

/** The two consent boxes of a new account (sign-up, or a new number at the code page), posted as `notice` and `marketing`. */
export function ConsentChoices(props: { id: string; defaults?: Consent; invalid: boolean }) {
  const { id, defaults, invalid } = props;
  return (
    <fieldset className="consent-choices">
      <legend className="visually-hidden">Your consent</legend>
      <label className="check" htmlFor={`${id}-notice`}>
        <input
          id={`${id}-notice`}
          name="notice"
          type="checkbox"
          defaultChecked={defaults?.notice}
          aria-invalid={invalid}
          required
        />
        <span>
          I have read the <a href={policyPaths.privacy}>privacy notice</a> and agree to it.
        </span>
      </label>
      <label className="check" htmlFor={`${id}-marketing`}>
        <input id={`${id}-marketing`} name="marketing" type="checkbox" defaultChecked={defaults?.marketing} />
        <span>Send me the hotel's offers by SMS and email (optional; withdraw any time).</span>
      </label>
    </fieldset>
  );
}
