import { createRoute } from '@hono/zod-openapi';
import { ReferralDashboard } from '~/contracts/referrals';
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
  router: newRouter().openapi(dashboardRoute, async (c) =>
    c.json(
      {
        ...(await referralDashboard(db(c), caller(c).id, publicOrigin(c))),
        coinTerms: coinTermsOf(c.get('deps').env),
      },
      200,
    ),
  ),
};
