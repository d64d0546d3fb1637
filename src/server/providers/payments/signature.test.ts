import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkoutSignature, hmacHex, signatureMatches } from './signature';

// Vectors computed here with Node's crypto directly, independent of the module under test.
const independent = (secret: string, message: string) =>
  createHmac('sha256', secret).update(message).digest('hex');

describe('payment signatures', () => {
  it("sign a checkout result as HMAC-SHA256 of 'order_id|payment_id'", () => {
    const expected = independent('key_secret_123', 'order_IluGWxBm9U8zJ8|pay_IluGYyr5Wy3ECM');
    expect(checkoutSignature('key_secret_123', 'order_IluGWxBm9U8zJ8', 'pay_IluGYyr5Wy3ECM')).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sign a webhook body over its exact bytes', () => {
    const raw = '{"event":"payment.captured","payload":{}}';
    expect(hmacHex('whsec', raw)).toBe(independent('whsec', raw));
    expect(hmacHex('whsec', JSON.stringify(JSON.parse(raw), null, 1))).not.toBe(independent('whsec', raw));
  });

  it('refuse a signature with any one character changed, or a different length', () => {
    const good = independent('s', 'order_1|pay_1');
    expect(signatureMatches(good, good)).toBe(true);
    for (let i = 0; i < good.length; i++) {
      const flipped = good.slice(0, i) + (good[i] === 'a' ? 'b' : 'a') + good.slice(i + 1);
      expect(signatureMatches(good, flipped)).toBe(false);
    }
    expect(signatureMatches(good, good.slice(1))).toBe(false);
    expect(signatureMatches(good, '')).toBe(false);
  });
});
