import { describe, expect, it } from 'vitest';
import { tokenExpired, unwrapStoredUser } from './auth';

describe('reading the stored user', () => {
  const user = { id: 'u1', name: 'Asha' };
  it('reads data.user, user or a plain object alike', () => {
    expect(unwrapStoredUser({ data: { user } })).toEqual(user);
    expect(unwrapStoredUser({ user })).toEqual(user);
    expect(unwrapStoredUser(user)).toEqual(user);
  });
  it('treats anything else as logged out', () => {
    expect(unwrapStoredUser(null)).toBeNull();
    expect(unwrapStoredUser('Asha')).toBeNull();
    expect(unwrapStoredUser({ name: 'no id' })).toBeNull();
  });
});

describe('a stored token', () => {
  const tokenWith = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
  it('counts as expired once its exp has passed', () => {
    const now = Date.UTC(2027, 0, 10);
    expect(tokenExpired(tokenWith({ exp: now / 1000 - 1 }), now)).toBe(true);
    expect(tokenExpired(tokenWith({ exp: now / 1000 + 60 }), now)).toBe(false);
  });
  it('is left to the server when it cannot be read', () => {
    expect(tokenExpired('demo-token')).toBe(false);
    expect(tokenExpired(tokenWith({ sub: 'x' }))).toBe(false);
  });
});
