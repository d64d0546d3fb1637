import { createRoute } from '@hono/zod-openapi';
import { ReferralDashboard } from '~/contracts/referrals';
import { coinTermsText } from '~/lib/coin-terms';
import { caller, db } from '../../http/clock';
import { jsonResponse, refusals, signedIn } from '../../http/openapi';
import { publicOrigin } from '../../http/public-origin';
import { newRouter, type RouteGroup } from '../../http/router';
import { coinTermsOf } from '../../services/bookings/coins';
import { referralDashboard } from '../../services/referrals';

const dashboardRoute = createRoute({
  method: 'get',
  path: '/dashboard',
  tags: ['Referrals'],
  summary: "The caller's Refer & Earn figures: share link, invites sent, friends referred, coins earned",
  ...signedIn(),
  responses: { 200: jsonResponse(ReferralDashboard, 'Figures'), ...refusals(401) },
});

/** /api/dashboard (spec §7 Referrals). */
export const dashboardRoutes: RouteGroup = {
  prefix: '/dashboard',
  router: newRouter().openapi(dashboardRoute, async (c) => {
    const coinTerms = coinTermsOf(c.get('deps').env);
    return c.json(
      {
        ...(await referralDashboard(db(c), caller(c).id, publicOrigin(c))),
        coinTerms,
        // Said by the server, so that Refer & Earn carries no words of its own for them (decision 124).
        coinTermsText: coinTermsText(coinTerms),
      },
      200,
    );
  }),
};
