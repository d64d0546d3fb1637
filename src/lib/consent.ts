/** What a guest consents to: the privacy notice at sign-up, and offers by SMS and email (a separate choice). */
export const CONSENT_KINDS = ['privacy-notice', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Where a consent was given or withdrawn. */
export const CONSENT_ROUTES = ['sign-up', 'account', 'unsubscribe-link'] as const;
export type ConsentRoute = (typeof CONSENT_ROUTES)[number];

/**
 * The privacy notice's version a guest agrees to at sign-up: the `lastChanged` date of
 * src/content/policies/privacy-notice.md (a test keeps the two equal; change both when the notice changes).
 */
export const PRIVACY_NOTICE_VERSION = '2026-12-06';

/** The refusal when a new account's privacy notice is not agreed to (the sign-up islands and the server's forms). */
export const NOTICE_REQUIRED = 'Please agree to the privacy notice to create your account.';
