// The checkout's forms other than paying (decision 128): fetched together, once, when the guest opens one. The page
// renders each one's button or heading itself, so nothing waits on this file but the form asked for.
export { BillingForm } from './BillingForm';
export { CancelConfirm } from './CancelConfirm';
export { CoinsAtCheckout, CoinsPaid } from './CoinsAtCheckout';
export { saveCalendarFile } from './calendar-file';
export { RequestsForm } from './RequestsForm';
export { SuccessDialog } from './SuccessDialog';
