import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('settings', () => {
  it('default to the embedded database, console SMS and the sandbox', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 4321,
      DATA_DIR: './data',
      SMS_PROVIDER: 'console',
      HOTEL_TIMEZONE: 'Asia/Kolkata',
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treat an empty line in .env as the default', () => {
    expect(loadEnv({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
    expect(loadEnv({ PORT: '' }).PORT).toBe(4321);
  });

  it('name the setting that is wrong', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

describe('SMS settings', () => {
  it('ask for the MSG91 key and template when MSG91 sends the codes', () => {
    expect(() => loadEnv({ SMS_PROVIDER: 'msg91' })).toThrow(/MSG91_AUTH_KEY.*MSG91_TEMPLATE_ID/);
    const env = loadEnv({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' });
    expect(env.MSG91_BASE_URL).toBe('https://control.msg91.com');
  });

  it('trust X-Forwarded-For only when told to', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
  });
});
