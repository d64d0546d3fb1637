// The sign-in in progress as the islands keep it: the same cookie the server's form answers write
// (src/lib/sign-in-forms.ts), so the code page shows the number whichever of the two sent the code.
import {
  cookieString,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_SECONDS,
  type PendingSignIn,
} from '~/lib/sign-in-forms';

type Client = typeof import('../api-client');
let client: Promise<Client> | undefined;

/**
 * The API client for the sign-in forms, fetched when the guest turns to a form (its first focus) or sends it, not
 * with the page (decision 122): until then the page needs none of it. A failed fetch is forgotten, so the next
 * try asks again.
 */
export function signInClient(): Promise<Client> {
  client ??= import('../api-client').catch((error: unknown) => {
    client = undefined;
    throw error;
  });
  return client;
}

/** Starts fetching the client as the guest turns to a form, so it is there by the time they send it. */
export function warmSignInClient(): void {
  signInClient().catch(() => {});
}

/**
 * Remembers the sign-in until the code page finishes it (`null` forgets it); settled once the browser has stored it.
 * Chromium takes a `document.cookie` write to its cookie jar on another channel than the navigation that follows, so
 * a page opened at once may be asked for without the cookie (seen in CI, under load: the code page knew no number).
 * The Cookie Store API answers when the cookie is stored; where it is missing (Firefox, a page over plain http),
 * `document.cookie` is what there is.
 */
export async function savePendingSignIn(pending: PendingSignIn | null): Promise<void> {
  if (typeof cookieStore !== 'undefined') {
    const cookie = { name: PENDING_SIGN_IN_COOKIE, path: '/' };
    const expires = Date.now() + PENDING_SIGN_IN_SECONDS * 1000;
    try {
      if (pending)
        await cookieStore.set({
          ...cookie,
          value: encodeURIComponent(JSON.stringify(pending)),
          expires,
          sameSite: 'lax',
        });
      else await cookieStore.delete(cookie);
      return;
    } catch {
      // Refused (cookies blocked for the store alone): the plain write below is what there is.
    }
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing here; cookieString builds the value
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
  await savePendingSignIn({ ...pending, sentAt: Date.now() });
  location.assign('/otp-verification');
  return undefined;
}
