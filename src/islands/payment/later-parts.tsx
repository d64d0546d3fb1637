import { type ComponentType, lazy } from 'react';

/** The checkout's forms besides paying, all in one file fetched when the guest opens one of them (decision 128). */
export const checkoutParts = () => import('./checkout-parts');

type Parts = Awaited<ReturnType<typeof checkoutParts>>;
type Forms = { [K in keyof Parts as Parts[K] extends ComponentType<never> ? K : never]: Parts[K] };

/** One of those forms, shown once its file has arrived; the button that opened it works before then. */
export const later = <K extends keyof Forms>(name: K) =>
  lazy(() => checkoutParts().then((parts) => ({ default: parts[name] as Forms[K] })));

/** What an opened form shows while its file arrives. */
export const opening = (
  <p role="status">
    <span className="spinner" aria-hidden="true" /> Opening…
  </p>
);
