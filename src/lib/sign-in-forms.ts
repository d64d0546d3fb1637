// The sign-in forms (/login, /sign-in, /otp-verification) as the server answers them and the islands enhance
// them (decision 120): what each page shows, and the two cookies that carry a sign-in across pages, written by the
// server's form answers and by the islands alike. Neither cookie authenticates anything: the API reads bearer
// tokens only.

/** The sign-in in progress: the number the code page shows and verifies, and what the code page sends with it. */
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
  /** Where to go once signed in (a same-site path). */
  next?: string;
  /** A sentence for the code page to say once ("OTP sent! Please verify."). */
  notice?: string;
}

/** A session made by a form the server answered, for the next page's script to keep as the islands would. */
export interface SessionHandoff {
  token: string;
  user: { id: string; name: string } & Record<string, unknown>;
  /** The toast to show on arrival. */
  flash?: string;
}

export const PENDING_SIGN_IN_COOKIE = 'palace_sign_in';
export const SESSION_HANDOFF_COOKIE = 'palace_session';
/** A code lives 5 minutes and may be sent again: the pending sign-in is kept half an hour. */
export const PENDING_SIGN_IN_SECONDS = 30 * 60;
/** The next page's script takes the session at once; a browser without script lets it lapse. */
export const SESSION_HANDOFF_SECONDS = 10 * 60;

/** A same-site path to return to after signing in (from `?next=`), or undefined for anything else. */
export function safeNext(value: string | null | undefined): string | undefined {
  return value && /^\/(?![/\\])/.test(value) && value.length <= 500 ? value : undefined;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/** Reads a pending sign-in from its cookie value; anything malformed is no sign-in (the cookie is the guest's own input). */
export function readPendingSignIn(value: string | undefined): PendingSignIn | null {
  if (!value) return null;
  try {
    const raw = JSON.parse(decodeURIComponent(value)) as Record<string, unknown>;
    const phone = text(raw.phone, 32);
    if (!phone || typeof raw.sentAt !== 'number' || !Number.isFinite(raw.sentAt)) return null;
    const consent = raw.consent as { notice?: unknown; marketing?: unknown } | undefined;
    return {
      phone,
      sentAt: raw.sentAt,
      name: text(raw.name, 100),
      referralCode: text(raw.referralCode, 32),
      consent:
        consent && typeof consent === 'object'
          ? { notice: consent.notice === true, marketing: consent.marketing === true }
          : undefined,
      next: safeNext(text(raw.next, 500)),
      notice: text(raw.notice, 200),
    };
  } catch {
    return null;
  }
}

/** Reads a session handoff from its cookie value, or null. */
export function readSessionHandoff(value: string | undefined): SessionHandoff | null {
  if (!value) return null;
  try {
    const raw = JSON.parse(decodeURIComponent(value)) as Partial<SessionHandoff>;
    const user = raw.user;
    if (!text(raw.token, 2000) || !user || typeof user.id !== 'string' || typeof user.name !== 'string')
      return null;
    return { token: raw.token as string, user, flash: text(raw.flash, 200) };
  } catch {
    return null;
  }
}

/** The value of one cookie in a `Cookie` header (or `document.cookie`). */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * A cookie for `Set-Cookie` or `document.cookie`: the whole site, Lax (a top-level visit from a link carries it),
 * Secure over https; `value` null deletes it. Not HttpOnly: the islands write and clear the same cookies.
 */
export function cookieString(
  name: string,
  value: object | null,
  options: { maxAgeSeconds: number; secure: boolean },
): string {
  const body = value ? encodeURIComponent(JSON.stringify(value)) : '';
  const age = value ? options.maxAgeSeconds : 0;
  return `${name}=${body}; Path=/; Max-Age=${age}; SameSite=Lax${options.secure ? '; Secure' : ''}`;
}

/** What /login shows: the number typed, the refusal, and where the guest returns afterwards. */
export interface LoginView {
  phone: string;
  error?: string;
  next?: string;
}

/** What /sign-in shows: the fields typed, the refusal, the referral, and where the guest returns afterwards. */
export interface SignUpView {
  name: string;
  phone: string;
  consent: { notice: boolean; marketing: boolean };
  referralCode?: string;
  /** Who invited the guest (`?ref=`), when the code is theirs. */
  referrerName?: string;
  rewardCoins?: number;
  error?: string;
  next?: string;
}

/** What /otp-verification shows. */
export interface CodeView {
  /** The sign-in in progress, or null: the page asks for a number first. */
  pending: PendingSignIn | null;
  /** When the page was rendered (ms): the resend countdown starts from it, on the server and in the island alike. */
  renderedAt: number;
  error?: string;
  /** A right code for a number with no account: the question, and the code kept for the try that names the guest. */
  newAccount?: { otp: string; message: string; name: string };
  /** Said once: "OTP sent! Please verify." */
  notice?: string;
}
