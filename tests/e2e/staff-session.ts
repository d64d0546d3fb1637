import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays } from '../../src/lib/dates';
import { dateInZone } from '../../src/lib/zones';
import { expect } from './fixtures';
import { readOtp } from './guest-session';
import { ownMobile } from './own-data';

// The staff console's journeys sign in their own staff members: a new account each, given its role by the demo's
// events desk (an admin seeded in demo mode). The desk's session is opened once and shared by every worker through
// a file (its code has a resend pause and a cap per phone); a session of an earlier server is opened again.
const DESK = '9000000001';
const shared = join(tmpdir(), `palace-e2e-desk-${process.env.E2E_PORT ?? 4391}`);
const tokenFile = `${shared}.token`;
const lockDir = `${shared}.lock`;

async function openDeskSession(request: APIRequestContext): Promise<string> {
  await expect
    .poll(
      async () => (await request.post('/api/auth/send-otp', { data: { phone: `+91${DESK}` } })).status(),
      {
        timeout: 45_000,
        intervals: [2_000, 5_000],
      },
    )
    .toBe(200);
  const otp = await readOtp(request, DESK);
  const verified = await request.post('/api/auth/verify-otp', { data: { phone: `+91${DESK}`, otp } });
  expect(verified.status()).toBe(200);
  return (await verified.json()).token;
}

const savedToken = () => {
  try {
    return readFileSync(tokenFile, 'utf8');
  } catch {
    return null;
  }
};

/** The events desk's bearer token (an admin): the shared one while the server knows it, else a new one. */
export async function deskToken(request: APIRequestContext): Promise<string> {
  for (;;) {
    const saved = savedToken();
    const live =
      saved && (await request.get('/api/staff/me', { headers: { authorization: `Bearer ${saved}` } })).ok();
    if (saved && live) return saved;
    try {
      // A lock left by a run that died is stale after a minute and a half.
      if (Date.now() - statSync(lockDir).mtimeMs > 90_000) rmSync(lockDir, { recursive: true, force: true });
    } catch {}
    try {
      mkdirSync(lockDir);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      continue;
    }
    try {
      const token = await openDeskSession(request);
      writeFileSync(tokenFile, token);
      return token;
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

/**
 * Signs a new account in (through the API, as the login pages do) and has the desk give it `role`; the token and
 * user are kept in localStorage as the site keeps them. Returns the phone and token.
 */
export async function signInAsStaff(
  page: Page,
  name: string,
  role: 'staff' | 'admin' | 'housekeeper' | 'guest' = 'staff',
) {
  const mobile = ownMobile();
  const signup = await page.request.post('/api/auth/signup', { data: { name, phone: mobile } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const otp = await readOtp(page.request, mobile);
  const verified = await page.request.post('/api/auth/verify-otp', { data: { phone: mobile, otp } });
  expect(verified.status()).toBe(200);
  const { token, user } = await verified.json();
  if (role !== 'guest') {
    const desk = await deskToken(page.request);
    const granted = await page.request.put('/api/staff/people/role', {
      data: { phone: mobile, role },
      headers: { authorization: `Bearer ${desk}` },
    });
    expect(granted.status()).toBe(200);
  }
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { mobile, token: token as string };
}

/** A new guest signed in through the API (no page): the token and the user as the site stores them. */
export async function guestSession(
  request: APIRequestContext,
  name: string,
): Promise<{ token: string; user: { id: string; name: string } }> {
  const mobile = ownMobile();
  const signup = await request.post('/api/auth/signup', { data: { name, phone: mobile } });
  expect(signup.ok(), await signup.text()).toBe(true);
  const otp = await readOtp(request, mobile);
  const verified = await request.post('/api/auth/verify-otp', { data: { phone: mobile, otp } });
  expect(verified.status()).toBe(200);
  return verified.json();
}

/** A new guest's bearer token, signed in through the API (no page). */
export async function guestToken(request: APIRequestContext, name: string): Promise<string> {
  return (await guestSession(request, name)).token;
}

/** Keeps a session in the page's localStorage, as the site does after sign-in. */
export async function keepSession(page: Page, session: { token: string; user: object }) {
  if (page.url() === 'about:blank') await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [session.token, JSON.stringify(session.user)] as const,
  );
}

/** Pays a booking as its guest in the sandbox, as the payment page does (order, checkout, verify). */
export async function payInSandbox(request: APIRequestContext, token: string, bookingId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/payments/create', { data: { booking_id: bookingId }, headers });
  expect(created.status(), await created.text()).toBe(200);
  const { order } = await created.json();
  const paid = await request.post('/api/dev/sandbox/pay', {
    data: { order_id: order.id, outcome: 'success' },
  });
  const verified = await request.post('/api/payments/verify', { data: await paid.json(), headers });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * A guest's stay arriving today (hotel date) in a listing of the demo, booked and paid as the guest would: what the
 * desk's journeys check in. Answers the guest's token, the stay's id and today.
 */
export async function paidStayToday(request: APIRequestContext, guest: string, slug: string, nights = 1) {
  const today = dateInZone(new Date(), 'Asia/Kolkata');
  const token = await guestToken(request, guest);
  const { rooms } = await (await request.get('/api/rooms/getrooms')).json();
  const listing = rooms.find((r: { slug: string }) => r.slug === slug);
  const booked = await request.post('/api/bookings/create', {
    data: { roomId: listing.id, checkInDate: today, checkOutDate: addDays(today, nights), numGuests: 2 },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const bookingId = (await booked.json()).data.id as string;
  await payInSandbox(request, token, bookingId);
  return { token, bookingId, today };
}
