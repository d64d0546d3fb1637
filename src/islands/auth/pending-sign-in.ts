// The sign-in in progress as the islands keep it: the same cookie the server's form answers write
// (src/lib/sign-in-forms.ts), so the code page shows the number whichever of the two sent the code.
import {
  cookieString,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_SECONDS,
  type PendingSignIn,
} from '~/lib/sign-in-forms';
import { ApiError, api } from '../api';

/** Remembers the sign-in until the code page finishes it (`null` forgets it). */
export function savePendingSignIn(pending: PendingSignIn | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: Firefox lacks the Cookie Store API; cookieString builds the value
  document.cookie = cookieString(PENDING_SIGN_IN_COOKIE, pending, {
    maxAgeSeconds: PENDING_SIGN_IN_SECONDS,
    secure: location.protocol === 'https:',
  });
}

/**
 * Asks the API to text a code (send-otp, or signup for a new guest), remembers the sign-in and goes on to
 * /otp-verification, which says `notice`. Returns the message to show when the API refuses; it does not return
 * otherwise, as the page is leaving.
 */
export async function requestCode(
  path: '/auth/send-otp' | '/auth/signup',
  body: Record<string, unknown>,
  pending: Omit<PendingSignIn, 'sentAt'>,
  failed: string,
): Promise<string | undefined> {
  try {
    await api(path, { method: 'POST', body }, failed);
  } catch (failure) {
    return failure instanceof ApiError ? failure.message : failed;
  }
  savePendingSignIn({ ...pending, sentAt: Date.now() });
  location.assign('/otp-verification');
  return undefined;
}
