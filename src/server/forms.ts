// The forms the server answers before and without JavaScript (decision 120): sign-up, login, the code, contact and
// the newsletter. Each is an HTML form posted to a page rendered on request; the page passes the POST here, which
// asks the API the very question the island would (same route, validation, limits and sentences) and says what the
// page does next: go on (303, with the cookies that carry a sign-in), or show the form again with the refusal
// beside what was typed.

import { NOTICE_REQUIRED } from '~/lib/consent';
import type { ContactKind } from '~/lib/contact';
import {
  type CodeView,
  cookieString,
  cookieValue,
  type LoginView,
  PENDING_SIGN_IN_COOKIE,
  PENDING_SIGN_IN_SECONDS,
  type PendingSignIn,
  readPendingSignIn,
  SESSION_HANDOFF_COOKIE,
  SESSION_HANDOFF_SECONDS,
  type SessionHandoff,
  type SignUpView,
  safeNext,
} from '~/lib/sign-in-forms';
import { getRuntime } from './runtime';

/** What a page rendered on request knows of its request. */
export interface PageRequest {
  request: Request;
  /** The socket's address (Astro's `clientAddress`), for the per-address limits. */
  clientAddress?: string;
  imageUrl?: (key: string) => string;
}

/** The page's request as the forms need it (Astro's `clientAddress` throws where the host gave none). */
export function pageRequestOf(
  astro: { request: Request; clientAddress: string },
  imageUrl?: (key: string) => string,
): PageRequest {
  let clientAddress: string | undefined;
  try {
    clientAddress = astro.clientAddress;
  } catch {
    clientAddress = undefined;
  }
  return { request: astro.request, clientAddress, imageUrl };
}

/** The API's answer to a form: its body when it agreed, else its sentence, code and the fields it named. */
export type ApiAnswer<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; message: string; code: string; fields: Record<string, string> };

/** What the page does with a POST: go on to `location`, or render again with `status`. */
export type FormOutcome<View> =
  | { redirect: string; cookies: string[] }
  | { status: number; view: View; cookies: string[] };

// The request headers the API reads from a guest's request: the address behind a trusted proxy, the origin for
// links, the device for the session's record.
const FORWARDED = ['user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'host'];

/** Asks the API (`POST /api${path}`, JSON) on behalf of the page's caller, as the island would. */
export async function askApi<T>(page: PageRequest, path: string, body: unknown): Promise<ApiAnswer<T>> {
  const { app } = await getRuntime(page.imageUrl);
  const headers = new Headers({ 'content-type': 'application/json', accept: 'application/json' });
  for (const name of FORWARDED) {
    const value = page.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const request = new Request(new URL(`/api${path}`, page.request.url), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  const response = await app.fetch(request, { clientAddress: page.clientAddress });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, status: response.status, body: answer as T };
  return {
    ok: false,
    status: response.status,
    message: typeof answer.message === 'string' ? answer.message : 'Something went wrong. Please try again.',
    code: typeof answer.code === 'string' ? answer.code : 'UNKNOWN',
    fields: (answer.fields as Record<string, string> | undefined) ?? {},
  };
}

/**
 * A form posted from another site (a browser says so in `Sec-Fetch-Site`, or by an `Origin` that is not ours):
 * refused, so no other site can sign a guest into its own account or send in their name (login CSRF).
 */
export function isCrossSitePost(request: Request): boolean {
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'cross-site' || site === 'same-site';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

const CROSS_SITE =
  'This form was sent from another site, so it was not accepted. Please use the form on this page.';

/** The posted form, or null for a GET (or a HEAD); a cross-site POST is answered 403 by the caller. */
async function postedForm(page: PageRequest): Promise<FormData | 'cross-site' | null> {
  if (page.request.method !== 'POST') return null;
  if (isCrossSitePost(page.request)) return 'cross-site';
  return page.request.formData().catch(() => new FormData());
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const secureOf = (page: PageRequest) =>
  new URL(page.request.url).protocol === 'https:' ||
  page.request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';

const pendingCookie = (page: PageRequest, pending: PendingSignIn | null) =>
  cookieString(PENDING_SIGN_IN_COOKIE, pending, {
    maxAgeSeconds: PENDING_SIGN_IN_SECONDS,
    secure: secureOf(page),
  });

/** The sign-in in progress this browser carries, if any. */
export function pendingSignInOf(page: PageRequest): PendingSignIn | null {
  return readPendingSignIn(cookieValue(page.request.headers.get('cookie'), PENDING_SIGN_IN_COOKIE));
}

/** Answers /login: a number texted a code goes on to /otp-verification, carried in the pending sign-in cookie. */
export async function answerLogin(page: PageRequest): Promise<FormOutcome<LoginView>> {
  const next = safeNext(new URL(page.request.url).searchParams.get('next'));
  const form = await postedForm(page);
  if (form === null) return { status: 200, view: { phone: '', next }, cookies: [] };
  if (form === 'cross-site')
    return { status: 403, view: { phone: '', next, error: CROSS_SITE }, cookies: [] };
  const phone = field(form, 'phone');
  const view = { phone, next: safeNext(field(form, 'next')) ?? next };
  if (!phone) return { status: 400, view: { ...view, error: 'Please enter phone number' }, cookies: [] };
  const sent = await askApi(page, '/auth/send-otp', { phone });
  if (!sent.ok) return { status: sent.status, view: { ...view, error: sent.message }, cookies: [] };
  const pending = { phone, sentAt: Date.now(), next: view.next, notice: 'OTP sent! Please verify.' };
  return { redirect: '/otp-verification', cookies: [pendingCookie(page, pending)] };
}

const referralOf = (value: string | null | undefined) =>
  value && /^[A-Za-z0-9-]{1,32}$/.test(value) ? value : undefined;

/** Answers /sign-in: a name and number (and the notice agreed) texted a code go on to /otp-verification. */
export async function answerSignUp(page: PageRequest): Promise<FormOutcome<SignUpView>> {
  const params = new URL(page.request.url).searchParams;
  const form = await postedForm(page);
  const from = (name: string) => (form instanceof FormData ? field(form, name) : '');
  const referralCode = referralOf(from('referralCode') || params.get('ref')?.trim());
  const view: SignUpView = {
    name: from('name'),
    phone: from('phone'),
    consent: { notice: from('notice') !== '', marketing: from('marketing') !== '' },
    referralCode,
    next: safeNext(from('next')) ?? safeNext(params.get('next')),
  };
  if (referralCode) {
    // Whose link it is, so the friend sees who invited them (an unknown code simply earns nobody coins).
    const host = await askApi<{ valid: boolean; referrerName?: string; rewardCoins?: number }>(
      page,
      '/referrals/confirm',
      { code: referralCode },
    );
    if (host.ok && host.body.valid) {
      view.referrerName = host.body.referrerName;
      view.rewardCoins = host.body.rewardCoins;
    }
  }
  if (form === null) return { status: 200, view, cookies: [] };
  if (form === 'cross-site') return { status: 403, view: { ...view, error: CROSS_SITE }, cookies: [] };
  if (!view.name || !view.phone)
    return { status: 400, view: { ...view, error: 'Please fill all fields' }, cookies: [] };
  if (!view.consent.notice) return { status: 400, view: { ...view, error: NOTICE_REQUIRED }, cookies: [] };
  const sent = await askApi(page, '/auth/signup', { name: view.name, phone: view.phone, referralCode });
  if (!sent.ok) return { status: sent.status, view: { ...view, error: sent.message }, cookies: [] };
  const pending: PendingSignIn = {
    phone: view.phone,
    sentAt: Date.now(),
    name: view.name,
    referralCode,
    consent: view.consent,
    next: view.next,
    notice: 'Sign In Successfully. OTP sent...',
  };
  return { redirect: '/otp-verification', cookies: [pendingCookie(page, pending)] };
}

type Verified =
  | { needsName: true; message: string }
  | { token: string; user: SessionHandoff['user']; isNewUser: boolean };

/**
 * Answers /otp-verification: `intent` verify (the six boxes, joined), name (a new account's name and consent, with
 * the code kept) or resend. A signed-in guest goes on to where they started, their session in the handoff cookie.
 */
export async function answerCode(page: PageRequest): Promise<FormOutcome<CodeView>> {
  const pending = pendingSignInOf(page);
  const renderedAt = Date.now();
  const form = await postedForm(page);
  if (form === null) {
    // The notice is said once: the cookie goes back without it.
    const cookies = pending?.notice ? [pendingCookie(page, { ...pending, notice: undefined })] : [];
    return { status: 200, view: { pending, renderedAt, notice: pending?.notice }, cookies };
  }
  const view: CodeView = { pending, renderedAt };
  if (form === 'cross-site') return { status: 403, view: { ...view, error: CROSS_SITE }, cookies: [] };
  if (!pending) return { status: 400, view, cookies: [] };
  const intent = field(form, 'intent');
  if (intent === 'resend') {
    const sent = pending.name
      ? await askApi(page, '/auth/signup', {
          name: pending.name,
          phone: pending.phone,
          referralCode: pending.referralCode,
        })
      : await askApi(page, '/auth/send-otp', { phone: pending.phone });
    if (!sent.ok) return { status: sent.status, view: { ...view, error: sent.message }, cookies: [] };
    const again = { ...pending, sentAt: Date.now(), notice: 'OTP sent! Please verify.' };
    return { redirect: '/otp-verification', cookies: [pendingCookie(page, again)] };
  }
  const otp = form
    .getAll('otp')
    .map((digit) => (typeof digit === 'string' ? digit : ''))
    .join('')
    .replace(/\D/g, '');
  if (otp.length !== 6)
    return { status: 400, view: { ...view, error: 'Please enter complete OTP' }, cookies: [] };
  const naming = intent === 'name';
  const name = naming ? field(form, 'name') : '';
  const consent = naming
    ? { notice: field(form, 'notice') !== '', marketing: field(form, 'marketing') !== '' }
    : pending.consent;
  if (naming) {
    const asked = { otp, message: field(form, 'question') || NEW_ACCOUNT_QUESTION, name };
    if (!name)
      return {
        status: 400,
        view: { ...view, newAccount: asked, error: 'Please enter your name.' },
        cookies: [],
      };
    if (!consent?.notice)
      return { status: 400, view: { ...view, newAccount: asked, error: NOTICE_REQUIRED }, cookies: [] };
  }
  const verified = await askApi<Verified>(page, '/auth/verify-otp', {
    phone: pending.phone,
    otp,
    askName: true,
    ...(name ? { name } : {}),
    ...(consent?.notice ? { acceptNotice: true, marketing: consent.marketing } : {}),
  });
  if (!verified.ok)
    return { status: verified.status, view: { ...view, error: verified.message }, cookies: [] };
  if ('needsName' in verified.body)
    return {
      status: 200,
      view: { ...view, newAccount: { otp, message: verified.body.message, name: '' } },
      cookies: [],
    };
  const handoff: SessionHandoff = {
    token: verified.body.token,
    user: verified.body.user,
    flash: 'Otp Verification Successful.',
  };
  const secure = secureOf(page);
  return {
    redirect: pending.next ?? '/',
    cookies: [
      pendingCookie(page, null),
      cookieString(SESSION_HANDOFF_COOKIE, handoff, { maxAgeSeconds: SESSION_HANDOFF_SECONDS, secure }),
    ],
  };
}

/** The question for a number with no account when the form lost the API's own (kept in a hidden field). */
const NEW_ACCOUNT_QUESTION =
  'No account uses this number yet. We will make a new one: please tell us your name and agree to our privacy notice.';

/** What a contact form shows again after a refusal: what was typed, the field refusals and the form's sentence. */
export interface ContactView {
  kind: ContactKind;
  values: Record<string, string>;
  errors: Record<string, string>;
  error?: string;
  /** After a message was received: the hotel's thanks. */
  thanks?: string;
}

const CONTACT_FIELDS = ['name', 'email', 'phone', 'subject', 'stayDate', 'comments', 'website'] as const;

/** Answers the contact page's forms: a message received goes on to its thanks, a refusal shows the form again. */
export async function answerContact(page: PageRequest): Promise<FormOutcome<ContactView> | null> {
  const url = new URL(page.request.url);
  const form = await postedForm(page);
  if (form === null) {
    const kind = url.searchParams.get('sent');
    if (kind !== 'enquiry' && kind !== 'feedback') return null;
    return { status: 200, view: { kind, values: {}, errors: {}, thanks: CONTACT_THANKS[kind] }, cookies: [] };
  }
  const kind: ContactKind =
    form instanceof FormData && field(form, 'kind') === 'feedback' ? 'feedback' : 'enquiry';
  if (form === 'cross-site')
    return { status: 403, view: { kind, values: {}, errors: {}, error: CROSS_SITE }, cookies: [] };
  const values: Record<string, string> = {};
  for (const name of CONTACT_FIELDS) {
    const value = field(form, name);
    if (value) values[name] = value;
  }
  const sent = await askApi(page, '/contact', { kind, ...values });
  if (sent.ok) return { redirect: `${url.pathname}?sent=${kind}`, cookies: [] };
  const summary = Object.keys(sent.fields).length > 0 ? 'Please correct the marked field.' : sent.message;
  return { status: sent.status, view: { kind, values, errors: sent.fields, error: summary }, cookies: [] };
}

const CONTACT_THANKS: Record<ContactKind, string> = {
  enquiry: 'Thank you for writing. Our concierge will reply within a day.',
  feedback: 'Thank you for your feedback. It goes straight to the general manager.',
};

/** What /newsletter shows: the address typed and the refusal, or the thanks. */
export interface NewsletterView {
  email: string;
  error?: string;
  thanks?: string;
}

/** Answers the footer's SUBSCRIBE: an address signed up goes on to its thanks, a refusal shows it again. */
export async function answerNewsletter(page: PageRequest): Promise<FormOutcome<NewsletterView>> {
  const url = new URL(page.request.url);
  const form = await postedForm(page);
  if (form === null) {
    const done = url.searchParams.get('subscribed');
    return {
      status: 200,
      view: { email: '', thanks: done ? NEWSLETTER_THANKS[done] : undefined },
      cookies: [],
    };
  }
  if (form === 'cross-site') return { status: 403, view: { email: '', error: CROSS_SITE }, cookies: [] };
  const email = field(form, 'email');
  if (!email)
    return { status: 400, view: { email, error: 'Please enter a valid email address' }, cookies: [] };
  const sent = await askApi<{ alreadySubscribed: boolean }>(page, '/newsletter', {
    email,
    website: field(form, 'website'),
  });
  if (!sent.ok) return { status: sent.status, view: { email, error: sent.message }, cookies: [] };
  return {
    redirect: `${url.pathname}?subscribed=${sent.body.alreadySubscribed ? 'again' : 'new'}`,
    cookies: [],
  };
}

const NEWSLETTER_THANKS: Record<string, string> = {
  new: 'Thank you for subscribing. The palace letter arrives once a month.',
  again: 'You are already on our list. Thank you for staying in touch.',
};

/** The Response of a form outcome that goes on: a 303 to `location` with its cookies (also for a page's own redirects). */
export function seeOther(location: string, cookies: string[]): Response {
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return new Response(null, { status: 303, headers });
}
