import type { OrderResponse } from '~/contracts/payments';
import { toRupees } from '~/lib/money';
import { ApiError, api } from '../api';
import { type CheckoutOptions, loadCheckoutScript } from './checkout-script';

export type PaymentState =
  | { step: 'idle' }
  | { step: 'processing' }
  | { step: 'verifying' }
  | { step: 'success' }
  | { step: 'error'; message: string };

/** What a payment is for, and what follows it. */
export interface PaymentInput {
  bookingId: string;
  /** Supar Coins applied; when they pay it all (`moneyPaise` 0) no provider is opened. */
  coins: number;
  moneyPaise: number;
  prefill: CheckoutOptions['prefill'];
  onPaid: () => void;
  /** Opens the order another way than the booking's own (a change's difference); its errors read as the server's. */
  order?: () => Promise<OrderResponse>;
}

const serverText = (error: unknown) => (error instanceof ApiError ? error.message : 'Something went wrong.');

/**
 * The payment widget's flow (spec §4, §8), fetched with the guest's tap on Pay: create the order, load the checkout
 * script only now, open it, verify the handler's result on the server. Every way it can end has its own message.
 */
export async function runPayment(input: PaymentInput, setState: (state: PaymentState) => void) {
  setState({ step: 'processing' });
  if (input.moneyPaise === 0) {
    try {
      await api('/payments/coins', {
        method: 'POST',
        body: { booking_id: input.bookingId, coins: input.coins },
      });
      setState({ step: 'success' });
      input.onPaid();
    } catch (error) {
      setState({ step: 'error', message: serverText(error) });
    }
    return;
  }
  let created: OrderResponse;
  try {
    created = input.order
      ? await input.order()
      : await api<OrderResponse>('/payments/create', {
          method: 'POST',
          body: { booking_id: input.bookingId, amount: toRupees(input.moneyPaise), coins: input.coins },
        });
  } catch (error) {
    const message = serverText(error);
    setState({ step: 'error', message: input.order ? message : `Create order failed: ${message}` });
    return;
  }
  try {
    await loadCheckoutScript(created.checkout.scriptUrl);
  } catch {
    setState({ step: 'error', message: 'Unable to load Razorpay SDK.' });
    return;
  }
  try {
    const Checkout = window.Razorpay!;
    const checkout = new Checkout({
      key: created.checkout.keyId,
      amount: created.order.amount,
      currency: created.order.currency,
      name: 'The Supar Palace',
      description: created.booking.description,
      order_id: created.order.id,
      prefill: input.prefill,
      theme: { color: '#1f4e8c' },
      handler: async (response) => {
        setState({ step: 'verifying' });
        try {
          await api('/payments/verify', {
            method: 'POST',
            body: { ...response, booking_id: input.bookingId },
          });
          setState({ step: 'success' });
          input.onPaid();
        } catch (error) {
          const message =
            error instanceof ApiError ? `Verify failed: ${error.message}` : 'Verification error';
          setState({ step: 'error', message });
        }
      },
      modal: { ondismiss: () => setState({ step: 'error', message: 'Payment flow closed by user.' }) },
    });
    checkout.on('payment.failed', (response) =>
      setState({ step: 'error', message: `Payment failed: ${response.error?.description ?? 'Unknown'}` }),
    );
    checkout.open();
  } catch {
    setState({ step: 'error', message: 'Something went wrong.' });
  }
}
