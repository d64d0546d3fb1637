const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/**
 * The content-security policy of the payment pages: our own origin only, plus Razorpay's hosts when
 * (and only when) Razorpay is the configured provider. Astro's island loader needs inline scripts.
 */
export function paymentPagePolicy(provider: 'sandbox' | 'razorpay'): string {
  const extra = provider === 'razorpay' ? RAZORPAY : { script: [], frame: [], connect: [], img: [] };
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${extra.script.join(' ')}`.trim(),
    `connect-src 'self' ${extra.connect.join(' ')}`.trim(),
    `frame-src 'self' ${extra.frame.join(' ')}`.trim(),
    `img-src 'self' data: ${extra.img.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}
