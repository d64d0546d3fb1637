/** The options of Razorpay's checkout (and of the sandbox's stand-in for it). */
export interface CheckoutOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: {
    razorpay_payment_id: string;
    razorpay_order_id: string;
    razorpay_signature: string;
  }) => void;
  modal: { ondismiss: () => void };
}

export interface CheckoutInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: { error?: { description?: string } }) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: CheckoutOptions) => CheckoutInstance;
  }
}

const loading = new Map<string, Promise<void>>();

/** Loads the checkout script on demand, once; rejects when it cannot be fetched. */
export function loadCheckoutScript(src: string): Promise<void> {
  const existing = loading.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve() : reject(new Error('no Razorpay')));
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error('script failed'));
    };
    document.head.append(script);
  });
  loading.set(src, promise);
  return promise;
}
