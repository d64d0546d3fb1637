import { useState } from 'react';
import type { PaymentInput, PaymentState } from './payment-flow';

/**
 * The booking's pay button and its states. The flow itself (order, provider, verification: `payment-flow.ts`) is
 * fetched with the tap, as the provider's script is; "Processing…" shows at once. (A change's difference is paid
 * from its form, which has the flow already.)
 */
export function usePayment(input: PaymentInput) {
  const [state, setState] = useState<PaymentState>({ step: 'idle' });

  async function pay() {
    setState({ step: 'processing' });
    try {
      // The flow sets "processing" again and carries on from there.
      await (await import('./payment-flow')).runPayment(input, setState);
    } catch {
      setState({ step: 'error', message: 'Something went wrong.' });
    }
  }

  return { state, pay };
}
