import { Fragment } from 'react';

/**
 * An email address that a narrow screen may break only before its "@" and its dots (asha.verma<wbr>@example<wbr>.in):
 * never inside a part, not even at a hyphen (palace-guests).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="email-text">
      {parts.map((part, i) => (
        // The parts of one address never move: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 && <wbr />}
          <span>{part}</span>
        </Fragment>
      ))}
    </span>
  );
}
