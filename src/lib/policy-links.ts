/** The policy pages' addresses (src/content/policies/<name>.md), for every link to them from pages and messages. */
export const policyPaths = {
  privacy: '/policies/privacy-notice',
  terms: '/policies/terms-of-booking',
  cancellation: '/policies/cancellation-and-refunds',
  house: '/policies/house-policies',
} as const;

/** The links a checkout, the sign-up form and the footer show, in the guest's words. */
export const policyLinks = [
  { label: 'Privacy notice', href: policyPaths.privacy },
  { label: 'Terms of booking', href: policyPaths.terms },
  { label: 'Cancellation & refunds', href: policyPaths.cancellation },
  { label: 'House policies', href: policyPaths.house },
] as const;
