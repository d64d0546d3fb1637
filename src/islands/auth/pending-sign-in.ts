// The sign-in in progress as the islands keep it: the same cookie the server's form answers write
// (src/lib/sign-in-forms.ts), so the code page shows the number whichever of the two sent the code.
import {
  cookieString,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_SECONDS,
  type PendingSignIn,
} from '~/lib/sign-in-forms';

type Client = typeof import('./sign-in-client');
let client: Promise<Client> | undefined;

/**
 * The API client for the sign-in forms, fetched when the guest turns to a form (its first focus) or sends it, not
 * with the page (decision 122): until then the page needs none of it. A failed fetch is forgotten, so the next
 * try asks again.
 */
export function signInClient(): Promise<Client> {
  client ??= import('./sign-in-client').catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** Starts fetching the client as the guest turns to a form, so it is there by the time they send it. */
export function warmSignInClient(): void {
  signInClient().catch(() => {});
}

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
 * otherwise, as the page is leaving. When the client cannot be fetched, `form` goes to the server as it would
 * without script (decision 120).
 */
export async function requestCode(
  form: HTMLFormElement,
  path: '/auth/send-otp' | '/auth/signup',
  body: Record<string, unknown>,
  pending: Omit<PendingSignIn, 'sentAt'>,
  failed: string,
): Promise<string | undefined> {
  const loaded = await signInClient().catch(() => null);
  if (!loaded) {
    form.submit();
    return undefined;
  }
  try {
    await loaded.api(path, { method: 'POST', body }, failed);
  } catch (failure) {
    return failure instanceof loaded.ApiError ? failure.message : failed;
  }
  savePendingSignIn({ ...pending, sentAt: Date.now() });
  location.assign('/otp-verification');
  return undefined;
}
