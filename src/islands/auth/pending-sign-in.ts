// The sign-in in progress, kept in this tab's sessionStorage so the phone reaches the code page
// without appearing in its URL.

const KEY = 'palace.pending-sign-in';

export interface PendingSignIn {
  /** The number as the guest typed it. */
  phone: string;
  /** When the last code was sent (ms), for the resend countdown. */
  sentAt: number;
  /** Set when the guest came through sign-up: a resend goes through sign-up again. */
  name?: string;
  referralCode?: string;
  /** Where to go once signed in. */
  next?: string;
}

/** Remembers the sign-in until the code page finishes it. */
export function savePendingSignIn(pending: PendingSignIn): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

/** The sign-in the code page should finish, if any. */
export function readPendingSignIn(): PendingSignIn | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignIn | null;
    return value && typeof value.phone === 'string' ? value : null;
  } catch {
    return null;
  }
}

/** Forgets it once the guest is signed in. */
export function clearPendingSignIn(): void {
  sessionStorage.removeItem(KEY);
}

/** A same-site path to return to after signing in (from `?next=`), or undefined for anything else. */
export function safeNext(value: string | null | undefined): string | undefined {
  return value && /^\/(?![/\\])/.test(value) ? value : undefined;
}
