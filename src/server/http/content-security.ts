import type { PaymentProviderName } from '~/lib/payments';
import type { PageDirective } from './security-headers';

const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** What a payment page adds to the site's page policy (Astro.csp), by kind. */
export interface PaymentPageSources {
  /** Whole directives, merged by name with the site's PAGE_DIRECTIVES. */
  directives: PageDirective[];
  /** Sources of script-src besides Astro's hashes; empty keeps Astro's own `'self'`. */
  scriptResources: string[];
  /** Sources of style-src besides Astro's hashes; empty keeps Astro's own `'self'`. */
  styleResources: string[];
}

/**
 * The payment pages' additions to the policy every page carries: nothing on the sandbox (its checkout script
 * is ours), and Razorpay's hosts when (and only when) Razorpay is the configured provider. Scripts stay
 * hash-only: no page allows an inline script. Razorpay's checkout writes its own <style> element, which no
 * hash of ours can name, so with Razorpay the payment pages accept inline styles (styles only).
 */
export function paymentPageSources(provider: PaymentProviderName): PaymentPageSources {
  if (provider === 'sandbox') return { directives: [], scriptResources: [], styleResources: [] };
  return {
    directives: [
      `connect-src 'self' ${RAZORPAY.connect.join(' ')}`,
      `frame-src 'self' ${RAZORPAY.frame.join(' ')}`,
      `img-src 'self' data: blob: ${RAZORPAY.img.join(' ')}`,
    ],
    scriptResources: ["'self'", ...RAZORPAY.script],
    styleResources: ["'self'", "'unsafe-inline'"],
  };
}
