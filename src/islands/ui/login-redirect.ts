import { flashToast } from '~/stores/toasts';

const RETURN_KEY = 'palace.returnTo';

/** Sends a logged-out guest to /login with a message, remembering where to come back after sign-in. */
export function goToLogin(message: string, returnTo = window.location.pathname + window.location.search) {
  sessionStorage.setItem(RETURN_KEY, returnTo);
  flashToast('error', message);
  window.location.assign(`/login?next=${encodeURIComponent(returnTo)}`);
}
