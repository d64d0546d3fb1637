import { describe, expect, it } from 'vitest';
import { unwrapStoredUser } from './auth';

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
