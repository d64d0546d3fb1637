// The sign-in in progress, kept in this tab's sessionStorage so the phone reaches the code page
// without appearing in its URL.

import { flashToast } from '~/stores/toasts';
import { ApiError, api } from '../api';

const KEY = 'palace.pending-sign-in';

export interface PendingSignIn {
  /** The number as the guest typed it. */
  phone: string;
  /** When the last code was sent (ms), for the resend countdown. */
  sentAt: number;
  /** Set when the guest came through sign-up: a resend goes through sign-up again. */
  name?: string;
  referralCode?: string;
  /** The consent given on the sign-up form, sent with the code that makes the account. */
  consent?: { notice: boolean; marketing: boolean };
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

/**
 * Asks the API to text a code (send-otp, or signup for a new guest), remembers the sign-in and goes on to
 * /otp-verification with a toast. Returns the message to show when the API refuses; it does not return
 * otherwise, as the page is leaving.
 */
export async function requestCode(
  path: '/auth/send-otp' | '/auth/signup',
  body: Record<string, unknown>,
  pending: Omit<PendingSignIn, 'sentAt' | 'next'>,
  messages: { sent: string; failed: string },
): Promise<string | undefined> {
  try {
    await api(path, { method: 'POST', body }, messages.failed);
  } catch (failure) {
    return failure instanceof ApiError ? failure.message : messages.failed;
  }
  const next = safeNext(new URLSearchParams(location.search).get('next'));
  savePendingSignIn({ ...pending, sentAt: Date.now(), next });
  flashToast('success', messages.sent);
  location.assign('/otp-verification');
  return undefined;
}
