import { describe, expect, it } from 'vitest';
import {
  cookieString,
  cookieValue,
  PENDING_SIGN_IN_COOKIE,
  readPendingSignIn,
  readSessionHandoff,
  safeNext,
} from './sign-in-forms';

/** The value a browser sends back for a cookie string (the part before the first `;`). */
const sentBack = (cookie: string) => cookieValue(cookie.split(';')[0], PENDING_SIGN_IN_COOKIE);

describe('the sign-in cookies', () => {
  it('carry a pending sign-in, a Hindi name and a per-cent sign included, across pages', () => {
    const pending = {
      phone: '98123 45678',
      sentAt: 1_790_000_000_000,
      name: 'अनन्या 50% Rao; ok',
      referralCode: 'ABCD2345',
      consent: { notice: true, marketing: false },
      next: '/user-profile?tab=bookings',
      notice: 'OTP sent! Please verify.',
    };
    const cookie = cookieString(PENDING_SIGN_IN_COOKIE, pending, { maxAgeSeconds: 1800, secure: false });
    expect(cookie).toMatch(/^palace_sign_in=[^;\s]+; Path=\/; Max-Age=1800; SameSite=Lax$/);
    expect(readPendingSignIn(sentBack(cookie))).toEqual(pending);
  });

  it('read a malformed, foreign or hostile value as no sign-in, and never keep an off-site next', () => {
    expect(readPendingSignIn(undefined)).toBeNull();
    expect(readPendingSignIn('%7B')).toBeNull();
    expect(readPendingSignIn(encodeURIComponent('{"phone":12,"sentAt":1}'))).toBeNull();
    const offSite = readPendingSignIn(
      encodeURIComponent('{"phone":"98123 45678","sentAt":1,"next":"//evil.example"}'),
    );
    expect(offSite?.next).toBeUndefined();
    expect(readSessionHandoff(encodeURIComponent('{"token":"t","user":{"id":1}}'))).toBeNull();
  });

  it('delete a cookie with an empty value and no age, Secure over https', () => {
    expect(cookieString('palace_session', null, { maxAgeSeconds: 600, secure: true })).toBe(
      'palace_session=; Path=/; Max-Age=0; SameSite=Lax; Secure',
    );
  });

  it('find one cookie among several', () => {
    expect(cookieValue('a=1; palace_session=xyz; b=2', 'palace_session')).toBe('xyz');
    expect(cookieValue('xpalace_session=1', 'palace_session')).toBeUndefined();
  });

  it('return only to a path of this site', () => {
    expect(safeNext('/staff')).toBe('/staff');
    expect(safeNext('//evil.example')).toBeUndefined();
    expect(safeNext('/\\evil.example')).toBeUndefined();
    expect(safeNext('https://evil.example')).toBeUndefined();
  });
});
