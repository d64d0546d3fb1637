import { randomBytes } from 'node:crypto';
import { createRoom, createRoomBooking } from '../../../src/server/db/factories';
import { payments } from '../../../src/server/db/schema';
import type { PaymentProvider } from '../../../src/server/providers/payments';
import { sandboxProvider } from '../../../src/server/providers/payments/sandbox';
import { signedInGuest } from '../../fixtures/auth';
import type { TestApp } from '../../fixtures/test-app';

const MINUTE = 60_000;

/**
 * A signed-in guest (`profile`: their name, email…) holding a pending two-night stay (₹12,500 a night) for 15
 * minutes from `now`.
 */
export async function pendingStay(
  t: TestApp,
  now: Date,
  checkIn = '2027-04-10',
  profile: Parameters<typeof signedInGuest>[1] = {},
) {
  const guest = await signedInGuest(t.db, profile, now);
  const room = await createRoom(t.db, { name: 'Deluxe King Room', pricePaise: 1_250_000 }, 1);
  const booking = await createRoomBooking(t.db, {
    userId: guest.user.id,
    roomId: room.id,
    roomUnitId: room.units[0]!.id,
    checkIn,
    nights: 2,
    pricePerNightPaise: 1_250_000,
    holdExpiresAt: new Date(now.getTime() + 15 * MINUTE),
  });
  return { guest, room, booking };
}

/** Opens an order and asks the sandbox for the checkout handler's result. */
export async function payInSandbox(
  t: TestApp,
  headers: Record<string, string>,
  bookingId: string,
  outcome = 'success',
) {
  const created = await t.call('POST', '/api/payments/create', {
    json: { booking_id: bookingId, amount: 25_000 },
    headers,
  });
  const { order } = await created.json();
  const result = await (
    await t.call('POST', '/api/dev/sandbox/pay', { json: { order_id: order.id, outcome } })
  ).json();
  return { order, result };
}

/** A guest's stay paid in the sandbox (₹29,500 with GST), as the guest pays it. */
export async function paidStay(t: TestApp, now: Date, checkIn = '2027-04-10') {
  const stay = await pendingStay(t, now, checkIn);
  const { result } = await payInSandbox(t, stay.guest.headers, stay.booking.id);
  const verify = await t.call('POST', '/api/payments/verify', { json: result, headers: stay.guest.headers });
  if (verify.status !== 200) throw new Error(`verify answered ${verify.status}: ${await verify.text()}`);
  return stay;
}

/**
 * A second payment captured on a paid booking (an order for a dearer change's difference), as the payments row a
 * capture leaves: `paid`, with a sandbox payment id that carries what it captured, a minute after `now`.
 */
export async function secondPayment(
  t: TestApp,
  booking: { id: string; userId: string },
  amountPaise: number,
  now: Date,
) {
  const random = randomBytes(9).toString('hex');
  const [payment] = await t.db
    .insert(payments)
    .values({
      userId: booking.userId,
      bookingKind: 'room',
      bookingId: booking.id,
      provider: 'sandbox',
      providerOrderId: `order_sbx_${random}`,
      providerPaymentId: `pay_sbx_${random}_${amountPaise}`,
      amountPaise,
      receipt: `difference-${random}`,
      status: 'paid',
      createdAt: new Date(now.getTime() + 60_000),
      updatedAt: new Date(now.getTime() + 60_000),
    })
    .returning();
  return payment!;
}

/** The sandbox, with every refund it is asked for written down (and, when told, answered `pending` or refused). */
export function watchedSandbox(
  answer: { refunds: 'processed' | 'pending' | 'refused' } = { refunds: 'processed' },
) {
  const sandbox = sandboxProvider('sandbox-secret');
  const asked: { paymentId: string; amountPaise: number; notes: Record<string, string> }[] = [];
  const provider: PaymentProvider = {
    ...sandbox,
    async refund(input) {
      asked.push({ paymentId: input.paymentId, amountPaise: input.amountPaise, notes: input.notes });
      if (answer.refunds === 'refused') throw new Error('the bank is down');
      const refund = await sandbox.refund(input);
      return answer.refunds === 'pending' ? { ...refund, status: 'pending' } : refund;
    },
  };
  return { provider, asked, answer };
}

/** The desk checks the stay in (on its arrival day, by the app's clock): a stay is completed only while in house. */
export async function checkedIn(t: TestApp, bookingId: string, headers: Record<string, string>) {
  const res = await t.call('POST', `/api/staff/bookings/${bookingId}/arrival`, {
    json: { arrival: 'check_in' },
    headers,
  });
  if (res.status !== 200) throw new Error(`check-in answered ${res.status}: ${await res.text()}`);
}

/** The desk takes what the stay's folio says is due, in cash (a stay confirmed unpaid by an override owes it). */
export async function settledInCash(t: TestApp, bookingId: string, headers: Record<string, string>) {
  const folio = await (await t.call('GET', `/api/staff/bookings/${bookingId}/folio`, { headers })).json();
  const due = folio.balance.duePaise as number;
  const res = await t.call('POST', `/api/staff/bookings/${bookingId}/folio/payments`, {
    json: { method: 'cash', amount: due / 100 },
    headers,
  });
  if (res.status !== 201) throw new Error(`the desk payment answered ${res.status}: ${await res.text()}`);
}
