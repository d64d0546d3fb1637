import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LEGACY_LINKS_HONOURED_UNTIL,
  type LinkPurpose,
  linkStanding,
  signLink,
  verifyEmailSubject,
} from './signed-links';

const keys = {
  secret: 'link-secret-of-the-unit-test-000001',
  legacySecret: 'session-secret-of-the-unit-test-01',
};
const id = '6f1c2a4e-8b7d-4c3a-9e5f-0a1b2c3d4e5f';
const now = new Date('2027-03-01T10:00:00Z');
const PURPOSES: LinkPurpose[] = ['unsubscribe', 'unsubscribe-newsletter', 'forget-invitation'];
/** A link signed before decision 114: HMAC-SHA256 of `purpose:id` under the session secret. */
const oldLink = (purpose: LinkPurpose, secret = keys.legacySecret) =>
  createHmac('sha256', secret).update(`${purpose}:${id}`).digest('base64url');

describe('signed links', () => {
  it('take the server’s own signature for the purpose and row they were made for, and nothing else', () => {
    for (const purpose of PURPOSES) {
      const link = signLink(purpose, id, keys.secret);
      expect(link).toEqual({ s: expect.stringMatching(/^[\w-]{43}$/) });
      expect(linkStanding(purpose, id, link, keys, now)).toBe('valid');
      expect(linkStanding(purpose, '6f1c2a4e-8b7d-4c3a-9e5f-0a1b2c3d4e60', link, keys, now)).toBe('forged');
      // Another purpose's link for the same row is nothing to this one.
      for (const other of PURPOSES.filter((p) => p !== purpose)) {
        expect(linkStanding(other, id, link, keys, now), `${purpose} as ${other}`).toBe('forged');
      }
    }
  });

  it('are keyed by LINK_SECRET alone: the session secret, or the raw secret without its purpose key, makes none', () => {
    const underSession = signLink('unsubscribe', id, keys.legacySecret);
    expect(linkStanding('unsubscribe', id, underSession, keys, now)).toBe('forged');
    const rawKey = createHmac('sha256', keys.secret).update(`unsubscribe\n${id}\n`).digest('base64url');
    expect(linkStanding('unsubscribe', id, { s: rawKey }, keys, now)).toBe('forged');
  });

  it('sign an expiry in where a link has one: valid until then, expired after, forged when it is altered', () => {
    const expiresAt = new Date('2027-03-02T10:00:00Z');
    const link = signLink('forget-invitation', id, keys.secret, expiresAt);
    expect(link.e).toBe(String(expiresAt.getTime() / 1000));
    expect(linkStanding('forget-invitation', id, link, keys, now)).toBe('valid');
    expect(linkStanding('forget-invitation', id, link, keys, expiresAt)).toBe('valid');
    expect(linkStanding('forget-invitation', id, link, keys, new Date(expiresAt.getTime() + 1000))).toBe(
      'expired',
    );
    const later = String(Number(link.e) + 86_400);
    expect(linkStanding('forget-invitation', id, { ...link, e: later }, keys, now)).toBe('forged');
    expect(linkStanding('forget-invitation', id, { s: link.s }, keys, now)).toBe('forged');
    expect(linkStanding('forget-invitation', id, { ...link, e: '1e12' }, keys, now)).toBe('forged');
  });

  it('honour a link sent before, for its own purpose only, until the stated moment', () => {
    for (const purpose of PURPOSES) {
      expect(linkStanding(purpose, id, { s: oldLink(purpose) }, keys, now)).toBe('valid');
      expect(linkStanding(purpose, id, { s: oldLink(purpose) }, keys, LEGACY_LINKS_HONOURED_UNTIL)).toBe(
        'valid',
      );
      const after = new Date(LEGACY_LINKS_HONOURED_UNTIL.getTime() + 1);
      expect(linkStanding(purpose, id, { s: oldLink(purpose) }, keys, after)).toBe('expired');
    }
    expect(linkStanding('unsubscribe', id, { s: oldLink('unsubscribe-newsletter') }, keys, now)).toBe(
      'forged',
    );
    expect(linkStanding('unsubscribe', id, { s: oldLink('unsubscribe', keys.secret) }, keys, now)).toBe(
      'forged',
    );
    // Without the session secret to check them against, old links are not honoured at all.
    expect(linkStanding('unsubscribe', id, { s: oldLink('unsubscribe') }, { secret: keys.secret }, now)).toBe(
      'forged',
    );
    // 2027-12-31, end of the day in the hotel's zone (IST).
    expect(LEGACY_LINKS_HONOURED_UNTIL.toISOString()).toBe('2027-12-31T18:30:00.000Z');
  });

  it('prove an email address only with an expiry, for the one account and the exact address they were sent to', () => {
    const sent = { id, userId: '0b7e9c1d-2f3a-4b5c-8d6e-7f8091a2b3c4', email: 'asha@example.in' };
    const subject = verifyEmailSubject(sent);
    const expiresAt = new Date('2027-03-02T10:00:00Z');
    const link = signLink('verify-email', subject, keys.secret, expiresAt);
    expect(linkStanding('verify-email', subject, link, keys, now)).toBe('valid');
    expect(linkStanding('verify-email', subject, link, keys, new Date(expiresAt.getTime() + 1000))).toBe(
      'expired',
    );
    // Another address, another account or another sent link: the signature proves none of them.
    for (const other of [
      { ...sent, email: 'someone.else@example.in' },
      { ...sent, email: 'Asha@example.in' },
      { ...sent, userId: '0b7e9c1d-2f3a-4b5c-8d6e-7f8091a2b3c5' },
      { ...sent, id: '6f1c2a4e-8b7d-4c3a-9e5f-0a1b2c3d4e60' },
    ]) {
      expect(linkStanding('verify-email', verifyEmailSubject(other), link, keys, now)).toBe('forged');
    }
    // A link that grants something is never made without an expiry, nor by a key of another purpose or the old way.
    const forever = signLink('verify-email', subject, keys.secret);
    expect(linkStanding('verify-email', subject, forever, keys, now)).toBe('forged');
    const unsubscribeKey = signLink('unsubscribe', subject, keys.secret, expiresAt);
    expect(linkStanding('verify-email', subject, unsubscribeKey, keys, now)).toBe('forged');
    const oldWay = createHmac('sha256', keys.legacySecret)
      .update(`verify-email:${subject}`)
      .digest('base64url');
    expect(linkStanding('verify-email', subject, { s: oldWay }, keys, now)).toBe('forged');
  });
});
