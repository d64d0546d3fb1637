import { createRoute } from '@hono/zod-openapi';
import { GuestParams } from '~/contracts/bookings';
import { idParams, Message } from '~/contracts/common';
import {
  RewardClaim,
  RewardCredited,
  WalletAdjusted,
  WalletAdjustment,
  WalletReversalQuery,
  WalletTransactionList,
} from '~/contracts/wallet';
import { AppError } from '../../errors';
import { caller, db } from '../../http/clock';
import { adminOnly, jsonBody, jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { coinTermsOf } from '../../services/bookings/coins';
import { claimBookingReward } from '../../services/bookings/rewards';
import { adjustLedgerRow, guestLedger } from '../../services/wallet';

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

const byUserRoute = createRoute({
  method: 'get',
  path: '/wallet-transactions/user/{userId}',
  tags: ['Wallet'],
  summary: "A guest's own Supar Coins ledger, newest first, and its sum (another guest's id is a 404)",
  ...signedIn(),
  request: { params: GuestParams },
  responses: { 200: jsonResponse(WalletTransactionList, 'Newest first'), ...refusals(400, 401, 404) },
});

const adjustRoute = createRoute({
  method: 'put',
  path: '/wallet-transactions/{id}',
  tags: ['Wallet'],
  summary:
    "Correct a ledger row (admin): the difference is written as a new row with the reason; coins taken back are at most the guest's balance (409 when none is left)",
  ...adminOnly(),
  request: { params: idParams('wallet transaction'), body: jsonBody(WalletAdjustment) },
  responses: { 200: jsonResponse(WalletAdjusted, 'Adjusted'), ...refusals(400, 401, 403, 404, 409) },
});

const reverseRoute = createRoute({
  method: 'delete',
  path: '/wallet-transactions/{id}',
  tags: ['Wallet'],
  summary:
    "Reverse a ledger row (admin): an opposite row is written, taking back at most the guest's balance (409 when none is left); history is never deleted",
  ...adminOnly(),
  request: { params: idParams('wallet transaction'), query: WalletReversalQuery },
  responses: { 200: jsonResponse(WalletAdjusted, 'Reversed'), ...refusals(400, 401, 403, 404, 409) },
});

/** /api/wallet-transactions: the guest's ledger, the spec's reward call (as a claim), and admin corrections. */
export const walletRoutes: RouteGroup = {
  prefix: '/wallet-transactions',
  router: newRouter()
    .openapi(rewardRoute, async (c) => {
      const claim = await claimBookingReward(db(c), caller(c).id, c.req.valid('json').related_booking_id);
      if (!claim.credited) return c.json({ message: claim.message }, 202);
      const { transaction, created } = claim;
      return c.json(
        { transaction, created, message: created ? 'Reward credited.' : 'Reward already credited.' },
        200,
      );
    })
    .openapi(byUserRoute, async (c) => {
      const userId = caller(c).id;
      if (c.req.valid('param').userId !== userId) {
        throw new AppError('NOT_FOUND', 'We could not find those transactions.');
      }
      return c.json({ ...(await guestLedger(db(c), userId)), terms: coinTermsOf(c.get('deps').env) }, 200);
    })
    .openapi(adjustRoute, async (c) => {
      const { suparCoins, reason } = c.req.valid('json');
      const { transaction, shortfall } = await adjustLedgerRow(db(c), {
        id: c.req.valid('param').id,
        suparCoins,
        reason,
        now: c.get('deps').now(),
        by: { id: caller(c).id },
      });
      const message = transaction
        ? ['Adjustment recorded.', shortfall].filter(Boolean).join(' ')
        : 'Nothing to change.';
      return c.json({ transaction, message }, 200);
    })
    .openapi(reverseRoute, async (c) => {
      const { transaction, shortfall } = await adjustLedgerRow(db(c), {
        id: c.req.valid('param').id,
        suparCoins: 0,
        reason: c.req.valid('query').reason ?? 'reversed by the hotel',
        now: c.get('deps').now(),
        by: { id: caller(c).id },
      });
      const message = !transaction
        ? 'Already reversed.'
        : shortfall
          ? `Transaction reversed in part. ${shortfall}`
          : 'Transaction reversed.';
      return c.json({ transaction, message }, 200);
    }),
};
