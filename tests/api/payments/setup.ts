import { createRoom, createRoomBooking } from '../../../src/server/db/factories';
import { signedInGuest } from '../../fixtures/auth';
import type { TestApp } from '../../fixtures/test-app';

const MINUTE = 60_000;

/** A signed-in guest holding a pending two-night stay (₹12,500 a night) for 15 minutes from `now`. */
export async function pendingStay(t: TestApp, now: Date, checkIn = '2027-04-10') {
  const guest = await signedInGuest(t.db, {}, now);
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
