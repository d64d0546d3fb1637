// Payment orders, the checkout handler's result, and the payment as the pages read it.
import { z } from 'zod';
import {
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  SANDBOX_PAYMENT_OUTCOMES,
  WEBHOOK_OUTCOMES,
} from '~/lib/payments';
import { numeric } from './common';

export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

export const CreateOrderBody = z
  .object({
    booking_id: z.uuid({ error: 'Choose a booking to pay for.' }),
    amount: numeric(
      z.number({ error: 'amount must be a number of rupees' }).positive().meta({
        description: "Rupees, as the page shows them: not read; the order is the booking's own total",
      }),
    ).optional(),
    user_id: z.string().optional(),
    coins: numeric(
      z
        .number({ error: 'coins must be a whole number of Supar Coins' })
        .int('coins must be a whole number of Supar Coins')
        .min(0, 'coins cannot be negative')
        .max(10_000_000),
    )
      .optional()
      .meta({
        description:
          "Supar Coins to apply (decision 105): the order is the booking's total less their worth; refused past the caller's balance or the hotel's cap",
      }),
  })
  .meta({ id: 'CreatePaymentOrder' });

/** Pays a booking wholly with Supar Coins: no payment provider (decision 105). */
export const PayWithCoinsBody = z
  .object({
    booking_id: z.uuid({ error: 'Choose a booking to pay for.' }),
    coins: numeric(
      z
        .number({ error: 'coins must be a whole number of Supar Coins' })
        .int('coins must be a whole number of Supar Coins')
        .min(1, 'Apply at least one Supar Coin.')
        .max(10_000_000),
    ),
  })
  .meta({ id: 'PayWithCoins' });

export const PaidWithCoins = z
  .object({
    booking: z.object({ id: z.string(), bookingCode: z.string(), status: z.string() }),
    coins: z.number().int(),
    message: z.string(),
  })
  .meta({ id: 'PaidWithCoins' });

export const OrderResponse = z
  .object({
    order: z.object({ id: z.string(), amount: z.number().int(), currency: z.string() }),
    checkout: z.object({
      provider: z.enum(PAYMENT_PROVIDERS),
      keyId: z.string(),
      scriptUrl: z.string(),
    }),
    booking: z.object({ id: z.string(), bookingCode: z.string(), description: z.string() }),
  })
  .meta({ id: 'PaymentOrder' });
export type OrderResponse = z.infer<typeof OrderResponse>;

export const VerifyBody = z
  .object({
    razorpay_order_id: z.string({ error: 'razorpay_order_id is required' }).min(1),
    razorpay_payment_id: z.string({ error: 'razorpay_payment_id is required' }).min(1),
    razorpay_signature: z.string({ error: 'razorpay_signature is required' }).min(1),
    booking_id: z.uuid().optional(),
  })
  .meta({ id: 'VerifyPayment' });

export const Payment = z
  .object({
    id: z.string(),
    order_id: z.string(),
    payment_id: z.string().nullable(),
    status: PaymentStatus,
    amount: z.number().int(),
    currency: z.string(),
    booking_id: z.string(),
    failure_reason: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export const Verified = z.object({ payment: Payment });

/** What the checkout handler receives from the provider: the fields /payments/verify takes as they are. */
export const CheckoutResult = z
  .object({ razorpay_order_id: z.string(), razorpay_payment_id: z.string(), razorpay_signature: z.string() })
  .meta({ id: 'CheckoutResult' });

export const SandboxPayBody = z
  .object({
    order_id: z.string({ error: 'order_id is required' }).min(1),
    outcome: z.enum(SANDBOX_PAYMENT_OUTCOMES, { error: "outcome must be 'success' or 'failure'" }),
    amount: z
      .number()
      .int('amount is whole paise')
      .positive('amount is whole paise above zero')
      .max(1e11)
      .optional()
      .meta({
        description:
          "Paise the sandbox bank captures: the order's amount unless given; another figure tries a payment that differs from its order",
      }),
  })
  .meta({ id: 'SandboxPay' });

/** Razorpay's webhook event, as far as the server reads it (the signature covers the raw body). */
export const WebhookEvent = z
  .object({
    event: z.string().meta({
      example: 'payment.captured',
      description: 'Read: payment.captured, order.paid, payment.failed, refund.processed, refund.failed',
    }),
    payload: z.object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string(),
            amount: z.number().int().optional().meta({
              description: "Paise captured; a capture that differs from the order's confirms nothing",
            }),
            currency: z.string().optional().meta({ example: 'INR' }),
            method: z.string().optional(),
            error_description: z.string().optional(),
          }),
        })
        .optional(),
      order: z.object({ entity: z.object({ id: z.string() }) }).optional(),
      refund: z
        .object({
          entity: z.object({
            id: z.string(),
            payment_id: z.string(),
            // Razorpay sends its notes as an object of strings, or as an empty array when there are none.
            notes: z
              .union([z.object({ part_refund_id: z.string().optional() }), z.array(z.string()).max(0)])
              .optional()
              .meta({
                description:
                  "The notes the refund was asked with: a part refund's `part_refund_id` finds it (decision 111)",
              }),
          }),
        })
        .optional(),
    }),
  })
  .meta({ id: 'PaymentWebhookEvent' });

export const WebhookOutcome = z
  .object({ status: z.enum(WEBHOOK_OUTCOMES) })
  .meta({ id: 'PaymentWebhookOutcome' });

/** What the sandbox checkout hands its handler: a signed success, or Razorpay's failure shape. */
export const SandboxOutcome = z
  .union([
    CheckoutResult,
    z.object({
      error: z.object({
        code: z.string(),
        description: z.string(),
        source: z.string(),
        reason: z.string(),
        metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
      }),
    }),
  ])
  .meta({ id: 'SandboxCheckoutOutcome' });
