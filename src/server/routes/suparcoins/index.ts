import { createRoute } from '@hono/zod-openapi';
import { SuparCoins } from '~/contracts/wallet';
import { caller, db } from '../../http/clock';
import { jsonResponse, refusals, signedIn } from '../../http/openapi';
import { newRouter, type RouteGroup } from '../../http/router';
import { coinTermsOf } from '../../services/bookings/coins';
import { guestLedger } from '../../services/wallet';

const balanceRoute = createRoute({
  method: 'get',
  path: '/get-suparcoins',
  tags: ['Wallet'],
  summary: "The caller's Supar Coins: the balance (the sum of the ledger) and the ledger, newest first",
  ...signedIn(),
  responses: { 200: jsonResponse(SuparCoins, 'Balance and history'), ...refusals(401) },
});

/** /api/get-suparcoins (spec §7 Profile and wallet). */
export const suparCoinRoutes: RouteGroup = {
  prefix: '/get-suparcoins',
  router: newRouter().openapi(balanceRoute, async (c) =>
    c.json({ ...(await guestLedger(db(c), caller(c).id)), terms: coinTermsOf(c.get('deps').env) }, 200),
  ),
};
