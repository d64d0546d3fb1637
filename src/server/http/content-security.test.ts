import { describe, expect, it } from 'vitest';
import { paymentPageSources } from './content-security';

describe('the payment pages’ additions to the page policy', () => {
  it('names no third-party host on the sandbox', () => {
    const sources = paymentPageSources('sandbox');
    expect(JSON.stringify(sources)).not.toMatch(/razorpay/);
    expect(sources).toEqual({ directives: [], scriptResources: [], styleResources: [] });
  });

  it("allows Razorpay's checkout only when Razorpay is configured, and never an inline script", () => {
    const sources = paymentPageSources('razorpay');
    // The rule changed on purpose: scripts are allowed by Astro's hashes, so 'unsafe-inline' is gone.
    expect(sources.scriptResources).toEqual(["'self'", 'https://checkout.razorpay.com']);
    expect(sources.scriptResources).not.toContain("'unsafe-inline'");
    expect(sources.directives).toContain(
      "frame-src 'self' https://api.razorpay.com https://checkout.razorpay.com",
    );
    expect(sources.directives.join(' ')).toContain('https://api.razorpay.com');
  });
});
