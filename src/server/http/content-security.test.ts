import { describe, expect, it } from 'vitest';
import { paymentPagePolicy } from './content-security';

describe('the payment pages’ content-security policy', () => {
  it('names no third-party host on the sandbox', () => {
    const policy = paymentPagePolicy('sandbox');
    expect(policy).not.toMatch(/razorpay/);
    expect(policy).toContain("default-src 'self'");
  });

  it("allows Razorpay's checkout only when Razorpay is configured", () => {
    const policy = paymentPagePolicy('razorpay');
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://checkout.razorpay.com");
    expect(policy).toContain('frame-src');
    expect(policy).toContain('https://api.razorpay.com');
  });
});
