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
