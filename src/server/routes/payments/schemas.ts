import { z } from '@hono/zod-openapi';

export const CreateOrderBody = z
  .object({
    booking_id: z.uuid({ error: 'Choose a booking to pay for.' }),
    amount: z.number({ error: 'amount must be a number of rupees' }).positive().optional(),
    user_id: z.string().optional(),
  })
  .openapi('CreatePaymentOrder');

export const OrderResponse = z
  .object({
    order: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }),
    checkout: z.object({
      provider: z.enum(['sandbox', 'razorpay']),
      keyId: z.string(),
      scriptUrl: z.string(),
    }),
    booking: z.object({ id: z.string(), bookingCode: z.string(), description: z.string() }),
  })
  .openapi('PaymentOrder');

export const VerifyBody = z
  .object({
    razorpay_order_id: z.string({ error: 'razorpay_order_id is required' }).min(1),
    razorpay_payment_id: z.string({ error: 'razorpay_payment_id is required' }).min(1),
    razorpay_signature: z.string({ error: 'razorpay_signature is required' }).min(1),
    booking_id: z.uuid().optional(),
  })
  .openapi('VerifyPayment');

export const PaymentSchema = z
  .object({
    id: z.string(),
    order_id: z.string(),
    payment_id: z.string().nullable(),
    status: z.enum(['created', 'paid', 'failed', 'refund_pending', 'refunded']),
    amount: z.number().int(),
    currency: z.string(),
    booking_id: z.string(),
    failure_reason: z.string().nullable(),
  })
  .openapi('Payment');

export const SandboxPayBody = z
  .object({
    order_id: z.string({ error: 'order_id is required' }).min(1),
    outcome: z.enum(['success', 'failure'], { error: "outcome must be 'success' or 'failure'" }),
  })
  .openapi('SandboxPay');

export const SpecialRequestsBody = z
  .object({ specialRequests: z.string().trim().max(1000, 'Keep special requests under 1,000 characters.') })
  .openapi('SpecialRequests');

export const IdParam = z.object({ id: z.uuid({ error: 'Booking not found.' }) });
