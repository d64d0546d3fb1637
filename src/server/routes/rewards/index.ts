import { createRoute, z } from '@hono/zod-openapi';
import { requireUser } from '../../http/auth';
import { errorResponses, newRouter } from '../../http/router';
import { findOwnBooking } from '../../services/payments/payable';
import { BOOKING_REWARD_COINS, grantBookingReward } from '../../services/rewards';

const RewardBody = z
  .object({
    related_booking_id: z.uuid({ error: 'related_booking_id must name your booking' }),
    user_id: z.string().optional(),
    type: z.string().optional(),
    suparCoins: z.number().optional(),
    description: z.string().optional(),
  })
  .openapi('BookingRewardRequest');

const rewardRoute = createRoute({
  method: 'post',
  path: '/wallet-transactions/create-suparcoins',
  tags: ['Wallet'],
  summary: "Claims the 10-coin reward of the caller's own paid booking (once; amount fixed by the server)",
  middleware: [requireUser()] as const,
  request: { body: { content: { 'application/json': { schema: RewardBody } }, required: true } },
  responses: {
    200: {
      description: 'The reward credit',
      content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } },
    },
    202: {
      description: 'Not paid yet: nothing credited',
      content: { 'application/json': { schema: z.object({ message: z.string() }) } },
    },
    ...errorResponses,
  },
});

/** The spec's client-side reward call, accepted only as a claim on the server's own rule. */
export const rewardRoutes = newRouter().openapi(rewardRoute, async (c) => {
  const { database } = c.get('deps');
  const user = c.get('user')!;
  const booking = await findOwnBooking(database.db, c.req.valid('json').related_booking_id, user.id);
  if (booking.kind === 'hall' || (booking.status !== 'confirmed' && booking.status !== 'completed')) {
    const message =
      booking.kind === 'hall'
        ? 'Event bookings do not earn Supar Coins.'
        : `Your ${BOOKING_REWARD_COINS} Supar Coins are credited when this booking is paid.`;
    return c.json({ message }, 202);
  }
  const { transaction, created } = await grantBookingReward(database.db, {
    userId: user.id,
    kind: booking.kind,
    bookingId: booking.id,
  });
  return c.json(
    { transaction, created, message: created ? 'Reward credited.' : 'Reward already credited.' },
    200,
  );
});
