import { createRoute } from '@hono/zod-openapi';
import { Message } from '../../../contracts/common';
import { RewardClaim, RewardCredited } from '../../../contracts/wallet';
import { caller, db } from '../../http/clock';
import { jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { claimBookingReward } from '../../services/bookings/rewards';

const rewardRoute = createRoute({
  method: 'post',
  path: '/wallet-transactions/create-suparcoins',
  tags: ['Wallet'],
  summary: "Claims the reward of the caller's own paid booking (once; the amount is fixed by the server)",
  ...signedIn(),
  request: { body: jsonBody(RewardClaim) },
  responses: {
    200: jsonResponse(RewardCredited, 'The reward credit'),
    202: jsonResponse(Message, 'Not paid yet, or a kind that earns no coins: nothing credited'),
    ...refusals(400, 401, 404),
  },
});

/** /api/wallet-transactions: the spec's client-side reward call, accepted only as a claim on the server's rule. */
export const walletRoutes: RouteGroup = {
  prefix: '/wallet-transactions',
  router: newRouter().openapi(rewardRoute, async (c) => {
    const claim = await claimBookingReward(db(c), caller(c).id, c.req.valid('json').related_booking_id);
    if (!claim.credited) return c.json({ message: claim.message }, 202);
    const { transaction, created } = claim;
    return c.json(
      { transaction, created, message: created ? 'Reward credited.' : 'Reward already credited.' },
      200,
    );
  }),
};
