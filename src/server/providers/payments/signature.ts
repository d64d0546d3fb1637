import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a message as lower-case hex, as Razorpay signs checkout results and webhooks. */
export function hmacHex(secret: string, message: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Compares a received signature with the expected one in constant time. */
export function signatureMatches(expectedHex: string, receivedHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex, 'utf8');
  return expected.length === received.length && timingSafeEqual(expected, received);
}

/** The signature of a checkout result: HMAC of `order_id|payment_id` with the key secret. */
export function checkoutSignature(secret: string, orderId: string, paymentId: string): string {
  return hmacHex(secret, `${orderId}|${paymentId}`);
}
